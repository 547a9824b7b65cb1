/**
 * Letters that Unicode NFD does not split into base letter + accent. German umlauts get their
 * conventional two-letter spelling only on request: "Müller" is registered as "MUELLER" in German
 * domains and registers, but "Müller" in a French address is plain "MULLER".
 */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
}

const GERMAN_LETTERS: Readonly<Record<string, string>> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
}

const NON_ASCII = /[\u0080-\uffff]/
const COMBINING_MARKS = /[\u0300-\u036f]/g
const NON_ASCII_GLOBAL = /[\u0080-\uffff]/g

/** Removes accents and transliterates special letters to plain ASCII ("Société Générale" -> "Societe Generale"). */
export function asciiFold(text: string, options: { german?: boolean } = {}): string {
  if (!NON_ASCII.test(text)) return text
  let source = text
  if (options.german) source = source.replace(/[äöüÄÖÜ]/g, (letter) => GERMAN_LETTERS[letter] ?? letter)
  return source
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(NON_ASCII_GLOBAL, (letter) => SPECIAL_LETTERS[letter] ?? '')
}
