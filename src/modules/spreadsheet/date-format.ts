/**
 * Date and time rendering for spreadsheet serial numbers. A serial counts days since the epoch of
 * the workbook's date system (1900, or 1904 for old Mac workbooks); the fraction is the time of day.
 */

export type DateToken =
  | { type: 'y' | 'm' | 'd' | 'h' | 's' | 'e'; length: number }
  | { type: 'elapsed'; unit: 'h' | 'm' | 's'; length: number }
  | { type: 'ampm'; pattern: string }
  | { type: 'literal'; text: string }

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const MS_PER_DAY = 86_400_000
/** Days from 1899-12-30 (the 1900 system's effective day zero) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569
/** The 1904 system starts 1,462 days later. */
const DATE_1904_OFFSET = 1_462
/** Excel's largest date, 9999-12-31. */
const MAX_SERIAL = 2_958_465

type Parts = {
  year: number
  month: number // 1–12
  day: number
  weekday: number // 0 = Sunday
  hours: number
  minutes: number
  seconds: number
  subsecond: number // in units of 10^-subsecondDigits
  totalSeconds: number // for elapsed time
}

/** Renders `serial` with the tokens of a date format; null when the serial is not a valid date
 * (negative or past 9999), in which case the caller shows the plain number. */
export function formatDateTime(serial: number, tokens: DateToken[], date1904: boolean): string | null {
  if (serial < 0 || serial > MAX_SERIAL) return null
  const resolved = resolveMinutes(tokens)
  const subsecondDigits = subsecondPrecision(resolved)
  const parts = toParts(serial, date1904, subsecondDigits)
  const twelveHour = resolved.some((token) => token.type === 'ampm')

  let out = ''
  for (let i = 0; i < resolved.length; i++) {
    const token = resolved[i] as ResolvedToken
    switch (token.type) {
      case 'literal':
        out += token.text
        break
      case 'subsecond':
        out += String(parts.subsecond).padStart(token.digits, '0')
        break
      case 'y':
      case 'e':
        out += token.type === 'e' || token.length > 2 ? String(parts.year) : String(parts.year % 100).padStart(2, '0')
        break
      case 'month':
        out += renderMonth(parts.month, token.length)
        break
      case 'd':
        out +=
          token.length >= 4
            ? WEEKDAYS[parts.weekday]
            : token.length === 3
              ? WEEKDAYS[parts.weekday]?.slice(0, 3)
              : pad(parts.day, token.length)
        break
      case 'h': {
        const hours = twelveHour ? parts.hours % 12 || 12 : parts.hours
        out += pad(hours, token.length)
        break
      }
      case 'minute':
        out += pad(parts.minutes, token.length)
        break
      case 's':
        out += pad(parts.seconds, token.length)
        break
      case 'elapsed':
        out += renderElapsed(parts.totalSeconds, token.unit, token.length)
        break
      case 'ampm':
        out += renderMeridiem(parts.hours, token.pattern)
        break
    }
  }
  return out
}

type ResolvedToken =
  | Exclude<DateToken, { type: 'm' }>
  | { type: 'month'; length: number }
  | { type: 'minute'; length: number }
  | { type: 'subsecond'; digits: number }

/**
 * "m" means minutes right after an hour or right before a second token, months otherwise; "mmm"
 * and longer are always months. Also turns "." + zeros after seconds into fractional seconds.
 */
function resolveMinutes(tokens: DateToken[]): ResolvedToken[] {
  const merged = mergeSubseconds(tokens)
  const isTimeUnit = (token: ResolvedToken | DateToken | undefined, unit: 'h' | 's'): boolean =>
    token !== undefined && (token.type === unit || (token.type === 'elapsed' && token.unit === unit))
  const neighbour = (index: number, step: 1 | -1): ResolvedToken | DateToken | undefined => {
    for (let i = index + step; i >= 0 && i < merged.length; i += step) {
      const token = merged[i] as ResolvedToken | DateToken
      if (token.type !== 'literal') return token
    }
    return undefined
  }
  return merged.map((token, index) => {
    if (token.type !== 'm') return token
    const minute = token.length <= 2 && (isTimeUnit(neighbour(index, -1), 'h') || isTimeUnit(neighbour(index, 1), 's'))
    return { type: minute ? 'minute' : 'month', length: token.length }
  })
}

function mergeSubseconds(tokens: DateToken[]): Array<ResolvedToken | { type: 'm'; length: number }> {
  const out: Array<ResolvedToken | { type: 'm'; length: number }> = []
  const isZero = (token: DateToken | undefined): boolean => token?.type === 'literal' && /^0+$/.test(token.text)
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as DateToken
    if (token.type === 'literal' && token.text === '.' && isZero(tokens[i + 1])) {
      let digits = 0
      while (isZero(tokens[i + 1])) digits += (tokens[++i] as { text: string }).text.length
      out.push({ type: 'literal', text: '.' }, { type: 'subsecond', digits: Math.min(digits, 3) })
    } else {
      out.push(token)
    }
  }
  return out
}

function subsecondPrecision(tokens: ResolvedToken[]): number {
  let digits = 0
  for (const token of tokens) if (token.type === 'subsecond') digits = Math.max(digits, token.digits)
  return digits
}

function toParts(serial: number, date1904: boolean, subsecondDigits: number): Parts {
  const scale = 10 ** subsecondDigits
  // Round to the precision shown, so 0.999999 of a second does not display as the second before.
  const totalUnits = Math.round(serial * 86_400 * scale)
  let days = Math.floor(totalUnits / (86_400 * scale))
  const unitsOfDay = totalUnits - days * 86_400 * scale
  const secondsOfDay = Math.floor(unitsOfDay / scale)

  if (date1904) days += DATE_1904_OFFSET
  // The 1900 system counts a non-existent 29 February 1900 (serial 60); before it, dates are one
  // day earlier than the plain day count suggests.
  else if (days < 60) days += 1
  const date = new Date((days - UNIX_EPOCH_SERIAL) * MS_PER_DAY)
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
    hours: Math.floor(secondsOfDay / 3600),
    minutes: Math.floor((secondsOfDay % 3600) / 60),
    seconds: secondsOfDay % 60,
    subsecond: unitsOfDay % scale,
    totalSeconds: Math.floor(totalUnits / scale),
  }
}

function pad(value: number, length: number): string {
  return length >= 2 ? String(value).padStart(2, '0') : String(value)
}

function renderMonth(month: number, length: number): string {
  const name = MONTHS[month - 1] ?? ''
  if (length >= 5) return name.slice(0, 1)
  if (length === 4) return name
  if (length === 3) return name.slice(0, 3)
  return pad(month, length)
}

/** [h] shows total hours, [m] total minutes, [s] total seconds; smaller units then show the rest. */
function renderElapsed(totalSeconds: number, unit: 'h' | 'm' | 's', length: number): string {
  const value = unit === 'h' ? Math.floor(totalSeconds / 3600) : unit === 'm' ? Math.floor(totalSeconds / 60) : totalSeconds
  return String(value).padStart(length, '0')
}

function renderMeridiem(hours: number, pattern: string): string {
  const pm = hours >= 12
  if (pattern.length === 3) {
    // A/P or a/p: one letter, in the case written.
    const letter = pm ? pattern[2] : pattern[0]
    return letter ?? ''
  }
  const text = pm ? 'PM' : 'AM'
  return pattern[0] === 'a' ? text.toLowerCase() : text
}
