import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/components/site-data'
import {
  fillSectionPlaceholders,
  loadPageVariableDocuments,
  loadSiteFigures,
  resolvePageVariables,
  type PageVariables,
  type PageVariableTemplate,
} from '@/modules/content'
import { type SiteLocale } from '@/lib/locales'
import type { Page } from '@/payload-types'

export type TemplateVariables = {
  variables: PageVariables
  /** The template's shared sections, `{title}` filled with the page's title. */
  sections: NonNullable<Page['blocks']>
}

/** A page's variables (one read per render, however many sections ask). */
export const getPageVariables = cache(
  async (template: PageVariableTemplate, suffix: string | null, locale: SiteLocale, title: string): Promise<TemplateVariables> => {
    const payload = await getPayloadClient()
    const [documents, figures] = await Promise.all([
      loadPageVariableDocuments(payload, template, suffix, locale),
      loadSiteFigures(payload, locale),
    ])
    const shared = documents.find((document) => document.blocks?.length)?.blocks ?? []
    return {
      variables: resolvePageVariables(template, documents, locale, figures),
      sections: fillSectionPlaceholders(shared, { title }) as NonNullable<Page['blocks']>,
    }
  },
)
