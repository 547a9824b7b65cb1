'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A lesson row in the course editor is named by its number and name, not "Lesson 01". */
export function LessonRowLabel() {
  const { data, rowNumber } = useRowLabel<{ name?: string; duration?: string }>()
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  const details = [data?.name?.trim(), data?.duration?.trim()].filter(Boolean).join(' · ')
  return <span>{details ? `${number} · ${details}` : `Lesson ${number}`}</span>
}
