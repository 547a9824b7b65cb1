'use client'

import { createContext, useContext, type ReactNode } from 'react'

/**
 * The 500 page's texts in the page's language. The error page is a client component that Next.js
 * renders below the layout, so it cannot read the catalogues itself (that would ship every
 * language); the layout resolves these few texts on the server and provides them here.
 */
export type ErrorTexts = { title: string; text: string; retry: string; home: string; homeHref: string; reference: string }

const ErrorTextsContext = createContext<ErrorTexts | null>(null)

export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>
}

/** The texts, or null outside the layout (then the error goes on to the root's global-error page). */
export function useErrorTexts(): ErrorTexts | null {
  return useContext(ErrorTextsContext)
}
