/**
 * The folder of the server's source modules: server/src, or its compiled copy (dist-server/server/src),
 * where the bundled entry sits too (tools/bundleServer.ts). Files shipped beside the code are
 * found from here, the same whether the modules run from one bundle or from their own files.
 */
export const SERVER_SOURCE_DIR = __dirname;
