import { createHash } from 'node:crypto';
import path from 'node:path';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { Compilation, optimize, sources, type Compiler, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { ChunkNamesPlugin } from './webpack.chunkNames';
import { PrecompressPlugin } from './webpack.precompress';
import { createAppTheme } from './src/theme/theme';
import { themeStylesheet } from './src/theme/themeStylesheet';

const PUBLIC_PATH = '/app/';
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:8080';

const swcLoader = {
  loader: 'swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
    },
  },
};

/**
 * The theme's stylesheet (both colour schemes' CSS variables and the plain kit), made from the
 * same theme as MUI's at run time and linked by index.html: the first paint needs none of the
 * theme's JavaScript. Content-hashed, so it is cached like the bundles. (`npm run dev` makes it
 * once: restart it after changing src/theme.)
 */
const theme = createAppTheme();
const themeCss = themeStylesheet(theme);
const themeCssFile = `assets/theme.${createHash('sha256').update(themeCss).digest('hex').slice(0, 10)}.css`;

class ThemeStylesheetPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('ThemeStylesheetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ThemeStylesheetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(themeCssFile, new sources.RawSource(themeCss));
      });
    });
  }
}

/** react-router's package exports only its development build; production gets the lean one. */
const reactRouterAliases = (production: boolean): Record<string, string> =>
  production
    ? {
        'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs'),
        'react-router/dom$': path.resolve(__dirname, 'node_modules/react-router/dist/production/dom-export.mjs'),
      }
    : {};

/**
 * Paint before JavaScript: the screens the API server renders into index.html, as one
 * CommonJS file for Node (src/prerender.tsx). Written beside dist/, never inside it: it is
 * the server's, not something /app/ serves. Rendered there with the deployment's config.js values,
 * which the build does not know.
 */
const prerenderBundle = (production: boolean): Configuration => ({
  name: 'prerender',
  mode: production ? 'production' : 'development',
  target: 'node20',
  entry: { screens: './src/prerender.tsx' },
  output: {
    path: path.resolve(__dirname, 'dist-prerender'),
    publicPath: PUBLIC_PATH,
    filename: '[name].js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'], alias: reactRouterAliases(production) },
  module: {
    rules: [
      { test: /\.tsx?$/, exclude: /node_modules/, use: swcLoader },
      // The same URLs as the browser bundle's, without writing the files a second time.
      { test: /\.(png|svg|jpg|jpeg|webp)$/, type: 'asset/resource', generator: { emit: false, filename: 'assets/[name].[contenthash:8][ext]' } },
    ],
    // Markup never starts a worker (the QR worker starts from an effect): no worker chunk in the
    // one-file bundle, and `new URL(…, import.meta.url)` left as written, never run here.
    parser: { javascript: { worker: false, url: false } },
  },
  devtool: false,
  // One file: the lazy pages' dynamic imports resolve inside it.
  plugins: [new optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  optimization: { minimize: false },
  performance: { hints: false },
});

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration | Configuration[] => {
  const production = argv.mode === 'production';
  const browser: Configuration & { devServer?: DevServerConfiguration } = {
    name: 'browser',
    mode: production ? 'production' : 'development',
    entry: { main: './src/main.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: PUBLIC_PATH,
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      // Lazy chunks by id: their names (webpack.chunkNames.ts) are the bench's and the stats', and as a
      // table in the runtime (every page's first script) they cost /app/login bytes of its budget. The
      // runtime lists every chunk's hash: 6 hex digits (still 16 million names per chunk id) rather than
      // 8 keep 0.15 KB of /app/login's 150 KB (bench bundles: 150.08 KB with 8).
      chunkFilename: production ? 'assets/[id].[contenthash:6].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: reactRouterAliases(production) },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: swcLoader },
        // Start-up imports each part of the entry with `import()` only to evaluate it in a task of its
        // own: in the entry's chunks already, so no request (the lazy ones are in app/signedInPrefetch.ts).
        { test: path.resolve(__dirname, 'src/startApp.tsx'), parser: { dynamicImportMode: 'eager' } },
        { test: /\.(png|svg|jpg|jpeg|webp)$/, type: 'asset/resource' },
      ],
    },
    // No source maps in production: served, they would publish the whole original source.
    devtool: production ? false : 'eval-cheap-module-source-map',
    plugins: [
      // The lazy chunks' names (the bench's budgets read them) come from one table, not from comments.
      new ChunkNamesPlugin(),
      new ThemeStylesheetPlugin(),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        scriptLoading: 'defer',
        templateParameters: {
          themeStylesheet: `${PUBLIC_PATH}${themeCssFile}`,
          themeColor: { light: theme.colorSchemes.light?.palette.primary.main, dark: theme.colorSchemes.dark?.palette.header.dashboardBg },
        },
      }),
      // config.js is not bundled: a deployment replaces it without a rebuild.
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    // A regression guard on raw (minified, not gzipped) sizes: the build fails when the first
    // load or any one file grows past today's size plus a margin. `npm run bench` measures the
    // gzip budgets per route; these limits come down as those budgets are met.
    performance: {
      hints: production ? 'error' : false,
      maxEntrypointSize: 430_000,
      maxAssetSize: 380_000,
      assetFilter: (file: string) => file.endsWith('.js'),
    },
    optimization: {
      splitChunks: { chunks: 'all' },
      runtimeChunk: 'single',
    },
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      hot: true,
      static: { directory: path.resolve(__dirname, 'public'), publicPath: PUBLIC_PATH },
      historyApiFallback: { index: `${PUBLIC_PATH}index.html` },
      proxy: [{ context: ['/api'], target: API_TARGET }],
      open: false,
    },
  };
  // `webpack serve` (npm run dev) serves the browser bundle only; builds make the server's too.
  return process.env.WEBPACK_SERVE ? browser : [browser, prerenderBundle(production)];
};
