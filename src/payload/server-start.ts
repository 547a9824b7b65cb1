import configPromise from '@payload-config'
import { getPayload } from 'payload'

import { logger } from '@/lib/logger'

/**
 * Starts Payload (and with it the background loops its bootstrap runs). Payload keeps its instance
 * process-wide, so the route handlers find this one. A failure is logged, not thrown: the site
 * still answers, and the first request that needs Payload tries again.
 */
export async function startPayloadAtServerStart(): Promise<void> {
  const started = Date.now()
  try {
    await getPayload({ config: await configPromise })
    logger.info({ ms: Date.now() - started }, 'Payload started with the server: outbox and jobs resume now')
  } catch (error) {
    logger.error({ err: error }, 'Payload could not start with the server; the first request will try again')
  }
}
