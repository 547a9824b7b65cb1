import { once } from 'node:events'
import type { Writable } from 'node:stream'

/** Lines are gathered into chunks of about this many characters before each write. */
const CHUNK_CHARACTERS = 1 << 16

/**
 * Buffers lines into large chunks and honours the stream's backpressure, so writing millions of rows
 * keeps memory flat: the writers never hold more than one chunk.
 */
export class LineOutput {
  private parts: string[] = []
  private size = 0
  lines = 0

  constructor(
    private readonly out: Writable,
    private readonly eol: string,
  ) {}

  /** Queues one line; true when the buffer is full and the caller must `await flush()`. */
  push(line: string): boolean {
    this.parts.push(line, this.eol)
    this.size += line.length + this.eol.length
    this.lines += 1
    return this.size >= CHUNK_CHARACTERS
  }

  /** Queues raw text (a byte-order mark) without counting it as a line. */
  pushRaw(text: string): void {
    this.parts.push(text)
    this.size += text.length
  }

  async flush(): Promise<void> {
    if (this.parts.length === 0) return
    const chunk = this.parts.join('')
    this.parts = []
    this.size = 0
    if (!this.out.write(chunk)) await once(this.out, 'drain')
  }

  /** Flushes, then ends the stream (unless asked not to) and waits until it has finished. */
  async close(end: boolean): Promise<void> {
    await this.flush()
    if (!end) return
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject)
      this.out.end(() => resolve())
    })
  }
}
