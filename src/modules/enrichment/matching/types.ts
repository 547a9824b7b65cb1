import type { CountryClue } from './country-inference'
import type { MatchReasonCode } from './reasons'
import type { WordWeight } from './similarity'

/** One input row, as mapped from the uploaded columns. Every field is optional text. */
export type MatchInput = {
  country?: string | null
  name?: string | null
  vat?: string | null
  registration_number?: string | null
  website?: string | null
  linkedin_company_url?: string | null
  linkedin_person_url?: string | null
  email?: string | null
  /** Read only for the country its calling code names, when the row has no country. */
  phone?: string | null
}

/**
 * Where the row's country came from: its country column; a clue in another column (a VAT prefix
 * is the country itself; a calling code or a country-code domain only a hint); or nowhere, and the
 * row is matched across every country of the registry.
 */
export type CountryReading = { from: 'column' } | { from: CountryClue; value: string; country: string } | { from: 'none' }

/** The comparison keys of a company name. */
export type NameKey = {
  /** Accents, case and punctuation folded; "&" read as "and". */
  normalized: string
  /** The name without its legal form ("acme trading"). */
  core: string
  /** The core with abbreviations and translated common words in canonical form ("acme manufacturing"). */
  canonical: string
  /** Canonical code of the legal form ("ltd", "gmbh"), or null when the name has none. */
  legalForm: string | null
  /**
   * Other readings of where the legal form is, when none was found at the end as a word: glued to
   * the last word ("schummplc" -> "schumm", plc), written first ("plc torphy"), damaged by a
   * character ("hettinger 7lc"), or parted from the name by a digit ("dill1plc"). A garbled form
   * may be known only as "some legal form" (null). And the name with unusual signs taken out of
   * its words ("Sh]p": "shp", a letter short of "shop"), where a sign stood for a letter.
   */
  readings: NameReading[]
  /** The normalised name without spaces ("schummplc"): the registry's `name_compact`. */
  compact: string
  /** Compact spellings to look up exactly (as written, abbreviations written out, each legal-form spelling). */
  compactKeys: string[]
  /** Words of the core, for candidate retrieval. */
  tokens: string[]
  /** The letters of a name written as an initialism ("IBM", "KLM N.V.", "I.B.M.": "ibm"), else null. */
  initialism: string | null
}

export type NameReading = { kind: 'glued' | 'leading' | 'garbled' | 'digits' | 'signs'; core: string; legalForm: string | null }

/** What a registry name is compared by: a NameKey without the row's retrieval keys. */
export type CandidateNameKey = Pick<NameKey, 'normalized' | 'core' | 'canonical' | 'legalForm' | 'compact'>

/** An input row reduced to the keys the registry is indexed by. */
export type NormalizedInput = {
  /** Lower-case ISO 3166-1 alpha-2, or null when missing or unreadable. */
  country: string | null
  /** The country as written, when the row has one the matcher could not recognise. */
  unrecognisedCountry: string | null
  /** How the country was read (see CountryReading). */
  countryReading: CountryReading
  /**
   * A country the row's telephone number or domains point to, when it has no country of its own:
   * its companies are preferred, but the row is still looked up in every country.
   */
  countryHint: string | null
  name: NameKey | null
  /** "GB123456789": the registry's vat_normalized form. */
  vat: string | null
  /**
   * A VAT number without its country prefix in a row with no country to read it in: as written
   * (compared with each candidate in the candidate's country, as registrationAnywhere) and its keys
   * in every country whose rule and check digits it passes (vatKeysEverywhere), read once per row.
   */
  vatAnywhere: { text: string; keys: string[] } | null
  registrationNumber: string | null
  /**
   * A registration number in a row with neither a country nor a hint of one: as written (compared with
   * each candidate in the candidate's own country, so a contradicting number counts as it would with
   * the country given) and its keys in every country's normal form (registrationKeysEverywhere), read
   * once per row.
   */
  registrationAnywhere: { text: string; keys: { country: string; value: string }[] } | null
  websiteDomain: string | null
  linkedinCompany: string | null
  linkedinPerson: string | null
  email: string | null
}

/** A company (and, when found through a person, that officer) as the matcher compares it. */
export type CandidateCompany = {
  id: number
  country: string
  name: string
  registrationNumber: string
  vat: string | null
  websiteDomain: string | null
  linkedinSlug: string | null
  isActive: boolean
  officer?: CandidateOfficer | null
  /**
   * The company's former and other names (registry_former_names), when read: a row written with
   * one of them is compared with it too (see FormerName).
   */
  formerNames?: readonly FormerName[]
}

/**
 * A name the company bore or also goes by: a former name (Companies House `PreviousName_*`, GLEIF
 * PREVIOUS_LEGAL_NAME: `previous`, `until` the day it changed when the register says) or another
 * name (GLEIF trading names and acronyms, SIRENE's: `other`).
 */
export type FormerName = { name: string; kind: 'previous' | 'other'; until: string | null }

/**
 * A former-name lookup: names equal to `text` (`exact`) or starting with it (`prefix`), in the
 * country (null: in every country), each as registry_former_names.name_normalized holds it.
 */
export type FormerNameKey = { country: string | null; text: string; match: 'exact' | 'prefix' }

/** A company a former-name lookup found: `name` is the former name, `normalized` its normalised form. */
export type FormerNameHit = NameHit & { former: FormerName; normalized: string }

export type CandidateOfficer = { id: number; email: string | null; linkedinSlug: string | null }

/**
 * core_name: names that start with the words in this order (the core name, any legal form after)
 * · all_words: every word (any of its spellings) · corrected_words: every word or, for a word the
 * registry does not know, the known words one edit away (typos) · distant_words: as corrected_words,
 * and for a short word also the known words two edits away ("twwe": towne).
 */
export type NameSearchMode = 'core_name' | 'all_words' | 'corrected_words' | 'distant_words'

/**
 * A company a name lookup found, before the rest of it is read: enough to compare the names.
 * `isActive`, when the source knows it, lets a row without any identifier be scored on the hit
 * alone: its name, country and status are all such a row compares.
 */
export type NameHit = { id: number; country: string; name: string; isActive?: boolean }

/** Each word of a name search with the spellings that stand for it ("mfg": mfg, manufacturing...). */
export type SearchWords = readonly (readonly string[])[]

/**
 * Where candidates come from: every method is an index lookup (never a scan of the registry).
 * Implemented over SQLite, PostgreSQL and an in-memory index built from a reference file.
 */
export interface CandidateSource {
  byRegistrationNumber(keys: readonly { country: string; value: string }[]): Promise<CandidateCompany[]>
  byVat(values: readonly string[]): Promise<CandidateCompany[]>
  byWebsiteDomain(domains: readonly string[]): Promise<CandidateCompany[]>
  byLinkedinCompany(slugs: readonly string[]): Promise<CandidateCompany[]>
  /** Companies whose officer has this e-mail; `officer` is set on each result. */
  byOfficerEmail(emails: readonly string[]): Promise<CandidateCompany[]>
  /** Companies whose officer has this LinkedIn profile; `officer` is set on each result. */
  byOfficerLinkedin(slugs: readonly string[]): Promise<CandidateCompany[]>
  /**
   * Companies whose name without spaces (`name_compact`) is one of the keys, in the key's country;
   * a key without a country (null) is looked up in every country. So are the name searches below.
   */
  byCompactName(keys: readonly { country: string | null; key: string }[]): Promise<NameHit[]>
  /** Companies of a country (null: of any country) whose normalised name has the words, as the mode says. */
  byName(country: string | null, words: SearchWords, mode: NameSearchMode, limit: number): Promise<NameHit[]>
  /**
   * Companies of a country (null: of any) whose name's initials (`name_initials` or
   * `name_initials_full`: the whole name's, legal form included) start with the letters and have
   * at most MAX_FORM_INITIALS letters more, shortest first, then in id order; at most `limit`.
   */
  byInitials(country: string | null, letters: string, limit: number): Promise<NameHit[]>
  /** Companies of a country (null: of any) whose compact name shares the most character trigrams with the text, best first. */
  byTrigrams(country: string | null, compact: string, limit: number): Promise<NameHit[]>
  /**
   * The companies with these ids that still exist. Name lookups return hits only, so a batch
   * reads the companies its rows' names found in one query instead of one per search.
   */
  byIds(ids: readonly number[]): Promise<CandidateCompany[]>
  /** The words of registry names: whether one is known, and how much it tells companies apart. */
  nameWords(): Promise<NameWords>
  /** Called before each batch: a source that keeps names in memory checks the registry for changes. */
  refresh?(): Promise<void>
  /**
   * Companies whose former or other name is one of the keys (at most `limit` a key), through the
   * (country, name_normalized) index of registry_former_names. Absent on sources without former names.
   */
  byFormerName?(keys: readonly FormerNameKey[], limit: number): Promise<FormerNameHit[]>
  /** The former and other names of these companies (the (company_id) index). */
  formerNamesOf?(ids: readonly number[]): Promise<Map<number, FormerName[]>>
}

/** What the registry's name words say: known or not, and a rarity weight. */
export type NameWords = { knows: (word: string) => boolean; weight: WordWeight }

export type Grade = 'A' | 'B' | 'C'

export type FieldVerdict = 'exact' | 'close' | 'different' | 'missing'

/** One line of the explain plan: how a field of the input compared with the chosen company. */
export type FieldScore = {
  field: 'country' | 'name' | 'vat' | 'registration_number' | 'website' | 'linkedin_company_url' | 'linkedin_person_url' | 'email'
  input: string | null
  candidate: string | null
  /** 0..1 similarity; 1 is identical after normalisation. */
  similarity: number
  verdict: FieldVerdict
}

export type ExplainPlan = {
  /** How candidates were found, in order ("registration_number", "name:all_words", ...). */
  retrieval: string[]
  /** Companies compared field by field (a name lookup's unlike names only the closest few). */
  candidates: number
  fields: FieldScore[]
  points: number
  runnerUp: { id: number; points: number } | null
  /** Where the row's country came from, or that it was matched across all countries. */
  country: CountryReading
  /**
   * The calibrated probability that the best candidate is the row's company, and each measure's
   * share of it in log-odds (match-model.ts); absent when no candidate could be graded at all.
   */
  score?: { probability: number; contributions: { measure: string; value: number; contribution: number }[] }
  /**
   * The best candidate's former or other name the row's name was compared with, when it agreed
   * better than the company's current name (see FormerName): its grade is B at most unless an
   * identifier agrees.
   */
  formerName?: FormerName
  /** Stable code of the reason, for translation (see reasons.ts). */
  reasonCode: MatchReasonCode
  /** The reason in English. */
  reason: string
}

export type MatchOutcome =
  | { matched: true; companyId: number; officerId: number | null; grade: Grade; explain: ExplainPlan }
  | { matched: false; explain: ExplainPlan }
