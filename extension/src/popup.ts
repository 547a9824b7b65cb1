/**
 * The extension's popup: the registry record of the company behind the website in the active tab.
 * Clicking the toolbar button grants the popup that tab's address (the `activeTab` permission; the
 * extension cannot see any other tab). The API key is kept in this browser's extension storage
 * (`chrome.storage.local`, never synced) and sent only to the site the extension was built for.
 * Everything from the API goes into the page as text, never as HTML.
 */
import {
  addressLine,
  API_KEY_PATTERN,
  creditReportUrl,
  domainOfPage,
  isCacheable,
  LOOKUP_CACHE_MS,
  lookUpDomain,
  type Lookup,
} from './lookup'

const KEY_STORAGE = 'apiKey'
const content = document.getElementById('content') as HTMLElement
const footer = document.getElementById('footer') as HTMLElement
const uiLanguage = chrome.i18n.getUILanguage()

function t(name: string, ...substitutions: string[]): string {
  return chrome.i18n.getMessage(name, substitutions) || name
}

/** An element with text and attributes; children appended in order. */
function element<Tag extends keyof HTMLElementTagNameMap>(
  tag: Tag,
  properties: Partial<Record<string, string>> = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(properties)) if (value !== undefined) node.setAttribute(name, value)
  for (const child of children) if (child !== null) node.append(child)
  return node
}

function show(...nodes: (Node | null)[]): void {
  content.replaceChildren(...nodes.filter((node): node is Node => node !== null))
  content.setAttribute('aria-busy', 'false')
}

/** The site the zip was downloaded from (site.json, written by src/lib/browser-extension.ts). */
const site = (await (await fetch(chrome.runtime.getURL('site.json'))).json()) as { origin: string; name: string }
const SITE_ORIGIN = site.origin
const siteHost = new URL(SITE_ORIGIN).host
const keysUrl = `${SITE_ORIGIN}/ai-agents?type=api-keys`

function externalLink(href: string, text: string, className?: string): HTMLAnchorElement {
  return element('a', { href, target: '_blank', rel: 'noopener', class: className }, text)
}

async function storedKey(): Promise<string | null> {
  const stored = await chrome.storage.local.get(KEY_STORAGE)
  const key = stored[KEY_STORAGE]
  return typeof key === 'string' && API_KEY_PATTERN.test(key) ? key : null
}

/** The key form, with why it is shown (a refused key, a key without the scope) above it. */
function showKeyForm(reason: { title: string; text: string } | null, domain: string | null): void {
  const error = element('p', { id: 'key-error', class: 'error', role: 'alert' })
  const input = element('input', {
    id: 'api-key',
    name: 'api-key',
    type: 'password',
    autocomplete: 'off',
    spellcheck: 'false',
    required: '',
    'aria-describedby': 'key-hint',
  })
  const form = element(
    'form',
    { class: 'key-form', novalidate: '' },
    element('label', { for: 'api-key' }, t('key_label')),
    input,
    element('p', { id: 'key-hint', class: 'hint' }, t('key_hint')),
    error,
    element('button', { type: 'submit', class: 'button' }, t('key_save')),
  )
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    const key = input.value.trim()
    if (!API_KEY_PATTERN.test(key)) {
      error.textContent = key ? t('key_malformed') : t('key_missing')
      input.setAttribute('aria-invalid', 'true')
      input.setAttribute('aria-describedby', 'key-error key-hint')
      input.focus()
      return
    }
    void chrome.storage.local.set({ [KEY_STORAGE]: key }).then(() => run(key, domain))
  })
  show(
    element('h1', {}, reason?.title ?? t('key_title')),
    element('p', {}, reason?.text ?? t('key_intro')),
    element('p', {}, externalLink(keysUrl, t('key_create_link'))),
    form,
  )
  showFooter(false)
  input.focus()
}

function showFooter(withKey: boolean): void {
  const links: Node[] = [externalLink(keysUrl, t('footer_keys'))]
  if (withKey) {
    const change = element('button', { type: 'button', class: 'link-button' }, t('footer_change_key'))
    change.addEventListener('click', () => showKeyForm(null, currentDomain))
    links.unshift(change)
  }
  footer.replaceChildren(...links)
}

function retryButton(key: string, domain: string): HTMLButtonElement {
  const retry = element('button', { type: 'button', class: 'button' }, t('retry'))
  retry.addEventListener('click', () => void run(key, domain, { fresh: true }))
  return retry
}

function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'region' }).of(code.toUpperCase()) ?? code.toUpperCase()
  } catch {
    return code.toUpperCase()
  }
}

/** The company's parents from GLEIF, with the licence's attribution; nothing when it has none. */
function parentsSection(parents: Extract<Lookup, { kind: 'found' }>['parents']): Node | null {
  if (!parents.length) return null
  const list = element('dl', { class: 'facts', 'data-testid': 'family' })
  for (const parent of parents)
    list.append(
      element('dt', {}, t(parent.relation === 'direct' ? 'family_direct_parent' : 'family_ultimate_parent')),
      element('dd', {}, parent.active ? parent.name : t('family_former', parent.name)),
    )
  const section = element('div', {}, element('h2', {}, t('family_title')), list, element('p', { class: 'note' }, t('family_source')))
  return section
}

function showCompany(lookup: Extract<Lookup, { kind: 'found' }>, domain: string): void {
  const { company } = lookup
  const status = company.status ?? t(company.is_active ? 'status_active' : 'status_inactive')
  const facts: [string, string | null][] = [
    [t('field_registration_number'), company.registration_number],
    [t('field_vat'), company.vat ?? null],
    [t('field_country'), countryName(company.country)],
    [t('field_legal_form'), company.legal_form],
    [t('field_address'), addressLine(company.address) || null],
  ]
  const list = element('dl', { class: 'facts' })
  for (const [term, value] of facts) {
    if (!value) continue
    list.append(element('dt', {}, term), element('dd', {}, value))
  }
  let officers: Node
  if (lookup.officers === null) officers = element('p', { class: 'note' }, lookup.officersNote ?? t('officers_unavailable'))
  else if (lookup.officers.length === 0) officers = element('p', { class: 'note' }, t('officers_none'))
  else {
    officers = element('ul', { class: 'officers' })
    for (const officer of lookup.officers)
      officers.appendChild(
        element(
          'li',
          {},
          element('span', { class: 'officer-name' }, officer.full_name),
          officer.job_function ? ` · ${officer.job_function}` : '',
        ),
      )
  }
  show(
    element('p', { class: 'eyebrow' }, t('record_for', domain)),
    element('h1', {}, company.name),
    element('p', { class: company.is_active ? 'status status--active' : 'status' }, status),
    list,
    parentsSection(lookup.parents),
    element('h2', {}, t('officers_title')),
    officers,
    lookup.others > 0 ? element('p', { class: 'note' }, t('others_on_domain', String(lookup.others))) : null,
    externalLink(creditReportUrl(SITE_ORIGIN, uiLanguage, company), t('buy_report'), 'button'),
  )
}

function showLookup(lookup: Lookup, key: string, domain: string): void {
  switch (lookup.kind) {
    case 'found':
      showCompany(lookup, domain)
      break
    case 'not-found':
      show(
        element('h1', {}, t('not_found_title')),
        element('p', {}, t('not_found_text', domain)),
        externalLink(`${SITE_ORIGIN}/credit-report`, t('search_registry'), 'button'),
      )
      break
    case 'key-refused':
      void chrome.storage.local.remove(KEY_STORAGE)
      showKeyForm({ title: t('key_refused_title'), text: t('key_refused_text') }, domain)
      return
    case 'scope-missing':
      showKeyForm({ title: t('scope_missing_title'), text: t('scope_missing_text') }, domain)
      return
    case 'refused':
      show(element('h1', {}, t('refused_title')), element('p', {}, lookup.detail), retryButton(key, domain))
      break
    case 'unreachable':
      show(element('h1', {}, t('unreachable_title', siteHost)), element('p', {}, t('unreachable_text')), retryButton(key, domain))
      break
  }
  showFooter(true)
}

/** Lookups kept for this browser session (chrome.storage.session, memory only), per key and domain. */
function cacheKey(key: string, domain: string): string {
  return `lookup:${key.slice(0, 12)}:${domain}`
}

async function run(key: string, domain: string | null, { fresh = false } = {}): Promise<void> {
  if (!domain) {
    show(element('h1', {}, t('no_site_title')), element('p', {}, t('no_site_text')))
    showFooter(true)
    return
  }
  const cached = cacheKey(key, domain)
  const keep = fresh ? undefined : ((await chrome.storage.session.get(cached))[cached] as { at: number; lookup: Lookup } | undefined)
  if (keep && Date.now() - keep.at < LOOKUP_CACHE_MS) {
    showLookup(keep.lookup, key, domain)
    return
  }
  content.setAttribute('aria-busy', 'true')
  content.replaceChildren(element('p', { class: 'loading' }, t('loading', domain)))
  const lookup = await lookUpDomain({ site: SITE_ORIGIN, key, domain, fetch: (input, init) => fetch(input, init) })
  if (isCacheable(lookup)) await chrome.storage.session.set({ [cached]: { at: Date.now(), lookup } })
  showLookup(lookup, key, domain)
}

let currentDomain: string | null = null

async function start(): Promise<void> {
  document.documentElement.lang = uiLanguage
  document.title = t('extension_name')
  document.getElementById('brand')!.textContent = t('extension_name')
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true })
  currentDomain = domainOfPage(tab?.url)
  const key = await storedKey()
  if (!key) showKeyForm(null, currentDomain)
  else await run(key, currentDomain)
}

void start()
