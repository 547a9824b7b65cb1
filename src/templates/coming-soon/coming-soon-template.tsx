import Link from 'next/link'

import { pageTypeDefinition, slotHref } from '@/modules/content'

import { PageHero } from '../page-hero'
import type { TemplateProps } from '../types'

/** Stands in for a template that is not built yet: the page's own copy plus a clear notice. */
export function ComingSoonTemplate(props: TemplateProps) {
  const { route, context } = props
  const label = pageTypeDefinition(route.page.page_type)?.label ?? route.page.page_type
  const contactHref = slotHref(context.navigation, 'book_demo', context.locale)
  return (
    <>
      <PageHero {...props} tone="light" />
      <section className="section" data-testid="template-coming">
        <div className="container">
          <div className="coming-soon">
            <h2 className="coming-soon__title">{context.t('template_coming_title')}</h2>
            <p>{context.t('template_coming_text', { template: label })}</p>
            {contactHref ? (
              <Link className="button button--secondary" href={contactHref}>
                {context.t('book_demo')}
              </Link>
            ) : null}
          </div>
        </div>
      </section>
    </>
  )
}
