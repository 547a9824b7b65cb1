'use client'

import dynamic from 'next/dynamic'

/** The area's screens in chunks of their own (see components/enrichment/lazy.tsx for why). */
export const AgentsArea = dynamic(() => import('@/components/agents/agents-area').then((module) => module.AgentsArea))
export { SignUpButton } from '@/components/agents/sign-up-button'
