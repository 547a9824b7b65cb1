import { z } from 'zod'

import { DEFAULT_LOCALE, SITE_LOCALES } from '@/modules/content/locales'

/** `?lang=` of the enrichment and book calls; anything unknown reads as the default language. */
export const langQuerySchema = z.object({ lang: z.enum(SITE_LOCALES).catch(DEFAULT_LOCALE).default(DEFAULT_LOCALE) })

export type SessionRouteContext = { params: Promise<{ sessionKey: string }> }
