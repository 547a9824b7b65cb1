import net from 'node:net'

/**
 * A TCP relay on a loopback port in front of a server (PostgreSQL, Redis), which a test cuts and restores:
 * while open it forwards every connection, or with `silent` accepts them and never answers (a
 * server that hangs); `close()` is the network going away (every open connection drops and nothing
 * accepts new ones, so clients meet ECONNREFUSED).
 */
export class TcpRelay {
  private server: net.Server | null = null
  private readonly sockets = new Set<net.Socket>()

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  /** A relay to `target` on a free loopback port, open. */
  static async open(target: { host: string; port: number }): Promise<TcpRelay> {
    const relay = new TcpRelay(await freePort(), target)
    await relay.open()
    return relay
  }

  async open(options: { silent?: boolean } = {}): Promise<void> {
    this.server = net.createServer((socket) => {
      this.sockets.add(socket)
      socket.on('close', () => this.sockets.delete(socket))
      socket.on('error', () => undefined)
      if (options.silent) return
      const upstream = net.connect(this.target)
      this.sockets.add(upstream)
      upstream.on('close', () => this.sockets.delete(upstream))
      upstream.on('error', () => socket.destroy())
      socket.pipe(upstream).pipe(socket)
    })
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve))
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve())
    this.server = null
  }
}

async function freePort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as net.AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
