/**
 * The first check of every request the production server takes (server.ts), before Next.js or
 * Payload read anything: a body must declare its length, and the length must be within the route's
 * limit. Either refusal is answered at once, the connection closed, and the body never read, so a
 * 200 MB upload to any path costs the server nothing. (Node's HTTP parser ends a body at its
 * declared length, so a declared length also bounds what a handler can read.) Browsers and the
 * usual HTTP clients always declare the length of a form, a file or JSON; a streamed
 * (`Transfer-Encoding: chunked`) request body is not something this site's clients send.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

function refuse(response: ServerResponse, status: 411 | 413, detail: string): void {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close' })
  response.end(JSON.stringify({ detail }))
  // Whatever the client keeps sending is not read: the socket goes once the answer is out.
  response.once('finish', () => response.socket?.destroySoon?.())
}

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024)
  return value >= 1 ? `${Math.floor(value)} MB` : `${Math.ceil(bytes / 1024)} KB`
}

/** True when the request was refused (and answered); false when it may go on to its handler. */
export function refuseOversizedBody(request: IncomingMessage, response: ServerResponse, limit: number): boolean {
  if (request.headers['transfer-encoding'] !== undefined) {
    refuse(response, 411, 'Send the request body with a Content-Length header.')
    return true
  }
  const declared = request.headers['content-length']
  if (declared === undefined) return false
  const length = Number(declared)
  if (!Number.isSafeInteger(length) || length < 0) {
    refuse(response, 411, 'The Content-Length header is not a valid length.')
    return true
  }
  if (length > limit) {
    refuse(response, 413, `The request body is too large: at most ${megabytes(limit)} is accepted here.`)
    return true
  }
  return false
}
