const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/** Whether year-month-day is a day of the Gregorian calendar (29 February only in leap years). */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false
  const daysInMonth = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0)
  return day <= daysInMonth
}

function isoDate(year: string, month: string, day: string): string | null {
  if (!isCalendarDate(Number(year), Number(month), Number(day))) return null
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

/**
 * A Companies House date ('01/02/2019': day, month, year, as the Basic Company Data file writes
 * `IncorporationDate` and `DissolutionDate`) as 'YYYY-MM-DD', or null for an empty cell, another
 * shape or a day the calendar does not have ('31/04/2019', '29/02/2019').
 */
export function parseDayMonthYear(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim())
  if (!match) return null
  const [, day = '', month = '', year = ''] = match
  return isoDate(year, month, day)
}

/**
 * An ISO 8601 date ('2019-02-01', as SIRENE writes `dateCreationUniteLegale`) or date and time
 * (GLEIF's '2012-06-06T15:53:00.000Z', '2012-06-06T15:53:00+01:00') as 'YYYY-MM-DD', or null. The
 * date is the one written, in the offset it was written in: converting to UTC would move an
 * event recorded at 00:30+02:00 to the day before.
 */
export function parseIsoDate(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(text.trim())
  if (!match) return null
  const [, year = '', month = '', day = '', hour, minute, second] = match
  // A time, when there is one, must be a time of day too: '2019-02-01T25:00' is a broken value.
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return null
  return isoDate(year, month, day)
}
