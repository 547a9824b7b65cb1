/**
 * What the extension asks the company data API (`/api/public/v1`) about the website in the active tab,
 * and how it reads the answers. No browser API here (the popup passes `fetch` in), so the unit tests
 * run it against recorded answers and the e2e spec against the real site.
 */
import { DEFAULT_LOCALE, isSiteLocale } from '@/lib/locales'
import type { CompanySearchHit, FullProfile, familyResponseSchema } from '@/modules/data-api/schemas'
import type { z } from 'zod'

/**
 * The company as the popup shows it: the search's record (what a visitor's search shows), with the
 * VAT number when the full profile was given (a search no longer answers it: issue 56).
 */
export type CompanyRecord = CompanySearchHit & { vat?: string | null }

/** The API's own types: a change of the API that the extension does not follow fails the type check. */
type Officer = Pick<FullProfile['officers'][number], 'id' | 'full_name' | 'job_function'>
type Family = z.infer<typeof familyResponseSchema>['data']
/** A parent as the popup names it: the registry's name when the entity is loaded, else its LEI. */
export type Parent = { relation: 'direct' | 'ultimate'; name: string; lei: string; active: boolean }

export type Lookup =
  | {
      kind: 'found'
      company: CompanyRecord
      /** Null when the full profile was not given (the plan does not include it, or it is used up). */
      officers: Officer[] | null
      /** Why there are no officers, as the API said it (its `detail`), or null. */
      officersNote: string | null
      /** Other registry companies that give the same website. */
      others: number
      /** The company's parents (GLEIF), when it has an LEI and the family could be read. */
      parents: Parent[]
    }
  | { kind: 'not-found' }
  /** 401: the key is unknown, mistyped or revoked. */
  | { kind: 'key-refused' }
  /** 403 naming the `profiles` scope: the key does not have it. */
  | { kind: 'scope-missing' }
  /** 429 or any other refusal, with the API's own words. */
  | { kind: 'refused'; detail: string }
  /** The site could not be reached. */
  | { kind: 'unreachable' }

/** An API key as the account area shows it once: `cdk_` and 43 URL-safe characters. */
export const API_KEY_PATTERN = /^cdk_[A-Za-z0-9_-]{43}$/

/** Where the API lives on the site the extension was built for. */
export const API_PATH = '/api/public/v1'

/**
 * The host to look up for a tab's address: web pages only, without `www.`; null for the browser's own
 * pages, files, IP addresses and names without a dot (localhost, intranet hosts), which no company
 * registers. Only the host leaves the browser, never the page's path or query.
 */
export function domainOfPage(url: string | undefined | null): string | null {
  if (!url) return null
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  const host = parsed.hostname.toLowerCase().replace(/\.$/, '')
  if (!host.includes('.') || host.startsWith('[') || /^\d+(\.\d+){3}$/.test(host)) return null
  return host.replace(/^www\./, '')
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>

async function detailOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { detail?: unknown } | null
  return typeof body?.detail === 'string' && body.detail ? body.detail : `The site answered ${response.status}.`
}

async function refusal(response: Response): Promise<Lookup> {
  if (response.status === 401) return { kind: 'key-refused' }
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { scope?: unknown } | null
  // A 403 naming a scope: another key is the fix. Any other 403 (the account's plan) is the API's own words.
  if (response.status === 403 && Array.isArray(body?.scope)) return { kind: 'scope-missing' }
  return { kind: 'refused', detail: await detailOf(response) }
}

/**
 * The company behind a domain: a search by domain (free of allowance), then the first company's full
 * profile for its officers (one full profile). A plan without full profiles, or with none left this
 * month, still shows the registry record, with the API's reason in place of the officers.
 */
export async function lookUpDomain(options: { site: string; key: string; domain: string; fetch: Fetch }): Promise<Lookup> {
  const { site, key, domain } = options
  const headers = { Authorization: `Bearer ${key}`, Accept: 'application/json' }
  const call = async (path: string): Promise<Response | null> => {
    try {
      return await options.fetch(`${site}${API_PATH}${path}`, { headers, credentials: 'omit', cache: 'no-store' })
    } catch {
      return null
    }
  }

  const search = await call(`/companies/search?${new URLSearchParams({ domain, page_size: '5' }).toString()}`)
  if (!search) return { kind: 'unreachable' }
  if (!search.ok) return refusal(search)
  const { data } = (await search.json()) as { data: CompanySearchHit[] }
  const [company, ...others] = data
  if (!company) return { kind: 'not-found' }

  const profile = await call(`/companies/${company.id}?detail=full`)
  if (!profile) return { kind: 'unreachable' }
  if (!profile.ok) {
    if (profile.status === 401) return { kind: 'key-refused' }
    return { kind: 'found', company, officers: null, officersNote: await detailOf(profile), others: others.length, parents: [] }
  }
  const full = (await profile.json()) as { data: { officers: Officer[]; vat: string | null; lei?: string | null } }
  // The family costs one basic profile: asked only for a company with an LEI, and its refusal hides nothing else.
  let parents: Parent[] = []
  if (full.data.lei) {
    const family = await call(`/companies/${company.id}/family`)
    if (family?.ok) parents = parentsOf(((await family.json()) as { data: Family }).data)
  }
  return {
    kind: 'found',
    company: { ...company, vat: full.data.vat },
    officers: full.data.officers,
    officersNote: null,
    others: others.length,
    parents,
  }
}

/** The direct and ultimate parent (the ultimate one only when it is another entity). */
export function parentsOf(family: Family): Parent[] {
  const parents: Parent[] = []
  for (const [relation, member] of [
    ['direct', family.direct_parent],
    ['ultimate', family.ultimate_parent],
  ] as const) {
    if (!member || parents.some((parent) => parent.lei === member.lei)) continue
    parents.push({ relation, name: member.company?.name ?? member.lei, lei: member.lei, active: member.status === 'active' })
  }
  return parents
}

/** One line of the registered address, as the registry gives its parts. */
export function addressLine(address: CompanySearchHit['address']): string {
  return [
    address.street,
    address.postcode && address.city ? `${address.postcode} ${address.city}` : (address.city ?? address.postcode),
    address.state,
  ]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(', ')
}

/**
 * Where to buy the company's credit report: the site's credit search, in the browser's language when
 * the site has it, opened on this company's name and country (the site's `/credit-report` address
 * finds the credit search page wherever the CMS put it).
 */
export function creditReportUrl(site: string, uiLanguage: string, company: Pick<CompanySearchHit, 'name' | 'country'>): string {
  const language = uiLanguage.slice(0, 2).toLowerCase()
  const prefix = isSiteLocale(language) && language !== DEFAULT_LOCALE ? `/${language}` : ''
  return `${site}${prefix}/credit-report?${new URLSearchParams({ company: company.name, country: company.country }).toString()}`
}

/** How long a lookup is kept for the same domain and key: reopening the popup spends nothing. */
export const LOOKUP_CACHE_MS = 30 * 60 * 1000

/** Answers worth keeping: what the registry said, not a refusal or a network failure. */
export function isCacheable(lookup: Lookup): boolean {
  return lookup.kind === 'found' || lookup.kind === 'not-found'
}
