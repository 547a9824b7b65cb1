'use client'

import dynamic from 'next/dynamic'

/** The course player, in chunks of its own (see components/enrichment/lazy.tsx for why). */
export const CoursePlayer = dynamic(() => import('./course-player').then((module) => module.CoursePlayer))
