// Legacy config format, as the design card asks; eslint 9 reads it with ESLINT_USE_FLAT_CONFIG=false.
module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react', 'react-hooks'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react/recommended',
    'plugin:react/jsx-runtime',
    'plugin:react-hooks/recommended',
  ],
  settings: { react: { version: 'detect' } },
  env: { browser: true, node: true, es2022: true, jest: true },
  ignorePatterns: ['dist/', 'node_modules/', 'coverage/', '*.cjs'],
  rules: {
    '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    'react/prop-types': 'off',
    // Typed hooks only: raw react-redux hooks lose the store's types.
    'no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch/useAppSelector from src/app/hooks.' },
          { name: '@mui/icons-material', message: 'Import each icon by path: @mui/icons-material/Name.' },
        ],
      },
    ],
  },
  overrides: [
    { files: ['server/**/*.ts', 'src/app/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
    // The server: no import cycles, and nothing from the SPA's sources but the contract it shares.
    {
      files: ['server/**/*.ts'],
      plugins: ['import'],
      settings: {
        'import/resolver': { node: { extensions: ['.ts', '.js'] } },
        'import/extensions': ['.ts', '.js'],
        'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      },
      rules: {
        'import/no-cycle': 'error',
        'import/no-restricted-paths': [
          'error',
          {
            zones: [
              {
                target: './server',
                from: './src',
                except: ['./types/api.ts', './config/appConfig.ts'],
                message: 'The server shares only the API contract (src/types/api.ts) and the app configuration (src/config/appConfig.ts) with the SPA.',
              },
            ],
          },
        ],
      },
    },
  ],
};
