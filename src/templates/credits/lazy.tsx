'use client'

import dynamic from 'next/dynamic'

/** The search with its payment flow, in chunks of its own (see components/enrichment/lazy.tsx for why). */
export const CreditSearch = dynamic(() => import('./credit-search').then((module) => module.CreditSearch))
