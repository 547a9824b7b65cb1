/**
 * Course progress rules (browser-safe): how far a lesson has been watched, when it counts as done,
 * and how a course's progress is kept in a cookie of its own.
 */

/** A lesson counts as 100 % once this share of it has been watched. */
export const LESSON_COMPLETE_PERCENT = 95
/** The player's time is read this often. */
export const PROGRESS_POLL_MS = 1000
/** Progress is written to its cookie this long after the last change. */
export const PROGRESS_SAVE_DELAY_MS = 250
export const PROGRESS_COOKIE_PREFIX = 'academy-progress-'
export const PROGRESS_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

/** Lesson id -> whole percent watched, 0..100. */
export type LessonProgress = Record<string, number>

/** Payload gives array rows 24-hex ids; anything cookie-safe and short is accepted. */
const LESSON_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The share of a lesson the position stands for, in whole percent; 100 from the completion
 * threshold on. An unknown or zero duration (metadata not loaded yet, a live stream) gives 0.
 */
export function watchedPercent(position: number, duration: number): number {
  if (!Number.isFinite(position) || !Number.isFinite(duration) || duration <= 0 || position <= 0) return 0
  const percent = (Math.min(position, duration) / duration) * 100
  return percent >= LESSON_COMPLETE_PERCENT ? 100 : Math.floor(percent)
}

/**
 * A lesson's progress after the player was read: the furthest point reached so far. Going back to
 * rewatch a part never lowers it, and a completed lesson stays complete.
 */
export function advanceProgress(previous: number | undefined, position: number, duration: number): number {
  return Math.max(previous ?? 0, watchedPercent(position, duration))
}

export function isLessonComplete(percent: number | undefined): boolean {
  return (percent ?? 0) >= 100
}

export type CourseCompletion = { completed: number; total: number; percent: number }

/** How much of a course is done: completed lessons, and the mean of every lesson's progress. */
export function courseCompletion(lessonIds: readonly string[], progress: LessonProgress): CourseCompletion {
  if (lessonIds.length === 0) return { completed: 0, total: 0, percent: 0 }
  let completed = 0
  let sum = 0
  for (const id of lessonIds) {
    const percent = progress[id] ?? 0
    if (isLessonComplete(percent)) completed += 1
    sum += percent
  }
  return { completed, total: lessonIds.length, percent: Math.floor(sum / lessonIds.length) }
}

/** Two records of the same lessons (the cookie and this visit): each lesson's furthest point. */
export function mergeProgress(...records: LessonProgress[]): LessonProgress {
  const merged: LessonProgress = {}
  for (const record of records) for (const [id, percent] of Object.entries(record)) merged[id] = Math.max(merged[id] ?? 0, percent)
  return merged
}

/** The lesson to open: the first one not completed yet, else the first. */
export function lessonToResume(lessonIds: readonly string[], progress: LessonProgress): string | undefined {
  return lessonIds.find((id) => !isLessonComplete(progress[id])) ?? lessonIds[0]
}

/** One cookie per course (the spec's "per category"), named by the course's id, which survives a renamed slug. */
export function progressCookieName(courseId: number | string): string {
  return `${PROGRESS_COOKIE_PREFIX}${String(courseId).replace(/[^A-Za-z0-9_-]/g, '')}`
}

/**
 * A browser drops a cookie over 4 KB whole; the value stays below this, with room for the name and
 * attributes, so a course of a hundred-odd lessons loses its least-watched lessons rather than everything.
 */
export const PROGRESS_COOKIE_MAX_VALUE_LENGTH = 3600

/**
 * `id.percent` pairs joined by `~`: characters a cookie value holds as they are (not even URL-encoded). Lessons not
 * started are left out; when the pairs would not fit in a cookie, the furthest-watched are kept.
 */
export function encodeProgress(progress: LessonProgress): string {
  const pairs = Object.entries(progress)
    .filter(([id, percent]) => LESSON_ID.test(id) && clampPercent(percent) > 0)
    .map(([id, percent]) => `${id}.${clampPercent(percent)}`)
  let length = pairs.join('~').length
  if (length <= PROGRESS_COOKIE_MAX_VALUE_LENGTH) return pairs.join('~')
  const percentOf = (pair: string) => Number(pair.slice(pair.lastIndexOf('.') + 1))
  const dropped = new Set<string>()
  for (const pair of [...pairs].sort((a, b) => percentOf(a) - percentOf(b))) {
    if (length <= PROGRESS_COOKIE_MAX_VALUE_LENGTH) break
    dropped.add(pair)
    length -= pair.length + 1
  }
  return pairs.filter((pair) => !dropped.has(pair)).join('~')
}

/**
 * Reads a course's cookie. The cookie comes from the browser, so anything unusable is dropped pair by
 * pair: lessons the course no longer has, values out of range or not numbers.
 */
export function decodeProgress(value: string | null | undefined, lessonIds: readonly string[]): LessonProgress {
  const progress: LessonProgress = {}
  if (!value) return progress
  const known = new Set(lessonIds)
  for (const pair of value.split('~')) {
    const separator = pair.lastIndexOf('.')
    if (separator <= 0) continue
    const id = pair.slice(0, separator)
    const digits = pair.slice(separator + 1)
    if (!known.has(id) || !/^\d{1,3}$/.test(digits)) continue
    const percent = Number(digits)
    if (percent > 0 && percent <= 100) progress[id] = Math.max(progress[id] ?? 0, percent)
  }
  return progress
}

function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.floor(percent))) : 0
}
