import { z } from 'zod'

import { DEFAULT_LOCALE, SITE_LOCALES } from './locales'

/** `lang` of every public API query: a site language; the default one when missing or unknown. */
export const langField = z.enum(SITE_LOCALES).catch(DEFAULT_LOCALE).default(DEFAULT_LOCALE)

/** A query of `?lang=` alone, for the calls that read nothing else from their query string. */
export const langQuerySchema = z.object({ lang: langField })
