'use client'

import type { ImgHTMLAttributes } from 'react'

/**
 * An image a visitor sees before scrolling (a cover, an author's photo), loaded straight away.
 *
 * It is a client component on purpose. React's server-component renderer turns every eager `<img>`
 * it renders into a preload hint in the page's RSC payload, and the Next.js router applies those
 * hints to whichever document is open when it *prefetches* the page: every article link that
 * scrolled into view made the reader download that article's cover. Rendered here, the image is
 * seen only by the HTML renderer, which preloads it from this page's own `<head>` (before the
 * stylesheet when `fetchPriority` is high), and by the browser once the page is actually shown.
 */
export function EagerImage({ alt, ...props }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'alt'> & { alt: string }) {
  return <img alt={alt} {...props} />
}
