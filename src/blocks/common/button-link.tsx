import Link from 'next/link'

import { resolveButton, type NavEntry } from '@/modules/content'
import { type SiteLocale } from '@/lib/locales'

export type BlockContext = { navigation: NavEntry[]; locale: SiteLocale }

/** A block's button (slot or link, see fields/button-fields); nothing while its slot is empty. */
export function ButtonLink({
  context,
  block,
  className = 'button button--primary',
}: {
  context: BlockContext
  block: { button_text?: string | null; button_slot?: string | null; button_href?: string | null }
  className?: string
}) {
  const button = resolveButton(context.navigation, context.locale, {
    text: block.button_text,
    slot: block.button_slot,
    href: block.button_href,
  })
  if (!button) return null
  const external = /^https:\/\//.test(button.href)
  return external ? (
    <a className={className} href={button.href} rel="noopener noreferrer">
      {button.text}
    </a>
  ) : (
    <Link className={className} href={button.href}>
      {button.text}
    </Link>
  )
}
