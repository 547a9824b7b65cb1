export {
  advanceProgress,
  courseCompletion,
  decodeProgress,
  encodeProgress,
  isLessonComplete,
  type LessonProgress,
  lessonToResume,
  mergeProgress,
  PROGRESS_COOKIE_MAX_AGE_SECONDS,
  PROGRESS_POLL_MS,
  PROGRESS_SAVE_DELAY_MS,
  progressCookieName,
} from './progress'
