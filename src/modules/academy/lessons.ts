import { parseDuration } from '@/lib/format'

/** Faculties read for the academy page; the spec's page size without a slug. */
export const ACADEMY_FACULTIES_PAGE_SIZE = 25
/** Faculties read when a slug is given (a course page: the faculties that hold the course). */
export const ACADEMY_FACULTIES_FOR_SLUG = 3

/** What the course page needs of a lesson's length; `duration` is the editor's "MM:SS" / "H:MM:SS". */
export type LessonLength = { duration?: string | null }

export type CourseTotals = { lessons: number; seconds: number }

/** A course's lessons count and their total length. A lesson whose length cannot be read adds nothing. */
export function courseTotals(lessons: readonly LessonLength[] | null | undefined): CourseTotals {
  const list = lessons ?? []
  return { lessons: list.length, seconds: list.reduce((total, lesson) => total + (parseDuration(lesson.duration) ?? 0), 0) }
}
