/** Number and time formatting shared by the site. */

const groupedFormatter = new Intl.NumberFormat('en-GB')

/** 1234567.5 -> "1,234,567.5" (en-GB grouping). */
export function formatNumber(value: number): string {
  return groupedFormatter.format(value)
}

const COMPACT_SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const

/**
 * Compact form with K, M, B, T: 999 -> "999", 1500 -> "1.5K", 2_000_000 -> "2M", 3.25e12 -> "3.3T".
 * One decimal at most, trailing ".0" dropped; values beyond trillions stay in T.
 */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const sign = value < 0 ? '-' : ''
  let magnitude = Math.abs(value)
  let tier = 0
  while (magnitude >= 1000 && tier < COMPACT_SUFFIXES.length - 1) {
    magnitude /= 1000
    tier += 1
  }
  let rounded = Math.round(magnitude * 10) / 10
  // 999,950 rounds to 1000K; show it as 1M instead.
  if (rounded >= 1000 && tier < COMPACT_SUFFIXES.length - 1) {
    rounded = 1
    tier += 1
  }
  const text = Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1)
  return `${sign}${text}${COMPACT_SUFFIXES[tier]}`
}

const pad = (value: number) => String(value).padStart(2, '0')

/** Seconds -> "HH:MM:SS", dropping a zero hours part: 75 -> "01:15", 3725 -> "01:02:05". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = seconds % 60
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`
}

/**
 * "MM:SS" or "H:MM:SS" (as an editor types a video's length) -> seconds; null when it is not a
 * duration: minutes and seconds under 60 once an hours or minutes part precedes them.
 */
export function parseDuration(text: string | null | undefined): number | null {
  const match = text?.trim().match(/^(?:(\d{1,3}):)?(\d{1,3}):(\d{1,2})$/)
  if (!match) return null
  const [, hoursText, minutesText, secondsText] = match
  const hours = hoursText === undefined ? 0 : Number(hoursText)
  const minutes = Number(minutesText)
  const seconds = Number(secondsText)
  if (seconds >= 60 || (hoursText !== undefined && minutes >= 60)) return null
  return hours * 3600 + minutes * 60 + seconds
}

/** Fills `{name}` placeholders; a placeholder without a value stays as written. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match))
}

const ONE_HOUR_MS = 60 * 60 * 1000

/** A date one hour after `from` (used for short-lived cookies). */
export function oneHourAhead(from: Date = new Date()): Date {
  return new Date(from.getTime() + ONE_HOUR_MS)
}
