/**
 * A redirect to a path on this site, as a relative Location: behind a proxy the request's own URL names the
 * node's address, not the one the editor's browser uses.
 */
export const redirectTo = (path: string) => new Response(null, { status: 307, headers: { location: path, 'cache-control': 'no-store' } })
