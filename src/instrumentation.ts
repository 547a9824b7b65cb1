/**
 * Runs once when the server starts (Next.js's instrumentation convention). Payload starts here,
 * not on the first request: its bootstrap resumes the outbox (mail queued before a restart) and,
 * where this process runs one, the enrichment worker, so neither waits for a visitor to come by.
 */
export async function register(): Promise<void> {
  // The Node.js server only: not the edge runtime, and not `next build` collecting page data.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // `npm run dev` too: every bad variable named before anything reads one (server.ts checks for `npm start`).
  const { readEnvironment } = await import('@/lib/environment')
  readEnvironment(process.env)
  const { startPayloadAtServerStart } = await import('@/payload/server-start')
  await startPayloadAtServerStart()
}
