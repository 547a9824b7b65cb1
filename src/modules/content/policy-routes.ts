/**
 * URL model of the policy pages, shown with category tabs:
 * - every policy entry (page type `policy`) shows all policy documents as tabs;
 * - the entry's own URL shows the document whose slug equals the entry's last slug segment
 *   (`privacy-policy` → the `privacy-policy` document), or else the first document;
 * - any other document is at `<entry>/<document slug>`; its own entry's default at the entry URL
 *   only (`<entry>/<its default>` is a 404, so each document has one address below an entry);
 * - a tab links to the entry whose default the document is (the current entry first), else to
 *   `<current entry>/<document slug>`.
 */
export type PolicyTabSource = { slug: string; category: string }
export type PolicyTab = { slug: string; label: string; routeSlug: string; active: boolean }

function lastSegment(slug: string): string {
  return slug.split('/').pop() ?? slug
}

export function defaultPolicyOf<T extends PolicyTabSource>(policies: T[], entrySlug: string): T | null {
  return policies.find((policy) => policy.slug === lastSegment(entrySlug)) ?? policies[0] ?? null
}

/** The document shown at an entry plus `rest`, and the tabs; null means 404. `policies` are in tab order. */
export function resolvePolicyTabs<T extends PolicyTabSource>(
  policies: T[],
  entrySlug: string,
  rest: string[],
  policyEntrySlugs: string[],
): { active: T | null; tabs: PolicyTab[] } | null {
  if (rest.length > 1) return null
  const own = defaultPolicyOf(policies, entrySlug)
  let active: T | null = own
  if (rest.length === 1) {
    active = policies.find((policy) => policy.slug === rest[0]) ?? null
    if (!active || active === own) return null
  }
  const entries = [entrySlug, ...policyEntrySlugs.filter((slug) => slug !== entrySlug)]
  const tabs = policies.map((policy) => {
    const home = entries.find((slug) => defaultPolicyOf(policies, slug) === policy)
    return { slug: policy.slug, label: policy.category, routeSlug: home ?? `${entrySlug}/${policy.slug}`, active: policy === active }
  })
  return { active, tabs }
}

export type PolicyEntryRef = { slug: string; order: number }

/**
 * The one address of a policy document, for canonical links and the sitemap: the entry whose default
 * it is, else below the first policy entry (menu order, then slug). A document reachable below other
 * entries too names this address as canonical. Null when there is no policy entry at all.
 */
export function canonicalPolicySlug<T extends PolicyTabSource>(policies: T[], entries: PolicyEntryRef[], policy: T): string | null {
  const ordered = [...entries].sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
  const home = ordered.find((entry) => defaultPolicyOf(policies, entry.slug) === policy)
  if (home) return home.slug
  return ordered[0] ? `${ordered[0].slug}/${policy.slug}` : null
}
