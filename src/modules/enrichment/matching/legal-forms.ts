import { boundedEditDistance } from './similarity'

/**
 * Legal-form words, as word sequences of a normalised name, with the canonical code they stand
 * for. Long forms and abbreviations map to the same code, so "Acme Limited" and "ACME LTD" compare
 * equal; forms are stripped from the end of a name to get its core.
 */
/** Legal-form words at least this long still match with one typo ("limted"). */
const MIN_TYPO_WORD = 5

const FORMS: Record<string, readonly string[]> = {
  ltd: ['ltd', 'limited', 'ltda', 'ltee', 'limitee'],
  plc: ['plc', 'public limited company'],
  llp: ['llp', 'limited liability partnership'],
  llc: ['llc', 'l l c', 'limited liability company'],
  inc: ['inc', 'incorporated'],
  corp: ['corp', 'corporation'],
  co: ['co', 'company'],
  lp: ['lp', 'limited partnership'],
  pty: ['pty', 'proprietary'],
  pte: ['pte', 'pvt', 'private'],
  gmbh: ['gmbh', 'gesellschaft mit beschrankter haftung', 'mbh'],
  ug: ['ug', 'ug haftungsbeschrankt', 'haftungsbeschrankt', 'unternehmergesellschaft'],
  ag: ['ag', 'aktiengesellschaft'],
  kg: ['kg', 'kommanditgesellschaft'],
  ohg: ['ohg'],
  ek: ['e k', 'ek', 'e kfm'],
  sa: ['sa', 's a', 'societe anonyme', 'sociedad anonima', 'sociedade anonima'],
  sas: ['sas', 's a s', 'societe par actions simplifiee'],
  sasu: ['sasu'],
  sarl: ['sarl', 's a r l', 'societe a responsabilite limitee'],
  eurl: ['eurl'],
  snc: ['snc', 's n c'],
  sl: ['sl', 's l', 'sociedad limitada', 'sociedad de responsabilidad limitada'],
  slu: ['slu', 's l u'],
  srl: ['srl', 's r l', 'societa a responsabilita limitata'],
  spa: ['spa', 's p a', 'societa per azioni'],
  bv: ['bv', 'b v', 'besloten vennootschap'],
  nv: ['nv', 'n v', 'naamloze vennootschap'],
  sadecv: ['s a de c v', 'sa de cv', 'de c v', 'de cv', 'c v', 'cv'],
  srldecv: ['s de r l de c v', 's de rl de cv', 's de r l', 's de rl'],
  fze: ['fze', 'fzco', 'fz llc', 'fz'],
  cc: ['cc'],
  se: ['se'],
  // Eastern Europe and the Baltics, often written before the name ("OOO Romashka", "UAB Vilniaus").
  ooo: ['ooo', 'o o o', 'obshchestvo s ogranichennoy otvetstvennostyu'],
  ao: ['ao', 'oao', 'zao', 'pao', 'aktsionernoye obshchestvo'],
  sia: ['sia'],
  uab: ['uab'],
  spzoo: ['sp z o o', 'sp zoo', 'spzoo', 'spolka z ograniczona odpowiedzialnoscia'],
  sro: ['sro', 's r o', 'spol s r o'],
  kft: ['kft'],
  doo: ['doo', 'd o o'],
  // The Netherlands and Belgium beside B.V. and N.V.
  vof: ['vof', 'v o f', 'vennootschap onder firma'],
  stichting: ['stichting'],
  bvba: ['bvba', 'b v b a'],
  // The Nordics.
  as: ['as', 'a s', 'asa'],
  ab: ['ab', 'publ ab'],
  oy: ['oy', 'oyj'],
  aps: ['aps'],
}

/** `last` is the spelling's last word; `typoTolerant` when that word is long enough to match with a typo (sameWord). */
type FormEntry = { words: string[]; code: string; last: string; typoTolerant: boolean }

/** Longest sequences first so "s a de c v" wins over "s a". */
const ENTRIES: FormEntry[] = Object.entries(FORMS)
  .flatMap(([code, spellings]) =>
    spellings.map((spelling) => {
      const words = spelling.split(' ')
      const last = words[words.length - 1]!
      return { words, code, last, typoTolerant: last.length >= MIN_TYPO_WORD }
    }),
  )
  .sort((a, b) => b.words.length - a.words.length)

/** Words that join legal forms ("GmbH & Co. KG") and carry no identity. */
const JOINERS = new Set(['and', 'und', 'et', 'y', 'e'])

/** Equal, or one typo apart for words long enough that a typo cannot make another form. */
function sameWord(token: string, word: string): boolean {
  if (token === word) return true
  if (word.length < MIN_TYPO_WORD || Math.abs(token.length - word.length) > 1) return false
  // One edit (a letter changed, added, dropped or two swapped) keeps one of these four pairs
  // equal: a cheap test that spares most words the edit distance.
  if (token[0] !== word[0] && token[1] !== word[1] && token[0] !== word[1] && token[1] !== word[0]) return false
  return boundedEditDistance(token, word, 1) <= 1
}

function endsWith(tokens: readonly string[], words: readonly string[]): boolean {
  if (words.length > tokens.length) return false
  const offset = tokens.length - words.length
  return words.every((word, index) => sameWord(tokens[offset + index]!, word))
}

/**
 * Splits trailing legal-form words off a tokenised name. Keeps at least one word of core, so a
 * company literally called "Company Ltd" keeps "company". Returns the canonical codes joined
 * ("gmbh co kg") or null.
 */
export function splitLegalForm(tokens: readonly string[]): { core: string[]; legalForm: string | null } {
  const core = [...tokens]
  const codes: string[] = []
  let stripped = true
  while (stripped && core.length > 1) {
    stripped = false
    const lastWord = core[core.length - 1]!
    for (const entry of ENTRIES) {
      // Most names end in a word no spelling ends with: a short spelling must end in exactly that word.
      if (!entry.typoTolerant && entry.last !== lastWord) continue
      if (entry.words.length < core.length && endsWith(core, entry.words)) {
        core.splice(core.length - entry.words.length)
        codes.unshift(entry.code)
        stripped = true
        break
      }
    }
    if (!stripped && codes.length && core.length > 1 && JOINERS.has(core[core.length - 1]!)) {
      core.pop()
      stripped = true
    }
  }
  return { core, legalForm: codes.length ? codes.join(' ') : null }
}

/** Every spelling of a canonical legal-form code ("plc" -> plc, public limited company), or none. */
export function legalFormSpellings(code: string): readonly string[] {
  return FORMS[code] ?? []
}

/**
 * A legal form written before the name ("PLC Torphy", "OOO Romashka", "Sp. z o.o. Kowalski"), as
 * some registers and languages write it: the form's words and the core after them. Only spellings
 * written in full count (no typo), and at least one word of core must follow.
 */
export function splitLeadingLegalForm(tokens: readonly string[]): { core: string[]; legalForm: string } | null {
  for (const entry of ENTRIES) {
    if (entry.words.length >= tokens.length) continue
    // Two letters alone ("co", "sa", "as") begin too many names ("SA Breweries", "Co-op").
    if (entry.words.length === 1 && entry.last.length < 3 && !LEADING_TWO_LETTER_FORMS.has(entry.last)) continue
    if (entry.words.every((word, index) => tokens[index] === word)) {
      const rest = tokens.slice(entry.words.length)
      if (rest.length && !JOINERS.has(rest[0]!)) return { core: rest, legalForm: entry.code }
    }
  }
  return null
}

/** Two-letter forms that registers do write first ("AO Gazprom"). */
const LEADING_TWO_LETTER_FORMS = new Set(['ao'])

/** Compact spellings a garbled legal form is compared with: three letters or more ("llc", "gmbh"). */
const GARBLE_TARGETS: readonly { spelling: string; code: string }[] = ENTRIES.filter(
  (entry) => entry.words.join('').length >= 3 && entry.words.join('').length <= 5,
).map((entry) => ({
  spelling: entry.words.join(''),
  code: entry.code,
}))
/** Garbled forms this long at most: longer trailing words are names, not a damaged "LLC". */
const MAX_GARBLED_FORM = 5

/**
 * A legal form at the end damaged by one character ("L4C", "PL*" read as "pl", "I}c" read as "i c",
 * "YLC", "Lad"): the trailing word, or the one- and two-letter fragments that signs split it into,
 * one edit from a known form of three letters or more. The code is that form's when only one form
 * is that close, else null (some legal form, unknown which).
 */
export function splitGarbledLegalForm(tokens: readonly string[]): { core: string[]; legalForm: string | null } | null {
  let start = tokens.length - 1
  // "i c", "l c": fragments of one word that signs inside it split.
  while (
    start > 1 &&
    tokens[start - 1]!.length <= 2 &&
    tokens[start]!.length <= 2 &&
    tokens.slice(start - 1).join('').length <= MAX_GARBLED_FORM
  )
    start--
  if (start < 1) return null
  const word = tokens.slice(start).join('')
  if (word.length < 2 || word.length > MAX_GARBLED_FORM) return null
  const codes = new Set<string>()
  for (const { spelling, code } of GARBLE_TARGETS) {
    if (spelling === word) return null
    if (Math.abs(spelling.length - word.length) <= 1 && boundedEditDistance(word, spelling, 1) <= 1) codes.add(code)
  }
  if (!codes.size) return null
  return { core: tokens.slice(0, start), legalForm: codes.size === 1 ? [...codes][0]! : null }
}

/** Compact spellings long enough that finding one glued to a name's end is not a coincidence. */
const GLUED_SUFFIXES: readonly { suffix: string; code: string }[] = ENTRIES.map((entry) => ({
  suffix: entry.words.join(''),
  code: entry.code,
}))
  .filter((entry) => entry.suffix.length >= 3)
  .sort((a, b) => b.suffix.length - a.suffix.length)
const MIN_GLUED_CORE = 3

/**
 * A legal form glued to the last word ("schummplc" -> "schumm" + plc), as lists often lose the
 * space before it. Null when the word does not end with a legal form or too little would be left.
 */
export function splitGluedLegalForm(word: string): { core: string; legalForm: string } | null {
  for (const { suffix, code } of GLUED_SUFFIXES) {
    if (word.length - suffix.length >= MIN_GLUED_CORE && word.endsWith(suffix))
      return { core: word.slice(0, -suffix.length), legalForm: code }
  }
  return null
}
