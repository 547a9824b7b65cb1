import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const LANGUAGES = ['en', 'es', 'de']
type Messages = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>
const messages = (language: string): Messages => JSON.parse(fs.readFileSync(path.join(root, '_locales', language, 'messages.json'), 'utf8'))

describe("the extension's messages", () => {
  it('has every message the popup and the manifest ask for, in each language, with the same placeholders', () => {
    const popup = fs.readFileSync(path.join(root, 'src', 'popup.ts'), 'utf8')
    const used = new Set([...popup.matchAll(/\bt\('([a-z_]+)'/g)].map((match) => match[1]!))
    for (const name of ['extension_name', 'extension_description', 'action_title']) used.add(name)
    // Names chosen at run time: the status labels.
    for (const match of popup.matchAll(/'(status_[a-z]+)'/g)) used.add(match[1]!)
    const english = messages('en')
    expect([...used].filter((name) => !english[name])).toEqual([])
    for (const language of LANGUAGES) {
      const table = messages(language)
      expect(Object.keys(table).sort(), language).toEqual(Object.keys(english).sort())
      for (const [name, entry] of Object.entries(table)) {
        expect(Object.keys(entry.placeholders ?? {}), `${language} ${name}`).toEqual(Object.keys(english[name]!.placeholders ?? {}))
        for (const placeholder of Object.keys(entry.placeholders ?? {}))
          expect(entry.message, `${language} ${name}`).toContain(`$${placeholder.toUpperCase()}$`)
        expect(entry.message.trim(), `${language} ${name}`).not.toBe('')
      }
    }
  })
})
