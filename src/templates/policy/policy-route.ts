import 'server-only'

import { entriesForLocale } from '@/modules/content'

import type { TemplateProps } from '../types'
import { loadPolicies } from './policy-queries'
import { resolvePolicyTabs } from './policy-tabs'

/** The policy documents of a policy entry and the one the path asks for. */
export async function resolvePolicyRoute({ context, route }: TemplateProps) {
  const policies = await loadPolicies(context.locale)
  const policyEntries = entriesForLocale(context.navigation, context.locale).filter((entry) => entry.pageType === 'policy')
  return resolvePolicyTabs(
    policies,
    route.entry.slug,
    route.rest,
    policyEntries.map((entry) => entry.slug),
  )
}
