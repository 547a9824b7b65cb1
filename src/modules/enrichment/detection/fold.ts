/**
 * Text folding shared by header, country and value matching: spreadsheets spell the same label
 * or country with or without accents, in any case and with any punctuation ("Razón social",
 * "RAZON-SOCIAL", "U.S.A.").
 */

/** Letters that NFKD does not split into a base letter and an accent. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
}

const NON_ASCII = /[\u0080-\uffff]/
const COMBINING_MARKS = /\p{M}+/gu
const SPECIAL_LETTER = /[ßæœøłđðþı]/g
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/u

/** Lower case without accents; letters of other scripts are kept (Greek and CJK country names). */
export function foldText(text: string): string {
  // Most cells are plain ASCII; Unicode normalisation is the expensive step, so skip it for them.
  if (!NON_ASCII.test(text)) return text.toLowerCase()
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(SPECIAL_LETTER, (letter) => SPECIAL_LETTERS[letter] ?? letter)
}

/** Folded words, punctuation dropped: "Nom de l'entreprise" -> ["nom", "de", "l", "entreprise"]. */
export function foldedWords(text: string): string[] {
  return foldText(text).split(NOT_LETTER_OR_DIGIT).filter(Boolean)
}
