/**
 * Check digits of national company identifiers (not VAT numbers). Each `*CheckDigit(s)` function
 * takes the payload without its check characters; each `isValid*` takes the compact identifier.
 */
import { digitAt, isLuhnValid, luhnCheckDigit, luhnModNCheckChar, mod97, weightedSum } from './check-digit-algorithms'

// ---- France: SIREN is 8 digits + Luhn digit -------------------------------------------------

export function sirenFromBase(base8: string): string {
  return base8 + luhnCheckDigit(base8)
}

export function isValidSiren(siren: string): boolean {
  return /^\d{9}$/.test(siren) && isLuhnValid(siren)
}

// ---- LEI (ISO 17442): 18 letters or digits, then 2 check digits (ISO 7064 MOD 97-10) ------------

/** The LEI of an 18-character prefix (the LOU's 4, 2 reserved, 12 for the entity): its check digits appended. */
export function leiFromBase(base18: string): string {
  return `${base18}${String(98 - mod97(`${base18}00`)).padStart(2, '0')}`
}

/** A compact LEI (upper case, no spaces) whose check digits hold: the whole read as a number is 1 modulo 97. */
export function isValidLei(lei: string): boolean {
  return /^[0-9A-Z]{18}\d{2}$/.test(lei) && mod97(lei) === 1
}

// ---- Spain: CIF control character -------------------------------------------------------------

const CIF_LETTERS = 'JABCDEFGHI'

/** Control digit (0-9) of a CIF from its 7 middle digits; the letter form is CIF_LETTERS[digit]. */
export function cifControlDigit(digits7: string): number {
  let total = 0
  for (let index = 0; index < 7; index += 1) {
    const digit = digitAt(digits7, index)
    if (index % 2 === 0) {
      const doubled = digit * 2
      total += doubled > 9 ? doubled - 9 : doubled
    } else {
      total += digit
    }
  }
  return (10 - (total % 10)) % 10
}

/** Letters whose CIF control is a digit, letters whose control is a letter; the rest allow both. */
const CIF_DIGIT_ONLY = 'ABEH'
const CIF_LETTER_ONLY = 'NPQRSW'

/** CIF for an organisation letter + 7 digits, using the customary control form for that letter. */
export function cifFromBase(letter: string, digits7: string): string {
  const control = cifControlDigit(digits7)
  return letter + digits7 + (CIF_LETTER_ONLY.includes(letter) ? CIF_LETTERS.charAt(control) : String(control))
}

/**
 * Registry-side CIF check. Stricter than the VAT rule: the tax agency issues A/B/E/H numbers with
 * a control digit and N/P/Q/R/S/W numbers with a control letter (Orden EHA/451/2008).
 */
export function isValidCif(cif: string): boolean {
  if (!/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(cif)) return false
  const letter = cif.charAt(0)
  const control = cifControlDigit(cif.slice(1, 8))
  const last = cif.charAt(8)
  const isDigit = last >= '0' && last <= '9'
  if (isDigit) return !CIF_LETTER_ONLY.includes(letter) && last === String(control)
  return !CIF_DIGIT_ONLY.includes(letter) && last === CIF_LETTERS.charAt(control)
}

// ---- Italy: codice fiscale / partita IVA of a company ----------------------------------------

/** Office codes 001-100 are the provincial offices; 120/121 and 888/999 are special issuers. */
export function isItalianOfficeCode(office: number): boolean {
  return (office >= 1 && office <= 100) || office === 120 || office === 121 || office === 888 || office === 999
}

export function italianTaxCodeFromBase(base10: string): string {
  return base10 + luhnCheckDigit(base10)
}

export function isValidItalianTaxCode(code: string): boolean {
  return /^\d{11}$/.test(code) && code.slice(0, 7) !== '0000000' && isItalianOfficeCode(Number(code.slice(7, 10))) && isLuhnValid(code)
}

// ---- Australia: ACN and ABN ---------------------------------------------------------------------

const ACN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 1] as const

export function acnFromBase(base8: string): string {
  return base8 + ((10 - (weightedSum(base8, ACN_WEIGHTS) % 10)) % 10)
}

export function isValidAcn(acn: string): boolean {
  return /^\d{9}$/.test(acn) && acnFromBase(acn.slice(0, 8)) === acn
}

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const

function abnSum(abn: string): number {
  // The ABN algorithm subtracts 1 from the leading digit before weighting.
  return (digitAt(abn, 0) - 1) * 10 + weightedSum(abn.slice(1), ABN_WEIGHTS.slice(1))
}

export function isValidAbn(abn: string): boolean {
  return /^\d{11}$/.test(abn) && abn.charAt(0) !== '0' && abnSum(abn) % 89 === 0
}

/**
 * The ABN of a company is its ACN behind two check digits. The first two digits take every value
 * 0-89 of (d1 - 1) * 10 + d2, so exactly one prefix in 10..98 satisfies the mod 89 rule.
 */
export function abnFromAcn(acn: string): string {
  const tail = weightedSum(acn, ABN_WEIGHTS.slice(2))
  const needed = (89 - (tail % 89)) % 89
  const prefix = needed + 10
  return String(prefix) + acn
}

// ---- Brazil: CNPJ ------------------------------------------------------------------------------

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const

function cnpjDigit(sum: number): number {
  const remainder = sum % 11
  return remainder < 2 ? 0 : 11 - remainder
}

/** Appends the two CNPJ check digits to the 12-digit root + branch. */
export function cnpjFromBase(base12: string): string {
  const first = cnpjDigit(weightedSum(base12, CNPJ_WEIGHTS_1))
  const withFirst = base12 + first
  return withFirst + cnpjDigit(weightedSum(withFirst, CNPJ_WEIGHTS_2))
}

export function isValidCnpj(value: string): boolean {
  const digits = value.replace(/[./-]/g, '')
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false
  return cnpjFromBase(digits.slice(0, 12)) === digits
}

export function formatCnpj(digits14: string): string {
  return `${digits14.slice(0, 2)}.${digits14.slice(2, 5)}.${digits14.slice(5, 8)}/${digits14.slice(8, 12)}-${digits14.slice(12)}`
}

// ---- Mexico: RFC of a legal person (12 characters) --------------------------------------------

const RFC_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ'

/** SAT check character of an RFC; the 11-character company payload is padded to 12 with a space. */
export function rfcCheckChar(payload: string): string {
  const padded = payload.length >= 12 ? payload.slice(-12) : ' '.repeat(12 - payload.length) + payload
  let total = 0
  for (let index = 0; index < 12; index += 1) total += RFC_ALPHABET.indexOf(padded.charAt(index)) * (13 - index)
  return RFC_ALPHABET.charAt((((11 - total) % 11) + 11) % 11)
}

export function isValidCompanyRfc(rfc: string): boolean {
  const match = /^[A-ZÑ&]{3}(\d{2})(\d{2})(\d{2})[1-9A-V][1-9A-Z][0-9A]$/.exec(rfc)
  if (!match) return false
  const month = Number(match[2])
  const day = Number(match[3])
  if (month < 1 || month > 12 || day < 1 || day > 31) return false
  return rfcCheckChar(rfc.slice(0, 11)) === rfc.charAt(11)
}

// ---- Singapore: UEN of a local company (ROC) ---------------------------------------------------

const UEN_ROC_WEIGHTS = [10, 8, 6, 4, 9, 7, 5, 3, 1] as const
const UEN_ROC_LETTERS = 'ZKCMDNERGWH'

export function uenFromBase(base9: string): string {
  return base9 + UEN_ROC_LETTERS.charAt(weightedSum(base9, UEN_ROC_WEIGHTS) % 11)
}

export function isValidCompanyUen(uen: string): boolean {
  return /^(?:18|19|20)\d{7}[A-Z]$/.test(uen) && uenFromBase(uen.slice(0, 9)) === uen
}

// ---- China: unified social credit code (GB 32100-2015) ----------------------------------------

/** The code alphabet leaves out I, O, S, V and Z. */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const
const ORG_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const

function base36Value(char: string): number {
  const code = char.charCodeAt(0)
  return code <= 57 ? code - 48 : code - 55
}

/** Check character of the embedded 9-character organisation code (GB 11714). */
export function orgCodeCheckChar(base8: string): string {
  let total = 0
  for (let index = 0; index < 8; index += 1) total += base36Value(base8.charAt(index)) * (ORG_CODE_WEIGHTS[index] ?? 0)
  const check = 11 - (total % 11)
  if (check === 10) return 'X'
  return check === 11 ? '0' : String(check)
}

export function usccCheckChar(payload17: string): string {
  let total = 0
  for (let index = 0; index < 17; index += 1) {
    total += USCC_ALPHABET.indexOf(payload17.charAt(index)) * (USCC_WEIGHTS[index] ?? 0)
  }
  return USCC_ALPHABET.charAt((31 - (total % 31)) % 31)
}

export function isValidUscc(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code)) return false
  if (orgCodeCheckChar(code.slice(8, 16)) !== code.charAt(16)) return false
  return usccCheckChar(code.slice(0, 17)) === code.charAt(17)
}

// ---- India: GSTIN and Canada: business number --------------------------------------------------

const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

export function gstinCheckChar(payload14: string): string {
  return luhnModNCheckChar(payload14, GSTIN_ALPHABET)
}

export function canadianBusinessNumberFromBase(base8: string): string {
  return base8 + luhnCheckDigit(base8)
}
