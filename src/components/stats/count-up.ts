/** Stats count up once 30 % of them is visible. */
export const COUNT_UP_VISIBLE_THRESHOLD = 0.3
export const COUNT_UP_DURATION_MS = 1200

export type ParsedStat = { prefix: string; value: number; decimals: number; suffix: string; separator: '.' | ',' }

/**
 * The number inside a stat as editors write it: '300M+', '92%', '£12.4M', '2.387.041', '4,5/5'.
 * Thousands separators (a group of exactly three digits) are kept as written; null when there is
 * no number to count.
 */
export function parseStat(text: string): ParsedStat | null {
  const match = text.match(/^(\D*?)(\d[\d.,]*)(.*)$/s)
  if (!match) return null
  const [, prefix = '', digits = '', suffix = ''] = match
  const grouped = /^\d{1,3}([.,])\d{3}(\1\d{3})*$/.exec(digits)
  if (grouped) return { prefix, value: Number(digits.replaceAll(grouped[1]!, '')), decimals: 0, suffix, separator: grouped[1] as '.' | ',' }
  const decimal = /^(\d+)(?:([.,])(\d+))?$/.exec(digits)
  if (!decimal) return null
  const decimals = decimal[3]?.length ?? 0
  return { prefix, value: Number(`${decimal[1]}.${decimal[3] ?? 0}`), decimals, suffix, separator: (decimal[2] as '.' | ',') ?? '.' }
}

/** The stat at `progress` (0..1) of the count, eased out, in the stat's own notation. */
export function formatStat(stat: ParsedStat, progress: number): string {
  const eased = 1 - (1 - Math.min(1, Math.max(0, progress))) ** 3
  const current = stat.value * eased
  let digits: string
  if (stat.decimals > 0) {
    digits = current.toFixed(stat.decimals).replace('.', stat.separator)
  } else {
    const whole = String(Math.round(current))
    const wasGrouped = stat.value >= 1000 && stat.decimals === 0
    digits = wasGrouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, stat.separator) : whole
  }
  return `${stat.prefix}${digits}${stat.suffix}`
}
