import type { Client } from '@libsql/client'
import type { Pool } from 'pg'
import type { Payload } from 'payload'

import type { RegistryStore } from '../types'
import { createPostgresRegistryStore } from './postgres-store'
import { createSqliteRegistryStore } from './sqlite-store'

const stores = new WeakMap<object, RegistryStore>()

/** The registry store over the database Payload is connected to (one per adapter instance). */
export function registryStoreFor(payload: Payload): RegistryStore {
  const adapter = payload.db as unknown as { name: string; client?: Client; pool?: Pool }
  const cached = stores.get(adapter)
  if (cached) return cached
  let store: RegistryStore
  if (adapter.name === 'postgres' && adapter.pool) store = createPostgresRegistryStore(adapter.pool)
  else if (adapter.name === 'sqlite' && adapter.client) store = createSqliteRegistryStore(adapter.client)
  else throw new Error(`The registry needs a connected SQLite or PostgreSQL adapter (got ${adapter.name}).`)
  stores.set(adapter, store)
  return store
}

export { createPostgresRegistryStore, createSqliteRegistryStore }
