/**
 * Finds the figures a page states about companies and countries ("50,000+ companies", "más de
 * 2,3 M de empresas", "16 Ländern"), for the figure-consistency crawl (tests/e2e/figures.e2e.spec.ts).
 * A number counts as a statement when a company or country word follows it, with at most a "+"
 * and the Spanish "de" between.
 */
export type FigureKind = 'companies' | 'countries' | 'customers'
export type FigureStatement = { kind: FigureKind; value: number; text: string }

const NUMBER = String.raw`(\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+|\d+(?:[.,]\d+)?)(?:[\u00a0\u202f ]?(Mio\.|Mrd\.|M|K|B|m|k))?`
const WORDS: Record<Exclude<FigureKind, 'customers'>, string> = {
  companies: '(?:company profiles|companies|perfiles de empresa|empresas|Firmenprofile(?:n)?|Unternehmen)',
  countries: '(?:countries|países|Ländern|Länder)',
}
const PATTERNS = (Object.keys(WORDS) as (keyof typeof WORDS)[]).map((kind) => ({
  kind,
  pattern: new RegExp(String.raw`(?<![\d.,])${NUMBER}\s*\+?\s*(?:de\s+)?${WORDS[kind]}(?![\p{L}])`, 'gu'),
}))

const SCALE: Record<string, number> = { K: 1e3, k: 1e3, M: 1e6, m: 1e6, 'Mio.': 1e6, B: 1e9, 'Mrd.': 1e9 }

/** A number as an English, Spanish or German page writes it: "50,000", "50.000", "2.3M", "2,3 Mio.". */
export function parseStatedNumber(digits: string, suffix?: string): number {
  const grouped = /^\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+$/.test(digits)
  const value = grouped ? Number(digits.replace(/[.,\u00a0\u202f ]/g, '')) : Number(digits.replace(',', '.'))
  return Math.round(value * (suffix ? (SCALE[suffix] ?? 1) : 1))
}

/**
 * "Trusted by 10,000+ companies", "Más de 10.000 empresas confían…", "bewertet von über 10.000
 * Unternehmen": companies that are customers, a figure of its own.
 */
const CUSTOMERS_BEFORE = /(?:trusted by|out of 5 by|sobre 5 de más de|bewertet von über)\s*$/iu
const CUSTOMERS_AFTER = /^\s*(?:trust|confían|vertrauen)/iu

export function findFigureStatements(text: string): FigureStatement[] {
  const found: FigureStatement[] = []
  for (const { kind, pattern } of PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0
      const before = text.slice(Math.max(0, start - 20), start)
      const after = text.slice(start + match[0].length, start + match[0].length + 20)
      const customers = kind === 'companies' && (CUSTOMERS_BEFORE.test(before) || CUSTOMERS_AFTER.test(after))
      found.push({ kind: customers ? 'customers' : kind, value: parseStatedNumber(match[1]!, match[2]), text: match[0].trim() })
    }
  }
  return found
}
