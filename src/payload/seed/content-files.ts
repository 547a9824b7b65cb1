import fs from 'node:fs'
import path from 'node:path'

import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'

/**
 * Reading the seed's content files (content/seed: Markdown with YAML front matter, and JSON). Every
 * failure names the file and the field at fault, so whoever edits the texts can fix them without
 * reading the seeding code.
 */

export const SEED_LOCALES = ['en', 'es', 'de'] as const
export type SeedLocale = (typeof SEED_LOCALES)[number]

export class SeedContentError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${file}: ${field}: ${problem}`)
    this.name = 'SeedContentError'
  }
}

const CONTENT_DIR = path.join('content', 'seed')

/**
 * The content/seed folder. Looked for from the working directory upwards rather than from this
 * file's location: once Next.js bundles the seed into the server, this file's own path points into
 * .next, while every way of starting the site (npm start, db:prepare, the test template) runs from
 * the repository or a folder inside it.
 */
export function seedContentRoot(start: string = process.cwd()): string {
  for (let directory = path.resolve(start); ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, CONTENT_DIR)
    if (fs.existsSync(candidate)) return candidate
    if (path.dirname(directory) === directory) break
  }
  throw new Error(`The seed content folder ${CONTENT_DIR} was not found from ${start} or any folder above it`)
}

function readText(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch {
    throw new SeedContentError(file, '(file)', 'missing or unreadable')
  }
}

/** Checks a parsed value; the first problem is reported with its field path (e.g. `faqs.3.answer.es`). */
export function checked<T>(file: string, schema: z.ZodType<T>, value: unknown, prefix = ''): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]!
  const field = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(file)'
  throw new SeedContentError(file, field, issue.message)
}

export function readJsonFile<T>(file: string, schema: z.ZodType<T>): T {
  let value: unknown
  try {
    value = JSON.parse(readText(file))
  } catch (error) {
    if (error instanceof SeedContentError) throw error
    throw new SeedContentError(file, '(file)', `not valid JSON (${(error as Error).message})`)
  }
  return checked(file, schema, value)
}

/** A Markdown file: YAML front matter between two `---` lines, then the body. */
export function readMarkdownFile<T>(file: string, schema: z.ZodType<T>): { front: T; body: string } {
  const text = readText(file).replace(/\r\n/g, '\n')
  const match = /^---\n([\s\S]*?)\n---(?:\n|$)/.exec(text)
  let front: unknown = {}
  if (match) {
    try {
      front = parseYaml(match[1]!) ?? {}
    } catch (error) {
      throw new SeedContentError(file, 'front matter', `not valid YAML (${(error as Error).message.split('\n')[0]})`)
    }
  }
  return { front: checked(file, schema, front, 'front matter'), body: (match ? text.slice(match[0].length) : text).trim() }
}

/** A Markdown file without front matter, e.g. a text shared by several items. */
export function readMarkdownBody(file: string): string {
  const body = readText(file).trim()
  if (!body) throw new SeedContentError(file, 'body', 'empty')
  return body
}

/**
 * Splits a body into the parts that start with a `# Title` line. `lead` is the text before the
 * first such line; bodies without one are all lead.
 */
export function splitSections(body: string): { lead: string; sections: { title: string; body: string }[] } {
  const sections: { title: string; body: string }[] = []
  const lead: string[] = []
  for (const line of body.split('\n')) {
    if (line.startsWith('# ')) sections.push({ title: line.slice(2).trim(), body: '' })
    else if (sections.length) sections.at(-1)!.body += `${line}\n`
    else lead.push(line)
  }
  return { lead: lead.join('\n').trim(), sections: sections.map((section) => ({ ...section, body: section.body.trim() })) }
}

export type LocalizedFiles = { slug: string } & Partial<Record<SeedLocale, string>>

/**
 * The `<slug>.<locale>.md` files of a folder, grouped by slug in name order. Every slug needs its
 * English and Spanish file; German is optional unless `german` is 'required'.
 */
export function localizedMarkdownFiles(directory: string, german: 'optional' | 'required'): LocalizedFiles[] {
  if (!fs.existsSync(directory)) throw new SeedContentError(directory, '(folder)', 'missing')
  const items = new Map<string, LocalizedFiles>()
  for (const name of fs.readdirSync(directory).sort()) {
    if (!name.endsWith('.md')) continue
    const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(en|es|de)\.md$/.exec(name)
    if (!match) throw new SeedContentError(path.join(directory, name), 'file name', 'expected <slug>.<en|es|de>.md')
    const [, slug, locale] = match as unknown as [string, string, SeedLocale]
    const item = items.get(slug) ?? { slug }
    item[locale] = path.join(directory, name)
    items.set(slug, item)
  }
  for (const item of items.values()) {
    const required: SeedLocale[] = german === 'required' ? ['en', 'es', 'de'] : ['en', 'es']
    for (const locale of required)
      if (!item[locale]) throw new SeedContentError(path.join(directory, `${item.slug}.${locale}.md`), '(file)', 'missing')
  }
  return [...items.values()]
}
