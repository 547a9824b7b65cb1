'use client'

import dynamic from 'next/dynamic'

/** The investigation forms, in chunks of their own (see components/enrichment/lazy.tsx for why). */
export const InvestigationForms = dynamic(() => import('./investigation-forms').then((module) => module.InvestigationForms))
