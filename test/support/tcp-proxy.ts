import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback between the bot and its store (Redis, Postgres) that can cut the line: `cut()`
 * destroys every open connection at once and refuses new ones until `restore()`; `cutAfterSending` does it
 * right after the bot sent a given command (a commit), before its answer can come back.
 */
export class TcpProxy {
  private readonly open = new Set<Socket>();
  private cutOff = false;
  private armed: { pattern: string; done: () => void } | undefined;
  /** How many connections were let through, so a test knows the bot really uses the proxy. */
  accepted = 0;

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    let proxy: TcpProxy | undefined;
    const server = createServer((client) => proxy?.connect(client, target));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    proxy = new TcpProxy(server, typeof address === 'object' && address ? address.port : 0);
    return proxy;
  }

  /** The store URL with its host and port replaced by the proxy's. */
  static through(url: string, proxy: TcpProxy): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(proxy.port);
    return parsed.toString();
  }

  cut(): void {
    this.cutOff = true;
    for (const socket of this.open) socket.destroy();
    this.open.clear();
  }

  /** Cuts right after a chunk the bot sends contains `pattern`; resolves once it did. */
  cutAfterSending(pattern: string): Promise<void> {
    return new Promise((done) => {
      this.armed = { pattern, done };
    });
  }

  restore(): void {
    this.cutOff = false;
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private connect(client: Socket, target: { host: string; port: number }): void {
    if (this.cutOff) {
      client.destroy();
      return;
    }
    this.accepted += 1;
    const upstream = createConnection(target);
    const pair = [client, upstream];
    for (const socket of pair) {
      this.open.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        this.open.delete(socket);
        for (const other of pair) other.destroy();
      });
    }
    client.on('data', (chunk: Buffer) => {
      const armed = this.armed;
      const trigger = armed !== undefined && chunk.includes(armed.pattern);
      // The command reaches the server, which may well complete it, but its answer never comes back.
      if (trigger) upstream.unpipe(client);
      upstream.write(chunk);
      if (!trigger) return;
      this.armed = undefined;
      setImmediate(() => {
        this.cut();
        armed.done();
      });
    });
    upstream.pipe(client);
  }
}
