import type { Payload } from 'payload'

import { databaseConnection, sqlRunnerFor } from '@/modules/db'

import type { RegistryStore } from '../types'
import { createPostgresRegistryStore } from './postgres-store'
import { createSqliteRegistryStore } from './sqlite-store'

const stores = new WeakMap<object, RegistryStore>()

/**
 * The registry store over the database Payload is connected to (one per adapter instance). It
 * reads through the same SQL runner as the rest of the site; only its bulk upsert holds a driver.
 */
export function registryStoreFor(payload: Payload): RegistryStore {
  const cached = stores.get(payload.db)
  if (cached) return cached
  const connection = databaseConnection(payload)
  const sql = sqlRunnerFor(payload)
  const store =
    connection.kind === 'postgres' ? createPostgresRegistryStore(connection.pool, sql) : createSqliteRegistryStore(connection.client, sql)
  stores.set(payload.db, store)
  return store
}
