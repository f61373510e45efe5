// Preloaded (node --require) into a server process: it reads Node's version as 20.20.2, the
// machine Node that cannot load the server's native modules, while really running the project's.
Object.defineProperty(process, 'versions', { value: { ...process.versions, node: '20.20.2' } });
