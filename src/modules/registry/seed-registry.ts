import type { Payload } from 'payload'

import { generateCompanies } from './generator'
import { seedRegistryReferenceData } from './reference-data'
import { registryStoreFor } from './store'
import type { CompanyInput, RegistryStore } from './types'

export const DEFAULT_SEED_COMPANIES = 50_000
export const GENERATE_BATCH_SIZE = 2000

/** Streams generated companies into the store in batches; memory stays flat whatever the count. */
export async function loadGeneratedCompanies(
  store: RegistryStore,
  options: {
    count: number
    seed?: number
    /** Load only companies `skip` to `count` of the deterministic sequence (the rest are generated and dropped). */
    skip?: number
    onProgress?: (done: number) => void
  },
): Promise<{ inserted: number; updated: number }> {
  const totals = { inserted: 0, updated: 0 }
  let batch: CompanyInput[] = []
  let done = 0
  let position = 0
  const skip = options.skip ?? 0
  const flush = async () => {
    const summary = await store.upsertCompanies(batch)
    totals.inserted += summary.inserted
    totals.updated += summary.updated
    done += batch.length
    batch = []
    options.onProgress?.(done)
  }
  for (const company of generateCompanies({ count: options.count, seed: options.seed })) {
    position += 1
    if (position <= skip) continue
    batch.push(company)
    if (batch.length >= GENERATE_BATCH_SIZE) await flush()
  }
  if (batch.length) await flush()
  // Fresh statistics let the planner pick the name indexes over a scan.
  await store.optimize()
  return totals
}

/** First-start registry: reference data, then a demo set of companies when the registry is empty. */
export async function seedRegistry(payload: Payload, companies: number): Promise<void> {
  await seedRegistryReferenceData(payload)
  const store = registryStoreFor(payload)
  if (companies <= 0 || (await store.countCompanies()) > 0) return
  const started = Date.now()
  const { inserted } = await loadGeneratedCompanies(store, { count: companies })
  payload.logger.info(`Registry seeded with ${inserted} demo companies in ${Date.now() - started} ms.`)
}
