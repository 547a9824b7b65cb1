'use client'

import dynamic from 'next/dynamic'

/** The embedded products page, in a chunk of its own (see components/enrichment/lazy.tsx for why). */
export const PricingEmbed = dynamic(() => import('./pricing-embed').then((module) => module.PricingEmbed))
