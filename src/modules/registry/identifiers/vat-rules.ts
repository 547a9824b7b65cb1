/**
 * Per-country VAT (and equivalent sales-tax / GST) number rules: how the number is written, its
 * format and its check digits. `body` always means the compact number without country prefix or
 * trailing marker (e.g. Norway's "MVA").
 *
 * Countries whose algorithm leaves some numbers impossible (check value 10 in a one-digit slot) make
 * `complete` throw a RangeError for those bases instead of inventing a digit.
 */
import {
  digitAt,
  isIso7064Mod11Radix10Valid,
  iso7064Mod11Radix10CheckDigit,
  isLuhnValid,
  luhnCheckDigit,
  mod97,
  weightedSum,
} from './check-digit-algorithms'
import {
  abnFromAcn,
  canadianBusinessNumberFromBase,
  cifControlDigit,
  cnpjFromBase,
  gstinCheckChar,
  isItalianOfficeCode,
  isValidAbn,
  isValidCnpj,
  sirenFromBase,
} from './company-id-check-digits'

export type VatRule = {
  /** ISO 3166-1 alpha-2 code ("EU" for the non-Union OSS scheme). */
  readonly country: string
  /** Prefix printed before the number; null where the number is customarily written bare (ABN, GSTIN). */
  readonly prefix: string | null
  /** Other prefixes met in the wild (Greece's ISO "GR", Northern Ireland's "XI"). */
  readonly alternativePrefixes: readonly string[]
  /** Trailing marker that some countries append (Norway "MVA", Switzerland "MWST"/"TVA"/"IVA"). */
  readonly suffix: RegExp | null
  readonly format: RegExp
  /** Check-digit validation; absent where the issuer publishes no algorithm (format check only). */
  readonly check: ((body: string) => boolean) | null
  /** Builds a valid body from the payload without check characters (the generator's entry point). */
  readonly complete: ((base: string) => string) | null
  /** Length of the payload `complete` expects, for error messages. */
  readonly baseLength: number | null
}

const impossible = (country: string, base: string) =>
  new RangeError(`${country} VAT base ${base} has no valid check digit; pick another base`)

/** 11 - (sum mod 11), with 11 -> 0 and 10 impossible: the common "mod 11" family. */
function mod11Complement(sum: number): number | null {
  const check = 11 - (sum % 11)
  if (check === 11) return 0
  return check === 10 ? null : check
}

function rule(partial: Partial<VatRule> & Pick<VatRule, 'country' | 'format'>): VatRule {
  return {
    prefix: partial.country,
    alternativePrefixes: [],
    suffix: null,
    check: null,
    complete: null,
    baseLength: null,
    ...partial,
  }
}

/** Rule whose check is "complete(payload) reproduces the body": one source of truth for both. */
function completing(
  partial: Omit<Partial<VatRule>, 'check' | 'complete'> & Pick<VatRule, 'country' | 'format'>,
  checkLength: number,
  complete: (base: string) => string,
): VatRule {
  return rule({
    ...partial,
    baseLength: partial.baseLength ?? null,
    complete,
    check: (body) => {
      try {
        return complete(body.slice(0, body.length - checkLength)) === body
      } catch {
        return false
      }
    },
  })
}

// ---- United Kingdom ------------------------------------------------------------------------------

const GB_WEIGHTS = [8, 7, 6, 5, 4, 3, 2] as const

/** Mod 97 check pair of a 7-digit base; the "9755" scheme (numbers issued from 2010) subtracts 55. */
function gbCheckPair(base7: string, scheme: 'mod97' | '9755'): number {
  const traditional = (97 - (weightedSum(base7, GB_WEIGHTS) % 97)) % 97
  return scheme === 'mod97' ? traditional : (traditional + 42) % 97
}

function isValidGbStandard(nine: string): boolean {
  if (/^0+$/.test(nine)) return false
  const base = nine.slice(0, 7)
  const block = Number(base)
  const check = Number(nine.slice(7, 9))
  // HMRC never issued traditional numbers in these blocks, so a match there is a typo, not a number.
  const traditionalRange = block < 9990001 && (block < 100000 || block > 999999) && (block < 9490001 || block > 9700000)
  if (traditionalRange && gbCheckPair(base, 'mod97') === check) return true
  return block > 1000000 && gbCheckPair(base, '9755') === check
}

const GB = rule({
  country: 'GB',
  alternativePrefixes: ['XI', 'UK'],
  // 9 digits, 12 digits (branch trader), GD = government department, HA = health authority.
  format: /^(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  check: (body) => {
    if (body.startsWith('GD')) return Number(body.slice(2)) < 500
    if (body.startsWith('HA')) return Number(body.slice(2)) >= 500
    return isValidGbStandard(body.slice(0, 9))
  },
  complete: (base) => completeGb(base, '9755'),
  baseLength: 7,
})

/** GB body from a 7-digit base; `scheme` picks the traditional or the post-2010 check pair. */
export function completeGb(base7: string, scheme: 'mod97' | '9755'): string {
  const body = base7 + String(gbCheckPair(base7, scheme)).padStart(2, '0')
  if (!isValidGbStandard(body)) throw impossible('GB', base7)
  return body
}

// ---- EU member states and neighbours ----------------------------------------------------------

const AT = completing({ country: 'AT', format: /^U\d{8}$/, baseLength: 7 }, 1, (base) => {
  const digits = base.startsWith('U') ? base.slice(1) : base
  let total = 0
  for (let index = 0; index < 7; index += 1) {
    const product = digitAt(digits, index) * (index % 2 === 0 ? 1 : 2)
    total += product > 9 ? product - 9 : product
  }
  return `U${digits}${(10 - ((total + 4) % 10)) % 10}`
})

const BE = rule({
  country: 'BE',
  // Older numbers were written with 9 digits; the leading 0 is implied.
  format: /^0?[1-9]\d{8}$/,
  check: (body) => {
    const ten = body.length === 9 ? `0${body}` : body
    return 97 - (Number(ten.slice(0, 8)) % 97) === Number(ten.slice(8))
  },
  complete: (base) => {
    const eight = base.padStart(8, '0')
    return eight + String(97 - (Number(eight) % 97)).padStart(2, '0')
  },
  baseLength: 8,
})

function bgNine(base8: string): string {
  let total = 0
  for (let index = 0; index < 8; index += 1) total += digitAt(base8, index) * (index + 1)
  let check = total % 11
  if (check === 10) {
    total = 0
    for (let index = 0; index < 8; index += 1) total += digitAt(base8, index) * (index + 3)
    check = total % 11
    if (check === 10) check = 0
  }
  return base8 + check
}

const BG_PERSON = [2, 4, 8, 5, 10, 9, 7, 3, 6] as const
const BG_FOREIGNER = [21, 19, 17, 13, 11, 9, 7, 3, 1] as const
const BG_OTHER = [4, 3, 2, 7, 6, 5, 4, 3, 2] as const

function isValidBgTen(body: string): boolean {
  const last = digitAt(body, 9)
  if (/^\d\d[0-5]\d[0-3]\d\d{4}$/.test(body)) {
    const month = Number(body.slice(2, 4))
    if ((month > 0 && month < 13) || (month > 20 && month < 33) || (month > 40 && month < 53)) {
      const check = weightedSum(body, BG_PERSON) % 11
      if ((check === 10 ? 0 : check) === last) return true
    }
  }
  if (weightedSum(body, BG_FOREIGNER) % 10 === last) return true
  const other = 11 - (weightedSum(body, BG_OTHER) % 11)
  return other !== 10 && (other === 11 ? 0 : other) === last
}

const BG = rule({
  country: 'BG',
  format: /^\d{9,10}$/,
  check: (body) => (body.length === 9 ? bgNine(body.slice(0, 8)) === body : isValidBgTen(body)),
  complete: bgNine,
  baseLength: 8,
})

const CH = completing({ country: 'CH', prefix: 'CHE', suffix: /(?:MWST|TVA|IVA)$/, format: /^\d{9}$/, baseLength: 8 }, 1, (base) => {
  const check = mod11Complement(weightedSum(base, [5, 4, 3, 2, 7, 6, 5, 4]))
  if (check === null) throw impossible('CH', base)
  return base + check
})

const CY_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21] as const

const CY = completing({ country: 'CY', format: /^[0-59]\d{7}[A-Z]$/, baseLength: 8 }, 1, (base) => {
  // Numbers starting with 12 were never issued.
  if (base.startsWith('12')) throw impossible('CY', base)
  let total = 0
  for (let index = 0; index < 8; index += 1) {
    const digit = digitAt(base, index)
    total += index % 2 === 0 ? (CY_ODD[digit] ?? 0) : digit
  }
  return base + String.fromCharCode(65 + (total % 26))
})

const CZ_LEGAL = [8, 7, 6, 5, 4, 3, 2] as const
const CZ_SPECIAL_LOOKUP = [8, 7, 6, 5, 4, 3, 2, 1, 0, 9, 8] as const

function czLegal(base7: string): string {
  const check = 11 - (weightedSum(base7, CZ_LEGAL) % 11)
  return base7 + (check === 10 ? 0 : check === 11 ? 1 : check)
}

function isValidCz(body: string): boolean {
  if (body.length === 8) return czLegal(body.slice(0, 7)) === body
  if (body.length === 9 && body.startsWith('6')) {
    // "Special" individual numbers: the check goes through a lookup table.
    const total = weightedSum(body.slice(1, 8), CZ_LEGAL)
    const rounded = total % 11 === 0 ? total + 11 : Math.ceil(total / 11) * 11
    return CZ_SPECIAL_LOOKUP[rounded - total - 1] === digitAt(body, 8)
  }
  if (body.length === 9) {
    // Birth numbers issued before 1954 had no check digit.
    return /^[0-5]\d[0156]\d[0-3]\d{4}$/.test(body) && Number(body.slice(0, 2)) <= 53
  }
  if (!/^\d{2}[0-35-8]\d[0-3]\d{5}$/.test(body)) return false
  const pairs =
    Number(body.slice(0, 2)) + Number(body.slice(2, 4)) + Number(body.slice(4, 6)) + Number(body.slice(6, 8)) + Number(body.slice(8))
  return pairs % 11 === 0 && Number(body) % 11 === 0
}

const CZ = rule({ country: 'CZ', format: /^\d{8,10}$/, check: isValidCz, complete: czLegal, baseLength: 7 })

const DE = completing({ country: 'DE', format: /^[1-9]\d{8}$/, baseLength: 8 }, 1, (base) => base + iso7064Mod11Radix10CheckDigit(base))

const DK = completing({ country: 'DK', format: /^[1-9]\d{7}$/, baseLength: 7 }, 1, (base) => {
  const remainder = weightedSum(base, [2, 7, 6, 5, 4, 3, 2]) % 11
  const check = (11 - remainder) % 11
  if (check === 10) throw impossible('DK', base)
  return base + check
})

const EE = completing({ country: 'EE', format: /^10\d{7}$/, baseLength: 8 }, 1, (base) => {
  return base + ((10 - (weightedSum(base, [3, 7, 1, 3, 7, 1, 3, 7]) % 10)) % 10)
})

const ES_NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'
const ES_CIF_CONTROL_LETTERS = 'JABCDEFGHI'

function isValidEs(body: string): boolean {
  const first = body.charAt(0)
  if (first >= '0' && first <= '9') return ES_NIF_LETTERS.charAt(Number(body.slice(0, 8)) % 23) === body.charAt(8)
  if ('XYZ'.includes(first)) {
    const numeric = String('XYZ'.indexOf(first)) + body.slice(1, 8)
    return ES_NIF_LETTERS.charAt(Number(numeric) % 23) === body.charAt(8)
  }
  if ('KLM'.includes(first)) return ES_NIF_LETTERS.charAt(Number(body.slice(1, 8)) % 23) === body.charAt(8)
  const control = cifControlDigit(body.slice(1, 8))
  const last = body.charAt(8)
  if (last >= '0' && last <= '9') return 'ABCDEFGHJUV'.includes(first) && Number(last) === control
  // Letter controls are accepted for every organisation letter: registers carry both spellings.
  return ES_CIF_CONTROL_LETTERS.charAt(control) === last
}

const ES = rule({
  country: 'ES',
  format: /^(?:[A-HJNP-SUVW]\d{7}[0-9A-J]|\d{8}[A-Z]|[KLMXYZ]\d{7}[A-Z])$/,
  check: isValidEs,
  complete: (base) => {
    const first = base.charAt(0)
    if (first >= '0' && first <= '9') return base + ES_NIF_LETTERS.charAt(Number(base) % 23)
    const control = cifControlDigit(base.slice(1, 8))
    return base + ('NPQRSW'.includes(first) ? ES_CIF_CONTROL_LETTERS.charAt(control) : String(control))
  },
  baseLength: 8,
})

const EU = rule({ country: 'EU', format: /^\d{9}$/ })

const FI = completing({ country: 'FI', format: /^\d{8}$/, baseLength: 7 }, 1, (base) => {
  const remainder = weightedSum(base, [7, 9, 10, 5, 8, 4, 2]) % 11
  if (remainder === 1) throw impossible('FI', base)
  return base + (remainder === 0 ? 0 : 11 - remainder)
})

function frKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')
}

const FR = rule({
  country: 'FR',
  // Key: two digits, or letters (except I and O) for numbers issued under the newer scheme.
  format: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  check: (body) => {
    const key = body.slice(0, 2)
    // Alphanumeric keys use an unpublished algorithm: format check only.
    if (!/^\d\d$/.test(key)) return true
    return frKey(body.slice(2)) === key
  },
  complete: (base) => {
    const siren = base.length === 8 ? sirenFromBase(base) : base
    return frKey(siren) + siren
  },
  baseLength: 9,
})

const GR_WEIGHTS = [256, 128, 64, 32, 16, 8, 4, 2] as const

const GR = rule({
  country: 'GR',
  prefix: 'EL',
  alternativePrefixes: ['GR'],
  format: /^\d{8,9}$/,
  check: (body) => {
    const nine = body.padStart(9, '0')
    return (weightedSum(nine, GR_WEIGHTS) % 11) % 10 === digitAt(nine, 8)
  },
  complete: (base) => {
    const eight = base.padStart(8, '0')
    return eight + ((weightedSum(eight, GR_WEIGHTS) % 11) % 10)
  },
  baseLength: 8,
})

const HR = rule({
  country: 'HR',
  format: /^\d{11}$/,
  check: isIso7064Mod11Radix10Valid,
  complete: (base) => base + iso7064Mod11Radix10CheckDigit(base),
  baseLength: 10,
})

const HU = completing({ country: 'HU', format: /^\d{8}$/, baseLength: 7 }, 1, (base) => {
  return base + ((10 - (weightedSum(base, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10)
})

const IE_WEIGHTS = [8, 7, 6, 5, 4, 3, 2] as const

function ieCheckLetter(digits7: string, trailing: string): string {
  let total = weightedSum(digits7, IE_WEIGHTS)
  // The 2013 format adds a second letter that takes part in the sum (A = 1, H = 8, times 9).
  if (trailing === 'A') total += 9
  if (trailing === 'H') total += 72
  const remainder = total % 23
  return remainder === 0 ? 'W' : String.fromCharCode(64 + remainder)
}

const IE = rule({
  country: 'IE',
  format: /^(?:\d{7}[A-W][AH]?|[7-9][A-Z+*]\d{5}[A-W])$/,
  check: (body) => {
    const second = body.charAt(1)
    if (second < '0' || second > '9') {
      // Pre-1996 layout: the second character is a letter; reorder to the modern layout first.
      const digits = `0${body.slice(2, 7)}${body.charAt(0)}`
      return ieCheckLetter(digits, '') === body.charAt(7)
    }
    return ieCheckLetter(body.slice(0, 7), body.charAt(8)) === body.charAt(7)
  },
  complete: (base) => base + ieCheckLetter(base, ''),
  baseLength: 7,
})

const IT = rule({
  country: 'IT',
  format: /^\d{11}$/,
  check: (body) => body.slice(0, 7) !== '0000000' && isItalianOfficeCode(Number(body.slice(7, 10))) && isLuhnValid(body),
  complete: (base) => base + luhnCheckDigit(base),
  baseLength: 10,
})

function ltCheck(body: string, length: number): number {
  let total = 0
  for (let index = 0; index < length; index += 1) total += digitAt(body, index) * (1 + (index % 9))
  if (total % 11 === 10) {
    total = 0
    for (let index = 0; index < length; index += 1) total += digitAt(body, index) * (1 + ((index + 2) % 9))
  }
  const check = total % 11
  return check === 10 ? 0 : check
}

const LT = rule({
  country: 'LT',
  format: /^(?:\d{9}|\d{12})$/,
  check: (body) => {
    // Legal persons have a 1 in the 8th (9-digit) or 11th (12-digit) position.
    if (body.length === 9) return body.charAt(7) === '1' && ltCheck(body, 8) === digitAt(body, 8)
    return body.charAt(10) === '1' && ltCheck(body, 11) === digitAt(body, 11)
  },
  complete: (base) => base + ltCheck(base, base.length),
  baseLength: 8,
})

const LU = rule({
  country: 'LU',
  format: /^\d{8}$/,
  check: (body) => Number(body.slice(0, 6)) % 89 === Number(body.slice(6)),
  complete: (base) => base + String(Number(base) % 89).padStart(2, '0'),
  baseLength: 6,
})

const LV_WEIGHTS = [9, 1, 4, 8, 3, 10, 2, 5, 7, 6] as const

function lvLegalCheck(base10: string): number | null {
  let total = weightedSum(base10, LV_WEIGHTS)
  if (total % 11 === 4 && base10.charAt(0) === '9') total -= 45
  const remainder = total % 11
  const check = remainder === 4 ? 0 : remainder > 4 ? 14 - remainder : 3 - remainder
  return check >= 0 && check <= 9 ? check : null
}

const LV = rule({
  country: 'LV',
  format: /^\d{11}$/,
  check: (body) => {
    // Natural persons (first digit 0-3) only carry a DDMM date prefix.
    if (/^[0-3]/.test(body)) return /^[0-3]\d[01]\d/.test(body)
    return lvLegalCheck(body.slice(0, 10)) === digitAt(body, 10)
  },
  complete: (base) => {
    const check = lvLegalCheck(base)
    if (check === null) throw impossible('LV', base)
    return base + check
  },
  baseLength: 10,
})

const MT = completing({ country: 'MT', format: /^[1-9]\d{7}$/, baseLength: 6 }, 2, (base) => {
  return base + String(37 - (weightedSum(base, [3, 4, 6, 7, 8, 9]) % 37)).padStart(2, '0')
})

const NL_WEIGHTS = [9, 8, 7, 6, 5, 4, 3, 2] as const

function nlElevenProof(base8: string): number | null {
  const check = weightedSum(base8, NL_WEIGHTS) % 11
  return check === 10 ? null : check
}

const NL = rule({
  country: 'NL',
  format: /^\d{9}B\d{2}$/,
  check: (body) => {
    if (nlElevenProof(body.slice(0, 8)) === digitAt(body, 8)) return true
    // Sole proprietors since 2020: mod 97 over "NL" + body with letters as numbers.
    return mod97(`NL${body}`) === 1
  },
  complete: (base) => {
    const check = nlElevenProof(base.slice(0, 8))
    if (check === null) throw impossible('NL', base)
    return `${base.slice(0, 8)}${check}B01`
  },
  baseLength: 8,
})

const NO = completing({ country: 'NO', suffix: /MVA$/, format: /^\d{9}$/, baseLength: 8 }, 1, (base) => {
  const check = mod11Complement(weightedSum(base, [3, 2, 7, 6, 5, 4, 3, 2]))
  if (check === null) throw impossible('NO', base)
  return base + check
})

const PL = completing({ country: 'PL', format: /^\d{10}$/, baseLength: 9 }, 1, (base) => {
  const check = weightedSum(base, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11
  if (check === 10) throw impossible('PL', base)
  return base + check
})

const PT = completing({ country: 'PT', format: /^\d{9}$/, baseLength: 8 }, 1, (base) => {
  const check = 11 - (weightedSum(base, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)
  return base + (check > 9 ? 0 : check)
})

const RO_WEIGHTS = [7, 5, 3, 2, 1, 7, 5, 3, 2] as const

const RO = completing({ country: 'RO', format: /^[1-9]\d{1,9}$/, baseLength: null }, 1, (base) => {
  const weights = RO_WEIGHTS.slice(RO_WEIGHTS.length - base.length)
  const check = (weightedSum(base, weights) * 10) % 11
  return base + (check === 10 ? 0 : check)
})

const RS = rule({
  country: 'RS',
  format: /^\d{9}$/,
  check: isIso7064Mod11Radix10Valid,
  complete: (base) => base + iso7064Mod11Radix10CheckDigit(base),
  baseLength: 8,
})

function innDigit(value: string, weights: readonly number[]): number {
  return (weightedSum(value, weights) % 11) % 10
}

const RU_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8] as const
const RU_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const
const RU_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8] as const

const RU = rule({
  country: 'RU',
  format: /^(?:\d{10}|\d{12})$/,
  check: (body) => {
    if (body.length === 10) return innDigit(body, RU_10) === digitAt(body, 9)
    return innDigit(body, RU_11) === digitAt(body, 10) && innDigit(body, RU_12) === digitAt(body, 11)
  },
  complete: (base) => base + innDigit(base, RU_10),
  baseLength: 9,
})

const SE = rule({
  country: 'SE',
  // Organisation number + Luhn digit + "01".
  format: /^\d{10}01$/,
  check: (body) => isLuhnValid(body.slice(0, 10)),
  complete: (base) => `${base}${luhnCheckDigit(base)}01`,
  baseLength: 9,
})

const SI = completing({ country: 'SI', format: /^[1-9]\d{7}$/, baseLength: 7 }, 1, (base) => {
  const check = 11 - (weightedSum(base, [8, 7, 6, 5, 4, 3, 2]) % 11)
  if (check === 11) throw impossible('SI', base)
  return base + (check === 10 ? 0 : check)
})

const SK = rule({
  country: 'SK',
  format: /^[1-9]\d[2346-9]\d{7}$/,
  check: (body) => Number(body) % 11 === 0,
  complete: (base) => {
    const check = (11 - ((Number(base) * 10) % 11)) % 11
    if (check === 10) throw impossible('SK', base)
    return base + check
  },
  baseLength: 9,
})

const AD = rule({
  country: 'AD',
  format: /^[ACDEFGLOPU]\d{6}[A-Z]$/,
  check: (body) => {
    const type = body.charAt(0)
    const number = Number(body.slice(1, 7))
    // Number blocks reserved per entity type by the Andorran tax office.
    if (type === 'F' && number > 699999) return false
    return !('AL'.includes(type) && number > 699999 && number < 800000)
  },
})

// ---- Outside Europe: the tax numbers the generator uses in the VAT column -----------------------

const AU = rule({
  country: 'AU',
  prefix: null,
  alternativePrefixes: ['AU'],
  format: /^[1-9]\d{10}$/,
  check: isValidAbn,
  complete: abnFromAcn,
  baseLength: 9,
})

const BR = rule({
  country: 'BR',
  prefix: null,
  alternativePrefixes: ['BR'],
  format: /^\d{14}$/,
  check: isValidCnpj,
  complete: cnpjFromBase,
  baseLength: 12,
})

const CA = rule({
  country: 'CA',
  prefix: null,
  alternativePrefixes: ['CA'],
  // Business number, optionally with its GST/HST program account (RT0001).
  format: /^\d{9}(?:RT\d{4})?$/,
  check: (body) => isLuhnValid(body.slice(0, 9)),
  complete: (base) => `${canadianBusinessNumberFromBase(base)}RT0001`,
  baseLength: 8,
})

const IN = rule({
  country: 'IN',
  prefix: null,
  alternativePrefixes: ['IN'],
  // State code + PAN + entity number + "Z" + check character.
  format: /^(?:0[1-9]|[1-3]\d|97|99)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  check: (body) => gstinCheckChar(body.slice(0, 14)) === body.charAt(14),
  complete: (base) => base + gstinCheckChar(base),
  baseLength: 14,
})

const ZA = rule({ country: 'ZA', prefix: null, alternativePrefixes: ['ZA'], format: /^4\d{9}$/ })

const AE = rule({ country: 'AE', prefix: null, alternativePrefixes: ['AE'], format: /^1\d{14}$/ })

export const VAT_RULES: readonly VatRule[] = [
  AD,
  AE,
  AT,
  AU,
  BE,
  BG,
  BR,
  CA,
  CH,
  CY,
  CZ,
  DE,
  DK,
  EE,
  ES,
  EU,
  FI,
  FR,
  GB,
  GR,
  HR,
  HU,
  IE,
  IN,
  IT,
  LT,
  LU,
  LV,
  MT,
  NL,
  NO,
  PL,
  PT,
  RO,
  RS,
  RU,
  SE,
  SI,
  SK,
  ZA,
]

const RULES_BY_COUNTRY = new Map<string, VatRule>(VAT_RULES.map((entry) => [entry.country, entry]))

/** Country inputs that mean another ISO code for VAT purposes. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = { EL: 'GR', UK: 'GB', XI: 'GB' }

/** Countries with no VAT or GST number at all (sales tax is levied per state). */
export const COUNTRIES_WITHOUT_VAT: ReadonlySet<string> = new Set(['US'])

export function canonicalVatCountry(country: string): string {
  const upper = country.trim().toUpperCase()
  return COUNTRY_ALIASES[upper] ?? upper
}

export function vatRuleFor(country: string): VatRule | undefined {
  return RULES_BY_COUNTRY.get(canonicalVatCountry(country))
}

/** All prefixes that identify a country, longest first so that "CHE" wins over a shorter match. */
export const VAT_PREFIXES: readonly { prefix: string; rule: VatRule }[] = VAT_RULES.flatMap((entry) =>
  [entry.prefix, ...entry.alternativePrefixes]
    .filter((prefix): prefix is string => prefix !== null)
    .map((prefix) => ({ prefix, rule: entry })),
).sort((left, right) => right.prefix.length - left.prefix.length)

/** The countries (ISO alpha-2, upper case) whose VAT numbers have a rule. */
export function vatRuleCountries(): string[] {
  return VAT_RULES.map((entry) => entry.country)
}
