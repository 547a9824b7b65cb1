import { NextResponse, type NextRequest } from 'next/server'

import { DRAFT_MODE_COOKIE, forgetDraftMode, isDraftModeWithoutSession } from '@/lib/draft-mode-cookie'
import { langQueryTarget } from '@/lib/lang-query'
import { DEFAULT_LOCALE, isSiteLocale, LOCALE_COOKIE, splitLocaleFromPath } from '@/lib/locales'

/**
 * Language routing for the public site. The default language has no prefix in the URL; internally
 * every page lives under `/[locale]`, so unprefixed paths are rewritten to the default language.
 * `/en/...` redirects to the unprefixed URL so each page has one address. A visitor who chose
 * another language (locale cookie) and opens the bare home page is sent to that language's home.
 */
const MALFORMED_PATH_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head>' +
  '<body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;background:#f5f7fb;color:#0f172a">' +
  '<main style="text-align:center;padding:24px"><p style="font-size:72px;font-weight:800;margin:0;color:#2563eb">404</p><h1>Page not found</h1>' +
  '<p>The address is not valid.</p><a href="/" style="color:#2563eb;font-weight:600">Back to the home page</a></main></body></html>'

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return true
  } catch {
    return false
  }
}

/** The request as the page will see it, when the proxy changed its headers. */
type Forwarded = { request: { headers: Headers } } | undefined

export function proxy(request: NextRequest) {
  if (!isDraftModeWithoutSession(request.cookies)) return route(request, undefined)
  // Draft mode with no editor session (signed out, or a copied cookie sent alone) shows nothing but the
  // public page (src/payload/drafts.ts checks the session on every read): the page is served as to any
  // visitor, from the page cache instead of rendered for this browser, and the browser forgets draft mode.
  request.cookies.delete(DRAFT_MODE_COOKIE)
  const response = route(request, { request: { headers: request.headers } })
  forgetDraftMode(response.cookies)
  return response
}

function route(request: NextRequest, forwarded: Forwarded) {
  const { pathname, search } = request.nextUrl
  if (!isDecodable(pathname)) {
    // Next.js fails decoding such route parameters (a 500) even after a rewrite; no page has such
    // an address, so answer the 404 here.
    return new NextResponse(MALFORMED_PATH_PAGE, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } })
  }
  const langTarget = langQueryTarget(pathname, search)
  if (langTarget !== null) {
    // `?lang=` on a page: the page's address in that language (one URL per page and language).
    return NextResponse.redirect(new URL(langTarget, request.nextUrl), 307)
  }
  const { locale, slug, explicitDefault } = splitLocaleFromPath(pathname)

  if (explicitDefault) {
    const target = request.nextUrl.clone()
    target.pathname = pathname.replace(/^\/[^/]+/, '') || '/'
    return NextResponse.redirect(target, 308)
  }

  if (pathname === '/') {
    const preferred = request.cookies.get(LOCALE_COOKIE)?.value
    if (isSiteLocale(preferred) && preferred !== DEFAULT_LOCALE) {
      const target = request.nextUrl.clone()
      target.pathname = `/${preferred}`
      return NextResponse.redirect(target, 307)
    }
  }

  const hasPrefix = pathname.split('/')[1] === locale && locale !== DEFAULT_LOCALE
  if (hasPrefix && slug === 'api') {
    // The API product page's old address in another language: /api finds where it lives now.
    const target = request.nextUrl.clone()
    target.pathname = '/api'
    target.search = `?lang=${locale}`
    return NextResponse.redirect(target, 308)
  }
  if (hasPrefix) return NextResponse.next(forwarded)

  const target = request.nextUrl.clone()
  target.pathname = `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`
  target.search = search
  return NextResponse.rewrite(target, forwarded)
}

export const config = {
  // Everything except the CMS (admin, REST API), Next.js internals and files with an extension.
  matcher: ['/((?!api/|api$|admin/|admin$|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
}
