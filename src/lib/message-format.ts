import 'server-only'

import { IntlMessageFormat } from 'intl-messageformat'

import { catalogue, messageLocale, type MessageKey } from '@/messages'

import type { MessagePart, MessageTemplate } from './message-template'

/**
 * ICU MessageFormat for the site's messages (src/messages): compiling, formatting, and the
 * browser's form of a message (src/lib/message-template.ts). Server-only: intl-messageformat and
 * its parser stay out of the browser bundle.
 */
export type MessageValues = Record<string, string | number>

type Ast = ReturnType<IntlMessageFormat['getAst']>
type Element = Ast[number]

// The parser's element types (TYPE in @formatjs/icu-messageformat-parser), named here so that
// this file needs only intl-messageformat; message-format.test.ts checks them against the parser.
export const ELEMENT = { literal: 0, argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, pound: 7, tag: 8 } as const

export type CompiledMessage = { format: IntlMessageFormat; template: MessageTemplate | null }

/** Tags are not ICU rich text here: descriptions carry HTML (`<p>`), which stays as written. */
const PARSER_OPTIONS = { ignoreTag: true }

const compiled = new Map<string, { source: string; message: CompiledMessage | Error }>()

/**
 * A message compiled once per cache key (origin, language and key): a key's text only changes
 * when an editor changes it in the CMS, and the new text then replaces the cached one. A text that
 * does not parse is cached as its error, so it is not parsed again on every page.
 */
export function compileMessage(cacheKey: string, locale: string, source: string): CompiledMessage | Error {
  const hit = compiled.get(cacheKey)
  if (hit && hit.source === source) return hit.message
  let message: CompiledMessage | Error
  try {
    message = { format: new IntlMessageFormat(source, locale, undefined, PARSER_OPTIONS), template: null }
  } catch (error) {
    message = error instanceof Error ? error : new Error(String(error))
  }
  compiled.set(cacheKey, { source, message })
  return message
}

/** The formatted text; throws when a value the message needs is missing. */
export function formatCompiled(message: CompiledMessage, values?: MessageValues): string {
  const text = message.format.format(values)
  return Array.isArray(text) ? text.join('') : String(text)
}

/** The browser's form of a compiled message (computed once). */
export function templateOf(message: CompiledMessage): MessageTemplate {
  message.template ??= toTemplate(message.format.getAst(), message.format.resolvedOptions().locale)
  return message.template
}

/**
 * A built-in message from the catalogues, without the CMS's overrides: for texts written outside
 * a page render (e-mails, stored labels). A language without catalogues reads English.
 */
export function formatBuiltIn(locale: string, key: MessageKey, values?: MessageValues): string {
  const language = messageLocale(locale)
  const source = catalogue(language)[key] ?? key
  const message = compileMessage(`built-in:${language}:${key}`, language, source)
  if (message instanceof Error) throw message
  return formatCompiled(message, values)
}

/** The argument names of an ICU message, sorted (parity checks between languages). */
export function messageArguments(source: string): string[] {
  const names = new Set<string>()
  const walk = (elements: Ast) => {
    for (const element of elements) {
      if (element.type === ELEMENT.literal || element.type === ELEMENT.pound) continue
      if (element.type === ELEMENT.tag) walk(element.children)
      else names.add(element.value)
      if (element.type === ELEMENT.plural || element.type === ELEMENT.select)
        for (const option of Object.values(element.options)) walk(option.value)
    }
  }
  walk(new IntlMessageFormat(source, 'en', undefined, PARSER_OPTIONS).getAst())
  return [...names].sort()
}

function toParts(elements: Ast): MessagePart[] {
  return elements.map((element: Element): MessagePart => {
    switch (element.type) {
      case ELEMENT.literal:
        return element.value
      case ELEMENT.pound:
        return { pound: true }
      case ELEMENT.number:
        return { arg: element.value, number: true }
      case ELEMENT.plural:
        return {
          plural: element.value,
          offset: element.offset,
          ordinal: element.pluralType === 'ordinal',
          options: Object.fromEntries(Object.entries(element.options).map(([name, option]) => [name, toParts(option.value)])),
        }
      case ELEMENT.select:
        return {
          select: element.value,
          options: Object.fromEntries(Object.entries(element.options).map(([name, option]) => [name, toParts(option.value)])),
        }
      case ELEMENT.tag:
        return element.value
      default:
        // A plain argument, or a date or time (the site passes these already formatted).
        return { arg: (element as Extract<Element, { type: 1 | 3 | 4 }>).value }
    }
  })
}

/**
 * A message of text and plain arguments becomes the string the browser filled before ICU
 * (`{name}` placeholders; quotes already resolved); anything else keeps its parsed parts.
 */
function toTemplate(ast: Ast, locale: string): MessageTemplate {
  const parts = toParts(ast)
  const simple = parts.every(
    (part) => (typeof part === 'string' && !/[{}]/.test(part)) || (typeof part === 'object' && 'arg' in part && !part.number),
  )
  if (!simple) return { locale, parts }
  return parts.map((part) => (typeof part === 'string' ? part : `{${(part as { arg: string }).arg}}`)).join('')
}
