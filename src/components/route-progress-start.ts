/**
 * The start of a client-side navigation, passed from the App Router to the progress bar.
 *
 * Next.js calls `onRouterTransitionStart` (src/instrumentation-client.ts) when a navigation is
 * dispatched: a <Link> click, router.push/replace, or the browser's back and forward buttons. A
 * click listener cannot see this (<Link> has already called preventDefault by the time a document
 * listener runs), and the History and Navigation APIs only hear of it when the new page is
 * committed, at the end. This module carries the start to the bar as a window event, so the hook
 * stays free of React and costs nothing on pages without the bar.
 */
export const ROUTE_START_EVENT = 'route-progress:start'

export type RouteStartDetail = { url: string; navigationType: 'push' | 'replace' | 'traverse' }

export function announceRouteStart(url: string, navigationType: RouteStartDetail['navigationType']): void {
  if (typeof window === 'undefined') return
  // Next.js calls the hook inside React's startTransition: a state update made synchronously here
  // would join the navigation's transition and render only together with the new page. The event
  // goes out in a microtask, after the transition's scope has closed, so the bar shows at once.
  queueMicrotask(() => window.dispatchEvent(new CustomEvent<RouteStartDetail>(ROUTE_START_EVENT, { detail: { url, navigationType } })))
}

/**
 * True when a navigation to `target` shows another page than the one rendered: a different path
 * or query. A change of the fragment alone scrolls the same page and is not shown as loading. Both
 * sides go through the URL parser and URLSearchParams, so differences of encoding alone (`%C3%B1`
 * and `ñ`, `+` and `%20`) do not count as another page.
 */
export function leadsToAnotherPage(target: string, rendered: { pathname: string; search: string }, base: string): boolean {
  try {
    const next = new URL(target, base)
    const current = new URL(rendered.pathname, base)
    const query = (search: string) => new URLSearchParams(search).toString()
    return next.pathname !== current.pathname || query(next.search) !== query(rendered.search)
  } catch {
    return false
  }
}
