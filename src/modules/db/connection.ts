import type { Client } from '@libsql/client'
import type { Pool } from 'pg'
import type { Payload } from 'payload'

import type { DatabaseKind } from '@/lib/database-kind'

/** The driver behind Payload's database adapter, by kind. */
export type DatabaseConnection =
  | { kind: Extract<DatabaseKind, 'postgres'>; pool: Pool }
  | { kind: Extract<DatabaseKind, 'sqlite'>; client: Client; url: string | undefined }

type AdapterShape = { name: string; client?: Client; clientConfig?: { url?: string }; pool?: Pool }

/**
 * The one probe of which database Payload is connected to: the SQL runner and the registry store
 * both build on what it returns. Payload's adapters expose their drivers without a public type,
 * hence the narrow shape read here.
 */
export function databaseConnection(payload: Payload): DatabaseConnection {
  const adapter = payload.db as unknown as AdapterShape
  if (adapter.name === 'postgres' && adapter.pool) return { kind: 'postgres', pool: adapter.pool }
  if (adapter.name === 'sqlite' && adapter.client) return { kind: 'sqlite', client: adapter.client, url: adapter.clientConfig?.url }
  throw new Error(`Needs a connected SQLite or PostgreSQL adapter (got ${adapter.name}).`)
}
