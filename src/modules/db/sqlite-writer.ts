import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

import type { FollowUp, Statement } from './statements'

/**
 * The writer thread's code. It is plain JavaScript evaluated by the worker (`eval: true`) so it
 * needs no file of its own in Next.js's server bundle. It opens its own connection with the
 * settings it is given, keeps its prepared statements (least recently used dropped first) and runs
 * each transaction as BEGIN IMMEDIATE … COMMIT, filling follow-up arguments as resolveFollowUp does.
 */
const WRITER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const Database = require(workerData.driver)
const database = new Database(workerData.file)
for (const pragma of workerData.pragmas) database.exec(pragma)
const statements = new Map()
function prepared(sql) {
  let statement = statements.get(sql)
  if (statement) statements.delete(sql)
  else {
    statement = database.prepare(sql)
    if (statements.size >= workerData.statementsKept) statements.delete(statements.keys().next().value)
  }
  statements.set(sql, statement)
  return statement
}
function run(sql, args) {
  return prepared(sql).run(args).changes
}
function counted(arg, affected) {
  if (arg === null || typeof arg !== 'object') return arg
  let sum = 0
  for (const index of arg.changedRowsOf) sum += affected[index]
  return sum
}
parentPort.on('message', ({ id, statements: list, followUp }) => {
  try {
    database.exec('BEGIN IMMEDIATE')
    try {
      const affected = list.map((statement) => run(statement.sql, statement.args))
      const original = affected.slice()
      for (const statement of followUp) affected.push(run(statement.sql, statement.args.map((arg) => counted(arg, original))))
      database.exec('COMMIT')
      parentPort.postMessage({ id, affected })
    } catch (error) {
      if (database.inTransaction) database.exec('ROLLBACK')
      throw error
    }
  } catch (error) {
    parentPort.postMessage({ id, error: { message: String((error && error.message) || error), code: error && error.code } })
  }
})
`

type Reply = { id: number; affected?: number[]; error?: { message: string; code?: string } }

export type SqliteWriterSettings = { file: string; pragmas: readonly string[]; statementsKept: number }

/**
 * Runs a SQLite file's write transactions on a thread of their own, through its own connection.
 * libsql runs statements on the calling thread, so a write on the main thread stops everything else
 * there: an enrichment batch's 250 row updates take about 10 ms, and matching the next batch waits.
 * On the writer thread the write overlaps with that work, on the machine's second core. Reads stay
 * on the caller's connection and see each commit once the transaction's promise resolves (WAL).
 * The thread holds the process open only while a transaction is in flight, and is started again
 * if it ever dies.
 */
export class SqliteWriter {
  private worker: Worker | null = null
  private nextId = 1
  private readonly pending = new Map<number, { resolve: (affected: number[]) => void; reject: (error: Error) => void }>()

  constructor(private readonly settings: SqliteWriterSettings) {}

  transaction(statements: Statement[], followUp: FollowUp[] = []): Promise<number[]> {
    const worker = this.thread()
    const id = this.nextId++
    return new Promise<number[]>((resolve, reject) => {
      if (!this.pending.size) worker.ref()
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ id, statements, followUp })
    })
  }

  /** Stops the thread (tests, shutdown); transactions in flight are refused. */
  async close(): Promise<void> {
    const worker = this.worker
    this.worker = null
    if (worker) await worker.terminate()
  }

  private thread(): Worker {
    if (this.worker) return this.worker
    // The worker's `require` resolves from the process's directory, as the app's own packages do.
    const driver = createRequire(path.join(process.cwd(), 'package.json')).resolve('libsql')
    const worker = new Worker(WRITER_SOURCE, { eval: true, workerData: { ...this.settings, driver } })
    worker.unref()
    worker.on('message', (reply: Reply) => this.settle(reply))
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null
      for (const [id, waiting] of this.pending) {
        this.pending.delete(id)
        waiting.reject(error)
      }
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`The SQLite writer thread stopped (exit code ${code}).`)))
    this.worker = worker
    return worker
  }

  private settle(reply: Reply) {
    const waiting = this.pending.get(reply.id)
    if (!waiting) return
    this.pending.delete(reply.id)
    if (!this.pending.size) this.worker?.unref()
    if (reply.affected) waiting.resolve(reply.affected)
    else waiting.reject(Object.assign(new Error(reply.error?.message ?? 'SQLite write failed'), { code: reply.error?.code }))
  }
}
