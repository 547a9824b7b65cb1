'use client'

import dynamic from 'next/dynamic'

/*
 * The enrichment screens are the largest client code of the site. Every CMS page is served by the
 * one catch-all route, whose client components share chunks, so the screens are loaded in chunks of
 * their own: only the pages that show them download them. They still render on the server.
 */
export const EnrichmentView = dynamic(() => import('./enrichment-view').then((module) => module.EnrichmentView))
export const EnrichmentHomeUpload = dynamic(() => import('./enrichment-home-upload').then((module) => module.EnrichmentHomeUpload))
