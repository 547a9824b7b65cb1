import crypto from 'node:crypto'
import type { Payload } from 'payload'

import { environment } from '@/lib/environment'
import { printPlainLines } from '@/lib/logger'
import { queueMissingNotifications } from '@/modules/crm'
import { batchIntakeTask, queueDataApiWebhooks } from '@/modules/data-api'
import { marketingFormsSettings, startOutboxWorker } from '@/modules/outbox'
import { inProcessWorkerDisabled, startEnrichmentWorker } from '@/modules/enrichment'
import { seedRegistry } from '@/modules/registry'

import { bundledMigrations } from './database'
import { seedDemoContent } from './seed/seed-demo-site'

/**
 * Runs on every start (Payload `onInit`): applies pending migrations, loads the demo content into
 * an empty database and makes sure an admin account exists. Each step is idempotent.
 */
export async function bootstrap(payload: Payload): Promise<void> {
  // A malformed provider setting fails the start with its message, not every booking later.
  marketingFormsSettings()
  await payload.db.migrate({ migrations: bundledMigrations() })

  const seedDemo = environment().SEED_DEMO_CONTENT
  if (seedDemo) {
    const { totalDocs } = await payload.count({ collection: 'navigation', overrideAccess: true })
    if (totalDocs === 0) {
      const started = Date.now()
      await seedDemoContent(payload)
      payload.logger.info(`Demo content seeded in ${Date.now() - started} ms.`)
    }
  }
  // Countries, states and price lists are seeded even without demo content: the product needs them.
  await seedRegistry(payload, seedDemo ? registrySeedSize() : 0)

  await ensureAdminAccount(payload)

  // Sessions interrupted by a stop resume here once their lease runs out; the data API's batch bodies are read here too.
  if (!inProcessWorkerDisabled()) startEnrichmentWorker(payload, { tasks: [batchIntakeTask(payload)] })
  // Lead notifications left undelivered by a stop or an outage go out from here, and the data API's
  // finished batches are settled and registry changes sent to watches (their webhooks queued) each round.
  startOutboxWorker(payload, { repair: queueMissingNotifications, eachRound: queueDataApiWebhooks })
}

function registrySeedSize(): number {
  return environment().REGISTRY_SEED_COMPANIES
}

/** What the first start prints when it made up the admin password. */
export function adminAccountLines(email: string, password: string): string[] {
  return [
    '  Admin account created for /admin',
    `    e-mail:   ${email}`,
    `    password: ${password}`,
    '  Change it after signing in, or set ADMIN_EMAIL and ADMIN_PASSWORD before the first start.',
  ]
}

async function ensureAdminAccount(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return

  const email = environment().ADMIN_EMAIL.trim()
  const configuredPassword = environment().ADMIN_PASSWORD?.trim()
  const password = configuredPassword || crypto.randomBytes(12).toString('base64url')
  await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email, password, name: 'Administrator', role: 'admin' },
  })
  if (!configuredPassword) {
    // Printed once: the account exists from now on and this branch never runs again. The password
    // goes to the terminal as plain lines, not into the structured log.
    printPlainLines(adminAccountLines(email, password))
    payload.logger.info({ email }, 'Admin account created for /admin: its generated password is printed above.')
  } else {
    payload.logger.info(`Admin account ${email} created from ADMIN_EMAIL/ADMIN_PASSWORD.`)
  }
}
