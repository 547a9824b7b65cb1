'use client'

import { useSyncExternalStore } from 'react'

const listeners = new Set<() => void>()

/** Tell subscribers that cookies or local storage were written by this page. */
export function notifyBrowserStateChanged(): void {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Other tabs change local storage; a returning tab may have new cookies.
  window.addEventListener('storage', listener)
  window.addEventListener('focus', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
    window.removeEventListener('focus', listener)
  }
}

/**
 * Reads browser-only state (cookies, local storage) without a hydration mismatch: the server and
 * the first client render see `serverValue`, then React re-renders with the browser's value.
 * `read` must return a primitive so unchanged state compares equal.
 */
export function useBrowserSnapshot<T extends string | boolean | null | undefined>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, read, () => serverValue)
}
