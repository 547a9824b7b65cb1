import { isValidLei } from '../../identifiers'
import { parseIsoDate } from '../mappings'
import type { RelationshipKind, RowReading, SourceFormat } from '../source-record'
import type { CsvRow } from '../read-csv-records'
import { cell } from './row-values'

const RELATIONSHIP_KINDS: Readonly<Record<string, RelationshipKind>> = {
  IS_DIRECTLY_CONSOLIDATED_BY: 'direct',
  IS_ULTIMATELY_CONSOLIDATED_BY: 'ultimate',
  IS_INTERNATIONAL_BRANCH_OF: 'branch',
}

/** GLEIF publishes up to three periods per relationship; the relationship period says when it held, else the first one. */
const PERIOD_SLOTS = 5

function relationshipPeriod(values: CsvRow): { startDate: string | null; endDate: string | null } {
  let first: { startDate: string | null; endDate: string | null } | null = null
  for (let slot = 1; slot <= PERIOD_SLOTS; slot += 1) {
    const start = parseIsoDate(cell(values, `Relationship.Period.${slot}.startDate`) ?? '')
    const end = parseIsoDate(cell(values, `Relationship.Period.${slot}.endDate`) ?? '')
    if (!start && !end) continue
    const period = { startDate: start, endDate: end }
    if (cell(values, `Relationship.Period.${slot}.periodType`) === 'RELATIONSHIP_PERIOD') return period
    first ??= period
  }
  return first ?? { startDate: null, endDate: null }
}

/**
 * GLEIF Level 2 relationship records ("RR-CDF" CSV): who consolidates whom. The start node is the
 * child, the end node its parent. Fund-management and other relationship types are not corporate
 * family links and are skipped. Licence: CC0 1.0.
 */
export const gleifRelationshipsFormat: SourceFormat = {
  id: 'gleif-relationships',
  requiredColumns: [
    'Relationship.StartNode.NodeID',
    'Relationship.EndNode.NodeID',
    'Relationship.RelationshipType',
    'Relationship.RelationshipStatus',
  ],
  readRow(values): RowReading {
    const type = cell(values, 'Relationship.RelationshipType') ?? ''
    const relation = RELATIONSHIP_KINDS[type]
    if (!relation) return { skip: `relationship type ${type || '(empty)'} is not a family link` }
    const child = cell(values, 'Relationship.StartNode.NodeID')?.toUpperCase() ?? ''
    const parent = cell(values, 'Relationship.EndNode.NodeID')?.toUpperCase() ?? ''
    if (!isValidLei(child)) return { error: `Relationship.StartNode.NodeID: "${child}" is not a valid LEI` }
    if (!isValidLei(parent)) return { error: `Relationship.EndNode.NodeID: "${parent}" is not a valid LEI` }
    if (child === parent) return { error: 'the relationship links an entity to itself' }
    const statusText = cell(values, 'Relationship.RelationshipStatus')?.toUpperCase()
    if (statusText !== 'ACTIVE' && statusText !== 'INACTIVE')
      return { error: `Relationship.RelationshipStatus: "${statusText ?? ''}" is not ACTIVE or INACTIVE` }
    return {
      record: {
        kind: 'relationship',
        recordId: `${child}>${parent}>${relation}`,
        childLei: child,
        parentLei: parent,
        relation,
        status: statusText === 'ACTIVE' ? 'active' : 'inactive',
        ...relationshipPeriod(values),
      },
    }
  },
}
