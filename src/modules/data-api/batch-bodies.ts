import fs from 'node:fs'
import path from 'node:path'

import { environment } from '@/lib/environment'
import { ApiError } from '@/lib/errors'

/*
 * Batch bodies as sent, on disk between the web process that takes them and the worker that reads
 * them (batch-intake.ts). They live beside the enrichment tool's uploads, on the volume every web
 * node and worker already shares (docs/DEPLOYMENT.md), in a folder of their own that the uploads'
 * retention never looks in: the intake deletes a body once it is read, its own sweep what is left.
 */

/** The folder of stored batch bodies. */
export function batchBodiesDir(): string {
  return path.join(path.resolve(environment().ENRICHMENT_FILES_DIR), 'api-batches')
}

/** A stored body's path; only plain names of this folder (a name comes from the database, never from a request). */
export function batchBodyPath(name: string): string {
  if (!name || path.basename(name) !== name) throw new Error(`Not a batch body's name: ${name}`)
  return path.join(batchBodiesDir(), name)
}

async function writeAll(file: fs.promises.FileHandle, chunk: Uint8Array): Promise<void> {
  for (let offset = 0; offset < chunk.byteLength;) offset += (await file.write(chunk, offset)).bytesWritten
}

/**
 * Streams a request body to a new file under `name`, chunk by chunk as it arrives (nothing is
 * parsed or held: the web process only copies bytes). Past `maxBytes` the reading stops, the file
 * is deleted and `tooLarge` is thrown; a body the client stops sending deletes it too. The file is
 * flushed to disk before this answers: the batch is acknowledged only once its body is safe.
 * Answers the bytes stored.
 */
export async function storeBatchBody(
  body: ReadableStream<Uint8Array> | null,
  name: string,
  maxBytes: number,
  tooLarge: () => ApiError,
): Promise<number> {
  const target = batchBodyPath(name)
  await fs.promises.mkdir(path.dirname(target), { recursive: true })
  const file = await fs.promises.open(target, 'wx')
  let stored = 0
  try {
    if (body) {
      const reader = body.getReader()
      for (;;) {
        let read: ReadableStreamReadResult<Uint8Array>
        try {
          read = await reader.read()
        } catch {
          throw new ApiError('invalid', 'The body stopped before its end: send the batch again.')
        }
        if (read.done) break
        stored += read.value.byteLength
        if (stored > maxBytes) {
          await reader.cancel().catch(() => {})
          throw tooLarge()
        }
        await writeAll(file, read.value)
      }
    }
    await file.datasync()
  } catch (error) {
    await file.close().catch(() => {})
    await removeBatchBody(name)
    throw error
  }
  await file.close()
  return stored
}

/** Deletes a stored body; one already gone is no error. */
export async function removeBatchBody(name: string): Promise<void> {
  await fs.promises.rm(batchBodyPath(name), { force: true })
}
