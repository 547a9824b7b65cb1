/**
 * Monitoring through the company data API's real route handlers on this file's database: watches
 * made and removed with a key, the registry import (a real file through the bulk importer) writing
 * the change feed, the dispatcher queuing one signed `company.changed` webhook per change and
 * watch, and the outbox delivering it to a real local receiver.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { DELETE as deleteWatchRoute, GET as watchRoute } from '@/app/api/public/v1/monitoring/watches/[id]/route'
import { GET as listWatchesRoute, POST as createWatchRoute } from '@/app/api/public/v1/monitoring/watches/route'
import { resetRateLimits } from '@/lib/rate-limit'
import { dispatchRegistryChanges } from '@/modules/data-api'
import type { CompanyChangedEvent, Watch } from '@/modules/data-api/schemas'
import { sqlRunnerFor } from '@/modules/db'
import { deliverDueMessages, type OutboxDelivery } from '@/modules/outbox'
import { importRegistryFile, listCountries, registryStoreFor } from '@/modules/registry'

import { call, callRaw, type Handler, keyFor } from './data-api-calls'
import { getTestPayload } from './payload'
import { type Receiver, startReceiver, verifiedEvent } from './webhook-receiver'

const HEADER = 'country,name,registration_number,status,city,street,postcode,officers'
const officers = (...people: [string, string][]) =>
  `"${JSON.stringify(people.map(([full_name, job_function]) => ({ full_name, job_function }))).replace(/"/g, '""')}"`

const FIRST = [
  HEADER,
  `gb,Harrowgate Tanning Ltd,09500001,active,Leeds,3 Tanner Row,LS1 6QH,${officers(['Edith Marsh', 'Director'], ['Tom Vale', 'Secretary'])}`,
  `gb,Harrowgate Leather Ltd,09500002,active,York,8 Stonegate,YO1 8AS,${officers(['Ann Cole', 'Director'])}`,
]

let payload: Payload
let receiver: Receiver
let directory = ''
let harrowgateId = 0
let leatherId = 0

const mailDropped: OutboxDelivery = { mailer: { send: async () => {} }, marketingForms: null }

/** Imports `lines` as a registry file, as `npm run registry:import` does. */
async function importLines(lines: string[]) {
  const file = path.join(directory, `import-${Date.now()}-${Math.random().toString(36).slice(2)}.csv`)
  await fs.writeFile(file, `${lines.join('\n')}\n`)
  const knownCountries = new Set((await listCountries(payload)).map((country) => country.short_name))
  return importRegistryFile(registryStoreFor(payload), file, { knownCountries })
}

async function watch(key: string, companyId: number, url = receiver.url) {
  return call(createWatchRoute as Handler, '/monitoring/watches', { key, body: { company_id: companyId, webhook_url: url } })
}

async function changeRows(): Promise<number> {
  const [row] = await sqlRunnerFor(payload).query('SELECT count(*) AS n FROM registry_changes')
  return Number(row!.n)
}

beforeAll(async () => {
  payload = await getTestPayload()
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'monitoring-'))
  receiver = await startReceiver()
  process.env.WEBHOOK_TEST_HOSTS = receiver.host
  expect(await importLines(FIRST)).toMatchObject({ imported: 2, rejected: 0 })
  const ids = await sqlRunnerFor(payload).query(
    `SELECT id, registration_number FROM registry_companies WHERE country = 'gb' AND registration_number IN ('09500001', '09500002')`,
  )
  harrowgateId = Number(ids.find((row) => row.registration_number === '09500001')!.id)
  leatherId = Number(ids.find((row) => row.registration_number === '09500002')!.id)
})

afterAll(async () => {
  delete process.env.WEBHOOK_TEST_HOSTS
  await receiver.close()
  await fs.rm(directory, { recursive: true, force: true })
})

beforeEach(async () => {
  await resetRateLimits()
  receiver.received.length = 0
  receiver.answers.length = 0
})

describe('monitoring', () => {
  it('sends a signed webhook when a registry import changes a watched company’s status, address and officers', async () => {
    // A new company is not a change; importing the same file again changes nothing.
    expect(await changeRows()).toBe(0)
    expect(await importLines(FIRST)).toMatchObject({ imported: 0, updated: 2 })
    expect(await changeRows()).toBe(0)

    const { key } = await keyFor(['monitoring'])
    const created = await watch(key, harrowgateId)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const made = created.body.data as Watch & { webhook_secret: string }
    expect(made).toMatchObject({
      company: { id: harrowgateId, name: 'Harrowgate Tanning Ltd', status: 'active' },
      webhook_url: receiver.url,
      events: [],
    })
    expect(made.webhook_secret).toMatch(/^whsec_/)
    expect(created.headers.get('location')).toBe(`/api/public/v1/monitoring/watches/${made.id}`)

    const report = await importLines([
      HEADER,
      `gb,Harrowgate Tanning Ltd,09500001,In Liquidation,Bradford,1 Canal Rd,BD1 4AA,${officers(['Edith Marsh', 'Director'], ['Rosa Quint', 'Liquidator'])}`,
      `gb,Harrowgate Leather Ltd,09500002,dissolved,York,8 Stonegate,YO1 8AS,${officers(['Ann Cole', 'Director'])}`,
    ])
    expect(report).toMatchObject({ updated: 2, rejected: 0 })
    expect(await changeRows()).toBe(2)

    // One watch heard one change: the unwatched company's change is sent nowhere.
    expect(await dispatchRegistryChanges(payload)).toBe(1)
    await deliverDueMessages(payload, mailDropped)
    expect(receiver.received).toHaveLength(1)
    const event = verifiedEvent<CompanyChangedEvent>(made.webhook_secret, receiver.received[0]!)
    expect(event.type).toBe('company.changed')
    expect(event.data).toMatchObject({
      watch_id: made.id,
      company: { id: harrowgateId, status: 'in liquidation', address: { city: 'Bradford' } },
      changes: {
        status: { from: 'active', to: 'in liquidation' },
        address: {
          from: { street: '3 Tanner Row', city: 'Leeds', postcode: 'LS1 6QH', state: null },
          to: { street: '1 Canal Rd', city: 'Bradford', postcode: 'BD1 4AA', state: null },
        },
        officers: { added: ['Rosa Quint (Liquidator)'], removed: ['Tom Vale (Secretary)'] },
      },
    })
    expect(receiver.received[0]!.headers['webhook-id']).toBe(`msg_chg_${event.data.change_id}_${made.id}`)

    // Dispatched once: another round (another node) queues nothing more.
    expect(await dispatchRegistryChanges(payload)).toBe(0)
    const seen = (await call(watchRoute as Handler, `/monitoring/watches/${made.id}`, { key, id: made.id })).body.data as Watch
    expect(seen.events).toHaveLength(1)
    expect(seen.events[0]).toMatchObject({
      change_id: event.data.change_id,
      changes: { status: { to: 'in liquidation' } },
      delivery: { status: 'delivered', attempts: 1 },
    })

    // Only the parts that changed are reported.
    await importLines([
      HEADER,
      `gb,Harrowgate Tanning Ltd,09500001,Dissolved,Bradford,1 Canal Rd,BD1 4AA,${officers(['Edith Marsh', 'Director'], ['Rosa Quint', 'Liquidator'])}`,
    ])
    expect(await dispatchRegistryChanges(payload)).toBe(1)
    await deliverDueMessages(payload, mailDropped)
    const second = verifiedEvent<CompanyChangedEvent>(made.webhook_secret, receiver.received[1]!)
    expect(second.data.changes).toEqual({ status: { from: 'in liquidation', to: 'dissolved' } })
  })

  it('sends each watching account its own webhook, and nothing after a watch is deleted or for changes before it was made', async () => {
    const first = await keyFor(['monitoring'])
    const second = await keyFor(['monitoring'])
    // A change before the watches were made is not theirs.
    await importLines([HEADER, `gb,Harrowgate Leather Ltd,09500002,active,York,8 Stonegate,YO1 8AS,${officers(['Ann Cole', 'Director'])}`])
    const firstWatch = (await watch(first.key, leatherId)).body.data as Watch & { webhook_secret: string }
    const secondWatch = (await watch(second.key, leatherId, `${receiver.url}?account=2`)).body.data as Watch & { webhook_secret: string }
    expect(await dispatchRegistryChanges(payload)).toBe(0)

    await importLines([
      HEADER,
      `gb,Harrowgate Leather Ltd,09500002,active,Harrogate,8 Stonegate,HG1 1AA,${officers(['Ann Cole', 'Director'])}`,
    ])
    expect(await dispatchRegistryChanges(payload)).toBe(2)
    await deliverDueMessages(payload, mailDropped)
    expect(receiver.received).toHaveLength(2)
    const bySecret = [firstWatch, secondWatch].map((made) =>
      receiver.received.filter((delivery) => {
        try {
          verifiedEvent(made.webhook_secret, delivery)
          return true
        } catch {
          return false
        }
      }),
    )
    expect(bySecret.map((deliveries) => deliveries.length)).toEqual([1, 1])

    const deleted = await callRaw(deleteWatchRoute as Handler, `/monitoring/watches/${firstWatch.id}`, {
      key: first.key,
      id: firstWatch.id,
      method: 'DELETE',
    })
    expect(deleted.status).toBe(204)
    await importLines([HEADER, `gb,Harrowgate Leather Ltd,09500002,active,Ripon,8 Stonegate,HG4 1AA,${officers(['Ann Cole', 'Director'])}`])
    expect(await dispatchRegistryChanges(payload)).toBe(1)
    const listed = (await call(listWatchesRoute as Handler, '/monitoring/watches', { key: first.key })).body.data as Watch[]
    expect(listed).toEqual([])
    const kept = (await call(listWatchesRoute as Handler, '/monitoring/watches', { key: second.key })).body.data as Watch[]
    expect(kept.map((entry) => entry.events.length)).toEqual([2])
  })

  it('checks a watch: a known company, one watch a company, a public https webhook, the monitoring scope, the owner', async () => {
    const { key } = await keyFor(['monitoring'])
    expect((await watch(key, harrowgateId)).status).toBe(201)
    const twice = await watch(key, harrowgateId)
    expect(twice.status).toBe(409)
    expect(twice.body.detail).toMatch(/^This company is watched already \(watch \d+\)/)
    const unknown = await watch(key, 999_999_999)
    expect(unknown.status).toBe(404)
    const privateHook = await watch(key, leatherId, 'https://10.1.2.3/hook')
    expect(privateHook.body.webhook_url).toEqual(['The webhook address must be on the public internet.'])
    const noHook = await call(createWatchRoute as Handler, '/monitoring/watches', { key, body: { company_id: leatherId } })
    expect(noHook.status).toBe(400)
    expect(noHook.body.webhook_url).toEqual(['Give the webhook address (https://…).'])

    const matchOnly = await keyFor(['match'])
    expect((await watch(matchOnly.key, leatherId)).status).toBe(403)
    const mine = (await call(listWatchesRoute as Handler, '/monitoring/watches', { key })).body.data as Watch[]
    const stranger = await keyFor(['monitoring'])
    expect((await call(watchRoute as Handler, `/monitoring/watches/${mine[0]!.id}`, { key: stranger.key, id: mine[0]!.id })).status).toBe(
      404,
    )
    expect(
      (
        await callRaw(deleteWatchRoute as Handler, `/monitoring/watches/${mine[0]!.id}`, {
          key: stranger.key,
          id: mine[0]!.id,
          method: 'DELETE',
        })
      ).status,
    ).toBe(404)
  })

  it('lists every watch of an account with its latest 20 changes, newest first, and each webhook’s delivery', async () => {
    const { key } = await keyFor(['monitoring'])
    const tanning = (await watch(key, harrowgateId)).body.data as Watch
    const leather = (await watch(key, leatherId, `${receiver.url}?watch=leather`)).body.data as Watch
    // 22 changes of one company's address, then one of the other's: every line differs from the one before.
    for (let move = 1; move <= 22; move += 1) {
      await importLines([
        HEADER,
        `gb,Harrowgate Leather Ltd,09500002,active,Knaresborough ${move},8 Stonegate,HG5 0AA,${officers(['Ann Cole', 'Director'])}`,
      ])
    }
    await importLines([
      HEADER,
      `gb,Harrowgate Tanning Ltd,09500001,active,Otley,2 Mill Lane,LS21 1AA,${officers(['Edith Marsh', 'Director'])}`,
    ])
    await dispatchRegistryChanges(payload)

    const list = async () => (await call(listWatchesRoute as Handler, '/monitoring/watches', { key })).body.data as Watch[]
    const queued = await list()
    expect(queued.map((entry) => entry.id)).toEqual([leather.id, tanning.id])
    const [leatherSeen, tanningSeen] = queued as [Watch, Watch]
    expect(leatherSeen.events).toHaveLength(20)
    const changeIds = leatherSeen.events.map((event) => event.change_id)
    expect(changeIds).toEqual([...changeIds].sort((a, b) => b - a))
    expect(leatherSeen.events.map((event) => event.changes.address?.to.city)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Knaresborough ${22 - index}`),
    )
    expect(tanningSeen.events).toHaveLength(1)
    expect(tanningSeen.events[0]!.changes.address?.to.city).toBe('Otley')
    expect(new Set(queued.flatMap((entry) => entry.events.map((event) => event.delivery?.status)))).toEqual(new Set(['pending']))

    // The outbox sends a batch per round; rounds until it is empty.
    while ((await deliverDueMessages(payload, mailDropped)).sent > 0);
    const delivered = await list()
    expect(delivered.flatMap((entry) => entry.events.map((event) => event.delivery?.status))).toEqual(Array(21).fill('delivered'))
    // One watch read alone is the same as in the list.
    const alone = (await call(watchRoute as Handler, `/monitoring/watches/${leather.id}`, { key, id: leather.id })).body.data as Watch
    expect(alone).toEqual(delivered[0])
  })
})
