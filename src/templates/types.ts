import type { ResolvedRoute } from '@/modules/content'
import type { SiteContext } from '@/components/site-data'

export type TemplateProps = { context: SiteContext; route: ResolvedRoute }

/**
 * Metadata of a page below an entry (an article, an author, a vacancy): what the child is called
 * and shows; null from a resolver means there is no such child (404).
 */
export type ChildMetadata = {
  title: string
  description?: string
  image?: string
  notIndexed?: boolean
  /** The page's one address when it is also reachable under others (a policy document below several entries). */
  canonicalSlug?: string
}
