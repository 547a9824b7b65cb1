import path from 'node:path'

/**
 * The environment every integration test file runs in, and the template database it is copied
 * from is created in (tests/integration/global-setup.ts): the same settings on both sides, so the
 * copy is what a first start of the file's own database would have made.
 */
export function applyTestEnvironment(filesDirectory: string): void {
  process.env.PAYLOAD_SECRET = 'integration-tests-secret-0123456789abcdef'
  process.env.ADMIN_EMAIL = 'admin@example.com'
  process.env.ADMIN_PASSWORD = 'integration-admin-password'
  process.env.SITE_URL = 'http://localhost:3999'
  // A small demo registry keeps the first start quick; fixtures add the companies tests need.
  process.env.REGISTRY_SEED_COMPANIES = '2000'
  // Tests drive the enrichment job themselves, batch by batch.
  process.env.ENRICHMENT_WORKER = 'off'
  // The tests stand for a site behind one reverse proxy: X-Forwarded-For names each test's client.
  process.env.TRUSTED_PROXY_HOPS = '1'
  // Tests deliver the outbox themselves, with transports they control.
  process.env.OUTBOX_WORKER = 'off'
  process.env.ENRICHMENT_FILES_DIR = filesDirectory
  process.env.APPLICATION_FILES_DIR = path.join(filesDirectory, 'applications')
  process.env.MEDIA_DIR = path.join(filesDirectory, 'media')
}

/** What the global setup hands each file: where the migrated and seeded template is. */
export type TemplateDatabase =
  | { kind: 'sqlite'; file: string; filesDirectory: string }
  | { kind: 'postgres'; adminUrl: string; database: string; filesDirectory: string }

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: TemplateDatabase
  }
}
