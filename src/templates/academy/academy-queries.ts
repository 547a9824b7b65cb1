import 'server-only'

import { cache } from 'react'

import { asMedia } from '@/lib/media'
import { getPayloadClient } from '@/components/site-data'
import { ACADEMY_FACULTIES_FOR_SLUG, ACADEMY_FACULTIES_PAGE_SIZE, courseTotals, type CourseTotals } from '@/modules/academy'
import { contentLangOf, routeSlug, untranslatedIds } from '@/modules/content'
import { DEFAULT_LOCALE, localizedPath, type SiteLocale } from '@/lib/locales'
import type { AcademyCourse, AcademyFaculty, Media } from '@/payload-types'

/** A course as a faculty card lists it. */
export type CourseSummary = {
  id: number
  name: string
  slug: string
  description: string | null
  href: string
  totals: CourseTotals
  preview: Media | null
  contentLang: SiteLocale | null
}

export type FacultyCard = {
  id: number
  slug: string
  title: string
  description: string | null
  image: Media | null
  courses: CourseSummary[]
  contentLang: SiteLocale | null
}

/** What a faculty's populated course needs to become a summary; the lessons only for their count and length. */
const COURSE_SUMMARY_FIELDS = {
  name: true,
  slug: true,
  course_description: true,
  preview_image: true,
  lessons: { duration: true },
} as const

function summarise(course: AcademyCourse, locale: SiteLocale, entrySlug: string, untranslated: Set<number>): CourseSummary {
  return {
    id: course.id,
    name: course.name,
    slug: course.slug,
    description: course.course_description ?? null,
    href: localizedPath(locale, routeSlug(entrySlug, [course.slug])),
    totals: courseTotals(course.lessons),
    preview: asMedia(course.preview_image),
    contentLang: contentLangOf(untranslated, course.id),
  }
}

/** The courses a faculty holds, in its order; a course deleted since is left out. */
function populatedCourses(faculty: AcademyFaculty): AcademyCourse[] {
  return (faculty.courses ?? []).filter((course): course is AcademyCourse => typeof course === 'object' && course !== null)
}

async function toCards(faculties: AcademyFaculty[], locale: SiteLocale, entrySlug: string): Promise<FacultyCard[]> {
  const payload = await getPayloadClient()
  const courseIds = [...new Set(faculties.flatMap((faculty) => populatedCourses(faculty).map((course) => course.id)))]
  const [untranslatedFaculties, untranslatedCourses] = await Promise.all([
    untranslatedIds(
      payload,
      'academy-faculties',
      locale,
      faculties.map((faculty) => faculty.id),
    ),
    untranslatedIds(payload, 'academy-courses', locale, courseIds),
  ])
  return faculties.map((faculty) => ({
    id: faculty.id,
    slug: faculty.slug,
    title: faculty.title,
    description: faculty.description ?? null,
    image: asMedia(faculty.image_promotion),
    courses: populatedCourses(faculty).map((course) => summarise(course, locale, entrySlug, untranslatedCourses)),
    contentLang: contentLangOf(untranslatedFaculties, faculty.id),
  }))
}

/** The academy page: up to 25 faculties in their order, each with its courses. */
export const loadFaculties = cache(async (locale: SiteLocale, entrySlug: string): Promise<FacultyCard[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'academy-faculties',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    sort: 'order',
    depth: 2,
    limit: ACADEMY_FACULTIES_PAGE_SIZE,
    populate: { 'academy-courses': COURSE_SUMMARY_FIELDS },
  })
  return toCards(docs, locale, entrySlug)
})

export type CoursePage = {
  course: AcademyCourse
  contentLang: SiteLocale | null
  /** The faculties holding the course (at most 3), with their courses, for the breadcrumb and "more in". */
  faculties: FacultyCard[]
}

/** A course by its slug with its lessons' videos and captions; null when there is none (the page says 'No course specified'). */
export const findCourse = cache(async (locale: SiteLocale, entrySlug: string, slug: string): Promise<CoursePage | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'academy-courses',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    where: { slug: { equals: slug } },
    depth: 2,
    limit: 1,
  })
  const course = docs[0]
  if (!course) return null
  const [untranslated, faculties] = await Promise.all([
    untranslatedIds(payload, 'academy-courses', locale, [course.id]),
    payload.find({
      collection: 'academy-faculties',
      locale,
      fallbackLocale: DEFAULT_LOCALE,
      where: { courses: { in: [course.id] } },
      sort: 'order',
      depth: 2,
      limit: ACADEMY_FACULTIES_FOR_SLUG,
      populate: { 'academy-courses': COURSE_SUMMARY_FIELDS },
    }),
  ])
  return { course, contentLang: contentLangOf(untranslated, course.id), faculties: await toCards(faculties.docs, locale, entrySlug) }
})
