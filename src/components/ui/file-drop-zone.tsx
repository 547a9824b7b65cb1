'use client'

import { useId, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react'

import { reportClientError, reportClientNotice } from '@/lib/client-log'

import { Icon } from './icon'

/** Accepted by default, compared case-insensitively by the end of the file name. */
export const DEFAULT_ACCEPTED_FILE_TYPES = ['.csv', '.txt', '.xlsx'] as const
/** One file at a time by default. */
export const DEFAULT_FILE_COUNT = 1

/**
 * Picks the file to use from a drop or a selection: only the first file counts, and only when its
 * name ends with an accepted extension. `problems` holds the messages for the browser console only (the
 * visitor sees no message for either rule).
 */
export function pickAcceptedFile<T extends { name: string }>(
  files: readonly T[],
  accept: readonly string[] = DEFAULT_ACCEPTED_FILE_TYPES,
  maxCount: number = DEFAULT_FILE_COUNT,
): { file: T | null; problems: string[] } {
  const problems: string[] = []
  if (files.length > maxCount) problems.push(`Only ${maxCount} file can be uploaded at a time`)
  const first = files[0]
  if (!first) return { file: null, problems }
  const name = first.name.toLowerCase()
  if (!accept.some((extension) => name.endsWith(extension.toLowerCase()))) {
    problems.push(`Only following file formats are acceptable: ${accept.join(', ')}`)
    return { file: null, problems }
  }
  return { file: first, problems }
}

export type FileDropZoneTexts = {
  /** The call to action inside the zone. */
  prompt: string
  /** A second line, e.g. the accepted formats. */
  hint?: string
  loading: string
  /** Shown without access, e.g. 'You have reached the import file limits'. */
  noAccess: string
}

/**
 * A drop zone with a hidden file input. Click, Enter or Space opens the file
 * picker; it highlights while a file is dragged over it. With `hasAccess` false drops are ignored
 * and, when nothing is loading, it says the import limit is reached. `error` shows beside it.
 */
export function FileDropZone({
  onFile,
  accept = DEFAULT_ACCEPTED_FILE_TYPES,
  maxCount = DEFAULT_FILE_COUNT,
  hasAccess = true,
  loading = false,
  error,
  texts,
  icon,
  className,
  testId = 'drop-zone',
  describedBy,
}: {
  onFile: (file: File) => void | Promise<void>
  accept?: readonly string[]
  maxCount?: number
  hasAccess?: boolean
  loading?: boolean
  error?: string | null
  texts: FileDropZoneTexts
  icon?: ReactNode
  className?: string
  testId?: string
  /**
   * The id of the visible title above the zone. It describes the zone; the zone's name stays its own
   * visible text (prompt and formats), which is what speech-input users say to press it.
   */
  describedBy?: string
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const dragDepth = useRef(0)
  const [dragging, setDragging] = useState(false)
  const id = useId()
  const inactive = loading || !hasAccess

  const take = (list: FileList | null) => {
    if (inactive || !list) return
    const { file, problems } = pickAcceptedFile(Array.from(list), accept, maxCount)
    for (const problem of problems) reportClientNotice(problem)
    if (!file) return
    Promise.resolve()
      .then(() => onFile(file))
      .catch((caught: unknown) => reportClientError('Error selecting file:', caught))
  }

  const openPicker = () => {
    if (!inactive) inputRef.current?.click()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openPicker()
    }
  }

  const onDragEnter = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    dragDepth.current += 1
    if (!inactive) setDragging(true)
  }
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    dragDepth.current = Math.max(0, dragDepth.current - 1)
    if (dragDepth.current === 0) setDragging(false)
  }
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = inactive ? 'none' : 'copy'
  }
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    dragDepth.current = 0
    setDragging(false)
    take(event.dataTransfer.files)
  }

  const message = loading ? texts.loading : hasAccess ? texts.prompt : texts.noAccess
  const state = loading ? 'is-loading' : !hasAccess ? 'is-locked' : dragging ? 'is-dragging' : ''
  return (
    <div className={`drop-zone ${state} ${className ?? ''}`}>
      <div
        role="button"
        tabIndex={inactive ? -1 : 0}
        className="drop-zone__area"
        aria-disabled={inactive}
        aria-busy={loading}
        aria-describedby={[describedBy ?? '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
        data-testid={testId}
        data-dragging={dragging || undefined}
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragEnter={onDragEnter}
        onDragLeave={onDragLeave}
        onDragOver={onDragOver}
        onDrop={onDrop}
      >
        <span className="drop-zone__icon" aria-hidden="true">
          {loading ? <span className="spinner drop-zone__spinner" /> : (icon ?? <Icon name="cloud" size={28} />)}
        </span>
        <span id={`${id}-message`} className="drop-zone__message">
          {message}
        </span>
        {texts.hint && hasAccess ? (
          <span id={`${id}-hint`} className="drop-zone__hint">
            {texts.hint}
          </span>
        ) : null}
      </div>
      <input
        ref={inputRef}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept.join(',')}
        multiple={maxCount > 1}
        disabled={inactive}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          take(event.target.files)
          // The same file can be chosen again after a failure.
          event.target.value = ''
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="drop-zone__error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
