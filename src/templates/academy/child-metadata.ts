import 'server-only'

import { mediaUrl } from '@/lib/media'

import type { ChildMetadata, TemplateProps } from '../types'
import { findCourse } from './academy-queries'

/** Metadata of a course page; null (404, 'No course specified') for an unknown course or a deeper path. */
export async function academyChildMetadata({ context, route }: TemplateProps): Promise<ChildMetadata | null> {
  if (route.rest.length !== 1) return null
  const found = await findCourse(context.locale, route.entry.slug, route.rest[0]!)
  if (!found) return null
  const { course } = found
  return {
    title: course.name,
    description: course.course_description?.slice(0, 160) || undefined,
    image: mediaUrl(course.preview_image, 'hero') ?? undefined,
  }
}
