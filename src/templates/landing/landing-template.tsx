import { RenderBlocks } from '@/components/blocks/render-blocks'
import { hasRequiredContent, MISSING_CONTENT_MESSAGES, pageTypeDefinition } from '@/modules/content'

import { PageHero } from '../page-hero'
import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'

/**
 * Country, industry, API, lead-generation, integration, pay-as-you-go and plain content pages:
 * a hero and the editor's blocks. Templates with a content flag show the spec's "Oops! …" notice
 * while the editor has not supplied that information.
 */
export function LandingTemplate(props: TemplateProps) {
  const { route, context } = props
  const kind = pageTypeDefinition(route.page.page_type)
  const missing = kind && 'missingContent' in kind && kind.missingContent
  if (missing && !hasRequiredContent(missing, route.page)) {
    return (
      <section className="section section--notice" data-testid="missing-content">
        <div className="container">
          <p className="notice">{MISSING_CONTENT_MESSAGES[missing]}</p>
        </div>
      </section>
    )
  }
  return (
    <>
      <PageHero {...props} tone={route.page.page_type === 'payg' ? 'dark' : 'light'} />
      <RenderBlocks blocks={route.page.blocks} context={context} />
      <RequestDemoBlock {...props} />
    </>
  )
}
