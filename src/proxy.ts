import { NextResponse, type NextRequest } from 'next/server'

import { DEFAULT_LOCALE, isSiteLocale, LOCALE_COOKIE, splitLocaleFromPath } from './modules/content/locales'

/**
 * Language routing for the public site. The default language has no prefix in the URL; internally
 * every page lives under `/[locale]`, so unprefixed paths are rewritten to the default language.
 * `/en/...` redirects to the unprefixed URL so each page has one address. A visitor who chose
 * another language (locale cookie) and opens the bare home page is sent to that language's home.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const { locale, explicitDefault } = splitLocaleFromPath(pathname)

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
  if (hasPrefix) return NextResponse.next()

  const target = request.nextUrl.clone()
  target.pathname = `/${DEFAULT_LOCALE}${pathname === '/' ? '' : pathname}`
  target.search = search
  return NextResponse.rewrite(target)
}

export const config = {
  // Everything except the CMS (admin, REST API), Next.js internals and files with an extension.
  matcher: ['/((?!api/|api$|admin/|admin$|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
}
