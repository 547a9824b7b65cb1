/**
 * Why a row got its grade (or none), as a stable code and its English text. The code is what the
 * results screen translates for the visitor; the text is what the CLI and the explain plan print.
 */
export const MATCH_REASONS = {
  identifier_unique: 'identifier exact and unique',
  identifier_shared: 'identifier exact, shared by several companies',
  identifier_minor_differences: 'identifier exact, minor differences',
  identifier_name_differs: 'identifier exact, name differs',
  identifier_contradicted: 'identifier exact, other fields contradict it',
  website_and_name_exact: 'website and name exact',
  website_exact: 'website exact',
  website_name_close: 'website exact, name close',
  website_name_differs: 'website exact, name differs',
  website_contradicted: 'website exact, other fields contradict it',
  website_shared: 'website shared by several companies',
  name_exact_unique: 'name exact and unique in the country',
  name_exact_but_legal_form: 'name exact but for the legal form',
  name_written_differently: 'the same name written differently (spacing, abbreviations, word order)',
  name_close: 'name close',
  name_close_twin_resolved: 'name close; its legal form or word order singles it out',
  name_country_hinted: 'name alike; the country its phone number or domain points to singles it out',
  name_partly_similar: 'name partly similar',
  name_words_differ: 'name alike, but a distinctive word differs',
  name_initialism: "the name is the initials of the company's name",
  former_name: 'former name',
  other_name: 'other name',
  name_similar_identifiers_differ: 'name similar, identifiers differ',
  name_ambiguous: 'several companies with a similar name',
  match_unlikely: 'the closest company is too unlikely to be this one',
  no_similar_name: 'no similar name',
  nothing_credible: 'nothing credible',
  no_candidate: 'no candidate found',
  country_not_recognised: 'country not recognised',
} as const

export type MatchReasonCode = keyof typeof MATCH_REASONS

/**
 * How a former or other name the row was matched by is written in the explain plan: "former name,
 * until 2019-03-01", "former name" when the register gives no date, "other name" (a trading name,
 * an acronym).
 */
export function formerNameText(former: { kind: 'previous' | 'other'; until: string | null }): string {
  const text = MATCH_REASONS[former.kind === 'previous' ? 'former_name' : 'other_name']
  return former.until ? `${text}, until ${former.until}` : text
}
