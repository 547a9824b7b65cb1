/**
 * Calendar days as whole numbers (days since 1970-01-01, UTC). The writers handle a dozen dates per
 * row for millions of rows; plain numbers compare and add without allocating.
 */
export type Day = number

/*
 * Conversions use Howard Hinnant's days-from-civil arithmetic rather than Date: at millions of rows
 * the Date objects were the writers' largest cost. Days of the month must be in range.
 */
export function dayOf(year: number, month: number, dayOfMonth: number): Day {
  const y = month <= 2 ? year - 1 : year
  const era = Math.floor(y / 400)
  const yearOfEra = y - era * 400
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + dayOfMonth - 1
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear
  return era * 146_097 + dayOfEra - 719_468
}

export type CivilDate = { year: number; month: number; day: number }

export function civil(day: Day): CivilDate {
  const z = day + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const shifted = Math.floor((5 * dayOfYear + 2) / 153)
  const month = shifted < 10 ? shifted + 3 : shifted - 9
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day: dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1 }
}

const MONTH_LENGTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28
  return MONTH_LENGTHS[month - 1] ?? 30
}

/** Same day of the month `months` later, clamped to the month's end (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: Day, months: number): Day {
  const { year, month, day: dayOfMonth } = civil(day)
  const total = year * 12 + (month - 1) + months
  const targetYear = Math.floor(total / 12)
  const targetMonth = (total % 12) + 1
  return dayOf(targetYear, targetMonth, Math.min(dayOfMonth, daysInMonth(targetYear, targetMonth)))
}

function pad2(value: number): string {
  return value < 10 ? `0${value}` : String(value)
}

/** DD/MM/YYYY, Companies House's date format. */
export function formatDmy(day: Day): string {
  const { year, month, day: dayOfMonth } = civil(day)
  return `${pad2(dayOfMonth)}/${pad2(month)}/${year}`
}

/** YYYY-MM-DD (INSEE, and the date part of GLEIF's timestamps). */
export function formatIsoDate(day: Day): string {
  const { year, month, day: dayOfMonth } = civil(day)
  return `${year}-${pad2(month)}-${pad2(dayOfMonth)}`
}

/** YYYY-MM-DDTHH:MM:SS for a time of day given in seconds (INSEE's dateDernierTraitement). */
export function formatLocalDateTime(day: Day, secondOfDay: number): string {
  const hours = Math.floor(secondOfDay / 3600)
  const minutes = Math.floor((secondOfDay % 3600) / 60)
  return `${formatIsoDate(day)}T${pad2(hours)}:${pad2(minutes)}:${pad2(secondOfDay % 60)}`
}

/** "2026-11" -> the first day of that month. */
export function parseMonth(text: string): Day {
  const match = /^(\d{4})-(\d{2})$/.exec(text)
  const month = Number(match?.[2])
  if (!match || month < 1 || month > 12) throw new RangeError(`A month is written YYYY-MM, got "${text}"`)
  return dayOf(Number(match[1]), month, 1)
}
