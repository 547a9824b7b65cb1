// GET /api/preview/exit?path=/es/blog/x - leaves the draft preview and returns to the page as the public sees it.
import { draftMode } from 'next/headers'

import { redirectTo } from '../redirect'

export const dynamic = 'force-dynamic'

/** Only a path on this site: never another origin (`//host`, `/\host`) or a scheme. */
function samePath(value: string | null): string {
  return value && /^\/(?![/\\])[^\s]*$/.test(value) ? value : '/'
}

export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const target = samePath(new URL(request.url).searchParams.get('path'))
  return redirectTo(target)
}
