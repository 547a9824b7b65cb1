import Link from 'next/link'
import { notFound } from 'next/navigation'

import { RenderBlocks } from '@/blocks/render-blocks'
import { youtubeVideoId } from '@/modules/media'
import { formatDuration, parseDuration } from '@/lib/format'
import { asMedia, mediaUrl, responsiveImage } from '@/lib/media'
import { type Translate } from '@/modules/content'
import { isSiteLocale, LOCALE_LABELS, localizedPath } from '@/lib/locales'
import { courseTotals, type CourseTotals } from '@/modules/academy'
import type { AcademyCourse, LessonCaption } from '@/payload-types'

import { PageHero } from '../page-hero'
import type { TemplateProps } from '../types'
import { findCourse, loadFaculties, type CoursePage as CoursePageData, type CourseSummary, type FacultyCard } from './academy-queries'
import type { CoursePlayerTexts, PlayerLesson } from './course-player'
import { CoursePlayer } from './lazy'
import type { CaptionTrack, LessonVideoSource } from './lesson-video'

/** Academy entry: the faculty cards, or `<academy>/<course slug>` for a course (unknown → 404 'No course specified'). */
export async function AcademyTemplate(props: TemplateProps) {
  const { rest } = props.route
  if (rest.length === 0) return <AcademyPage {...props} />
  if (rest.length === 1) {
    const found = await findCourse(props.context.locale, props.route.entry.slug, rest[0]!)
    if (found) return <CoursePage {...props} found={found} />
  }
  notFound()
}

/** "3 lessons · 19:00" */
function totalsText(t: Translate, totals: CourseTotals): string {
  const lessons = t('academy_lessons', { n: totals.lessons })
  return t('academy_course_meta', { lessons, duration: formatDuration(totals.seconds) })
}

async function AcademyPage(props: TemplateProps) {
  const { context, route } = props
  const { t, locale } = context
  const faculties = await loadFaculties(locale, route.entry.slug)
  return (
    <>
      <PageHero {...props} tone="light" />
      <section className="section academy" aria-labelledby="academy-faculties-title">
        <div className="container">
          <h2 id="academy-faculties-title" className="section__title">
            {t('academy_faculties_title')}
          </h2>
          {faculties.length ? (
            <ul className="academy__faculties" data-testid="faculty-cards">
              {faculties.map((faculty, index) => (
                <FacultyCardView key={faculty.id} faculty={faculty} t={t} eager={index === 0} />
              ))}
            </ul>
          ) : (
            <p className="academy__empty" data-testid="academy-empty">
              {t('academy_faculties_empty')}
            </p>
          )}
        </div>
      </section>
      <RenderBlocks blocks={route.page.blocks} context={context} pagePath={localizedPath(locale, route.entry.slug)} />
    </>
  )
}

function FacultyCardView({ faculty, t, eager }: { faculty: FacultyCard; t: Translate; eager: boolean }) {
  const image = responsiveImage(faculty.image, 'card')
  const count = t('academy_course_count', { n: faculty.courses.length })
  return (
    <li className="faculty-card" data-testid="faculty-card">
      {image ? (
        <img
          className="faculty-card__image"
          src={image.src}
          srcSet={image.srcSet}
          sizes="(min-width: 1100px) 360px, (min-width: 720px) 50vw, 100vw"
          width={image.width}
          height={image.height}
          alt=""
          loading={eager ? undefined : 'lazy'}
          decoding="async"
        />
      ) : null}
      <div className="faculty-card__body" lang={faculty.contentLang ?? undefined}>
        <h3 className="faculty-card__title">{faculty.title}</h3>
        <p className="faculty-card__count">{count}</p>
        {faculty.description ? <p className="faculty-card__description">{faculty.description}</p> : null}
      </div>
      {faculty.courses.length ? <CourseLinks courses={faculty.courses} t={t} /> : null}
    </li>
  )
}

function CourseLinks({ courses, t, currentId }: { courses: CourseSummary[]; t: Translate; currentId?: number }) {
  return (
    <ul className="course-links">
      {courses.map((course) => (
        <li key={course.id}>
          <Link
            className="course-links__link"
            href={course.href}
            aria-current={course.id === currentId ? 'page' : undefined}
            data-testid="course-link"
          >
            <span className="course-links__name" lang={course.contentLang ?? undefined}>
              {course.name}
            </span>
            <span className="course-links__meta">{totalsText(t, course.totals)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

function captionTracks(lesson: AcademyCourse['lessons'][number]): CaptionTrack[] {
  return (lesson.captions ?? []).flatMap((track) => {
    const file = typeof track.file === 'object' ? (track.file as LessonCaption) : null
    if (!file?.url || !isSiteLocale(track.language)) return []
    return [{ src: file.url, srcLang: track.language, label: LOCALE_LABELS[track.language] }]
  })
}

/** What the player plays for a lesson: its uploaded video, else its YouTube video; null when neither can be played. */
function lessonSource(lesson: AcademyCourse['lessons'][number]): LessonVideoSource | null {
  const video = asMedia(lesson.video)
  if (video?.url) return { kind: 'file', src: video.url, type: video.mimeType ?? 'video/mp4', tracks: captionTracks(lesson) }
  const videoId = lesson.youtube_link ? youtubeVideoId(lesson.youtube_link) : null
  if (videoId) return { kind: 'youtube', videoId, watchUrl: `https://www.youtube.com/watch?v=${videoId}` }
  return null
}

function playerTexts(t: Translate): CoursePlayerTexts {
  return {
    progressTitle: t('academy_progress_title'),
    courseProgress: t('academy_course_progress'),
    lessonProgress: t('academy_lesson_progress'),
    lessonComplete: t('academy_lesson_complete'),
    lessonNotStarted: t('academy_lesson_not_started'),
    lessonLabel: t('academy_lesson_label'),
    nowPlaying: t('academy_now_playing'),
    nextLesson: t('academy_next_lesson'),
    progressNote: t('academy_progress_note'),
    videoError: t('academy_video_error'),
    youtubeConsent: t('academy_youtube_consent'),
    youtubeAllow: t('academy_youtube_allow'),
    youtubeOpen: t('academy_youtube_open'),
    youtubeLoading: t('academy_youtube_loading'),
    youtubeError: t('academy_youtube_error'),
  }
}

function CoursePage({ context, route, found }: TemplateProps & { found: CoursePageData }) {
  const { t, locale } = context
  const { course, contentLang, faculties } = found
  const totals = courseTotals(course.lessons)
  const coursePoster = mediaUrl(course.preview_image, 'card')
  const lessons: PlayerLesson[] = course.lessons.flatMap((lesson, index) => {
    const video = lessonSource(lesson)
    if (!video) return []
    return [
      {
        id: lesson.id ?? String(index),
        name: lesson.name,
        description: lesson.description ?? null,
        duration: formatDuration(parseDuration(lesson.duration) ?? 0),
        video,
        poster: mediaUrl(lesson.youtube_preview_image, 'card') ?? coursePoster,
      },
    ]
  })
  const faculty = faculties[0]
  const others = faculty?.courses.filter((other) => other.id !== course.id) ?? []
  return (
    <>
      <section className="page-hero page-hero--light course-hero">
        <div className="container">
          <nav className="course-hero__trail" aria-label={t('academy_back')}>
            <Link href={localizedPath(locale, route.entry.slug)} data-testid="course-back">
              {route.page.title}
            </Link>
            {faculty ? (
              <>
                <span aria-hidden="true"> / </span>
                <span lang={faculty.contentLang ?? undefined}>{faculty.title}</span>
              </>
            ) : null}
          </nav>
          <h1 className="page-hero__title" data-testid="course-title" lang={contentLang ?? undefined}>
            {course.name}
          </h1>
          {course.course_description ? (
            <p className="page-hero__lead" lang={contentLang ?? undefined}>
              {course.course_description}
            </p>
          ) : null}
          <dl className="course-hero__totals" data-testid="course-totals">
            <div>
              <dt>{t('academy_lessons_label')}</dt>
              <dd data-testid="course-lessons-count">{totals.lessons}</dd>
            </div>
            <div>
              <dt>{t('academy_duration_label')}</dt>
              <dd data-testid="course-duration">{formatDuration(totals.seconds)}</dd>
            </div>
          </dl>
        </div>
      </section>
      <section className="section course" aria-label={course.name}>
        <div className="container">
          {lessons.length ? (
            <CoursePlayer courseId={course.id} lessons={lessons} locale={locale} contentLang={contentLang} texts={playerTexts(t)} />
          ) : null}
        </div>
      </section>
      {faculty && others.length ? (
        <section className="section section--soft" aria-labelledby="course-more-title">
          <div className="container">
            <h2 id="course-more-title" className="section__title">
              {t('academy_other_courses', { faculty: faculty.title })}
            </h2>
            <CourseLinks courses={others} t={t} />
          </div>
        </section>
      ) : null}
    </>
  )
}
