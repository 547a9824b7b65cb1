import { describe, expect, it } from 'vitest'

import { generateCompanies, type GeneratedCompany } from '../../generator'
import { formatIsoDate } from './civil-date'
import {
  BASE_PREVIOUS_NAME_SHARE,
  editionPlan,
  editionStreamLength,
  MONTHLY_EVENT_SHARES,
  newCompaniesPerEdition,
  registerEdition,
  REGISTER_EVENTS,
  type EditionCompany,
  type RegisterEvent,
} from './editions'

const SEED = 77

async function edition(companies: readonly GeneratedCompany[], baseCount: number, number: number): Promise<EditionCompany[]> {
  const result: EditionCompany[] = []
  for await (const entry of registerEdition(companies, editionPlan({ seed: SEED, baseCount, edition: number }))) result.push(entry)
  return result
}

describe('registerEdition', () => {
  const baseCount = 40_000
  const companies = [...generateCompanies({ count: editionStreamLength(baseCount, 3), seed: SEED, countries: ['gb', 'fr'] })]

  it('applies each monthly event at its documented share of the eligible companies', async () => {
    const first = await edition(companies, baseCount, 1)
    const second = await edition(companies, baseCount, 2)
    expect(first).toHaveLength(baseCount)
    expect(second).toHaveLength(baseCount + newCompaniesPerEdition(baseCount))

    const counts = new Map<RegisterEvent, number>(REGISTER_EVENTS.map((event) => [event, 0]))
    for (const entry of second) for (const { event } of entry.events) counts.set(event, (counts.get(event) ?? 0) + 1)
    const active = first.filter((entry) => entry.status === 'active').length
    const notDissolved = first.filter((entry) => entry.status !== 'dissolved').length
    const eligible: Record<RegisterEvent, number> = {
      removed: baseCount,
      dissolved: active,
      liquidation: active,
      'strike-off-proposal': active,
      renamed: notDissolved,
      moved: notDissolved,
    }
    for (const event of REGISTER_EVENTS) {
      const expected = MONTHLY_EVENT_SHARES[event] * eligible[event]
      const observed = counts.get(event) ?? 0
      expect(Math.abs(observed - expected), `${event}: ${observed} vs ${expected.toFixed(0)}`).toBeLessThan(4 * Math.sqrt(expected) + 3)
    }
  })

  it('dates every change within the month before the edition and keeps earlier months', async () => {
    const second = await edition(companies, baseCount, 2)
    const third = await edition(companies, baseCount, 3)
    for (const entry of second) {
      for (const event of entry.events) expect(formatIsoDate(event.on).slice(0, 7)).toBe('2026-11')
    }
    // Edition 3 replays edition 2's month first: every November event is still there.
    second.forEach((entry, index) => {
      const later = third[index]
      expect(later?.key).toBe(entry.key)
      expect(later?.events.filter((event) => event.edition === 2)).toEqual(entry.events)
    })
    const newcomers = third.filter((entry) => entry.bornEdition === 3)
    expect(newcomers).toHaveLength(newCompaniesPerEdition(baseCount))
    for (const entry of newcomers) expect(formatIsoDate(entry.incorporated).slice(0, 7)).toBe('2026-12')
  })

  it('gives a share of older companies a history of earlier names', async () => {
    const first = await edition(companies, baseCount, 1)
    const withHistory = first.filter((entry) => entry.previousNames.length > 0)
    const older = first.filter((entry) => entry.incorporated < entry.fileDate - 730).length
    expect(Math.abs(withHistory.length - older * BASE_PREVIOUS_NAME_SHARE)).toBeLessThan(
      4 * Math.sqrt(older * BASE_PREVIOUS_NAME_SHARE) + 3,
    )
    for (const entry of withHistory) {
      const names = [entry.name, ...entry.previousNames.map((previous) => previous.name)]
      expect(new Set(names).size).toBe(names.length)
      for (let index = 1; index < entry.previousNames.length; index += 1) {
        expect(entry.previousNames[index - 1]?.until ?? 0).toBeGreaterThanOrEqual(entry.previousNames[index]?.until ?? 0)
      }
    }
  })

  it('requires the first edition’s count from edition 2 on', () => {
    expect(() => editionPlan({ edition: 2 })).toThrow(/baseCount/)
    expect(() => editionPlan({ firstMonth: '2026-13' })).toThrow(/YYYY-MM/)
  })
})
