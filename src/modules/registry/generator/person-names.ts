import { word, words, type Language, type Word } from './name-words'
import type { Prng } from './prng'
import { WeightedList } from './weighted-list'

/** A naming tradition within a country (Emirati, South Asian, Western expatriate... in the UAE). */
export type NameGroup = {
  readonly male: readonly Word[]
  readonly female: readonly Word[]
  readonly surnames: readonly Word[]
  /** The surnames as they open a company name: "van den Berg" -> "Van den Berg". */
  readonly companySurnames: readonly Word[]
  /** Written surname first ("Wang Wei", "Tan Wei Ming"). */
  readonly surnameFirst: number
  /** Probability of carrying two surnames (Spanish and Latin American naming). */
  readonly doubleSurname: number
}

export type Person = {
  readonly first: Word
  readonly last: Word
  readonly full: string
}

export function nameGroup(
  language: Language,
  male: string,
  female: string,
  surnames: string,
  options: { surnameFirst?: number; doubleSurname?: number } = {},
): NameGroup {
  const surnameWords = words(surnames, language)
  return {
    male: words(male, language),
    female: words(female, language),
    surnames: surnameWords,
    companySurnames: surnameWords.map((surname) => word(surname.text.charAt(0).toUpperCase() + surname.text.slice(1), language)),
    surnameFirst: options.surnameFirst ?? 0,
    doubleSurname: options.doubleSurname ?? 0,
  }
}

export function nameGroups(entries: readonly (readonly [NameGroup, number])[]): WeightedList<NameGroup> {
  return new WeightedList(entries)
}

export function drawPerson(r: Prng, group: NameGroup): Person {
  const first = r.chance(0.5) ? r.pick(group.male) : r.pick(group.female)
  let last = r.pick(group.surnames)
  if (group.doubleSurname > 0 && r.chance(group.doubleSurname)) {
    const second = r.pick(group.surnames)
    if (second !== last) last = { text: `${last.text} ${second.text}`, slug: last.slug + second.slug }
  }
  const full = r.chance(group.surnameFirst) ? `${last.text} ${first.text}` : `${first.text} ${last.text}`
  return { first, last, full }
}
