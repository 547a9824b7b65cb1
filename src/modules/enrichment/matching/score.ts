import { normalizeRegistrationNumber } from '@/modules/registry'

import type { MatchReasonCode } from './reasons'
import { canonicalWord } from './abbreviations'
import { initialsOfName, vatKey } from './normalize'
import { boundedEditDistance, jaroWinkler, nameSimilarity, SAME_WORD, sameWordOrder, type WordWeight } from './similarity'
import type {
  CandidateCompany,
  CandidateNameKey,
  FieldScore,
  FieldVerdict,
  FormerName,
  Grade,
  NameKey,
  NameReading,
  NormalizedInput,
} from './types'

/** Identifiers that name one company (or person) on their own. */
export const STRONG_FIELDS: ReadonlySet<FieldScore['field']> = new Set<FieldScore['field']>([
  'registration_number',
  'vat',
  'linkedin_company_url',
  'linkedin_person_url',
  'email',
])

/** Points per field: identifiers outweigh the name; a contradicting identifier costs points. */
const POINTS = {
  strongExact: 40,
  strongDifferent: -25,
  websiteExact: 25,
  websiteDifferent: -10,
  name: 30,
  nameUnlike: -20,
  countryExact: 5,
  countryDifferent: -30,
  /**
   * A row without a country whose telephone or domain points to the candidate's country: more
   * than the ambiguity margin, so it singles out one of two same-named companies in two countries,
   * and less than any real difference in the name.
   */
  countryHinted: 2,
  /**
   * A name the company no longer bears (or only also goes by) agrees a little less than the same
   * name as it bears it now: more than the ambiguity margin, so the company that bears the name
   * today comes first, and less than any real difference in the name.
   */
  formerName: -1,
} as const

/** Similarity at or above which names count as "close" rather than "different". */
export const NAME_CLOSE = 0.82
/**
 * Names this alike but below NAME_CLOSE ("Twwe LLC" and "Towne LLC", "Iahke Ltd" and "Ratke Ltd":
 * two letters of a short name wrong) are a C to review, but only when no other candidate comes
 * near: WEAK_NAME_LEAD points (a tenth of the name's weight) ahead of the runner-up.
 */
export const NAME_WEAK = 0.72
const WEAK_NAME_LEAD = 3
/** Same core name with a different or missing legal form. */
const LEGAL_FORM_ONLY = 0.97
/** The same letters written differently: spacing, abbreviations, translated common words, word order. */
const WRITTEN_DIFFERENTLY = 0.985
/** Cap for names that differ in their letters, so they never pass for one of the levels above. */
const TYPO_CAP = 0.96
/**
 * Tie-breakers between near twins ("... LLC" and "... Inc.", "Rousseau Conseil Bonnet" and "Bonnet
 * Conseil Rousseau"): a legal form that agrees, or words in the same order, are worth more than the
 * ambiguity margin, so they single out one twin; a legal form that differs costs as much.
 */
const TIE_BREAK = { legalFormSame: 0.75, legalFormDifferent: -0.75, wordOrderSame: 0.75 } as const

export type ScoredCandidate = {
  candidate: CandidateCompany
  fields: FieldScore[]
  points: number
  nameSimilarity: number | null
  /** Points from tie-breakers only (legal form, word order); included in `points`. */
  tieBreak: number
  /** Points from a country the row only hints at (countryHinted or 0); included in `points`. */
  countryHint: number
  /** What gave the name similarity: the name as written, another reading of it, or a trade name. */
  nameVia: NameAgreement['via']
  /** The company's former or other name the row's name was compared with instead of its current name. */
  formerName?: FormerName | null
  /**
   * The names are alike letter by letter, but a distinctive word of one stands where another word
   * stands in the other ("Constellation Energy" and "Constellation Brands", "News Corp" and
   * "Newsmax"): another company more often than a misspelling of this one (distinctWordsDiffer).
   */
  nameWordsDiffer: boolean
}

function compareExact(field: FieldScore['field'], input: string | null, candidate: string | null): FieldScore {
  if (!input || !candidate) return { field, input, candidate, similarity: 0, verdict: 'missing' }
  const same = input === candidate
  return { field, input, candidate, similarity: same ? 1 : 0, verdict: same ? 'exact' : 'different' }
}

const sortedWords = (text: string) => text.split(' ').sort().join(' ')

/**
 * Whole names without spaces a few edits apart ("hettinger7lc" and "hettingerllc"): character
 * noise anywhere, even in the legal form, that word-level comparison cannot see. One edit per six
 * characters at most, so short names never qualify by chance.
 */
function compactCloseness(a: string, b: string): number {
  const longest = Math.max(a.length, b.length)
  const limit = Math.floor(longest / 6)
  if (!limit) return 0
  const distance = boundedEditDistance(a, b, limit)
  return distance > limit ? 0 : 1 - distance / longest
}

/** Same number of words, each alike (typos allowed): the names differ at most in letters and order. */
function sameWordSet(a: string, b: string): boolean {
  const aWords = a.split(' ')
  const bWords = b.split(' ')
  if (aWords.length !== bWords.length || aWords.length < 2) return false
  const left = [...bWords]
  for (const word of aWords) {
    let index = left.indexOf(word)
    if (index < 0) index = left.findIndex((other) => jaroWinkler(word, other) >= SAME_WORD)
    if (index < 0) return false
    left.splice(index, 1)
  }
  return true
}

/**
 * Tie-breaker points between two names, the same for every reading: the legal form (same or
 * different, when both have one) and, when the names hold the same words, their order.
 */
function tieBreakPoints(inputCore: string, inputLegalForm: string | null, candidate: CandidateNameKey): number {
  const legalForm =
    !inputLegalForm || !candidate.legalForm
      ? 0
      : inputLegalForm === candidate.legalForm
        ? TIE_BREAK.legalFormSame
        : TIE_BREAK.legalFormDifferent
  const order = sameWordSet(inputCore, candidate.canonical) && sameWordOrder(inputCore, candidate.canonical) ? TIE_BREAK.wordOrderSame : 0
  return legalForm + order
}

/**
 * How alike two names are (0..1, unrounded, without tie-breakers), and which reading of the row's
 * name gave it: as written (-1), or the index of another reading of its legal form (glued,
 * written first, garbled, parted by a digit: NameKey.readings).
 */
export type NameAgreement = { similarity: number; reading: number; via: 'name' | 'reading' | 'trade_name' | 'initials' }

const NO_AGREEMENT: NameAgreement = { similarity: 0, reading: -1, via: 'name' }

function nameAgreement(input: NameKey, candidate: CandidateNameKey, weightOf: WordWeight): NameAgreement {
  if (input.core === candidate.core)
    return { similarity: input.legalForm === candidate.legalForm ? 1 : LEGAL_FORM_ONLY, reading: -1, via: 'name' }
  if (input.compact === candidate.compact) return { similarity: WRITTEN_DIFFERENTLY, reading: -1, via: 'name' }
  if (
    input.canonical.replace(/ /g, '') === candidate.canonical.replace(/ /g, '') ||
    sortedWords(input.canonical) === sortedWords(candidate.canonical)
  ) {
    return { similarity: WRITTEN_DIFFERENTLY, reading: -1, via: 'name' }
  }
  const written = nameSimilarity(input.canonical, candidate.canonical, weightOf, compactCloseness(input.compact, candidate.compact))
  const trade = tradeNameCloseness(input.canonical, candidate.canonical, weightOf)
  if (input.initialism && Math.max(written, trade) < INITIALISM && initialsOfName(candidate).includes(input.initialism)) {
    return { similarity: INITIALISM, reading: -1, via: 'initials' }
  }
  const similarity = Math.max(written, trade)
  // "schummplc", "plc torphy", "hettinger 7lc": also read with the legal form apart, but only
  // against a company that has one, so a word that merely ends like one ("Kansas": "kan" + SAS)
  // never meets a "Kan". A reading is a guess about the text, so it reaches a B at most.
  let best: NameAgreement = { similarity: Math.min(similarity, TYPO_CAP), reading: -1, via: trade > written ? 'trade_name' : 'name' }
  input.readings.forEach((reading, index) => {
    // A digit or a sign inside a word says nothing about the legal form; the other readings move one.
    if (!candidate.legalForm && reading.kind !== 'digits' && reading.kind !== 'signs') return
    const core = readingCanonical(reading)
    const value = core === candidate.canonical ? LEGAL_FORM_ONLY : nameSimilarity(core, candidate.canonical, weightOf)
    if (value > similarity && Math.min(value, TYPO_CAP + 0.01) > best.similarity)
      best = { similarity: Math.min(value, TYPO_CAP + 0.01), reading: index, via: 'reading' }
  })
  return best
}

/**
 * A row written as an initialism whose letters are the registry name's initials ("IBM" and
 * "International Business Machines Corp"): close enough to be a candidate, a C at most, because
 * initials name many companies; two such candidates are ambiguous (gradeMatch).
 */
const INITIALISM = NAME_CLOSE + 0.01

/**
 * Whether the cores differ by a few letters only (one edit in four, at least two): what makes a
 * weakly alike name ("twwe" and "towne") a typo rather than another company that shares a long
 * common word ("Whitfield Consulting" and "Lakeside Consulting" are alike letter by letter).
 */
function fewEdits(input: NameKey, candidate: CandidateNameKey): boolean {
  const theirs = candidate.core.replace(/ /g, '')
  return [input.core, ...input.readings.map((reading) => reading.core)].some((core) => {
    const ours = core.replace(/ /g, '')
    const limit = Math.max(2, Math.ceil(Math.max(ours.length, theirs.length) / 4))
    return boundedEditDistance(ours, theirs, limit) <= limit
  })
}

/**
 * The least a trade name's shared words weigh: a share of the rarest word's weight (a word in one
 * name), and at least what a word in one name of a hundred weighs, so a small reference, whose
 * weights say little, does not take its commonest words for trade names.
 */
const TRADE_NAME_RARITY = 0.45
const TRADE_NAME_MIN_WEIGHT = Math.log(1 + 100)
/** Trade names reach a C ("partly similar") and, when their words are rarer still, a B; never an A. */
const TRADE_NAME = { low: NAME_CLOSE + 0.01, high: 0.9, rareShare: 0.75 } as const

/**
 * A trade name against a registered name: the row's words are all among the registered core's
 * words, fewer of them ("Northwind" for "Northwind Traders Holdings", "Initech" for "Initech
 * Company"), as people write companies in a CRM. Only rare shared words count ("Cisco" alone
 * tells a company apart, "General" does not); the first words of the registered name count more
 * than words from its middle. 0 when it is no trade name of it.
 */
function tradeNameCloseness(input: string, candidate: string, weightOf: WordWeight): number {
  const ours = input.split(' ').filter(Boolean)
  const theirs = candidate.split(' ').filter(Boolean)
  if (!ours.length || ours.length >= theirs.length) return 0
  const left = [...theirs]
  for (const word of ours) {
    const index = left.indexOf(word)
    if (index < 0) return 0
    left.splice(index, 1)
  }
  const rarest = weightOf('\u0000')
  const shared = ours.reduce((sum, word) => sum + weightOf(word), 0)
  if (shared < Math.max(TRADE_NAME_RARITY * rarest, TRADE_NAME_MIN_WEIGHT)) return 0
  const prefix = theirs.slice(0, ours.length).join(' ') === ours.join(' ')
  return prefix && shared >= TRADE_NAME.rareShare * rarest ? TRADE_NAME.high : TRADE_NAME.low
}

function readingCanonical(reading: NameReading): string {
  return reading.core.split(' ').map(canonicalWord).join(' ')
}

/**
 * How alike a row's name and a registry name are: what retrieval compares every name it finds by,
 * and what scoring then reuses (scoreCandidate's `agreement`), so no pair is compared twice.
 */
export function nameCloseness(input: NameKey | null, candidateKey: CandidateNameKey | null, weightOf: WordWeight): NameAgreement {
  return input && candidateKey ? nameAgreement(input, candidateKey, weightOf) : NO_AGREEMENT
}

/**
 * Words that name what a company is rather than which company it is, in the registry's languages:
 * one of them in place of another ("Acme Group", "Acme Holding") changes nothing about the company.
 */
const ORGANISATION_WORDS: ReadonlySet<string> = new Set(
  (
    'group groups gruppe groupe grupo gruppo groep holding holdings international internacional internationale ' +
    'internazionale company companies compagnie compania companhia compagnia services service servicios ' +
    'solutions solution industries industry industrie industrias enterprises enterprise partners associates ' +
    'trading worldwide global the and und et y e of de der die das la le les el los las van den du des di da do'
  ).split(' '),
)

/**
 * A spelling of the same word, however noisy: at most two edits in five letters (lists are full of
 * typed, scanned and garbled names: "Cmerata" is Cummerata, "Swzer" Sauer), or two neighbours swapped.
 */
function sameWordMisspelt(a: string, b: string, known: (word: string) => boolean): boolean {
  if (a === b) return true
  const shorter = Math.min(a.length, b.length)
  const longer = Math.max(a.length, b.length)
  // A word that lengthens a short one ("dana" and "danaher", "news" and "newsmax"), or any word by four
  // letters or more, is another word; a few letters after a longer word are noise ("jenkinslud": Jenkins Ltd).
  if ((a.startsWith(b) || b.startsWith(a)) && longer - shorter >= 2) return shorter >= 5 && longer - shorter <= 3
  if (a.length === b.length) {
    const differ = [...a].flatMap((character, index) => (character === b[index] ? [] : [index]))
    if (differ.length === 2 && differ[1] === differ[0]! + 1 && a[differ[0]!] === b[differ[1]!] && a[differ[1]!] === b[differ[0]!])
      return true
  }
  const limit = Math.max(1, Math.floor(longer * 0.4))
  const edits = boundedEditDistance(a, b, limit)
  // Two words the registry's names both use, two letters apart or more, are two words ("foods", "tools"):
  // a misspelling makes a word no name has.
  if (edits > 1 && known(a) && known(b)) return false
  return edits <= limit
}

/**
 * Whether a distinctive word of one name stands where another word stands in the other: each name
 * keeps a word the other lacks, neither an organisation word nor a misspelling of the other's
 * (abbreviations are already written out in the canonical words), and the leftover words do not
 * make the same letters together ("mc donalds" and "mcdonalds"). A word one name merely lacks
 * ("Okuneva Wolff Group" and "Okuneva Stokes Wolff Group") is no difference of this kind.
 */
export function distinctWordsDiffer(inputCanonical: string, candidateCanonical: string, weightOf: WordWeight = () => 1): boolean {
  // A word is known when some registry name has it: it weighs less than a word of no name.
  const unknownWeight = weightOf('\u0000')
  const known = (word: string) => weightOf(word) < unknownWeight
  const theirs = candidateCanonical.split(' ').filter(Boolean)
  const ours: string[] = []
  for (const word of inputCanonical.split(' ').filter(Boolean)) {
    const index = theirs.findIndex((other) => sameWordMisspelt(word, other, known))
    if (index >= 0) theirs.splice(index, 1)
    else ours.push(word)
  }
  const distinct = (words: string[]) => words.filter((word) => word.length > 1 && !ORGANISATION_WORDS.has(word) && !/^\d+$/.test(word))
  const ourLeft = distinct(ours)
  const theirLeft = distinct(theirs)
  if (!ourLeft.length || !theirLeft.length) return false
  return !sameWordMisspelt(ours.join(''), theirs.join(''), known)
}

function compareName(
  input: NameKey | null,
  candidateName: string,
  candidateKey: CandidateNameKey | null,
  weightOf: WordWeight,
  agreement?: NameAgreement,
): FieldScore & { tieBreak: number; via: NameAgreement['via']; wordsDiffer: boolean } {
  if (!input || !candidateKey)
    return {
      field: 'name',
      input: input?.normalized ?? null,
      candidate: candidateName,
      similarity: 0,
      verdict: 'missing',
      tieBreak: 0,
      via: 'name',
      wordsDiffer: false,
    }
  const { similarity, reading: readingIndex, via } = agreement ?? nameAgreement(input, candidateKey, weightOf)
  // The tie-breakers follow the reading that gave the similarity; only a close name needs them.
  const verdict: FieldVerdict =
    similarity === 1
      ? 'exact'
      : similarity >= NAME_CLOSE || (similarity >= NAME_WEAK && fewEdits(input, candidateKey))
        ? 'close'
        : 'different'
  const reading = input.readings[readingIndex]
  const tieBreak =
    verdict === 'different'
      ? 0
      : reading
        ? tieBreakPoints(readingCanonical(reading), reading.legalForm, candidateKey)
        : tieBreakPoints(input.canonical, input.legalForm, candidateKey)
  // Only a name alike but not the same can hide another company's word: trade names and initials are graded apart.
  const wordsDiffer =
    verdict === 'close' &&
    similarity < LEGAL_FORM_ONLY &&
    (via === 'name' || via === 'reading') &&
    // As written and with abbreviations and translations written out: a misspelt word keeps no translation.
    distinctWordsDiffer(reading ? readingCanonical(reading) : input.canonical, candidateKey.canonical, weightOf) &&
    distinctWordsDiffer(reading ? reading.core : input.core, candidateKey.core, weightOf)
  return {
    field: 'name',
    input: input.normalized,
    candidate: candidateKey.normalized,
    similarity: round(similarity),
    verdict,
    tieBreak,
    via,
    wordsDiffer,
  }
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000
}

/** Field-by-field comparison of an input row with one candidate, and its points. */
export function scoreCandidate(
  input: NormalizedInput,
  candidate: CandidateCompany,
  candidateNameKey: CandidateNameKey | null,
  weightOf: WordWeight = () => 1,
  /** The names' agreement when already known (nameCloseness of the same two names). */
  agreement?: NameAgreement,
  /** The company's former or other name compared instead of its current name (`candidateNameKey` is its key). */
  former: FormerName | null = null,
): ScoredCandidate {
  const {
    tieBreak,
    via: nameVia,
    wordsDiffer: nameWordsDiffer,
    ...name
  } = compareName(input.name, candidate.name, candidateNameKey, weightOf, agreement)
  const fields: FieldScore[] = [
    compareExact('country', input.country, candidate.country),
    name,
    compareExact(
      'registration_number',
      input.registrationNumber && (input.country ?? input.countryHint) === candidate.country
        ? input.registrationNumber
        : // A number without a country is read in the candidate's: a different number contradicts as with the country given.
          input.registrationAnywhere && candidate.registrationNumber
          ? normalizeRegistrationNumber(candidate.country, input.registrationAnywhere.text) || null
          : null,
      candidate.registrationNumber,
    ),
    compareExact(
      'vat',
      // A VAT number without its prefix is read in the candidate's country, as a registration number is.
      input.vat ?? (input.vatAnywhere && candidate.vat ? vatKey(input.vatAnywhere.text, candidate.country) : null),
      candidate.vat,
    ),
    compareExact('website', input.websiteDomain, candidate.websiteDomain),
    compareExact('linkedin_company_url', input.linkedinCompany, candidate.linkedinSlug),
    compareExact('linkedin_person_url', input.linkedinPerson, candidate.officer ? candidate.officer.linkedinSlug : null),
    compareExact('email', input.email, candidate.officer ? candidate.officer.email : null),
  ]
  // A registration number read against another country is not comparable: it stays "missing".
  const countryHint = !input.country && input.countryHint === candidate.country ? POINTS.countryHinted : 0
  let points = (candidate.isActive ? 0.1 : 0) + tieBreak + countryHint + (former ? POINTS.formerName : 0)
  let nameScore: number | null = null
  for (const field of fields) {
    if (field.verdict === 'missing') continue
    if (STRONG_FIELDS.has(field.field)) points += field.verdict === 'exact' ? POINTS.strongExact : POINTS.strongDifferent
    else if (field.field === 'website') points += field.verdict === 'exact' ? POINTS.websiteExact : POINTS.websiteDifferent
    else if (field.field === 'country') points += field.verdict === 'exact' ? POINTS.countryExact : POINTS.countryDifferent
    else if (field.field === 'name') {
      nameScore = field.similarity
      points += field.verdict === 'different' ? POINTS.nameUnlike : POINTS.name * field.similarity
    }
  }
  return {
    candidate,
    fields,
    points: round(points),
    nameSimilarity: nameScore,
    tieBreak,
    countryHint,
    nameVia,
    nameWordsDiffer,
    formerName: former,
  }
}

export function verdictOf(scored: ScoredCandidate, field: FieldScore['field']): FieldVerdict {
  return scored.fields.find((entry) => entry.field === field)?.verdict ?? 'missing'
}

/** Points within which the runner-up makes the best candidate ambiguous. */
const AMBIGUITY_MARGIN = 0.5

/**
 * The grade of the best candidate, or null when nothing is credible.
 * A: an exact strong identifier (or an exact unique name) and nothing contradicting it.
 * B: strong evidence with minor differences (typo, legal form, a missing field).
 * C: a partial match that needs review (ambiguous, contradicting fields, a loosely similar name).
 */
export function gradeMatch(best: ScoredCandidate, runnerUp: ScoredCandidate | null): { grade: Grade | null; reason: MatchReasonCode } {
  const graded = gradeByEvidence(best, runnerUp)
  return best.formerName ? capFormerName(best, best.formerName, graded) : graded
}

/** Reasons that say the name alone made the grade: through a former name, that name says so instead. */
const NAME_ALONE: ReadonlySet<MatchReasonCode> = new Set<MatchReasonCode>([
  'name_exact_unique',
  'name_exact_but_legal_form',
  'name_written_differently',
  'name_close',
  'name_close_twin_resolved',
])

/**
 * A match through a former or other name: a name a company no longer bears (or shares with its
 * trading name) may be another company's now, so it reaches a B at most, unless an identifier or
 * the website agrees, in which case the grade is the identifier's as usual.
 */
function capFormerName(
  best: ScoredCandidate,
  former: FormerName,
  graded: { grade: Grade | null; reason: MatchReasonCode },
): { grade: Grade | null; reason: MatchReasonCode } {
  const confirmed = best.fields.some((field) => field.verdict === 'exact' && (STRONG_FIELDS.has(field.field) || field.field === 'website'))
  if (confirmed || !graded.grade) return graded
  const reason = NAME_ALONE.has(graded.reason) ? (former.kind === 'previous' ? 'former_name' : 'other_name') : graded.reason
  return { grade: graded.grade === 'A' ? 'B' : graded.grade, reason }
}

/** gradeMatch before a former name's cap: what the evidence alone reaches. */
function gradeByEvidence(best: ScoredCandidate, runnerUp: ScoredCandidate | null): { grade: Grade | null; reason: MatchReasonCode } {
  const ambiguous = Boolean(runnerUp && runnerUp.points >= best.points - AMBIGUITY_MARGIN)
  // Only the tie-breakers (legal form, word order) tell the best from the runner-up.
  const twinResolved = Boolean(
    runnerUp && !ambiguous && runnerUp.points - runnerUp.tieBreak >= best.points - best.tieBreak - AMBIGUITY_MARGIN,
  )
  // Only a country the row hints at (telephone, domain) tells them apart: never an A.
  const hintResolved = Boolean(
    runnerUp && !ambiguous && runnerUp.points - runnerUp.countryHint >= best.points - best.countryHint - AMBIGUITY_MARGIN,
  )
  const strongExact = best.fields.filter((field) => STRONG_FIELDS.has(field.field) && field.verdict === 'exact').length
  const strongDifferent = best.fields.filter((field) => STRONG_FIELDS.has(field.field) && field.verdict === 'different').length
  const countryDifferent = verdictOf(best, 'country') === 'different'
  const website = verdictOf(best, 'website')
  const name = best.nameSimilarity

  if (strongExact > 0) {
    if (countryDifferent || strongDifferent > 0) return { grade: 'C', reason: 'identifier_contradicted' }
    if ((name === null || name >= 0.9) && website !== 'different') {
      return ambiguous || hintResolved ? { grade: 'B', reason: 'identifier_shared' } : { grade: 'A', reason: 'identifier_unique' }
    }
    if (name === null || name >= 0.7) return { grade: 'B', reason: 'identifier_minor_differences' }
    return { grade: 'C', reason: 'identifier_name_differs' }
  }
  if (website === 'exact') {
    if (countryDifferent || strongDifferent > 0) return { grade: 'C', reason: 'website_contradicted' }
    if (ambiguous) return { grade: 'C', reason: 'website_shared' }
    if (name === null) return { grade: 'B', reason: 'website_exact' }
    if (name === 1) return hintResolved ? { grade: 'B', reason: 'website_name_close' } : { grade: 'A', reason: 'website_and_name_exact' }
    if (name >= 0.85) return { grade: 'B', reason: 'website_name_close' }
    return { grade: 'C', reason: 'website_name_differs' }
  }
  if (name !== null && !countryDifferent) {
    if (name < NAME_WEAK || verdictOf(best, 'name') === 'different') return { grade: null, reason: 'no_similar_name' }
    if (name < NAME_CLOSE) {
      // Weakly alike: a C only when it stands alone and nothing the row has contradicts it.
      if (strongDifferent > 0 || website === 'different') return { grade: null, reason: 'no_similar_name' }
      if (runnerUp && runnerUp.points > best.points - WEAK_NAME_LEAD) return { grade: null, reason: 'name_ambiguous' }
      return { grade: 'C', reason: 'name_partly_similar' }
    }
    if (strongDifferent > 0 || website === 'different') return { grade: 'C', reason: 'name_similar_identifiers_differ' }
    // Initials shared by two companies point to neither: "IBM" is not a coin toss to review.
    if (best.nameVia === 'initials')
      return ambiguous ? { grade: null, reason: 'name_ambiguous' } : { grade: 'C', reason: 'name_initialism' }
    if (ambiguous) return { grade: 'C', reason: 'name_ambiguous' }
    // Alike letter by letter, but with another distinctive word: a look-alike to check, never "likely".
    if (best.nameWordsDiffer) return { grade: 'C', reason: 'name_words_differ' }
    if (hintResolved && name >= 0.9) return { grade: 'B', reason: 'name_country_hinted' }
    if (name === 1) return { grade: 'A', reason: 'name_exact_unique' }
    if (twinResolved && name >= 0.9) return { grade: 'B', reason: 'name_close_twin_resolved' }
    if (name >= 0.9)
      return {
        grade: 'B',
        reason:
          name === WRITTEN_DIFFERENTLY ? 'name_written_differently' : name >= LEGAL_FORM_ONLY ? 'name_exact_but_legal_form' : 'name_close',
      }
    return { grade: 'C', reason: 'name_partly_similar' }
  }
  return { grade: null, reason: 'nothing_credible' }
}
