'use client'

import { useRef } from 'react'

import { ArticleCard, CARD_IMAGE_SIZES, type CardTexts } from '@/components/articles/article-card'

import type { ArticleCardData } from './article-types'

/** A mouse drag moves the slider once it is at least 30 px long. */
export const DRAG_THRESHOLD_PX = 30

/** Which way a drag of `dx` pixels moves the slider: 1 next, -1 previous, 0 not a drag. */
export function dragStep(dx: number): -1 | 0 | 1 {
  if (Math.abs(dx) < DRAG_THRESHOLD_PX) return 0
  return dx < 0 ? 1 : -1
}

/** Index of the slide to show after a step; wraps round at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/**
 * Related articles as a scroll-snap slider: swipe or scroll natively, prev/next buttons wrap
 * round at both ends. No slider library, so the article page ships almost no script for it.
 */
export function RelatedSlider({
  cards,
  texts,
  labels,
}: {
  cards: ArticleCardData[]
  texts: CardTexts
  labels: { title: string; previous: string; next: string }
}) {
  const track = useRef<HTMLUListElement>(null)
  const dragStart = useRef<number | null>(null)
  const dragged = useRef(false)
  const lastX = useRef(0)
  // Where the last button press or drag sent the track, until the track comes to rest.
  const destination = useRef<number | null>(null)
  const current = () => {
    const element = track.current
    if (!element || !element.children.length) return 0
    const first = element.children[0] as HTMLElement
    const step = first.getBoundingClientRect().width + parseFloat(getComputedStyle(element).columnGap || '0')
    return Math.round(element.scrollLeft / Math.max(1, step))
  }
  const visibleCount = () => {
    const element = track.current
    if (!element || !element.children.length) return 1
    const first = element.children[0] as HTMLElement
    return Math.max(1, Math.round(element.clientWidth / first.getBoundingClientRect().width))
  }
  const go = (delta: number) => {
    const element = track.current
    if (!element) return
    const lastStart = Math.max(0, cards.length - visibleCount())
    const from = current()
    // At the end "next" goes back to the first slide; at the start "previous" goes to the last page.
    const target = delta > 0 ? (from >= lastStart ? 0 : Math.min(lastStart, from + 1)) : from <= 0 ? lastStart : from - 1
    const slide = element.children[wrapIndex(target, cards.length)] as HTMLElement | undefined
    if (slide) {
      const left = Math.min(slide.offsetLeft - element.offsetLeft, element.scrollWidth - element.clientWidth)
      destination.current = Math.abs(element.scrollLeft - left) > 1 ? left : null
      element.scrollTo({ left, behavior: 'smooth' })
    }
    element.dataset.index = String(target)
  }
  // A smooth scroll can be cut short by something other than the visitor (a layout change makes a
  // mandatory snap container snap again, mid-way); the track then finishes the move at once.
  const arrive = () => {
    const element = track.current
    const left = destination.current
    destination.current = null
    if (element && left !== null && Math.abs(element.scrollLeft - left) > 1) element.scrollTo({ left, behavior: 'instant' })
  }
  // The visitor's own scrolling always wins over where a button sent the track.
  const letVisitorScroll = () => {
    destination.current = null
  }
  const endDrag = (clientX: number) => {
    if (dragStart.current === null) return
    const step = dragStep(clientX - dragStart.current)
    dragStart.current = null
    dragged.current = step !== 0
    if (step) go(step)
  }
  if (!cards.length) return null
  return (
    <div className="related-slider" data-testid="related-slider">
      <div className="related-slider__header">
        <h2 className="section__title">{labels.title}</h2>
        <div className="related-slider__controls">
          <button
            type="button"
            className="related-slider__button"
            onClick={() => go(-1)}
            aria-label={labels.previous}
            data-testid="related-prev"
          >
            <span aria-hidden="true">←</span>
          </button>
          <button
            type="button"
            className="related-slider__button"
            onClick={() => go(1)}
            aria-label={labels.next}
            data-testid="related-next"
          >
            <span aria-hidden="true">→</span>
          </button>
        </div>
      </div>
      {/* Touch scrolls natively; a mouse drags (pointer events), wrapping like the buttons. */}
      <ul
        className="related-slider__track"
        ref={track}
        data-index="0"
        onScrollEnd={arrive}
        onWheel={letVisitorScroll}
        onTouchStart={letVisitorScroll}
        onKeyDown={letVisitorScroll}
        onPointerDown={(event) => {
          letVisitorScroll()
          if (event.pointerType !== 'mouse') return
          dragStart.current = event.clientX
          lastX.current = event.clientX
        }}
        onPointerMove={(event) => {
          if (dragStart.current !== null) lastX.current = event.clientX
        }}
        onPointerUp={(event) => endDrag(event.clientX)}
        // A browser that starts its own drag of a link cancels the pointer: the drag still counts.
        onPointerCancel={() => endDrag(lastX.current)}
        onClickCapture={(event) => {
          // The click that ends a drag does not open the card under the pointer.
          if (!dragged.current) return
          dragged.current = false
          event.preventDefault()
          event.stopPropagation()
        }}
        onPointerLeave={() => {
          dragStart.current = null
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        {cards.map((card) => (
          <li key={card.id} className="related-slider__slide">
            <ArticleCard card={card} texts={texts} variant="compact" imageSizes={CARD_IMAGE_SIZES.slider} />
          </li>
        ))}
      </ul>
    </div>
  )
}
