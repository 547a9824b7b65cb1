import type { ResolvedRoute } from '@/modules/content'
import type { SiteContext } from '@/lib/site-data'

export type TemplateProps = { context: SiteContext; route: ResolvedRoute }
