import Link from 'next/link'

import { slotHref } from '@/modules/content'

import type { TemplateProps } from './types'

/**
 * Closing request-demo banner, titled by the page (or, on templates with page variables, by the
 * template's shared title); hidden without a title or when no page fills the book_demo slot.
 */
export function RequestDemoBlock({
  context,
  route,
  title = route.page.book_demo_title,
  button = route.page.book_demo_button,
}: TemplateProps & { title?: string | null; button?: string | null }) {
  const href = slotHref(context.navigation, 'book_demo', context.locale)
  if (!href || !title) return null
  return (
    <section className="section">
      <div className="container">
        <div className="cta-banner cta-banner--dark">
          <h2 className="cta-banner__title">{title}</h2>
          <Link className="button button--primary button--large" href={href}>
            {button || context.t('book_demo')}
          </Link>
        </div>
      </div>
    </section>
  )
}
