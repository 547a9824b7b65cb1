'use client'

import dynamic from 'next/dynamic'

/** The request form and its schemas, in chunks of their own (see components/enrichment/lazy.tsx for why). */
export const RequestForm = dynamic(() => import('./request-form').then((module) => module.RequestForm))
