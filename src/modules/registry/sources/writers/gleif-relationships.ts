/**
 * GLEIF Level 2 relationship records, golden copy CSV (YYYYMMDD-0000-gleif-goldencopy-rr-golden-
 * copy.csv): one row per relationship, the start node being the child (or the branch) and the end
 * node the parent (or the head office). Every field double-quoted, LF line ends.
 *
 * Families are formed from the LEI entities in stream order, which mixes the three registers, so
 * groups span countries: an entity not already taken starts a family with a chance of
 * FAMILY_START_SHARE, and the next 1-6 entities join it, attached to the ultimate parent or to one
 * of its direct subsidiaries (so families have grandchildren). Each member has an
 * IS_DIRECTLY_CONSOLIDATED_BY record to its parent and an IS_ULTIMATELY_CONSOLIDATED_BY record to
 * the root. A tenth of the links ended before the first edition (INACTIVE, with an end date); later
 * editions end the links of companies that were dissolved or removed. Entities with an
 * international branch add an IS_INTERNATIONAL_BRANCH_OF record.
 */
import type { Writable } from 'node:stream'

import { addMonths, civil, dayOf, type Day } from './civil-date'
import { quotedRow } from './csv-text'
import { Dice, PURPOSE } from './dice'
import { ceasedOnOf, DEFAULT_WRITER_SEED, editionPlan } from './editions'
import { gleifEntities, type GleifEntity, type GleifOptions, type GleifRegister } from './gleif-entities'
import { gleifTimestamp, louFor, type Lou } from './gleif-reference'
import { LineOutput } from './line-output'

const SLOTS = [1, 2, 3, 4, 5] as const

/** The published relationship-record CSV header (RR-CDF 2.1), 54 columns. */
export const GLEIF_RELATIONSHIPS_HEADER: readonly string[] = [
  'Relationship.StartNode.NodeID',
  'Relationship.StartNode.NodeIDType',
  'Relationship.EndNode.NodeID',
  'Relationship.EndNode.NodeIDType',
  'Relationship.RelationshipType',
  'Relationship.RelationshipStatus',
  ...SLOTS.flatMap((slot) => [
    `Relationship.Period.${slot}.startDate`,
    `Relationship.Period.${slot}.endDate`,
    `Relationship.Period.${slot}.periodType`,
  ]),
  ...SLOTS.flatMap((slot) => [`Relationship.Qualifiers.${slot}.QualifierDimension`, `Relationship.Qualifiers.${slot}.QualifierCategory`]),
  ...SLOTS.flatMap((slot) => [
    `Relationship.Quantifiers.${slot}.MeasurementMethod`,
    `Relationship.Quantifiers.${slot}.QuantifierAmount`,
    `Relationship.Quantifiers.${slot}.QuantifierUnits`,
  ]),
  'Registration.InitialRegistrationDate',
  'Registration.LastUpdateDate',
  'Registration.RegistrationStatus',
  'Registration.NextRenewalDate',
  'Registration.ManagingLOU',
  'Registration.ValidationSources',
  'Registration.ValidationDocuments',
  'Registration.ValidationReference',
]

const COLUMN = new Map(GLEIF_RELATIONSHIPS_HEADER.map((name, index) => [name, index]))

/** Chance that an entity not already in a family starts one. */
export const FAMILY_START_SHARE = 0.12
/** Most members a family takes after its root. */
export const MAX_FAMILY_MEMBERS = 6
/** Share of links that had already ended by the first edition. */
export const ENDED_LINK_SHARE = 0.1

export type RelationshipType = 'IS_DIRECTLY_CONSOLIDATED_BY' | 'IS_ULTIMATELY_CONSOLIDATED_BY' | 'IS_INTERNATIONAL_BRANCH_OF'

export type Relationship = {
  child: string
  parent: string
  type: RelationshipType
  start: Day
  end: Day | null
  lou: Lou
  usGaap: boolean
  /** Draws for the record's registration fields (kept per record so editions agree). */
  roll: number
  fileDate: Day
  bornFileDate: Day
}

type Member = { lei: string; depth: number; created: Day; ceasedOn: Day | null; linkOpenAtStart: boolean }
type Family = { root: Member; members: Member[]; remaining: number }

function memberOf(entity: GleifEntity, depth: number, linkOpenAtStart: boolean): Member {
  return { lei: entity.lei, depth, created: entity.entry.incorporated, ceasedOn: ceasedOnOf(entity.entry), linkOpenAtStart }
}

function earliest(...days: (Day | null)[]): Day | null {
  let result: Day | null = null
  for (const day of days) if (day !== null && (result === null || day < result)) result = day
  return result
}

/**
 * Relationship records in stream order. Pure bookkeeping over the entity stream: only the family
 * being filled is held, so memory stays flat.
 */
export async function* gleifRelationships(registers: readonly GleifRegister[], options: GleifOptions): AsyncGenerator<Relationship> {
  const dice = new Dice(options.seed ?? DEFAULT_WRITER_SEED)
  let family: Family | null = null
  for await (const entity of gleifEntities(registers, options)) {
    const { entry } = entity
    const lou = louFor(entry.company.country)
    const ceasedOn = ceasedOnOf(entry)
    if (entity.branch) {
      yield {
        child: entity.branch.lei,
        parent: entity.lei,
        type: 'IS_INTERNATIONAL_BRANCH_OF',
        start: entity.branch.created,
        end: ceasedOn,
        lou: louFor(entity.branch.host),
        usGaap: false,
        roll: dice.for(entity.branch.lei, PURPOSE.relationship).float(),
        fileDate: entry.fileDate,
        bornFileDate: entry.bornFileDate,
      }
    }

    if (family && family.remaining > 0) {
      family.remaining -= 1
      const r = dice.for(entity.lei, PURPOSE.relationship)
      // Parents are chosen among members whose own link was open at the first edition, so a later
      // edition ending a link never re-parents anyone.
      const candidates = family.members.filter((member) => member.depth < 2 && member.linkOpenAtStart)
      const parent = r.chance(0.6) ? family.root : (candidates[r.int(candidates.length)] ?? family.root)
      const bornDeadline = entry.bornFileDate - 30
      const earliestStart = Math.max(entry.incorporated, parent.created, family.root.created)
      const start = Math.max(earliestStart, Math.min(bornDeadline, earliestStart + r.int(2000)))
      const endedEarly = r.chance(ENDED_LINK_SHARE) && bornDeadline - start > 60
      const earlyEnd = endedEarly ? start + 30 + r.int(bornDeadline - start - 30) : null
      const usGaap = entry.company.country === 'us'
      const roll = r.float()
      const directEnd = earliest(earlyEnd, ceasedOn, parent.ceasedOn)
      yield {
        child: entity.lei,
        parent: parent.lei,
        type: 'IS_DIRECTLY_CONSOLIDATED_BY',
        start,
        end: directEnd,
        lou,
        usGaap,
        roll,
        fileDate: entry.fileDate,
        bornFileDate: entry.bornFileDate,
      }
      const ultimateEnd = earliest(earlyEnd, ceasedOn, family.root.ceasedOn)
      // The two records of one child are registered separately: a derived roll gives the ultimate
      // record its own registration dates and accounting details without another draw.
      yield {
        child: entity.lei,
        parent: family.root.lei,
        type: 'IS_ULTIMATELY_CONSOLIDATED_BY',
        start,
        end: ultimateEnd,
        lou,
        usGaap,
        roll: (roll * 7.31) % 1,
        fileDate: entry.fileDate,
        bornFileDate: entry.bornFileDate,
      }
      family.members.push(memberOf(entity, parent.depth + 1, earlyEnd === null))
      continue
    }

    family = null
    const r = dice.for(entity.lei, PURPOSE.family)
    if (r.chance(FAMILY_START_SHARE)) {
      const root = memberOf(entity, 0, true)
      family = { root, members: [root], remaining: 1 + r.int(MAX_FAMILY_MEMBERS) }
    }
  }
}

function relationshipFields(relationship: Relationship): string[] {
  const fields = new Array<string>(GLEIF_RELATIONSHIPS_HEADER.length).fill('')
  const set = (name: string, value: string): void => {
    const index = COLUMN.get(name)
    if (index === undefined) throw new Error(`No relationship column ${name}`)
    fields[index] = value
  }
  const { lou, roll } = relationship
  const style = lou.style
  const ended = relationship.end !== null && relationship.end < relationship.fileDate
  set('Relationship.StartNode.NodeID', relationship.child)
  set('Relationship.StartNode.NodeIDType', 'LEI')
  set('Relationship.EndNode.NodeID', relationship.parent)
  set('Relationship.EndNode.NodeIDType', 'LEI')
  set('Relationship.RelationshipType', relationship.type)
  set('Relationship.RelationshipStatus', ended ? 'INACTIVE' : 'ACTIVE')
  set('Relationship.Period.1.startDate', gleifTimestamp(relationship.start, style))
  set('Relationship.Period.1.endDate', ended && relationship.end !== null ? gleifTimestamp(relationship.end, style) : '')
  set('Relationship.Period.1.periodType', 'RELATIONSHIP_PERIOD')

  const consolidation = relationship.type !== 'IS_INTERNATIONAL_BRANCH_OF'
  if (consolidation) {
    // The last full financial year before the link ended (or before the first file listing it).
    const { year } = civil(ended && relationship.end !== null ? relationship.end : relationship.bornFileDate)
    set('Relationship.Period.2.startDate', gleifTimestamp(dayOf(year - 1, 1, 1), style))
    set('Relationship.Period.2.endDate', gleifTimestamp(dayOf(year - 1, 12, 31), style))
    set('Relationship.Period.2.periodType', 'ACCOUNTING_PERIOD')
    set('Relationship.Qualifiers.1.QualifierDimension', 'ACCOUNTING_STANDARD')
    set('Relationship.Qualifiers.1.QualifierCategory', relationship.usGaap ? 'US_GAAP' : roll < 0.85 ? 'IFRS' : 'OTHER_ACCOUNTING_STANDARD')
    if (roll < 0.25) {
      set('Relationship.Quantifiers.1.MeasurementMethod', 'ACCOUNTING_CONSOLIDATION')
      set('Relationship.Quantifiers.1.QuantifierAmount', roll < 0.18 ? '100.00' : `${(51 + (Math.floor(roll * 1000) % 49)).toFixed(2)}`)
      set('Relationship.Quantifiers.1.QuantifierUnits', 'PERCENTAGE')
    }
  }

  // Relationship records exist since May 2017; they renew yearly like LEIs.
  const initial = Math.min(relationship.bornFileDate - 2, Math.max(relationship.start, dayOf(2017, 5, 1)) + Math.floor(roll * 200))
  let lastUpdate = initial
  while (addMonths(lastUpdate, 12) < relationship.fileDate) lastUpdate = addMonths(lastUpdate, 12)
  const lapsed = roll > 0.9 && addMonths(initial, 12) < relationship.fileDate
  if (lapsed) lastUpdate = initial
  if (ended && relationship.end !== null) lastUpdate = Math.max(lastUpdate, Math.min(relationship.end + 1, relationship.fileDate - 1))
  set('Registration.InitialRegistrationDate', gleifTimestamp(initial, style, Math.floor(roll * 86_400)))
  set('Registration.LastUpdateDate', gleifTimestamp(lastUpdate, style, Math.floor(roll * 43_200)))
  set('Registration.RegistrationStatus', lapsed ? 'LAPSED' : 'PUBLISHED')
  set('Registration.NextRenewalDate', gleifTimestamp(addMonths(lapsed ? initial : lastUpdate, 12), style))
  set('Registration.ManagingLOU', lou.lei)
  set('Registration.ValidationSources', 'FULLY_CORROBORATED')
  set(
    'Registration.ValidationDocuments',
    consolidation ? (roll < 0.7 ? 'ACCOUNTS_FILING' : roll < 0.85 ? 'REGULATORY_FILING' : 'SUPPORTING_DOCUMENTS') : 'SUPPORTING_DOCUMENTS',
  )
  return fields
}

/** Writes the relationship records of the registers' LEI entities in the given edition, streaming. */
export async function writeGleifRelationshipsCsv(
  registers: readonly GleifRegister[],
  output: Writable,
  options: GleifOptions = {},
): Promise<{ rows: number }> {
  // Rejects a bad edition or month before anything is written.
  editionPlan({ ...options, baseCount: 0 })
  const out = new LineOutput(output, '\n')
  out.push(quotedRow(GLEIF_RELATIONSHIPS_HEADER))
  let rows = 0
  for await (const relationship of gleifRelationships(registers, options)) {
    rows += 1
    if (out.push(quotedRow(relationshipFields(relationship)))) await out.flush()
  }
  await out.close(options.end ?? true)
  return { rows }
}
