import Link from 'next/link'
import type { ReactNode } from 'react'

import { resolveButton, slotHref } from '@/modules/content'

import type { TemplateProps } from './types'

/** The opening section every template shares: title, description, the page button and a demo button. */
export function PageHero({
  context,
  route,
  tone = 'dark',
  aside,
  leadingAction,
  children,
}: TemplateProps & { tone?: 'dark' | 'light'; aside?: ReactNode; leadingAction?: ReactNode; children?: ReactNode }) {
  const { page } = route
  const primary = resolveButton(context.navigation, context.locale, {
    text: page.button_text,
    slot: page.button_slot,
    href: page.button_href,
  })
  const demoHref = slotHref(context.navigation, 'book_demo', context.locale)
  const demoLabel = page.book_demo_button || context.t('book_demo')
  const showDemo = demoHref && primary?.href !== demoHref
  return (
    <section className={`page-hero page-hero--${tone}`}>
      <div className={`container page-hero__inner ${aside ? 'page-hero__inner--split' : ''}`}>
        <div className="page-hero__copy">
          <h1 className="page-hero__title">{page.title}</h1>
          {page.description ? <p className="page-hero__lead">{page.description}</p> : null}
          {primary || showDemo || leadingAction ? (
            <div className="page-hero__actions">
              {leadingAction}
              {primary ? (
                <Link className="button button--primary button--large" href={primary.href} data-testid="hero-primary">
                  {primary.text}
                </Link>
              ) : null}
              {showDemo ? (
                <Link className="button button--outline-light button--large" href={demoHref}>
                  {demoLabel}
                </Link>
              ) : null}
            </div>
          ) : null}
          {children}
        </div>
        {aside ? <div className="page-hero__aside">{aside}</div> : null}
      </div>
    </section>
  )
}
