import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { seedContentRoot } from './content-files'
import { lexical } from './content-lexical'
import { loadSeedContent } from './content-loader'
import { demoEntries } from './demo-pages'

const root = seedContentRoot()
const temporary: string[] = []

/** A copy of content/seed to break on purpose. */
function copyOfContent(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-content-'))
  temporary.push(directory)
  fs.cpSync(root, directory, { recursive: true })
  return directory
}

function edit(file: string, change: (text: string) => string): void {
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')))
}

afterEach(() => {
  for (const directory of temporary.splice(0)) fs.rmSync(directory, { recursive: true, force: true })
})

describe('seed content files', () => {
  it('all parse and every file in content/seed is one the loader reads', () => {
    const content = loadSeedContent()
    const markdown = (folder: string) => fs.readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.md')).length
    const languages = (items: { text: Record<string, unknown> }[]) => items.flatMap((item) => Object.values(item.text).filter(Boolean))
    expect(languages(content.articles)).toHaveLength(markdown('articles'))
    expect(languages(content.vacancies)).toHaveLength(markdown('vacancies'))
    expect(content.policies.length * 3).toBe(markdown('policies'))

    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(json|md)$/.test(name))
    const known =
      /^(README\.md|(articles|policies|vacancies)\/[^/]+\.md|careers\/vacancy-benefits\.(en|es|de)\.md|[^/]+\.json|(site|careers|policies)\/[^/]+\.json)$/
    expect(files.map((name) => name.split(path.sep).join('/')).filter((name) => !known.test(name))).toEqual([])
  })

  it('keeps the languages each item had when the texts lived in TypeScript', () => {
    const content = loadSeedContent()
    expect(content.articles).toHaveLength(37)
    for (const article of content.articles) {
      expect(article.text.en, article.slug).toBeDefined()
      expect(article.text.es, article.slug).toBeDefined()
    }
    const german = (items: { slug: string; text: { de?: unknown } }[]) =>
      items
        .filter((item) => item.text.de)
        .map((item) => item.slug)
        .sort()
    expect(german(content.articles)).toEqual([
      'fastest-growing-logistics-companies-spain',
      'gdpr-b2b-contact-data',
      'global-data-platform-vs-legacy-bureau',
      'halden-logistics-supplier-monitoring',
      'ideal-customer-profile-firmographics',
      'introducing-ai-company-check-agents',
      'kyb-check-practical-checklist',
      'match-messy-crm-lists-abc-grades',
      'orbita-consulting-crm-clean-up',
      'top-renewable-energy-installers-germany',
    ])
    expect(content.vacancies).toHaveLength(10)
    expect(german(content.vacancies)).toEqual([
      'customer-success-manager',
      'data-research-analyst',
      'enterprise-account-executive-dach',
      'senior-data-engineer',
    ])
    expect(content.policies.map((policy) => policy.slug)).toEqual(['privacy', 'cookies', 'terms', 'data-processing'])
    expect(content.faqs).toHaveLength(28)
    expect(content.site.locationDataFaq).toHaveLength(4)
    expect(content.faqs.filter((faq) => faq.question.de)).toHaveLength(19)
    expect(content.testimonials.filter((testimonial) => testimonial.quote.de)).toHaveLength(6)

    const pages = demoEntries(content)
    expect(pages).toHaveLength(56)
    expect(pages.filter((page) => page.languages.includes('de')).map((page) => page.slug)).toEqual([
      '/',
      'credit-reports',
      'list-enrichment',
      'ai-agents',
      'fresh-investigation',
      'pricing',
      'customers',
      'blog',
      'about',
      'our-data',
      'careers',
      'contacts',
      'book-demo',
      'free-trial',
      'pricing/trial',
      'request-quote',
      'thank-you',
      'thank-you/trial',
      'authors',
      'privacy-policy',
      'terms',
      'browser-extension',
    ])
  })

  it('reads blank lines between Markdown blocks as nothing, so the rich text is the one of the line format', () => {
    const spaced = '## Heading\n\nA paragraph with **bold**.\n\n- one\n- two\n\nLast.'
    expect(lexical(spaced)).toEqual(lexical(spaced.replace(/\n\n/g, '\n')))
  })

  it('names the file and the field of a broken front matter', () => {
    const directory = copyOfContent()
    const file = path.join(directory, 'articles', 'kyb-check-practical-checklist.es.md')
    edit(file, (text) => text.replace(/^title: .*\n/m, ''))
    expect(() => loadSeedContent(directory)).toThrow(`${file}: front matter.title:`)
  })

  it('names a missing translation file', () => {
    const directory = copyOfContent()
    const file = path.join(directory, 'policies', 'terms.de.md')
    fs.rmSync(file)
    expect(() => loadSeedContent(directory)).toThrow(`${file}: (file): missing`)
  })

  it('names the page and field of a wrong page entry', () => {
    const directory = copyOfContent()
    const file = path.join(directory, 'site', 'pages.json')
    edit(file, (text) => {
      const pages = JSON.parse(text) as { pageType: string }[]
      pages[1]!.pageType = 'no-such-type'
      return JSON.stringify(pages)
    })
    expect(() => loadSeedContent(directory)).toThrow(`${file}: 1.pageType:`)
  })

  it('names the file and the path of a wrong JSON field', () => {
    const directory = copyOfContent()
    const file = path.join(directory, 'faqs.json')
    edit(file, (text) => {
      const faqs = JSON.parse(text) as { answer: Record<string, string> }[]
      delete faqs[2]!.answer.es
      return JSON.stringify(faqs)
    })
    expect(() => loadSeedContent(directory)).toThrow(`${file}: 2.answer.es:`)
  })

  it('refuses a vacancy without one of its sections and an article linked to an unknown author', () => {
    const directory = copyOfContent()
    const vacancy = path.join(directory, 'vacancies', 'senior-data-engineer.en.md')
    edit(vacancy, (text) => text.replace('# qualities', '# quality'))
    expect(() => loadSeedContent(directory)).toThrow(`${vacancy}: body section.`)

    const other = copyOfContent()
    const article = path.join(other, 'articles', 'kyb-check-practical-checklist.en.md')
    edit(article, (text) => text.replace(/^author: .*$/m, 'author: nobody'))
    expect(() => loadSeedContent(other)).toThrow(`${article}: front matter.author: no author nobody`)
  })
})
