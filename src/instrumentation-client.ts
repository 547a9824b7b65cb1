// Runs in the browser before the site hydrates (Next.js's instrumentation-client convention).
import { announceRouteStart } from '@/components/route-progress-start'

/** Next.js calls this when the App Router starts a navigation: the route progress bar starts with it. */
export function onRouterTransitionStart(url: string, navigationType: 'push' | 'replace' | 'traverse'): void {
  announceRouteStart(url, navigationType)
}
