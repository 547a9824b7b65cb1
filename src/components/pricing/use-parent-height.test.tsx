// @vitest-environment jsdom
import { act, createRef, useImperativeHandle, useRef, useState, type RefObject } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { EMBED_HEIGHT_MESSAGE } from '@/modules/pricing'

import { useParentHeight } from './use-parent-height'

let root: Root
let container: HTMLElement
let posted: Array<{ message: unknown; target: string }>
type Handles = { toggle: () => void; setKey: (key: number) => void }
const handles = createRef<Handles>()

function Harness({ handle }: { handle: RefObject<Handles | null> }) {
  const ref = useRef<HTMLDivElement>(null)
  const [key, setKey] = useState(0)
  const toggle = useParentHeight(ref, key)
  useImperativeHandle(handle, () => ({ toggle, setKey }), [toggle])
  return <div ref={ref} />
}

beforeEach(() => {
  vi.useFakeTimers()
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  posted = []
  // A framed page: its parent is another window.
  const parent = { postMessage: (message: unknown, target: string) => posted.push({ message, target }) }
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window)
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 812.4 } as DOMRect)
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  act(() => root.render(<Harness handle={handles} />))
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('useParentHeight', () => {
  it('posts the content height plus 150 to the parent 250 ms after the page appears, not before', () => {
    act(() => vi.advanceTimersByTime(249))
    expect(posted).toEqual([])
    act(() => vi.advanceTimersByTime(1))
    expect(posted).toEqual([{ message: { type: EMBED_HEIGHT_MESSAGE, height: 963 }, target: '*' }])
  })

  it('posts again 250 ms after new content, on a visibility change and on a toggle', () => {
    act(() => vi.advanceTimersByTime(250))
    act(() => handles.current!.setKey(1))
    act(() => vi.advanceTimersByTime(250))
    expect(posted).toHaveLength(2)
    act(() => document.dispatchEvent(new Event('visibilitychange')))
    expect(posted).toHaveLength(3)
    act(() => handles.current!.toggle())
    expect(posted).toHaveLength(4)
  })

  it('stays quiet when the page is not framed', () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue(window)
    act(() => vi.advanceTimersByTime(500))
    expect(posted).toEqual([])
  })
})
