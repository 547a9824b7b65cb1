import type { Translate } from './translator'

/** More numbered questions than any marketing page shows; the walk stops at the first gap anyway. */
export const FAQ_KEYS_LIMIT = 50

export type NumberedFaqItem = { id: string; question: string; answer: string; default_opened: boolean }

/**
 * The marketing pages' FAQ from the UI strings: faq_q_1 / faq_a_1, faq_q_2 / faq_a_2 … while both
 * texts of a number exist (in the page's language or through the translator's fallbacks). The
 * first question opens by default, as the CMS FAQ items can.
 */
export function faqFromTranslationKeys(t: Translate): NumberedFaqItem[] {
  const lookup = (key: string) => {
    const text = t(key)
    return text === key || !text.trim() ? null : text
  }
  const items: NumberedFaqItem[] = []
  for (let number = 1; number <= FAQ_KEYS_LIMIT; number += 1) {
    const question = lookup(`faq_q_${number}`)
    const answer = lookup(`faq_a_${number}`)
    if (!question || !answer) break
    items.push({ id: `faq_${number}`, question, answer, default_opened: number === 1 })
  }
  return items
}
