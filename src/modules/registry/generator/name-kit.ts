import type { Draft } from './country-spec'
import { isFamousCompanyName } from './famous-company-names'
import { REFERENCE_YEAR } from './founding-years'
import type { Language, Word } from './name-words'
import type { NameGroup, Person } from './person-names'
import type { Prng } from './prng'
import { TRADE_WORDS } from './trade-words'
import type { WeightedList } from './weighted-list'

/**
 * Sets the company name (without legal form), the slugs its domain may use, in name order, and
 * the first distinctive slug (a surname or brand, never a trade or place) for short domains.
 */
export function setName(draft: Draft, parts: readonly Word[]): void {
  let name = ''
  let key: string | null = null
  const slugs: string[] = []
  for (const part of parts) {
    if (name) name += ' '
    name += part.text
    if (!part.slug) continue
    slugs.push(part.slug)
    if (key === null && !part.generic) key = part.slug
  }
  draft.name = name
  draft.domainSlugs = slugs
  draft.domainKey = key
}

/** English words that Romance and Dutch firms put after the owner's name ("Rossi Software", not "Software Rossi"). */
const LOANWORDS = new Set([
  'IT',
  'Software',
  'Digital',
  'Partners',
  'Consulting',
  'Advisory',
  'Staffing',
  'Shop',
  'Online',
  'E-commerce',
  'E-Commerce',
  'Service',
  'Design',
  'Studio',
  'Market',
  'Data',
  'Cloud',
  'Hosting',
  'Training',
  'Biotech',
  'Pharma',
  'Express',
  'Catering',
  'Food',
  'Agri',
  'Life Sciences',
  'Energy',
  'Coatings',
  'Hardware',
  'Computer',
  'Computers',
  'Automotive',
  'Shipping',
  'Courier',
  'Marketing',
  'Media',
  'Film',
  'Films',
  'Pictures',
  'Dental',
  'Warehousing',
  'Supply Chain',
  'Recycling',
  'ICT',
  'IT Services',
  'IT Solutions',
  'Hospitality',
  'Holding',
  'Buffet',
  'Restaurants',
  'Solutions',
])

/** Whether a trade word is an English loan, which follows rather than opens a Romance name. */
export function isLoanword(trade: Word): boolean {
  return LOANWORDS.has(trade.text)
}

/** "Trade Owner" as Romance languages write it, unless the trade word is an English loan. */
export function tradeFirst(trade: Word, other: Word): Word[] {
  return LOANWORDS.has(trade.text) ? [other, trade] : [trade, other]
}

export function tradeWord(draft: Draft, language: Language): Word {
  return draft.r.pick(TRADE_WORDS[draft.sic.kind][language])
}

/**
 * A surname for a company named after a person. Younger companies are often still run by that
 * person, who then becomes the first officer ("Hartley Engineering Ltd", director James Hartley).
 */
export function founderSurname(draft: Draft, groups: WeightedList<NameGroup>): Word {
  const { r } = draft
  const group = groups.pick(r)
  const index = r.int(group.surnames.length)
  const surname = group.companySurnames[index] as Word
  if (REFERENCE_YEAR - draft.year < 35 && r.chance(0.65)) {
    draft.founder = personWithSurname(r, group, group.surnames[index] as Word)
  }
  return surname
}

/** Another surname of the same tradition, different from `not` ("Hartley & Moss"). */
export function partnerSurname(draft: Draft, groups: WeightedList<NameGroup>, not: Word): Word {
  const surnames = draft.r.pick(groups.items).companySurnames
  const index = draft.r.int(surnames.length)
  const surname = surnames[index] as Word
  // "Johnson & Johnson" is a real company; a neighbour in the list is as good as a redraw.
  return surname.text === not.text ? (surnames[(index + 1) % surnames.length] as Word) : surname
}

function personWithSurname(r: Prng, group: NameGroup, surname: Word): Person {
  const first = r.chance(0.5) ? r.pick(group.male) : r.pick(group.female)
  let last = surname
  // Spanish-style naming: the company carries the first surname, the person both.
  if (group.doubleSurname > 0 && r.chance(group.doubleSurname)) {
    const second = r.pick(group.surnames)
    if (second.text !== surname.text) last = { text: `${surname.text} ${second.text}`, slug: surname.slug + second.slug }
  }
  const full = r.chance(group.surnameFirst) ? `${last.text} ${first.text}` : `${first.text} ${last.text}`
  return { first, last, full }
}

/** Three-letter initials as firms use them ("JDS Construction"), skipping I and O. */
export function initialsWord(r: Prng, count = 3): Word {
  const letters = 'ABCDEFGHJKLMNPRSTW'
  let text = ''
  for (let index = 0; index < count; index += 1) text += letters.charAt(r.int(letters.length))
  return { text, slug: text.toLowerCase() }
}

export type NameTemplate = (draft: Draft) => Word[]

/**
 * Runs a country's weighted name templates; a name that happens to spell a famous company is
 * drawn again (a handful of tries is plenty: such collisions are rare).
 */
export function composeName(draft: Draft, templates: WeightedList<NameTemplate>): void {
  for (let attempt = 0; attempt < 6; attempt += 1) {
    draft.founder = null
    setName(draft, templates.pick(draft.r)(draft))
    if (!isFamousCompanyName(draft.name)) return
  }
}
