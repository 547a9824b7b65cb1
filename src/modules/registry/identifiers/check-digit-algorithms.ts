/**
 * Generic check-digit algorithms shared by the VAT and company-number rules. Inputs are assumed to
 * be pre-validated strings of the right alphabet; callers check the format first.
 */

const CODE_0 = 48

/** Numeric value of a digit character (no validation, hot path). */
export function digitAt(value: string, index: number): number {
  return value.charCodeAt(index) - CODE_0
}

/** Sum of digit x weight, aligned from the left of `value` (extra weights are ignored). */
export function weightedSum(value: string, weights: readonly number[]): number {
  let total = 0
  const length = Math.min(value.length, weights.length)
  for (let index = 0; index < length; index += 1) total += digitAt(value, index) * (weights[index] ?? 0)
  return total
}

/** Luhn (mod 10) sum of `digits` where the rightmost digit is the check digit. */
function luhnSum(digits: string, checkIncluded: boolean): number {
  let total = 0
  let double = !checkIncluded
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = digitAt(digits, index)
    if (double) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    total += digit
    double = !double
  }
  return total
}

export function isLuhnValid(digits: string): boolean {
  return digits.length > 1 && luhnSum(digits, true) % 10 === 0
}

/** The digit that makes `payload + digit` Luhn-valid. */
export function luhnCheckDigit(payload: string): number {
  return (10 - (luhnSum(payload, false) % 10)) % 10
}

/** ISO 7064 MOD 11,10 (German USt-IdNr, Croatian OIB, Serbian PIB). */
export function iso7064Mod11Radix10CheckDigit(payload: string): number {
  let product = 10
  for (let index = 0; index < payload.length; index += 1) {
    let sum = (digitAt(payload, index) + product) % 10
    if (sum === 0) sum = 10
    product = (2 * sum) % 11
  }
  const check = 11 - product
  return check === 10 ? 0 : check
}

export function isIso7064Mod11Radix10Valid(value: string): boolean {
  return iso7064Mod11Radix10CheckDigit(value.slice(0, -1)) === digitAt(value, value.length - 1)
}

/** Value of 0-9 / A-Z in base-36 style schemes (A = 10 ... Z = 35). */
export function alphanumericValue(char: string): number {
  const code = char.charCodeAt(0)
  return code <= 57 ? code - CODE_0 : code - 55
}

/**
 * Remainder of a long alphanumeric string modulo 97 with letters expanded to two digits
 * (ISO 7064 MOD 97-10 style, as used by IBANs and the Dutch sole-proprietor VAT numbers).
 * Processes digit by digit so it never overflows a double.
 */
export function mod97(value: string): number {
  let remainder = 0
  for (let index = 0; index < value.length; index += 1) {
    const char = value.charAt(index)
    const numeric = alphanumericValue(char)
    remainder = numeric > 9 ? (remainder * 100 + numeric) % 97 : (remainder * 10 + numeric) % 97
  }
  return remainder
}

/** Luhn mod N over an alphabet (Indian GSTIN uses N = 36 over 0-9A-Z). */
export function luhnModNCheckChar(payload: string, alphabet: string): string {
  const modulus = alphabet.length
  let factor = 2
  let total = 0
  for (let index = payload.length - 1; index >= 0; index -= 1) {
    const addend = factor * alphabet.indexOf(payload.charAt(index))
    factor = factor === 2 ? 1 : 2
    total += Math.floor(addend / modulus) + (addend % modulus)
  }
  return alphabet.charAt((modulus - (total % modulus)) % modulus)
}
