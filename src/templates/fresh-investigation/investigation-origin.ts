/**
 * The `origin` a fresh investigation sends to the payment summary: the site root plus the page's
 * category path (spec: "site root plus category"), e.g. `https://site/es/fresh-investigation`.
 * Never the full address: its query (prefilled company, e-mail…) and fragment stay on this site.
 */
export function investigationOrigin(location: Pick<Location, 'origin' | 'pathname'>): string {
  const path = location.pathname.replace(/\/+$/, '')
  return `${location.origin}${path}`
}
