import type { Payload } from 'payload'

import { settleFinishedBatches } from './batches'
import { dispatchRegistryChanges } from './monitoring'

/** What the outbox worker runs each round for the data API: finished batches settled, registry changes sent to watches; answers how many webhooks it queued or batches it settled. */
export async function queueDataApiWebhooks(payload: Payload): Promise<number> {
  return (await settleFinishedBatches(payload)) + (await dispatchRegistryChanges(payload))
}
