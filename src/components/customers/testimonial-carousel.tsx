'use client'

import { useCallback, useRef, useState, type ReactNode } from 'react'

import { Icon } from '../ui/icon'

export type CarouselTexts = { label: string; previous: string; next: string; slide: string }

/** The slide index the track's scroll position shows (the one whose left edge is nearest); `slideWidth` includes the gap. */
export function visibleSlide(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)))
}

/** The slide a step lands on, wrapping past either end (the spec's "wrapping slider"). */
export function wrapSlide(current: number, step: number, count: number): number {
  if (count <= 0) return 0
  return (((current + step) % count) + count) % count
}

/**
 * A wrapping slider of server-rendered slides. Without JavaScript the track is a plain scrollable
 * row (scroll snap); with it, the buttons move one slide and wrap from the last to the first. It
 * never turns by itself: motion a reader did not ask for is a WCAG 2.2.2 problem.
 */
export function TestimonialCarousel({ slides, texts }: { slides: ReactNode[]; texts: CarouselTexts }) {
  const track = useRef<HTMLDivElement>(null)
  const [current, setCurrent] = useState(0)
  const count = slides.length

  // The distance from one slide to the next: its width plus the gap between them.
  const slideWidth = () => {
    const first = track.current?.children[0] as HTMLElement | undefined
    const second = track.current?.children[1] as HTMLElement | undefined
    return first && second ? second.offsetLeft - first.offsetLeft : (first?.offsetWidth ?? 0)
  }
  const onScroll = useCallback(() => {
    if (track.current) setCurrent(visibleSlide(track.current.scrollLeft, slideWidth(), count))
  }, [count])
  const go = (step: number) => {
    const element = track.current
    if (!element) return
    const target = wrapSlide(visibleSlide(element.scrollLeft, slideWidth(), count), step, count)
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.scrollTo({ left: target * slideWidth(), behavior: reduced ? 'auto' : 'smooth' })
    setCurrent(target)
  }

  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={texts.label} data-testid="testimonial-carousel">
      {/* Focusable, so the row can be scrolled with the arrow keys as well. */}
      <div ref={track} className="carousel__track" onScroll={onScroll} tabIndex={0}>
        {slides.map((slide, index) => (
          <div
            key={index}
            className="carousel__slide testimonial"
            role="group"
            aria-roledescription={texts.slide}
            aria-label={`${index + 1} / ${count}`}
            data-testid="carousel-slide"
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__button"
            onClick={() => go(-1)}
            aria-label={texts.previous}
            data-testid="carousel-previous"
          >
            <Icon name="chevron" size={20} className="carousel__icon carousel__icon--previous" />
          </button>
          <p className="carousel__position" aria-live="polite" data-testid="carousel-position">
            {current + 1} / {count}
          </p>
          <button type="button" className="carousel__button" onClick={() => go(1)} aria-label={texts.next} data-testid="carousel-next">
            <Icon name="chevron" size={20} className="carousel__icon carousel__icon--next" />
          </button>
        </div>
      ) : null}
    </div>
  )
}
