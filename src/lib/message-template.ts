import { fillPlaceholders } from './format'

/**
 * A message as the browser receives it: resolved on the server (catalogue or CMS text, in the page's
 * language) and filled in on the client, where the values are known. Most messages travel as a
 * string with `{name}` placeholders; one that chooses by a number or a value (ICU `plural` or
 * `select`) travels as its parsed parts and language, so the browser needs neither the ICU parser
 * nor any catalogue, only `Intl.PluralRules` (src/lib/message-format.ts builds these on the server).
 */
export type MessageTemplate = string | CompiledMessage

export type CompiledMessage = { locale: string; parts: MessagePart[] }

export type MessagePart =
  | string
  | { arg: string; number?: true }
  | { pound: true }
  | { plural: string; offset: number; ordinal: boolean; options: Record<string, MessagePart[]> }
  | { select: string; options: Record<string, MessagePart[]> }

export type TemplateValues = Record<string, string | number>

/** A template with its values filled in, as intl-messageformat would format the same message. */
export function fillTemplate(template: MessageTemplate, values: TemplateValues): string {
  if (typeof template === 'string') return fillPlaceholders(template, values)
  return render(template.parts, template.locale, values, null)
}

function render(parts: readonly MessagePart[], locale: string, values: TemplateValues, count: number | null): string {
  let text = ''
  for (const part of parts) {
    if (typeof part === 'string') text += part
    else if ('pound' in part) text += count === null ? '#' : new Intl.NumberFormat(locale).format(count)
    else if ('arg' in part) {
      const value = values[part.arg]
      if (value === undefined) text += `{${part.arg}}`
      else text += part.number && typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : String(value)
    } else if ('plural' in part) {
      const value = Number(values[part.plural])
      const rules = new Intl.PluralRules(locale, { type: part.ordinal ? 'ordinal' : 'cardinal' })
      // An exact match (`=0`) wins over the language's category, as in ICU.
      const chosen = part.options[`=${value}`] ?? part.options[rules.select(value - part.offset)] ?? part.options.other ?? []
      text += render(chosen, locale, values, value - part.offset)
    } else {
      text += render(part.options[String(values[part.select])] ?? part.options.other ?? [], locale, values, count)
    }
  }
  return text
}
