import 'server-only'

import { canonicalPolicySlug, entriesForLocale, resolvePolicyTabs } from '@/modules/content'

import type { TemplateProps } from '../types'
import { loadPolicies } from './policy-queries'

/** The policy documents of a policy entry, the one the path asks for, and that document's one address. */
export async function resolvePolicyRoute({ context, route }: TemplateProps) {
  const policies = await loadPolicies(context.locale)
  const policyEntries = entriesForLocale(context.navigation, context.locale).filter((entry) => entry.pageType === 'policy')
  const resolved = resolvePolicyTabs(
    policies,
    route.entry.slug,
    route.rest,
    policyEntries.map((entry) => entry.slug),
  )
  if (!resolved) return null
  const canonicalSlug = resolved.active ? canonicalPolicySlug(policies, policyEntries, resolved.active) : null
  return { ...resolved, canonicalSlug }
}
