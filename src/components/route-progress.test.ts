// @vitest-environment jsdom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PROGRESS_CLEAR_DELAY_MS, PROGRESS_START_MAX, PROGRESS_START_MIN, randomStartProgress, RouteProgress } from './route-progress'
import { announceRouteStart, leadsToAnotherPage } from './route-progress-start'

const location = vi.hoisted(() => ({ pathname: '/blog', search: '' }))
vi.mock('next/navigation', () => ({
  usePathname: () => location.pathname,
  useSearchParams: () => new URLSearchParams(location.search),
}))

describe('randomStartProgress', () => {
  it('stays within 10–40 %', () => {
    expect(randomStartProgress(() => 0)).toBe(PROGRESS_START_MIN)
    expect(randomStartProgress(() => 0.999999)).toBe(PROGRESS_START_MAX)
    for (let run = 0; run < 200; run += 1) {
      const value = randomStartProgress()
      expect(value).toBeGreaterThanOrEqual(10)
      expect(value).toBeLessThanOrEqual(40)
    }
  })
})

describe('leadsToAnotherPage', () => {
  const base = 'https://site.test/blog?page=2'
  const rendered = { pathname: '/blog', search: 'page=2' }

  it('is true for another path or another query', () => {
    expect(leadsToAnotherPage('/careers', rendered, base)).toBe(true)
    expect(leadsToAnotherPage('/blog?page=3', rendered, base)).toBe(true)
    expect(leadsToAnotherPage('/blog', rendered, base)).toBe(true)
    expect(leadsToAnotherPage('https://site.test/es/blog?page=2', rendered, base)).toBe(true)
  })

  it('is false for the same page, a fragment of it, or the same address written differently', () => {
    expect(leadsToAnotherPage('/blog?page=2', rendered, base)).toBe(false)
    expect(leadsToAnotherPage('/blog?page=2#top', rendered, base)).toBe(false)
    expect(leadsToAnotherPage('#top', rendered, base)).toBe(false)
    expect(leadsToAnotherPage('/es/espa%C3%B1a?q=a+b', { pathname: '/es/españa', search: 'q=a%20b' }, base)).toBe(false)
  })
})

describe('announceRouteStart', () => {
  it("tells the bar after the router's startTransition has returned, so the bar does not wait for the new page", async () => {
    const heard: unknown[] = []
    const listener = (event: Event) => heard.push((event as CustomEvent).detail)
    window.addEventListener('route-progress:start', listener)
    announceRouteStart('/careers', 'push')
    expect(heard).toEqual([])
    await Promise.resolve()
    expect(heard).toEqual([{ url: '/careers', navigationType: 'push' }])
    window.removeEventListener('route-progress:start', listener)
  })
})

describe('RouteProgress', () => {
  let container: HTMLDivElement
  let root: Root
  const bar = () => container.querySelector<HTMLElement>('[data-testid="route-progress"]')!
  const value = () => Number(bar().getAttribute('aria-valuenow'))
  const render = () => act(() => root.render(createElement(RouteProgress, { label: 'Loading page' })))
  const navigateTo = async (pathname: string, search = '') => {
    location.pathname = pathname
    location.search = search
    await render()
  }

  beforeEach(async () => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
    vi.useFakeTimers()
    location.pathname = '/blog'
    location.search = ''
    window.history.replaceState(null, '', '/blog')
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
    await render()
  })

  afterEach(async () => {
    await act(() => root.unmount())
    container.remove()
    vi.useRealTimers()
  })

  it('is hidden, named and empty until a navigation starts', () => {
    expect(bar().getAttribute('role')).toBe('progressbar')
    expect(bar().getAttribute('aria-label')).toBe('Loading page')
    expect(bar().getAttribute('aria-hidden')).toBe('true')
    expect(bar().style.width).toBe('0%')
    expect(bar().style.opacity).toBe('0')
  })

  it('shows 10–40 % when the router starts a navigation, 100 % when the new page renders, then clears after 450 ms', async () => {
    await act(() => announceRouteStart('/careers', 'push'))
    expect(value()).toBeGreaterThanOrEqual(PROGRESS_START_MIN)
    expect(value()).toBeLessThanOrEqual(PROGRESS_START_MAX)
    expect(bar().getAttribute('aria-hidden')).toBe('false')
    expect(bar().style.opacity).toBe('1')

    // Still under way: nothing changes while the server is slow.
    await act(() => vi.advanceTimersByTime(5000))
    expect(value()).toBeLessThanOrEqual(PROGRESS_START_MAX)

    await navigateTo('/careers')
    expect(value()).toBe(100)
    expect(bar().style.width).toBe('100%')
    await act(() => vi.advanceTimersByTime(PROGRESS_CLEAR_DELAY_MS - 1))
    expect(value()).toBe(100)
    await act(() => vi.advanceTimersByTime(1))
    expect(bar().getAttribute('aria-hidden')).toBe('true')
    expect(bar().style.opacity).toBe('0')
  })

  it('counts a new query as a navigation, and back/forward as well', async () => {
    await act(() => announceRouteStart('/blog?page=2', 'push'))
    expect(value()).toBeGreaterThan(0)
    await navigateTo('/blog', 'page=2')
    expect(value()).toBe(100)
    await act(() => vi.advanceTimersByTime(PROGRESS_CLEAR_DELAY_MS))

    // A traversal: the browser has already changed the address, the page is still the old one.
    window.history.replaceState(null, '', '/blog')
    await act(() => announceRouteStart('/blog', 'traverse'))
    expect(value()).toBeGreaterThan(0)
    await navigateTo('/blog')
    expect(value()).toBe(100)
  })

  it('ignores a navigation to the page already shown, which would never finish', async () => {
    await act(() => announceRouteStart('/blog', 'push'))
    await act(() => announceRouteStart('/blog#comments', 'push'))
    expect(bar().getAttribute('aria-hidden')).toBe('true')
    expect(value()).toBe(0)
  })

  it('finishes when the navigation fails', async () => {
    await act(() => announceRouteStart('/careers', 'push'))
    await act(() => window.dispatchEvent(new Event('unhandledrejection')))
    expect(value()).toBe(100)
    await act(() => vi.advanceTimersByTime(PROGRESS_CLEAR_DELAY_MS))
    expect(bar().getAttribute('aria-hidden')).toBe('true')
  })

  it('an error with no navigation under way changes nothing', async () => {
    await act(() => window.dispatchEvent(new Event('error')))
    expect(bar().getAttribute('aria-hidden')).toBe('true')
  })
})
