/**
 * Renders a numeric cell the way a spreadsheet shows it, from its number format code. Covers what
 * lists of companies actually contain: General, fixed decimals, thousands separators, percentages,
 * scientific notation, literal prefixes/suffixes (currencies, units), digit patterns such as phone
 * or postal codes, and dates and times. Anything we cannot render falls back to General, which
 * never loses information.
 */

import { formatDateTime, type DateToken } from './date-format'

export type NumberFormat = {
  /** '@' (text) formats show the stored value untouched. */
  readonly isText: boolean
  readonly isDate: boolean
  format(value: number, stored: string, date1904: boolean): string
}

/** Built-in formats (ECMA-376 §18.8.30). Where Excel shows the viewer's locale short date (14, 22
 * and the East Asian ids) we use ISO dates, which nobody misreads. */
const BUILT_IN_FORMATS: Record<number, string> = {
  0: 'General',
  1: '0',
  2: '0.00',
  3: '#,##0',
  4: '#,##0.00',
  5: '#,##0_);(#,##0)',
  6: '#,##0_);[Red](#,##0)',
  7: '#,##0.00_);(#,##0.00)',
  8: '#,##0.00_);[Red](#,##0.00)',
  9: '0%',
  10: '0.00%',
  11: '0.00E+00',
  12: '# ?/?',
  13: '# ??/??',
  14: 'yyyy-mm-dd',
  15: 'd-mmm-yy',
  16: 'd-mmm',
  17: 'mmm-yy',
  18: 'h:mm AM/PM',
  19: 'h:mm:ss AM/PM',
  20: 'h:mm',
  21: 'h:mm:ss',
  22: 'yyyy-mm-dd h:mm',
  37: '#,##0 ;(#,##0)',
  38: '#,##0 ;[Red](#,##0)',
  39: '#,##0.00;(#,##0.00)',
  40: '#,##0.00;[Red](#,##0.00)',
  41: '_(* #,##0_);_(* \\(#,##0\\);_(* "-"_);_(@_)',
  42: '_("$"* #,##0_);_("$"* \\(#,##0\\);_("$"* "-"_);_(@_)',
  43: '_(* #,##0.00_);_(* \\(#,##0.00\\);_(* "-"??_);_(@_)',
  44: '_("$"* #,##0.00_);_("$"* \\(#,##0.00\\);_("$"* "-"??_);_(@_)',
  45: 'mm:ss',
  46: '[h]:mm:ss',
  47: 'mm:ss.0',
  48: '##0.0E+0',
  49: '@',
}
for (const id of [27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 50, 51, 52, 53, 54, 55, 56, 57, 58]) {
  BUILT_IN_FORMATS[id] = 'yyyy-mm-dd'
}

export function builtInFormatCode(id: number): string | undefined {
  return BUILT_IN_FORMATS[id]
}

// ---------------------------------------------------------------------------------------------
// Tokenizing
// ---------------------------------------------------------------------------------------------

type Token =
  | { kind: 'literal'; text: string }
  | { kind: 'digit'; char: '0' | '#' | '?' }
  | { kind: 'point' }
  | { kind: 'comma' }
  | { kind: 'percent' }
  | { kind: 'exponent'; sign: '+' | '-' }
  | { kind: 'slash' }
  | { kind: 'general' }
  | { kind: 'text' }
  | { kind: 'date'; token: DateToken }
  | { kind: 'condition'; operator: string; operand: number }

const DATE_LETTERS = new Set(['y', 'm', 'd', 'h', 's', 'e'])

/** Splits a format code into its `;`-separated sections, honouring quotes, escapes and brackets. */
export function splitSections(code: string): string[] {
  const sections: string[] = []
  let start = 0
  for (let i = 0; i < code.length; i++) {
    const char = code[i]
    if (char === '"') {
      const close = code.indexOf('"', i + 1)
      i = close === -1 ? code.length : close
    } else if (char === '\\' || char === '_' || char === '*') {
      i++
    } else if (char === '[') {
      const close = code.indexOf(']', i + 1)
      i = close === -1 ? code.length : close
    } else if (char === ';') {
      sections.push(code.slice(start, i))
      start = i + 1
    }
  }
  sections.push(code.slice(start))
  return sections
}

function tokenize(section: string): Token[] {
  const tokens: Token[] = []
  const literal = (text: string): void => {
    const last = tokens[tokens.length - 1]
    if (last?.kind === 'literal') last.text += text
    else tokens.push({ kind: 'literal', text })
  }
  let i = 0
  while (i < section.length) {
    const char = section[i] as string
    const lower = char.toLowerCase()
    if (char === '"') {
      const close = section.indexOf('"', i + 1)
      const end = close === -1 ? section.length : close
      literal(section.slice(i + 1, end))
      i = end + 1
    } else if (char === '\\') {
      literal(section[i + 1] ?? '')
      i += 2
    } else if (char === '_' || char === '*') {
      // "_x" reserves the width of x and "*x" repeats x to fill the cell: layout only.
      i += 2
    } else if (char === '[') {
      const close = section.indexOf(']', i + 1)
      const end = close === -1 ? section.length : close
      tokens.push(...bracketTokens(section.slice(i + 1, end)))
      i = end + 1
    } else if (section.slice(i, i + 7).toLowerCase() === 'general') {
      tokens.push({ kind: 'general' })
      i += 7
    } else if (/^(am\/pm|a\/p)/i.test(section.slice(i, i + 5))) {
      const text = /^am\/pm/i.test(section.slice(i, i + 5)) ? section.slice(i, i + 5) : section.slice(i, i + 3)
      tokens.push({ kind: 'date', token: { type: 'ampm', pattern: text } })
      i += text.length
    } else if ((char === 'E' || char === 'e') && (section[i + 1] === '+' || section[i + 1] === '-')) {
      tokens.push({ kind: 'exponent', sign: section[i + 1] as '+' | '-' })
      i += 2
    } else if (DATE_LETTERS.has(lower)) {
      let end = i + 1
      while (end < section.length && (section[end] as string).toLowerCase() === lower) end++
      tokens.push({ kind: 'date', token: { type: lower as 'y' | 'm' | 'd' | 'h' | 's' | 'e', length: end - i } })
      i = end
    } else if (char === '0' || char === '#' || char === '?') {
      tokens.push({ kind: 'digit', char })
      i++
    } else if (char === '.') {
      tokens.push({ kind: 'point' })
      i++
    } else if (char === ',') {
      tokens.push({ kind: 'comma' })
      i++
    } else if (char === '%') {
      tokens.push({ kind: 'percent' })
      i++
    } else if (char === '/') {
      tokens.push({ kind: 'slash' })
      i++
    } else if (char === '@') {
      tokens.push({ kind: 'text' })
      i++
    } else {
      literal(char)
      i++
    }
  }
  return tokens
}

/** `[Red]`, `[$-409]` and `[DBNum1]` only affect looks or locale; `[$€-407]` shows its currency;
 * `[h]`, `[mm]`, `[ss]` are elapsed time; `[>=100]` is a section condition. */
function bracketTokens(content: string): Token[] {
  if (content.startsWith('$')) {
    const symbol = content.slice(1).split('-')[0] ?? ''
    return symbol ? [{ kind: 'literal', text: symbol }] : []
  }
  const elapsed = /^(h+|m+|s+)$/i.exec(content)
  if (elapsed) {
    const letter = content[0]?.toLowerCase() as 'h' | 'm' | 's'
    return [{ kind: 'date', token: { type: 'elapsed', unit: letter, length: content.length } }]
  }
  const condition = /^(<=|>=|<>|<|>|=)\s*(-?[\d.]+)$/.exec(content)
  if (condition) return [{ kind: 'condition', operator: condition[1] as string, operand: Number(condition[2]) }]
  return []
}

// ---------------------------------------------------------------------------------------------
// Compiling
// ---------------------------------------------------------------------------------------------

type Section = { tokens: Token[]; condition?: { operator: string; operand: number } }

const cache = new Map<string, NumberFormat>()

/** Compiles a format code (cached: a workbook uses a handful of formats for many cells). */
export function compileNumberFormat(code: string): NumberFormat {
  let compiled = cache.get(code)
  if (!compiled) {
    compiled = compile(code)
    if (cache.size > 1000) cache.clear()
    cache.set(code, compiled)
  }
  return compiled
}

function compile(code: string): NumberFormat {
  const sections: Section[] = splitSections(code).map((source) => {
    const tokens = tokenize(source)
    const condition = tokens.find((token) => token.kind === 'condition')
    return {
      tokens: tokens.filter((token) => token.kind !== 'condition'),
      condition: condition?.kind === 'condition' ? condition : undefined,
    }
  })
  const numericSections = sections.slice(0, 3)
  const first = sections[0]?.tokens ?? []
  const isText = sections.length === 1 && first.some((token) => token.kind === 'text') && !first.some(isNumericToken)
  const isDate = numericSections.some((section) => section.tokens.some((token) => token.kind === 'date'))

  return {
    isText,
    isDate,
    format(value, stored, date1904) {
      if (isText) return stored
      if (!Number.isFinite(value)) return stored
      const { section, value: shown, addMinus } = chooseSection(numericSections, value)
      return formatWithSection(section.tokens, shown, addMinus, date1904)
    },
  }
}

function isNumericToken(token: Token): boolean {
  return token.kind === 'digit' || token.kind === 'general' || token.kind === 'date'
}

/** Positive;negative;zero sections, or explicit [conditions]. A value shown through the negative
 * section loses its sign: that section spells out its own minus or parentheses. */
function chooseSection(sections: Section[], value: number): { section: Section; value: number; addMinus: boolean } {
  const [first, second, third] = sections as [Section, Section?, Section?]
  if (first.condition || second?.condition) {
    if (first.condition && meets(value, first.condition)) return { section: first, value: Math.abs(value), addMinus: value < 0 }
    if (second?.condition && meets(value, second.condition)) return { section: second, value: Math.abs(value), addMinus: value < 0 }
    const fallback = third ?? second ?? first
    return { section: fallback, value: Math.abs(value), addMinus: value < 0 }
  }
  if (value < 0 && second && second.tokens.length > 0) return { section: second, value: -value, addMinus: false }
  if (value === 0 && third) return { section: third, value, addMinus: false }
  return { section: first, value: Math.abs(value), addMinus: value < 0 }
}

function meets(value: number, condition: { operator: string; operand: number }): boolean {
  switch (condition.operator) {
    case '<':
      return value < condition.operand
    case '<=':
      return value <= condition.operand
    case '>':
      return value > condition.operand
    case '>=':
      return value >= condition.operand
    case '=':
      return value === condition.operand
    case '<>':
      return value !== condition.operand
    default:
      return false
  }
}

function formatWithSection(tokens: Token[], value: number, addMinus: boolean, date1904: boolean): string {
  const sign = addMinus ? '-' : ''
  if (tokens.some((token) => token.kind === 'date')) {
    const dateTokens = tokens.map(toDateToken)
    return formatDateTime(value * (addMinus ? -1 : 1), dateTokens, date1904) ?? sign + formatGeneral(value)
  }
  const hasPlaceholder = tokens.some((token) => token.kind === 'digit' || token.kind === 'general' || token.kind === 'text')
  if (!hasPlaceholder && tokens.some((token) => token.kind === 'literal')) {
    // A section of only text, like "zero" or "-", shows just that text.
    return literalsOf(tokens).trim()
  }
  if (tokens.some((token) => token.kind === 'slash') || !tokens.some((token) => token.kind === 'digit')) {
    // Fractions are rare in lists and General is exact; "General" keeps its literals around it.
    // An empty section would hide the value in Excel; we show it rather than lose data.
    return renderAroundGeneral(tokens, value, sign)
  }
  return formatDigits(tokens, value, sign).trim()
}

function toDateToken(token: Token): DateToken {
  switch (token.kind) {
    case 'date':
      return token.token
    case 'point':
      return { type: 'literal', text: '.' }
    case 'digit':
      return { type: 'literal', text: token.char }
    case 'comma':
      return { type: 'literal', text: ',' }
    case 'percent':
      return { type: 'literal', text: '%' }
    case 'slash':
      return { type: 'literal', text: '/' }
    case 'literal':
      return { type: 'literal', text: token.text }
    default:
      return { type: 'literal', text: '' }
  }
}

function renderAroundGeneral(tokens: Token[], value: number, sign: string): string {
  let out = ''
  let placed = false
  for (const token of tokens) {
    if (token.kind === 'literal') out += token.text
    else if (!placed && (token.kind === 'general' || token.kind === 'digit' || token.kind === 'text')) {
      out += sign + formatGeneral(value)
      placed = true
    }
  }
  if (!placed) out += sign + formatGeneral(value)
  return out.trim()
}

// ---------------------------------------------------------------------------------------------
// Digit patterns
// ---------------------------------------------------------------------------------------------

/**
 * Fills a pattern such as `#,##0.00 "EUR"` or `000-000` with the digits of `value`: integer digits
 * fill the integer placeholders from the right (extra digits go to the leftmost one), decimals fill
 * the decimal placeholders from the left; literals stay where they are.
 */
function formatDigits(tokens: Token[], value: number, sign: string): string {
  const pointIndex = tokens.findIndex((token) => token.kind === 'point')
  const exponentIndex = tokens.findIndex((token) => token.kind === 'exponent')
  const mantissaEnd = exponentIndex === -1 ? tokens.length : exponentIndex
  const integerEnd = pointIndex === -1 || pointIndex > mantissaEnd ? mantissaEnd : pointIndex

  const integerTokens = tokens.slice(0, integerEnd)
  const fractionTokens = integerEnd < mantissaEnd ? tokens.slice(integerEnd + 1, mantissaEnd) : []
  const exponentTokens = exponentIndex === -1 ? [] : tokens.slice(exponentIndex + 1)
  const decimals = fractionTokens.filter((token) => token.kind === 'digit').length

  let scaled = value
  for (const token of tokens) if (token.kind === 'percent') scaled *= 100
  // Commas right after the last integer placeholder divide by a thousand each.
  const lastIntegerDigit = findLastIndex(integerTokens, (token) => token.kind === 'digit')
  for (let i = lastIntegerDigit + 1; i < integerTokens.length && integerTokens[i]?.kind === 'comma'; i++) scaled /= 1000
  const grouping = integerTokens.some((token, index) => token.kind === 'comma' && index < lastIntegerDigit)

  let exponentText = ''
  if (exponentIndex !== -1) {
    const integerDigits = Math.max(1, integerTokens.filter((token) => token.kind === 'digit').length)
    const { mantissa, exponent } = splitExponent(scaled, integerDigits, decimals)
    scaled = mantissa
    const exponentToken = tokens[exponentIndex] as { kind: 'exponent'; sign: '+' | '-' }
    const minDigits = exponentTokens.filter((token) => token.kind === 'digit').length
    const exponentSign = exponent < 0 ? '-' : exponentToken.sign === '+' ? '+' : ''
    exponentText = `E${exponentSign}${String(Math.abs(exponent)).padStart(minDigits, '0')}`
  }

  const { integer, fraction } = roundToDecimals(scaled, decimals)
  let out = sign + fillInteger(integerTokens, integer === '0' ? '' : integer, grouping)
  if (pointIndex !== -1 && pointIndex < mantissaEnd) out += '.' + fillFraction(fractionTokens, fraction)
  if (exponentIndex !== -1) out += exponentText + literalsOf(exponentTokens)
  return out
}

function fillInteger(tokens: Token[], digits: string, grouping: boolean): string {
  const placeholders = tokens.filter((token): token is { kind: 'digit'; char: '0' | '#' | '?' } => token.kind === 'digit')
  if (grouping) {
    // Grouped patterns (#,##0) have no literals between their digits: render the number as one
    // block where the first placeholder stands.
    const minimum = placeholders.filter((token) => token.char !== '#').length
    const block = groupThousands(digits.padStart(minimum, '0'))
    let out = ''
    let placed = false
    for (const token of tokens) {
      if (token.kind === 'literal') out += token.text
      else if (token.kind === 'percent') out += '%'
      else if (token.kind === 'digit' && !placed) {
        out += block
        placed = true
      }
    }
    return out
  }
  const parts: string[] = []
  let remaining = digits
  let placeholdersLeft = placeholders.length
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] as Token
    if (token.kind === 'literal') parts.push(token.text)
    else if (token.kind === 'percent') parts.push('%')
    else if (token.kind === 'digit') {
      placeholdersLeft--
      if (placeholdersLeft === 0) {
        // The leftmost placeholder takes every digit that is left.
        parts.push(remaining || (token.char === '0' ? '0' : token.char === '?' ? ' ' : ''))
        remaining = ''
      } else if (remaining) {
        parts.push(remaining.slice(-1))
        remaining = remaining.slice(0, -1)
      } else {
        parts.push(token.char === '0' ? '0' : token.char === '?' ? ' ' : '')
      }
    }
  }
  return parts.reverse().join('')
}

function fillFraction(tokens: Token[], digits: string): string {
  const placeholders = tokens.filter((token): token is { kind: 'digit'; char: '0' | '#' | '?' } => token.kind === 'digit')
  // Optional placeholders (#, ?) drop trailing zeros, right to left, up to the first 0 placeholder.
  const shown = digits.split('')
  for (let i = placeholders.length - 1; i >= 0; i--) {
    const placeholder = placeholders[i]?.char
    if (placeholder === '0' || shown[i] !== '0') break
    shown[i] = placeholder === '?' ? ' ' : ''
  }
  let out = ''
  let index = 0
  for (const token of tokens) {
    if (token.kind === 'digit') out += shown[index++] ?? ''
    else if (token.kind === 'literal') out += token.text
    else if (token.kind === 'percent') out += '%'
  }
  return out
}

function literalsOf(tokens: Token[]): string {
  return tokens.map((token) => (token.kind === 'literal' ? token.text : token.kind === 'percent' ? '%' : '')).join('')
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

function findLastIndex<T>(items: T[], predicate: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (predicate(items[i] as T)) return i
  return -1
}

/** Mantissa/exponent for scientific patterns; `##0.0E+0` style patterns (engineering notation)
 * keep the exponent a multiple of their integer digit count. */
function splitExponent(value: number, integerDigits: number, decimals: number): { mantissa: number; exponent: number } {
  if (value === 0) return { mantissa: 0, exponent: 0 }
  let exponent = Math.floor(Math.log10(value))
  if (integerDigits > 1) exponent = Math.floor(exponent / integerDigits) * integerDigits
  let mantissa = value / 10 ** exponent
  // Rounding can carry into another digit (9.99 → 10.0): move to the next exponent.
  if (Number(mantissa.toFixed(decimals)) >= 10 ** Math.max(1, integerDigits)) {
    exponent += integerDigits > 1 ? integerDigits : 1
    mantissa = value / 10 ** exponent
  }
  return { mantissa, exponent }
}

// ---------------------------------------------------------------------------------------------
// Decimal arithmetic on the 15 significant digits a spreadsheet keeps
// ---------------------------------------------------------------------------------------------

/** The decimal digits of `value` (≥ 0) at the 15 significant digits spreadsheets show, and where
 * the decimal point falls among them. */
function significantDigits(value: number): { digits: string; pointPosition: number } {
  const [mantissa = '0', exponentText] = value.toPrecision(15).split('e')
  const [whole = '0', fraction = ''] = mantissa.split('.')
  const exponent = exponentText ? Number(exponentText) : 0
  let digits = whole + fraction
  let pointPosition = whole.length + exponent
  // Drop leading zeros ("0.00123" → digits "123", point at -2).
  const leadingZeros = digits.length - digits.replace(/^0+/, '').length
  digits = digits.slice(leadingZeros)
  pointPosition -= leadingZeros
  return { digits: digits.replace(/0+$/, ''), pointPosition }
}

/** Rounds half away from zero in decimal, so 1.005 with two decimals is 1.01 as in Excel, not the
 * 1.00 that binary `toFixed` gives. */
export function roundToDecimals(value: number, decimals: number): { integer: string; fraction: string } {
  const { digits, pointPosition } = significantDigits(Math.abs(value))
  if (!digits) return { integer: '0', fraction: '0'.repeat(decimals) }
  const keep = pointPosition + decimals
  if (keep < 0) return { integer: '0', fraction: '0'.repeat(decimals) }
  let kept = digits.slice(0, keep).padEnd(keep, '0')
  let point = pointPosition
  if ((digits[keep] ?? '0') >= '5') {
    kept = incrementDigits(kept)
    if (kept.length > keep) point++
  }
  const integer = point > 0 ? kept.slice(0, point).replace(/^0+(?=\d)/, '') : '0'
  const fraction = point > 0 ? kept.slice(point) : '0'.repeat(-point) + kept
  return { integer: integer || '0', fraction: fraction.padEnd(decimals, '0').slice(0, decimals) }
}

function incrementDigits(digits: string): string {
  const chars = digits.split('')
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] === '9') chars[i] = '0'
    else {
      chars[i] = String(Number(chars[i]) + 1)
      return chars.join('')
    }
  }
  return '1' + chars.join('')
}

/**
 * General: the shortest text that shows the number at 15 significant digits, so float noise such
 * as 0.30000000000000004 disappears, integers have no ".0" and large integers (registration
 * numbers) are written out in full rather than in exponent form.
 */
export function formatGeneral(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  if (value === 0) return '0'
  const sign = value < 0 ? '-' : ''
  const magnitude = Math.abs(value)
  const { digits, pointPosition } = significantDigits(magnitude)
  if (magnitude >= 1e21 || magnitude < 1e-9) {
    const exponent = pointPosition - 1
    const mantissa = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits
    return `${sign}${mantissa}E${exponent < 0 ? '-' : '+'}${String(Math.abs(exponent)).padStart(2, '0')}`
  }
  if (pointPosition <= 0) return `${sign}0.${'0'.repeat(-pointPosition)}${digits}`
  if (pointPosition >= digits.length) return sign + digits.padEnd(pointPosition, '0')
  return `${sign}${digits.slice(0, pointPosition)}.${digits.slice(pointPosition)}`
}
