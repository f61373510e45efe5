// Legacy config format, as the design card asks; eslint 9 reads it with ESLINT_USE_FLAT_CONFIG=false.
const fs = require('node:fs');
const path = require('node:path');

/** Shared code: what features and app build on. It never reaches up into a feature or the app. */
const shared = ['lib', 'components', 'theme', 'config', 'contract', 'api', 'session', 'state'].map((dir) => `./src/${dir}`);
const features = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Code flows one way, shared → features → app (bulletproof-react's zones). */
const boundaries = [
  { target: shared, from: ['./src/features', './src/app'], message: 'Shared code never imports a feature or the app: move what both need down.' },
  { target: './src/lib', from: './src/api', message: 'lib is framework-free helpers: it never imports the API layer.' },
  { target: './src/contract', from: './src', except: ['./contract'], message: 'The contract (shared with the server) imports nothing of the SPA.' },
  { target: './src/features', from: './src/app', message: 'Features never import the app: the app assembles them.' },
  // The entries (the browser's, and the prerender bundle's that the API server runs) sit atop the app.
  { target: './src', from: ['./src/main.tsx', './src/prerender.tsx'], message: 'Nothing imports an entry: move what both need into app/ or lib/.' },
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what both need to components/ or lib/.',
  })),
];

/** Kysely's query builders: the server builds queries in server/src/db/ only (README › Folder layout). */
const queryBuilderCalls = 'selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto';
const queriesOnlyInDb = [
  {
    selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=/^(${queryBuilderCalls})$/]`,
    message: 'Queries live in server/src/db/ (db/queries/<table>.ts): call a function there instead of building the query here.',
  },
  {
    selector: "ImportDeclaration[source.value='kysely'] ImportSpecifier[imported.name='sql']",
    message: 'Raw SQL lives in server/src/db/ (db/queries/<table>.ts): call a function there instead.',
  },
];

/** Every test runs: a skipped or focused test (however it is chosen, e.g. `(cond ? test.skip : test)`) is an error. */
const noSkippedOrFocusedTests = ['test', 'it', 'describe'].flatMap((object) =>
  ['skip', 'only', 'todo'].map((property) => ({ object, property, message: 'Every test runs: no skipped, focused or empty test (a case for one database belongs in its folder, e.g. server/test/postgres/).' })),
);

module.exports = {
  root: true,
  parser: '@typescript-eslint/parser',
  parserOptions: { ecmaVersion: 2022, sourceType: 'module', ecmaFeatures: { jsx: true } },
  plugins: ['@typescript-eslint', 'react', 'react-hooks', 'import'],
  extends: [
    'eslint:recommended',
    'plugin:@typescript-eslint/recommended',
    'plugin:react/recommended',
    'plugin:react/jsx-runtime',
    'plugin:react-hooks/recommended',
  ],
  settings: {
    react: { version: 'detect' },
    // No path aliases: Node's resolution with our extensions finds every relative import.
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    // Without this the import rules silently skip .ts and .tsx files.
    'import/extensions': ['.ts', '.tsx', '.js'],
  },
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
          { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch/useAppSelector from src/state/hooks.' },
          { name: '@mui/icons-material', message: 'Import each icon by path: @mui/icons-material/Name.' },
        ],
      },
    ],
  },
  overrides: [
    { files: ['server/**/*.ts', 'src/state/hooks.ts'], rules: { 'no-restricted-imports': 'off' } },
    { files: ['src/**/*.{ts,tsx}'], rules: { 'import/no-restricted-paths': ['error', { zones: boundaries }] } },
    { files: ['server/src/**/*.ts'], excludedFiles: ['server/src/db/**'], rules: { 'no-restricted-syntax': ['error', ...queriesOnlyInDb] } },
    {
      files: ['test/**/*.{ts,tsx}', 'server/test/**/*.ts'],
      rules: { 'no-restricted-properties': ['error', ...noSkippedOrFocusedTests], 'no-restricted-globals': ['error', 'xit', 'xdescribe', 'xtest', 'fit', 'fdescribe'] },
    },
    // The server shares nothing with the SPA's sources but the contract.
    {
      files: ['server/**/*.ts'],
      rules: {
        'import/no-restricted-paths': [
          'error',
          {
            zones: [
              {
                // The server's tests may check it against the SPA's own values (e.g. its default config).
                target: './server/src',
                from: './src',
                except: ['./contract'],
                message: 'The server shares only the contract (src/contract: the API types and the app configuration) with the SPA.',
              },
            ],
          },
        ],
      },
    },
  ],
};
