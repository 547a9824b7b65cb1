import { toWebVtt } from '@/modules/media'

import type { Bilingual, CoverKey } from './content-types'

/**
 * The academy's lessons are silent walkthroughs of the real product, recorded by
 * `scripts/assets/record-academy-lessons.ts`, which also writes each lesson's cues (content/seed/academy.json):
 * each step's caption and the seconds it really lasted. The cues are the one source of the English and
 * Spanish WebVTT captions and of the length the CMS records, so the course totals are the videos' real lengths.
 */

export type LessonCue = { seconds: number; text: Bilingual }
export type LessonSeed = { key: string; name: Bilingual; description: Bilingual; cues: LessonCue[] }
export type CourseSeed = { slug: string; name: Bilingual; description: Bilingual; cover: CoverKey; lessons: LessonSeed[] }
export type FacultySeed = { slug: string; title: Bilingual; description: Bilingual; cover: CoverKey; courses: CourseSeed[] }

/** Where the generated lesson videos are kept, one `<lesson key>.mp4` each. */
export const ACADEMY_VIDEO_DIR = 'src/payload/seed/assets/academy'

/** A lesson's length in seconds: the sum of its cues, which is how long its video runs. */
export function lessonSeconds(lesson: LessonSeed): number {
  return lesson.cues.reduce((total, cue) => total + cue.seconds, 0)
}

/** Each cue's start and end in seconds. */
export function cueTimings(lesson: LessonSeed): { start: number; end: number; text: Bilingual }[] {
  let start = 0
  return lesson.cues.map((cue) => {
    const timing = { start, end: start + cue.seconds, text: cue.text }
    start += cue.seconds
    return timing
  })
}

/** A lesson's captions in one language, as WebVTT. */
export function lessonCaptions(lesson: LessonSeed, locale: keyof Bilingual): string {
  return toWebVtt(cueTimings(lesson).map((cue) => ({ start: cue.start, end: cue.end, text: cue.text[locale] })))
}
