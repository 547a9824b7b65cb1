import { hasRequiredContent, MISSING_CONTENT_MESSAGES, pageTypeDefinition, type ResolvedRoute } from '@/modules/content'

/**
 * "Oops! There's no country information on Global CMS." (or industry, integration) for a page whose
 * template needs that content while the editor has not supplied it; null when the page can render.
 */
export function missingContentNotice(route: ResolvedRoute) {
  const kind = pageTypeDefinition(route.page.page_type)
  const missing = kind && 'missingContent' in kind && kind.missingContent
  if (!missing || hasRequiredContent(missing, route.page)) return null
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
