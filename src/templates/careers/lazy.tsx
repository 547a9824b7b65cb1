'use client'

import dynamic from 'next/dynamic'

/** The application form, in chunks of its own (see components/enrichment/lazy.tsx for why). */
export const ApplyForm = dynamic(() => import('./apply-form').then((module) => module.ApplyForm))
