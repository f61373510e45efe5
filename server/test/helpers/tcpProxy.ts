import net from 'node:net';

/**
 * A TCP relay on a loopback port in front of a database server, which a test can cut: every
 * connection through it drops and new ones are dropped as they arrive, as when the server
 * restarts or its host is unreachable, until `restore()`. Needs no privilege on the server.
 */
export class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private cutOff = false;

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const proxy = new TcpProxy(server, (server.address() as net.AddressInfo).port);
    server.on('connection', (client) => proxy.relay(client, target));
    return proxy;
  }

  /** `url` with its host and port replaced by the proxy's. */
  urlThrough(url: string): string {
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(this.port);
    return through.toString();
  }

  /** Drops every connection now, and each new one at once, until `restore()`. */
  cut(): void {
    this.cutOff = true;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  restore(): void {
    this.cutOff = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private relay(client: net.Socket, target: { host: string; port: number }): void {
    if (this.cutOff) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      this.sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.sockets.delete(from);
        to.destroy();
      });
    }
  }
}
