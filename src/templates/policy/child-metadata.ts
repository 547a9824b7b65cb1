import 'server-only'

import { richTextPlain } from '../careers/rich-text-plain'
import type { ChildMetadata, TemplateProps } from '../types'
import { resolvePolicyRoute } from './policy-route'

/** Metadata of a policy document below a policy entry; null (404) for an unknown one. */
export async function policyChildMetadata(props: TemplateProps): Promise<ChildMetadata | null> {
  const resolved = await resolvePolicyRoute(props)
  if (!resolved?.active) return null
  return {
    title: resolved.active.title,
    description: richTextPlain(resolved.active.content, 160) || undefined,
    canonicalSlug: resolved.canonicalSlug ?? undefined,
  }
}
