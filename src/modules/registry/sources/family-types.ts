/** A company's corporate family as the registry answers it (GLEIF level 2): kept apart from the readers so types.ts can name it. */

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
