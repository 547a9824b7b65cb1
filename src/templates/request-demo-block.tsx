import Link from 'next/link'

import { slotHref } from '@/modules/content'

import type { TemplateProps } from './types'

/** Closing request-demo banner; hidden when no page fills the book_demo slot. */
export function RequestDemoBlock({ context, route }: TemplateProps) {
  const href = slotHref(context.navigation, 'book_demo', context.locale)
  if (!href || !route.page.book_demo_title) return null
  return (
    <section className="section">
      <div className="container">
        <div className="cta-banner cta-banner--dark">
          <h2 className="cta-banner__title">{route.page.book_demo_title}</h2>
          <Link className="button button--primary button--large" href={href}>
            {route.page.book_demo_button || context.t('book_demo')}
          </Link>
        </div>
      </div>
    </section>
  )
}
