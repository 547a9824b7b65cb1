import { reportClientError } from '@/lib/client-log'
import { notifyBrowserStateChanged } from '@/lib/use-browser-snapshot'

import { SAMPLE_SESSION_STORAGE_KEY, SESSION_STORAGE_KEY } from './constants'

/** The stored enrichment session: its presence switches the page to the results view. */
export function readStoredSession(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY) || null
  } catch {
    return null
  }
}

export function storeSession(sessionKey: string): void {
  try {
    window.localStorage.setItem(SESSION_STORAGE_KEY, sessionKey)
  } catch (error) {
    reportClientError('Could not store the enrichment session', error)
  }
  notifyBrowserStateChanged()
}

/** Refresh / Reupload: forget the session and return to the upload view. */
export function clearStoredSession(): void {
  try {
    window.localStorage.removeItem(SESSION_STORAGE_KEY)
  } catch (error) {
    reportClientError('Could not clear the enrichment session', error)
  }
  notifyBrowserStateChanged()
}

/** A sample is requested once per session, remembered in session storage. */
export function sampleRequestedFor(sessionKey: string): boolean {
  try {
    return window.sessionStorage.getItem(SAMPLE_SESSION_STORAGE_KEY) === sessionKey
  } catch {
    return false
  }
}

export function rememberSampleRequest(sessionKey: string): void {
  try {
    window.sessionStorage.setItem(SAMPLE_SESSION_STORAGE_KEY, sessionKey)
  } catch (error) {
    reportClientError('Could not remember the sample request', error)
  }
  notifyBrowserStateChanged()
}
