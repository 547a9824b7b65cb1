/**
 * The first check of every request the production server takes (server.ts), before Next.js or
 * Payload read anything: a body must declare its length, and the length must be within the route's
 * limit. Either refusal is answered at once, before the body is read, and the connection closed
 * after at most half a megabyte more, so a 200 MB upload to any path costs the server almost
 * nothing. (Node's HTTP parser ends a body at its declared length, so a declared length also
 * bounds what a handler can read.) Browsers and the
 * usual HTTP clients always declare the length of a form, a file or JSON; a streamed
 * (`Transfer-Encoding: chunked`) request body is not something this site's clients send.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

/** What is still read (and dropped) of a refused body, at most, and for how long, before the connection goes. */
const LINGER_BYTES = 512 * 1024
const LINGER_MS = 2_000

function refuse(request: IncomingMessage, response: ServerResponse, status: 411 | 413, detail: string): void {
  lingerThenClose(request)
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  response.end(JSON.stringify({ detail }))
}

/**
 * Closing the connection the moment the answer is out would leave the client's unread upload in the
 * kernel's buffer, and the kernel would answer it with a reset that makes many clients drop our
 * answer unread; keeping it open the usual way would make Node read (and drop) the whole body to
 * reuse the connection. So, like nginx's lingering close, the answer goes out at once, up to
 * LINGER_BYTES more of the body are read and dropped for up to LINGER_MS (time for the client to
 * read the answer and stop), and then the connection goes, body sent or not. Reading the body
 * ourselves (resume) before the answer ends keeps Node from dumping it to the end.
 */
function lingerThenClose(request: IncomingMessage): void {
  const socket = request.socket
  const close = () => {
    clearTimeout(timer)
    socket.destroy()
  }
  const timer = setTimeout(close, LINGER_MS)
  timer.unref()
  let drained = 0
  request.on('data', (chunk: Buffer) => {
    drained += chunk.length
    if (drained > LINGER_BYTES) close()
  })
  request.once('end', close)
  request.resume()
}

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024)
  return value >= 1 ? `${Math.floor(value)} MB` : `${Math.ceil(bytes / 1024)} KB`
}

/** True when the request was refused (and answered); false when it may go on to its handler. */
export function refuseOversizedBody(request: IncomingMessage, response: ServerResponse, limit: number): boolean {
  if (request.headers['transfer-encoding'] !== undefined) {
    refuse(request, response, 411, 'Send the request body with a Content-Length header.')
    return true
  }
  const declared = request.headers['content-length']
  if (declared === undefined) return false
  const length = Number(declared)
  if (!Number.isSafeInteger(length) || length < 0) {
    refuse(request, response, 411, 'The Content-Length header is not a valid length.')
    return true
  }
  if (length > limit) {
    refuse(request, response, 413, `The request body is too large: at most ${megabytes(limit)} is accepted here.`)
    return true
  }
  return false
}
