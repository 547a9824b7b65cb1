import { RenderBlocks } from '@/components/blocks/render-blocks'
import { InfoBlock } from '@/components/info-block/info-block'
import { buildInfoBlockTexts } from '@/components/info-block/info-block-texts'
import { hasRequiredContent, localizedPath, MISSING_CONTENT_MESSAGES, pageTypeDefinition, slotHref } from '@/modules/content'

import { PageHero } from '../page-hero'
import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'

/**
 * Country, industry, API, lead-generation, integration, pay-as-you-go, location data and plain content pages:
 * a hero and the editor's blocks. Templates with a content flag show the "Oops! There's no … information on Global CMS." notice
 * while the editor has not supplied that information.
 */
export function LandingTemplate(props: TemplateProps) {
  const { route, context } = props
  const kind = pageTypeDefinition(route.page.page_type)
  const missing = kind && 'missingContent' in kind && kind.missingContent
  if (missing && !hasRequiredContent(missing, route.page)) {
    return (
      <section className="section section--notice" aria-labelledby="missing-content-title">
        <div className="container">
          {/* The page still has its one h1, its title, for those who move by headings; the notice is what shows. */}
          <h1 id="missing-content-title" className="visually-hidden">
            {route.page.title}
          </h1>
          <p className="notice" data-testid="missing-content">
            {MISSING_CONTENT_MESSAGES[missing]}
          </p>
        </div>
      </section>
    )
  }
  // The info block takes a work e-mail on to the book-demo page, so it needs that page.
  const bookDemoHref = slotHref(context.navigation, 'book_demo', context.locale)
  return (
    <>
      <PageHero {...props} tone={route.page.page_type === 'payg' ? 'dark' : 'light'} />
      <RenderBlocks blocks={route.page.blocks} context={context} pagePath={localizedPath(context.locale, route.entry.slug)} pageId={route.page.id} />
      {bookDemoHref ? <InfoBlock bookDemoHref={bookDemoHref} texts={buildInfoBlockTexts(context.t)} /> : null}
      <RequestDemoBlock {...props} />
    </>
  )
}
