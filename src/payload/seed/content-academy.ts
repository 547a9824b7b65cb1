import { loadAcademyFaculties } from './content-loader'
import type { FacultySeed, LessonSeed } from './academy-lessons'

export { ACADEMY_VIDEO_DIR, cueTimings, lessonCaptions, lessonSeconds } from './academy-lessons'
export type { CourseSeed, FacultySeed, LessonCue, LessonSeed } from './academy-lessons'

/**
 * The academy as the asset script and the tests read it, loaded when this module is imported. The
 * seed itself reads it with the rest of content/seed when it runs, so starting the site never does.
 */
export const FACULTIES: FacultySeed[] = loadAcademyFaculties()

export const ALL_LESSONS: LessonSeed[] = FACULTIES.flatMap((faculty) => faculty.courses.flatMap((course) => course.lessons))
