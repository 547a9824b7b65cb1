import { z } from 'zod'

/**
 * The embedded products page is configured by its address (spec 2, "public_*" parameters).
 * Values come from whoever embeds the page, so each is checked and a bad one is dropped, never fatal.
 */
export const EMBED_CTA_TYPES = ['trial', 'demo', 'link', 'none'] as const
export type EmbedCtaType = (typeof EMBED_CTA_TYPES)[number]
export const INCLUDED_BLOCK_TYPES = ['list', 'grid'] as const
export type IncludedBlockType = (typeof INCLUDED_BLOCK_TYPES)[number]

/** Only these video hosts may be framed (the site's CSP frame-src says the same). */
const VIDEO_HOSTS = new Set(['www.youtube.com', 'youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'player.vimeo.com', 'vimeo.com'])

export type EmbedSettings = {
  country: string | null
  title: string | null
  hasFrequencySwitcher: boolean
  /** true: the site's promo video; a string: that video's address; null: no video. */
  video: string | true | null
  ctaType: EmbedCtaType | null
  ctaText: string | null
  ctaLink: string | null
  presentationId: string | null
  includedBlock: string | null
  includedBlockType: IncludedBlockType
}

const TRUE_VALUES = new Set(['1', 'true', 'yes', 'on'])
const FALSE_VALUES = new Set(['0', 'false', 'no', 'off'])

function text(value: string | null, max: number): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed.slice(0, max) : null
}

function httpsUrl(value: string | null): URL | null {
  if (!value) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' ? url : null
  } catch {
    return null
  }
}

function videoSetting(value: string | null): string | true | null {
  const raw = value?.trim().toLowerCase()
  if (!raw || FALSE_VALUES.has(raw)) return null
  if (TRUE_VALUES.has(raw)) return true
  const url = httpsUrl(value)
  return url && VIDEO_HOSTS.has(url.hostname) ? url.toString() : null
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  const raw = value?.trim().toLowerCase()
  return raw && (values as readonly string[]).includes(raw) ? (raw as T) : null
}

const countryCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/)
const identifier = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/)

export function parseEmbedSettings(query: URLSearchParams): EmbedSettings {
  const country = countryCode.safeParse(query.get('public_country') ?? '')
  const presentation = identifier.safeParse(query.get('public_presentation_id') ?? '')
  const included = identifier.safeParse(query.get('public_included_block') ?? '')
  const switcher = query.get('public_has_frequency_switcher')?.trim().toLowerCase()
  return {
    country: country.success ? country.data : null,
    title: text(query.get('public_title'), 200),
    hasFrequencySwitcher: !(switcher && FALSE_VALUES.has(switcher)),
    video: videoSetting(query.get('public_video')),
    ctaType: oneOf(EMBED_CTA_TYPES, query.get('public_cta_type')),
    ctaText: text(query.get('public_cta_text'), 80),
    ctaLink: httpsUrl(query.get('public_cta_link'))?.toString() ?? null,
    presentationId: presentation.success ? presentation.data : null,
    includedBlock: included.success ? included.data.toLowerCase() : null,
    includedBlockType: oneOf(INCLUDED_BLOCK_TYPES, query.get('public_included_block_type')) ?? 'list',
  }
}

/** The country map (pricing_country_map): which market's products a visitor's country sees. */
export type CountryMap = { default_map_to: string; rows: ReadonlyArray<{ countries: string; map_to: string }> }

export function splitCountryList(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((code) => code.trim().toLowerCase())
    .filter((code) => /^[a-z]{2}$/.test(code))
}

/** `map_properly` says whether the country has a row of its own or fell to the default market. */
export function mapCountry(map: CountryMap, country: string): { map_properly: boolean; map_to: string } {
  const code = country.trim().toLowerCase()
  for (const row of map.rows) if (splitCountryList(row.countries).includes(code)) return { map_properly: true, map_to: row.map_to }
  return { map_properly: false, map_to: map.default_map_to }
}
