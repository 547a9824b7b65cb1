'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { getBrowserCookie, setBrowserCookie } from '@/lib/cookies'
import { fillPlaceholders } from '@/lib/format'
import { notifyBrowserStateChanged, useBrowserSnapshot } from '@/lib/use-browser-snapshot'
import {
  advanceProgress,
  courseCompletion,
  decodeProgress,
  encodeProgress,
  isLessonComplete,
  lessonToResume,
  mergeProgress,
  PROGRESS_COOKIE_MAX_AGE_SECONDS,
  PROGRESS_POLL_MS,
  PROGRESS_SAVE_DELAY_MS,
  progressCookieName,
  type LessonProgress,
} from '@/modules/academy/client'

import { LessonVideo, type LessonPlayback, type LessonVideoSource, type LessonVideoTexts } from './lesson-video'

export type PlayerLesson = {
  id: string
  name: string
  description: string | null
  /** HH:MM:SS without a zero hours part. */
  duration: string
  video: LessonVideoSource
  poster: string | null
}

export type CoursePlayerTexts = LessonVideoTexts & {
  progressTitle: string
  /** '{completed} of {total} lessons completed' */
  courseProgress: string
  /** '{percent}% watched' */
  lessonProgress: string
  lessonComplete: string
  lessonNotStarted: string
  /** 'Lesson {n}' */
  lessonLabel: string
  nowPlaying: string
  nextLesson: string
  progressNote: string
}

/**
 * The course player: the chosen lesson's video and the completion list. The player's position is
 * read every second; the furthest point watched is the lesson's progress (100 % from 95 % on), saved
 * 250 ms after a change in the course's own cookie, so the list is the same after a reload.
 */
export function CoursePlayer({
  courseId,
  lessons,
  locale,
  contentLang,
  texts,
}: {
  courseId: number
  lessons: PlayerLesson[]
  locale: string
  /** The language of the lessons' own texts when they are shown untranslated. */
  contentLang: string | null
  texts: CoursePlayerTexts
}) {
  const textLang = contentLang ?? undefined
  const lessonIds = useMemo(() => lessons.map((lesson) => lesson.id), [lessons])
  const cookieName = progressCookieName(courseId)
  // The cookie is read after hydration (the page's HTML is cached for everyone) and again when this page writes it.
  const savedRaw = useBrowserSnapshot(() => getBrowserCookie(cookieName) ?? null, null)
  const saved = useMemo(() => decodeProgress(savedRaw, lessonIds), [savedRaw, lessonIds])
  /** What this visit watched; the cookie holds the rest. */
  const [watched, setWatched] = useState<LessonProgress>({})
  const progress = useMemo(() => mergeProgress(saved, watched), [saved, watched])
  /** The lesson the visitor picked or is watching; until then a returning visitor resumes at the first unfinished one. */
  const [chosenId, setChosenId] = useState<string | null>(null)
  const [autoPlay, setAutoPlay] = useState(false)
  const playback = useRef<LessonPlayback | null>(null)
  const pendingSave = useRef<number | null>(null)
  const watchedRef = useRef(watched)
  useEffect(() => {
    watchedRef.current = watched
  }, [watched])

  const currentId = chosenId ?? lessonToResume(lessonIds, saved)

  const save = useCallback(() => {
    if (pendingSave.current !== null) window.clearTimeout(pendingSave.current)
    pendingSave.current = null
    // Merged with the cookie as it is now: another tab may have saved other lessons meanwhile.
    const merged = mergeProgress(decodeProgress(getBrowserCookie(cookieName), lessonIds), watchedRef.current)
    setBrowserCookie(cookieName, encodeProgress(merged), { maxAgeSeconds: PROGRESS_COOKIE_MAX_AGE_SECONDS })
    notifyBrowserStateChanged()
  }, [cookieName, lessonIds])

  useEffect(() => {
    if (Object.keys(watched).length === 0) return
    pendingSave.current = window.setTimeout(save, PROGRESS_SAVE_DELAY_MS)
    return () => {
      if (pendingSave.current !== null) window.clearTimeout(pendingSave.current)
    }
  }, [watched, save])

  // A change still waiting when the page goes away, or the visitor moves on within the site, is written at once.
  useEffect(() => {
    const flush = () => {
      if (pendingSave.current !== null) save()
    }
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [save])

  const readPlayer = useCallback(() => {
    const current = playback.current
    if (!current || !currentId) return
    const position = current.position()
    const duration = current.duration()
    setWatched((previous) => {
      const next = advanceProgress(previous[currentId], position, duration)
      return next === (previous[currentId] ?? 0) ? previous : { ...previous, [currentId]: next }
    })
    // Once watched, the lesson stays open even when finishing it moves the resume point on.
    if (position > 0) setChosenId((chosen) => chosen ?? currentId)
  }, [currentId])

  useEffect(() => {
    const timer = window.setInterval(readPlayer, PROGRESS_POLL_MS)
    return () => window.clearInterval(timer)
  }, [readPlayer])

  const onPlayback = useCallback((value: LessonPlayback | null) => {
    playback.current = value
  }, [])

  const choose = (id: string) => {
    readPlayer()
    setAutoPlay(true)
    setChosenId(id)
  }

  const currentIndex = Math.max(
    0,
    lessons.findIndex((lesson) => lesson.id === currentId),
  )
  const current = lessons[currentIndex]
  const next = lessons[currentIndex + 1]
  const completion = courseCompletion(lessonIds, progress)
  if (!current) return null

  return (
    <div className="course-player" data-testid="course-player">
      <div className="course-player__stage">
        <LessonVideo
          key={current.id}
          source={current.video}
          title={current.name}
          poster={current.poster}
          locale={locale}
          autoPlay={autoPlay}
          texts={texts}
          onPlayback={onPlayback}
          onSettled={readPlayer}
          testId="lesson-video"
        />
        <div className="course-player__lesson">
          <p className="course-player__kicker">{fillPlaceholders(texts.lessonLabel, { n: currentIndex + 1 })}</p>
          <h2 className="course-player__title" data-testid="lesson-title" lang={textLang}>
            {current.name}
          </h2>
          {current.description ? (
            <p className="course-player__description" lang={textLang}>
              {current.description}
            </p>
          ) : null}
          {next ? (
            <button type="button" className="button button--secondary" onClick={() => choose(next.id)} data-testid="next-lesson">
              {texts.nextLesson}: <span lang={textLang}>{next.name}</span>
            </button>
          ) : null}
        </div>
      </div>
      <aside className="course-progress" aria-labelledby="course-progress-title" data-testid="course-progress">
        <h2 id="course-progress-title" className="course-progress__title">
          {texts.progressTitle}
        </h2>
        <p className="course-progress__summary" data-testid="course-progress-summary">
          {fillPlaceholders(texts.courseProgress, { completed: completion.completed, total: completion.total })}
        </p>
        <div className="course-progress__bar" aria-hidden="true">
          <span style={{ width: `${completion.percent}%` }} />
        </div>
        <ol className="course-progress__list">
          {lessons.map((lesson, index) => {
            const percent = progress[lesson.id] ?? 0
            const complete = isLessonComplete(percent)
            const playing = lesson.id === current.id
            const status = complete
              ? texts.lessonComplete
              : percent > 0
                ? fillPlaceholders(texts.lessonProgress, { percent })
                : texts.lessonNotStarted
            return (
              <li key={lesson.id} className="course-progress__item" data-complete={complete} data-testid="lesson-item">
                <button
                  type="button"
                  className="course-progress__lesson"
                  onClick={() => choose(lesson.id)}
                  aria-current={playing ? 'true' : undefined}
                  data-testid={`lesson-button-${index + 1}`}
                >
                  <span className="course-progress__mark" aria-hidden="true">
                    {complete ? (
                      <svg width="16" height="16" viewBox="0 0 24 24" focusable="false">
                        <path
                          d="M5 12.5l4.5 4.5L19 7.5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="3"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    ) : (
                      index + 1
                    )}
                  </span>
                  <span className="course-progress__text">
                    <span className="course-progress__name" lang={textLang}>
                      {lesson.name}
                    </span>
                    <span className="course-progress__meta">
                      <span>{lesson.duration}</span>
                      <span data-testid="lesson-status">{status}</span>
                      {playing ? <span className="course-progress__playing">{texts.nowPlaying}</span> : null}
                    </span>
                    <span className="course-progress__lesson-bar" aria-hidden="true">
                      <span style={{ width: `${percent}%` }} />
                    </span>
                  </span>
                </button>
              </li>
            )
          })}
        </ol>
        <p className="course-progress__note">{texts.progressNote}</p>
      </aside>
    </div>
  )
}
