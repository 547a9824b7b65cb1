import 'server-only'

import type { ChildMetadata, TemplateProps } from '../types'
import { findOpenVacancy } from './careers-queries'
import { richTextPlain } from './rich-text-plain'

/** Metadata of a vacancy page; null (404) for anything else below the careers entry. */
export async function careersChildMetadata({ context, route }: TemplateProps): Promise<ChildMetadata | null> {
  if (route.rest.length !== 1) return null
  const found = await findOpenVacancy(context.locale, route.rest[0]!)
  if (!found) return null
  const { vacancy } = found
  const description = richTextPlain(vacancy.description, 160) || [vacancy.name, vacancy.location].filter(Boolean).join(' · ')
  return { title: vacancy.name, description }
}
