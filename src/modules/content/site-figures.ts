import { formatCompact, formatNumber } from '@/lib/format'
import type { SiteLocale } from '@/lib/locales'

/**
 * The figures the site states about itself ("50,000+ companies in 16 countries"), from one place.
 * Texts never carry the numbers: they carry tokens (`{companies}`), in the message catalogues and
 * in CMS text alike, and every page fills them from the same resolved figures. The registry's own
 * counts are the default; an editor may override a figure in the CMS (Global config → Figures),
 * and the override then applies everywhere, "Our data" included. Figures with no registry source
 * (customers, data sources) exist only in the CMS.
 */
export const SITE_FIGURES = ['companies', 'countries', 'directors', 'sectors', 'customers', 'sources'] as const
export type SiteFigureName = (typeof SITE_FIGURES)[number]

/** Figures the registry counts itself; the rest are editorial. */
const REGISTRY_FIGURES = ['companies', 'countries', 'directors', 'sectors'] as const satisfies readonly SiteFigureName[]

function isRegistryFigure(name: SiteFigureName): name is (typeof REGISTRY_FIGURES)[number] {
  return (REGISTRY_FIGURES as readonly string[]).includes(name)
}

export type RegistryCounts = { companies: number; countries: number; directors: number; sectors: number }
export type FigureOverrides = Partial<Record<SiteFigureName, number | null | undefined>>

export type ResolvedFigure = {
  /** The number the site states (after rounding down for headlines). */
  value: number
  /** The figure as written in the page's language: "50,000", "2.3M", "300 Mio.". */
  text: string
  /** True when `value` is below the count it stands for, so texts say "+" / "más de" / "über". */
  rounded: boolean
  source: 'registry' | 'cms'
}

export type SiteFigures = Partial<Record<SiteFigureName, ResolvedFigure>>

/** Numbers as the spec writes them in English ("2,387,041"), otherwise in the page's language. */
export function numberLocale(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale
}

/**
 * A count as a headline states it: whole below 1,000, otherwise rounded DOWN to two significant
 * digits (5,583 → 5,500; 2,387,041 → 2,300,000), so a stated figure is never above the truth.
 */
export function headlineValue(count: number): number {
  if (!Number.isFinite(count) || count <= 0) return 0
  const whole = Math.floor(count)
  if (whole < 1000) return whole
  const scale = 10 ** (Math.floor(Math.log10(whole)) - 1)
  return Math.floor(whole / scale) * scale
}

/**
 * A headline number in a language: grouped below a million ("50,000"), compact above ("2.3M",
 * "2,3 Mio."). English uses the site's own forms (lib/format: en-GB grouping, K/M/B/T suffixes).
 */
export function formatHeadline(value: number, locale: string): string {
  if (locale === 'en') return value < 1_000_000 ? formatNumber(value) : formatCompact(value)
  const language = numberLocale(locale)
  if (value < 1_000_000) return new Intl.NumberFormat(language).format(value)
  return new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(value)
}

function resolveFigure(count: number, locale: string, source: ResolvedFigure['source']): ResolvedFigure {
  const value = headlineValue(count)
  return { value, text: formatHeadline(value, locale), rounded: value < Math.floor(count), source }
}

/**
 * The site's figures in a language: each override the CMS sets, otherwise the registry's count (an
 * empty registry states 0, which is true). An editorial figure without a value is left out, and its
 * token stays in the text (the CMS requires those values, so this is an unsaved global only).
 */
export function resolveSiteFigures(registry: RegistryCounts, overrides: FigureOverrides, locale: SiteLocale): SiteFigures {
  const figures: SiteFigures = {}
  for (const name of SITE_FIGURES) {
    const override = overrides[name]
    if (typeof override === 'number' && override > 0) {
      // An editor's figure is stated as written: "300000000" is "300M", never rounded further.
      figures[name] = { value: override, text: formatHeadline(override, locale), rounded: false, source: 'cms' }
      continue
    }
    if (isRegistryFigure(name)) figures[name] = resolveFigure(registry[name], locale, 'registry')
  }
  return figures
}

const TOKEN = new RegExp(`\\{(${SITE_FIGURES.join('|')})\\}`, 'g')

/** The text with each figure token replaced by the figure; a token whose figure is unknown stays as written. */
export function fillFigureText(text: string, figures: SiteFigures): string {
  if (!text.includes('{')) return text
  return text.replace(TOKEN, (token, name: SiteFigureName) => figures[name]?.text ?? token)
}

/**
 * A CMS document with the figure tokens of every string in it filled (blocks, rich text nodes,
 * arrays…); other values are kept as they are. A new object is returned only where something changed.
 */
export function fillFigureTokens<T>(value: T, figures: SiteFigures): T {
  if (typeof value === 'string') return fillFigureText(value, figures) as T
  if (Array.isArray(value)) {
    let changed = false
    const next = value.map((item) => {
      const filled = fillFigureTokens(item, figures)
      if (filled !== item) changed = true
      return filled
    })
    return (changed ? next : value) as T
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    let changed = false
    const next: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      const filled = fillFigureTokens(item, figures)
      if (filled !== item) changed = true
      next[key] = filled
    }
    return (changed ? next : value) as T
  }
  return value
}
