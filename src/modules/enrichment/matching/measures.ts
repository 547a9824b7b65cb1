/**
 * The measures the matcher's score combines, each read off the row and its best candidate (and
 * the runner-up). Names are compared several ways, because each way misses what another sees:
 * letters (Jaro–Winkler, Levenshtein, trigrams), words (the engine's weighted word similarity,
 * shared words, their rarity), sound (Double Metaphone), plus the legal form, the identifiers and
 * how far ahead of the runner-up the candidate is. A measure is 0 when it does not apply.
 */
export const MEASURES = [
  'name_missing',
  'name_similarity',
  'name_exact',
  'jaro_winkler',
  'levenshtein',
  'token_set',
  'shared_rarity',
  'trigrams',
  'phonetic',
  'legal_form',
  'name_reading',
  'trade_name',
  'initials',
  'strong_identifier_exact',
  'strong_identifier_different',
  'website_exact',
  'website_different',
  'country_different',
  'country_hinted',
  'all_countries',
  'lead',
  'runner_up_name',
] as const

export type Measure = (typeof MEASURES)[number]
