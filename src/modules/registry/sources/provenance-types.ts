/**
 * The registers' ids, a company's source records and its corporate family as the registry answers them:
 * types only, with no import, so the registry's types.ts can name them without an import cycle.
 */

/** The registers an operator can load, as `npm run registry:import -- --source <id>` names them. */
export const SOURCE_IDS = ['companies-house', 'gleif', 'gleif-relationships', 'sirene'] as const
export type SourceId = (typeof SOURCE_IDS)[number]

export type RelationshipKind = 'direct' | 'ultimate' | 'branch'

export type FamilyMember = {
  lei: string
  /** The company in the registry with this LEI, or null when the entity is not loaded. */
  company: { id: number; name: string; country: string } | null
  relationship: RelationshipKind
  status: 'active' | 'inactive'
  start_date: string | null
  end_date: string | null
}

export type CompanyFamily = {
  lei: string | null
  direct_parent: FamilyMember | null
  ultimate_parent: FamilyMember | null
  /** Head office of an international branch. */
  head_office: FamilyMember | null
  /** Entities directly consolidated by this company, and its branches. */
  children: FamilyMember[]
  /** The relationships' own source, as its licence asks. */
  attribution: string | null
}

export type CompanySource = {
  source: SourceId
  name: string
  record_id: string
  /** The date of the file that last changed this record. */
  file_date: string
  /** The date of the latest full file of the source that held it (null when it has left the register). */
  confirmed_on: string | null
  in_register: boolean
  licence: string
  licence_url: string
  attribution: string
}
