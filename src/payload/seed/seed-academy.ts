import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'

import type { AcademyCourse } from '@/payload-types'

import { formatDuration } from '@/lib/format'

import { ACADEMY_VIDEO_DIR, lessonCaptions, lessonSeconds, type FacultySeed, type LessonSeed } from './academy-lessons'
import type { CoverKey, WriteOptions } from './content-types'

async function uploadLessonVideo(payload: Payload, CREATE: WriteOptions, lesson: LessonSeed): Promise<number> {
  const name = `${lesson.key}.mp4`
  const data = fs.readFileSync(path.resolve(process.cwd(), ACADEMY_VIDEO_DIR, name))
  const media = await payload.create({
    collection: 'media',
    locale: 'en',
    data: { alt: `Lesson video: ${lesson.name.en}` },
    file: { data, mimetype: 'video/mp4', name, size: data.length },
    ...CREATE,
  })
  await payload.update({
    collection: 'media',
    id: media.id,
    locale: 'es',
    data: { alt: `Vídeo de la lección: ${lesson.name.es}` },
    ...CREATE,
  })
  // The courses are in English and Spanish; a German page showing the media library names the lesson as it is taught.
  await payload.update({ collection: 'media', id: media.id, locale: 'de', data: { alt: `Lektionsvideo: ${lesson.name.en}` }, ...CREATE })
  return media.id
}

async function uploadCaptions(payload: Payload, CREATE: WriteOptions, lesson: LessonSeed, locale: 'en' | 'es'): Promise<number> {
  const data = Buffer.from(lessonCaptions(lesson, locale), 'utf8')
  const created = await payload.create({
    collection: 'lesson-captions',
    data: { label: `${lesson.name.en} (${locale})` },
    file: { data, mimetype: 'text/vtt', name: `${lesson.key}.${locale}.vtt`, size: data.length },
    ...CREATE,
  })
  return created.id
}

/**
 * The academy: three faculties of courses, in English and Spanish. Lessons play the generated
 * videos (no network needed) with English and Spanish captions; each lesson's length is its video's.
 */
export async function seedAcademy(
  payload: Payload,
  CREATE: WriteOptions,
  faculties: FacultySeed[],
  coverIds: Map<CoverKey, number>,
): Promise<void> {
  for (const [facultyIndex, faculty] of faculties.entries()) {
    const courseIds: number[] = []
    for (const course of faculty.courses) {
      const lessons: { lesson: LessonSeed; data: NonNullable<AcademyCourse['lessons']>[number] }[] = []
      for (const lesson of course.lessons) {
        // One after another: the writes share the seed's transaction.
        const video = await uploadLessonVideo(payload, CREATE, lesson)
        const captionsEn = await uploadCaptions(payload, CREATE, lesson, 'en')
        const captionsEs = await uploadCaptions(payload, CREATE, lesson, 'es')
        lessons.push({
          lesson,
          data: {
            name: lesson.name.en,
            description: lesson.description.en,
            // Rounded as the CMS rounds a length it reads from an uploaded MP4.
            duration: formatDuration(Math.round(lessonSeconds(lesson))),
            video,
            captions: [
              { language: 'en' as const, file: captionsEn },
              { language: 'es' as const, file: captionsEs },
            ],
          },
        })
      }
      const created = await payload.create({
        collection: 'academy-courses',
        locale: 'en',
        data: {
          name: course.name.en,
          slug: course.slug,
          course_description: course.description.en,
          preview_image: coverIds.get(course.cover),
          lessons: lessons.map((entry) => entry.data),
        },
        ...CREATE,
      })
      // Localized fields of array rows are matched by row id: the Spanish update names the same rows.
      await payload.update({
        collection: 'academy-courses',
        id: created.id,
        locale: 'es',
        data: {
          name: course.name.es,
          course_description: course.description.es,
          lessons: created.lessons.map((row, index) => ({
            ...row,
            name: lessons[index]!.lesson.name.es,
            description: lessons[index]!.lesson.description.es,
          })),
        },
        ...CREATE,
      })
      courseIds.push(created.id)
    }
    const created = await payload.create({
      collection: 'academy-faculties',
      locale: 'en',
      data: {
        title: faculty.title.en,
        slug: faculty.slug,
        description: faculty.description.en,
        image_promotion: coverIds.get(faculty.cover),
        courses: courseIds,
        order: facultyIndex + 1,
      },
      ...CREATE,
    })
    await payload.update({
      collection: 'academy-faculties',
      id: created.id,
      locale: 'es',
      data: { title: faculty.title.es, description: faculty.description.es },
      ...CREATE,
    })
  }
}
