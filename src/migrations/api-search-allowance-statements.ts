/**
 * The daily search allowance's figures for plans made before it existed, written once for both
 * databases (as api-usage-statements.ts did for the monthly one): an upgrade must not leave any plan
 * with unlimited free searches, the door the registry was scraped through (issue 56). By plan type,
 * as the seed sets them; a free plan's contact lookups become 0 on its form too (the code holds a
 * free plan to none whatever the form says).
 */
const SEARCHES_PER_DAY: [string, number][] = [
  ['starter', 100],
  ['professional', 10_000],
  ['custom', 100_000],
]

export const API_SEARCH_ALLOWANCE_UP: string[] = (['', 'version_'] as const).flatMap((prefix) => {
  const table = prefix ? '_pricing_plans_v' : 'pricing_plans'
  const column = (name: string) => `${prefix}api_allowance_${name}`
  return [
    ...SEARCHES_PER_DAY.map(
      ([type, searches]) =>
        `UPDATE ${table} SET ${column('searches_per_day')} = ${searches} WHERE ${prefix}type = '${type}' AND ${column('searches_per_day')} IS NULL`,
    ),
    `UPDATE ${table} SET ${column('contact_lookups')} = 0 WHERE ${prefix}type = 'starter'`,
  ]
})
