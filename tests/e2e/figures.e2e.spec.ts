import { JSDOM } from 'jsdom'

import { findFigureStatements, type FigureKind, type FigureStatement } from '../support/figure-statements'
import { expect, test } from './fixtures'

/**
 * The figure-consistency crawl (issue 40): every page of the sitemap, in every language, is read as
 * a visitor gets it, and every figure it states about companies and countries must be the site's one
 * figure of that kind (modules/content/site-figures.ts), the one "Our data" shows. A figure a page
 * marks as its own (`data-figure` with a scope: a country's counts, an industry's companies) may
 * differ, and only inside that element.
 */

type PageFigures = { url: string; statements: FigureStatement[] }

/** The visible text of a page (scripts, styles and hidden copies left out), elements kept apart by spaces. */
function visibleText(root: Element): string {
  const parts: string[] = []
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '')
    if (node.nodeType !== 1) return
    const element = node as Element
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName) || element.hasAttribute('hidden')) return
    for (const child of element.childNodes) walk(child)
    parts.push(' ')
  }
  walk(root)
  return parts.join('').replace(/\s+/g, ' ')
}

function pageFigures(url: string, html: string): PageFigures {
  const document = new JSDOM(html).window.document
  // Customers' words (testimonials), articles' prose and article teasers state other facts
  // ("exports to 30 countries", "a list of 200 companies"); the site's claims in articles are tokens,
  // filled like every other text.
  for (const other of document.querySelectorAll('blockquote, .article-body, .article-card')) other.remove()
  // A page's own figures (a country's or an industry's counts) are not statements about the site.
  for (const scoped of document.querySelectorAll('[data-figure-scope]')) {
    if (scoped.getAttribute('data-figure-scope') !== 'site') scoped.remove()
  }
  // Stats print their number twice (animated digits and a copy for screen readers): read it once.
  for (const hidden of document.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
  // A stat is a label (dt) above its value (dd): read it as "16 countries." so no value pairs with the next label.
  for (const term of document.querySelectorAll('dt')) {
    const value = term.nextElementSibling
    if (value?.tagName !== 'DD' || !term.parentElement) continue
    term.parentElement.replaceChildren(document.createTextNode(` ${value.textContent} ${term.textContent}. `))
  }
  return { url, statements: findFigureStatements(visibleText(document.body)) }
}

test('every page states the same figures for companies and countries, in all three languages', async ({ request }) => {
  test.setTimeout(240_000)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const urls = [...new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname))]
  expect(urls.length).toBeGreaterThan(60)
  for (const language of ['/es', '/de']) expect(urls.some((url) => url.startsWith(`${language}/`) || url === language)).toBe(true)

  // The one figure of each kind, as "Our data" states it.
  const ourData = new JSDOM(await (await request.get('/our-data')).text()).window.document
  const stated = (kind: string) => ourData.querySelector(`[data-figure="${kind}"][data-figure-scope="site"] .visually-hidden`)?.textContent
  const truth: Record<Exclude<FigureKind, 'customers'>, number> = {
    companies: Number(stated('companies')?.replace(/[,+]/g, '')),
    countries: Number(stated('countries')),
  }
  expect(truth.companies).toBeGreaterThan(1000)
  expect(truth.countries).toBeGreaterThan(1)

  const pages: PageFigures[] = []
  for (const url of urls) {
    // Case studies quote their customers' own numbers ("distributors in 30 countries"), not the site's.
    if (/^\/(?:(?:es|de)\/)?customers(?:\/|$)/.test(url)) continue
    const response = await request.get(url)
    expect(response.status(), url).toBe(200)
    pages.push(pageFigures(url, await response.text()))
  }
  const statements = pages.flatMap((page) => page.statements.map((statement) => ({ ...statement, url: page.url })))
  // The crawl must find the claims it checks: the home page, the footer and the plans state both.
  expect(statements.filter((statement) => statement.kind === 'companies').length).toBeGreaterThan(20)
  expect(statements.filter((statement) => statement.kind === 'countries').length).toBeGreaterThan(20)
  const contradictions = statements.filter((statement) => statement.kind !== 'customers' && statement.value !== truth[statement.kind])
  expect(contradictions, `figures that contradict Our data (${truth.companies} companies, ${truth.countries} countries)`).toEqual([])
  // The customer figure has no page of its own: every statement of it must agree ("Trusted by …", "… trust our data").
  const customers = new Set(statements.filter((statement) => statement.kind === 'customers').map((statement) => statement.value))
  expect([...customers]).toHaveLength(1)
})
