'use client'

import dynamic from 'next/dynamic'

/* The priced sections, in chunks of their own (see components/enrichment/lazy.tsx for why). They still render on the server. */
export const PlanCards = dynamic(() => import('./plan-cards').then((module) => module.PlanCards))
export const FeatureComparison = dynamic(() => import('./feature-comparison').then((module) => module.FeatureComparison))
export const CompetitorComparison = dynamic(() => import('./competitor-comparison').then((module) => module.CompetitorComparison))
