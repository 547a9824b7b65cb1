'use client'

import { useEffect, useRef, useState } from 'react'

import type { ResponsiveImage } from '@/lib/media'

/**
 * An image whose file is requested only once its box is scrolled into view (spec: the Our data
 * examples "load only when scrolled into view"). The browser's `loading="lazy"` starts far
 * earlier (over a thousand pixels ahead), so an observer with no margin decides. The box keeps the
 * image's proportions meanwhile; without JavaScript the noscript copy loads as usual.
 */
export function InViewImage({ image, sizes, className }: { image: ResponsiveImage; sizes: string; className?: string }) {
  const box = useRef<HTMLSpanElement>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const element = box.current
    if (!element) return
    if (!('IntersectionObserver' in window)) {
      // A browser without observers gets the image after the first paint.
      const frame = requestAnimationFrame(() => setVisible(true))
      return () => cancelAnimationFrame(frame)
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setVisible(true)
        observer.disconnect()
      }
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  const ratio = image.width && image.height ? `${image.width} / ${image.height}` : '4 / 3'
  return (
    <span ref={box} className={`in-view-image ${className ?? ''}`} style={{ aspectRatio: ratio }} data-loaded={visible ? 'true' : 'false'}>
      {visible ? (
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={sizes}
          alt={image.alt}
          width={image.width}
          height={image.height}
          decoding="async"
        />
      ) : (
        <noscript>
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
        </noscript>
      )}
    </span>
  )
}
