import { describe, expect, it } from 'vitest'

import { courseTotals } from './lessons'
import {
  advanceProgress,
  courseCompletion,
  decodeProgress,
  encodeProgress,
  isLessonComplete,
  LESSON_COMPLETE_PERCENT,
  lessonToResume,
  mergeProgress,
  PROGRESS_POLL_MS,
  PROGRESS_SAVE_DELAY_MS,
  progressCookieName,
  PROGRESS_COOKIE_MAX_VALUE_LENGTH,
  watchedPercent,
} from './progress'

describe('lesson progress', () => {
  it('uses the spec constants: 95 % completes, time read every 1000 ms, saved after 250 ms', () => {
    expect(LESSON_COMPLETE_PERCENT).toBe(95)
    expect(PROGRESS_POLL_MS).toBe(1000)
    expect(PROGRESS_SAVE_DELAY_MS).toBe(250)
  })

  it('counts a lesson 100 % from 95 % watched, whole percents below', () => {
    expect(watchedPercent(0, 200)).toBe(0)
    expect(watchedPercent(50, 200)).toBe(25)
    expect(watchedPercent(189.9, 200)).toBe(94)
    expect(watchedPercent(190, 200)).toBe(100)
    expect(watchedPercent(250, 200)).toBe(100)
  })

  it('gives 0 while the length is unknown or the position is not a number', () => {
    expect(watchedPercent(10, Number.NaN)).toBe(0)
    expect(watchedPercent(10, 0)).toBe(0)
    expect(watchedPercent(10, Number.POSITIVE_INFINITY)).toBe(0)
    expect(watchedPercent(Number.NaN, 100)).toBe(0)
    expect(watchedPercent(-3, 100)).toBe(0)
  })

  it('keeps the furthest point reached: rewinding never lowers it, a completed lesson stays complete', () => {
    expect(advanceProgress(undefined, 30, 100)).toBe(30)
    expect(advanceProgress(30, 10, 100)).toBe(30)
    expect(advanceProgress(30, 96, 100)).toBe(100)
    expect(advanceProgress(100, 0, 100)).toBe(100)
    expect(isLessonComplete(100)).toBe(true)
    expect(isLessonComplete(94)).toBe(false)
    expect(isLessonComplete(undefined)).toBe(false)
  })

  it('sums a course: completed lessons and the mean progress', () => {
    expect(courseCompletion(['a', 'b', 'c'], { a: 100, b: 50 })).toEqual({ completed: 1, total: 3, percent: 50 })
    expect(courseCompletion([], { a: 100 })).toEqual({ completed: 0, total: 0, percent: 0 })
  })

  it('merges two records lesson by lesson, keeping the furthest point', () => {
    expect(mergeProgress({ a: 100, b: 20 }, { b: 60, c: 5 })).toEqual({ a: 100, b: 60, c: 5 })
    expect(mergeProgress({ a: 100 }, { a: 40 })).toEqual({ a: 100 })
  })

  it('resumes at the first unfinished lesson, or the first when all are done', () => {
    expect(lessonToResume(['a', 'b', 'c'], { a: 100, b: 40 })).toBe('b')
    expect(lessonToResume(['a', 'b'], { a: 100, b: 100 })).toBe('a')
    expect(lessonToResume([], {})).toBeUndefined()
  })
})

describe('progress cookie', () => {
  const lessons = ['64f1a2b3c4d5e6f708192a3b', '64f1a2b3c4d5e6f708192a3c', '64f1a2b3c4d5e6f708192a3d']

  it('is one cookie per course, named by its id', () => {
    expect(progressCookieName(12)).toBe('academy-progress-12')
    expect(progressCookieName('7;path=/x')).toBe('academy-progress-7pathx')
  })

  it('round-trips, leaving out lessons not started', () => {
    const progress = { [lessons[0]!]: 100, [lessons[1]!]: 37, [lessons[2]!]: 0 }
    const value = encodeProgress(progress)
    expect(value).toBe(`${lessons[0]}.100~${lessons[1]}.37`)
    expect(encodeURIComponent(value)).toBe(value)
    expect(value).not.toMatch(/[\s,;"\\]/)
    expect(decodeProgress(value, lessons)).toEqual({ [lessons[0]!]: 100, [lessons[1]!]: 37 })
  })

  it('drops what it cannot use from a tampered or stale cookie, pair by pair', () => {
    const value = [
      `${lessons[0]}.100`,
      'gone.50',
      `${lessons[1]}.250`,
      `${lessons[2]}.abc`,
      'garbage',
      '.40',
      `${lessons[2]}.-5`,
      `${lessons[2]}:40`,
    ].join('~')
    expect(decodeProgress(value, lessons)).toEqual({ [lessons[0]!]: 100 })
    expect(decodeProgress(undefined, lessons)).toEqual({})
    expect(decodeProgress('', lessons)).toEqual({})
  })

  it('stays small enough for a browser to keep, dropping the least-watched lessons of a very long course first', () => {
    const ids = Array.from({ length: 200 }, (_, index) => `64f1a2b3c4d5e6f7081${String(index).padStart(5, '0')}`)
    const progress = Object.fromEntries(ids.map((id, index) => [id, index < 50 ? 100 : (index % 90) + 1]))
    const value = encodeProgress(progress)
    expect(value.length).toBeLessThanOrEqual(PROGRESS_COOKIE_MAX_VALUE_LENGTH)
    expect(encodeURIComponent(value).length).toBeLessThan(4096 - 64)
    const kept = decodeProgress(value, ids)
    // Every completed lesson is kept; what is dropped was watched less than anything kept.
    for (const id of ids.slice(0, 50)) expect(kept[id]).toBe(100)
    const dropped = ids.filter((id) => !(id in kept))
    expect(dropped.length).toBeGreaterThan(0)
    expect(Math.max(...dropped.map((id) => progress[id]!))).toBeLessThanOrEqual(Math.min(...Object.values(kept)))
  })

  it('never writes a percent out of range or an id a cookie cannot hold', () => {
    expect(encodeProgress({ a: 140, 'b;c': 50, d: 12.7, 'e.f': 30 })).toBe('a.100~d.12')
  })
})

describe('course totals', () => {
  it('counts the lessons and adds up their lengths', () => {
    expect(courseTotals([{ duration: '04:30' }, { duration: '1:02:03' }, { duration: '00:27' }])).toEqual({
      lessons: 3,
      seconds: 270 + 3723 + 27,
    })
    expect(courseTotals([])).toEqual({ lessons: 0, seconds: 0 })
    expect(courseTotals(null)).toEqual({ lessons: 0, seconds: 0 })
  })

  it('adds nothing for a length it cannot read, but still counts the lesson', () => {
    expect(courseTotals([{ duration: 'soon' }, { duration: null }, { duration: '00:10' }])).toEqual({ lessons: 3, seconds: 10 })
  })
})
