'use client'

import './enrichment.css'

import { useEffect, useId, useRef, useState } from 'react'

import { Icon } from '@/components/ui/icon'
import { Modal } from '@/components/ui/modal'
import { reportClientError } from '@/lib/client-log'
import { formatNumber } from '@/lib/format'
import { useBrowserSnapshot } from '@/lib/use-browser-snapshot'

import { fetchFirstList, fetchScore, requestEnrichmentDownload, type EnrichmentRequestKind } from './api'
import { DEFAULT_BLUR_THRESHOLD, ENRICHMENT_MODAL_WIDTH, POLL_INTERVAL_MS, SAMPLE_DIALOG_MS, SCORE_DELAY_MS } from './constants'
import { placeFailure, type FormErrors } from './form-errors'
import { isLeadComplete, readLeadData } from '@/components/lead-capture/lead-data'
import { LeadForm } from './lead-form'
import { hasMoreRows, isWaiting, listSignature, pollOutcome, progressPercent, progressStatusText, resultsTitle } from './results-view'
import { ResultsTable } from './results-table'
import { clearStoredSession, rememberSampleRequest, sampleRequestedFor } from './session-storage'
import type { EnrichmentTexts } from './texts'
import type { LeadData, LeadField, ResultList, ScoreSummary } from './types'

export type EnrichmentResultsProps = {
  sessionKey: string
  lang: string
  texts: EnrichmentTexts
  /** Rows from this position on are blurred (site config `enrichment_blur_threshold`). */
  blurThreshold?: number
  bookDemoHref: string | null
  /** Called after Reupload has cleared the stored session. */
  onReupload?: () => void
}

type Phase = 'polling' | 'finished' | 'error'

function ErrorPanel({ texts, onReupload }: { texts: EnrichmentTexts; onReupload: () => void }) {
  return (
    <div className="enrichment-panel enrichment-panel--error" role="alert" data-testid="error-panel">
      <span className="enrichment-panel__icon" aria-hidden="true">
        <Icon name="bell" size={28} />
      </span>
      <h2 className="enrichment-panel__title">{texts.errorTitle}</h2>
      <p className="enrichment-panel__text">{texts.errorText}</p>
      <button type="button" className="button button--primary button--large" data-testid="reupload" onClick={onReupload}>
        {texts.reupload}
      </button>
    </div>
  )
}

/** The progress line: waiting in the queue (how many lists ahead), matching, or done. */
export function ProgressStatus({
  texts,
  loading,
  list,
  percent,
}: {
  texts: EnrichmentTexts
  loading: boolean
  list: ResultList | null
  percent: number | null
}) {
  return (
    <div
      className="enrichment-progress__status"
      aria-live="polite"
      data-testid="progress-status"
      data-waiting={loading && isWaiting(list) ? 'true' : undefined}
    >
      {loading ? <span className="spinner" aria-hidden="true" /> : <Icon name="check" size={18} />}
      <span>{progressStatusText(texts, loading, list)}</span>
      <span className="enrichment-progress__percent">{percent === null ? '' : `${percent}%`}</span>
    </div>
  )
}

function SkeletonTable() {
  return (
    <div className="results-skeleton" aria-hidden="true" data-testid="results-loading">
      {Array.from({ length: 6 }, (_, row) => (
        <div key={row} className="results-skeleton__row">
          {Array.from({ length: 5 }, (_, cell) => (
            <span key={cell} className="skeleton" />
          ))}
        </div>
      ))}
    </div>
  )
}

/**
 * The enrichment results: polls the first list every second until the upload
 * finishes (saying how many lists are ahead while it waits in the queue), requests the score summary 1 s after each change of the list and once at the end, and
 * shows the error panel after a failure or 200 polls without finishing.
 */
export function EnrichmentResults({
  sessionKey,
  lang,
  texts,
  blurThreshold = DEFAULT_BLUR_THRESHOLD,
  bookDemoHref,
  onReupload,
}: EnrichmentResultsProps) {
  const id = useId()
  const [list, setList] = useState<ResultList | null>(null)
  const [phase, setPhase] = useState<Phase>('polling')
  const [score, setScore] = useState<ScoreSummary | null>(null)
  const [expanded, setExpanded] = useState(false)
  const [request, setRequest] = useState<{ kind: EnrichmentRequestKind; errors: FormErrors | null } | null>(null)
  const [sending, setSending] = useState<EnrichmentRequestKind | null>(null)
  const [thanks, setThanks] = useState<EnrichmentRequestKind | null>(null)
  const sampleDone = useBrowserSnapshot(() => sampleRequestedFor(sessionKey), false)
  const alive = useRef(true)
  const scoreRequest = useRef(0)
  const thanksTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const downloadAllRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
      clearTimeout(thanksTimer.current)
    }
  }, [])

  // Poll the first list until it finishes, fails or runs out of polls.
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let polls = 0
    let lastSignature = ''
    const poll = async () => {
      try {
        const next = await fetchFirstList(sessionKey, lang)
        if (stopped) return
        // Waiting in the queue does not use up the polls a running list gets.
        if (!isWaiting(next)) polls += 1
        const signature = listSignature(next)
        if (signature !== lastSignature) {
          lastSignature = signature
          setList(next)
        }
        const outcome = pollOutcome(next.upload.status, polls)
        if (outcome === 'continue') timer = setTimeout(poll, POLL_INTERVAL_MS)
        else setPhase(outcome === 'finished' ? 'finished' : 'error')
      } catch (caught) {
        if (stopped) return
        reportClientError('Could not load the enrichment results', caught)
        setPhase('error')
      }
    }
    timer = setTimeout(poll, 0)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [sessionKey, lang])

  // The score summary: 1 s after each change of the list, and at once when it finishes.
  useEffect(() => {
    if (!list || phase === 'error') return
    const timer = setTimeout(
      () => {
        const requestNumber = ++scoreRequest.current
        fetchScore(sessionKey, lang).then(
          (summary) => {
            if (alive.current && requestNumber === scoreRequest.current) setScore(summary)
          },
          (caught: unknown) => {
            if (!alive.current) return
            reportClientError('Could not load the enrichment score', caught)
            setPhase('error')
          },
        )
      },
      phase === 'finished' ? 0 : SCORE_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [list, phase, sessionKey, lang])

  const reupload = () => {
    clearStoredSession()
    onReupload?.()
  }

  const send = async (kind: EnrichmentRequestKind, lead: LeadData) => {
    setSending(kind)
    try {
      await requestEnrichmentDownload(lang, sessionKey, kind, lead)
      if (!alive.current) return
      setRequest(null)
      setThanks(kind)
      if (kind === 'sample') {
        rememberSampleRequest(sessionKey)
        clearTimeout(thanksTimer.current)
        thanksTimer.current = setTimeout(() => {
          setThanks(null)
          // The sample button is disabled now; keep the keyboard next to it.
          setTimeout(() => downloadAllRef.current?.focus(), 0)
        }, SAMPLE_DIALOG_MS)
      }
    } catch (caught) {
      if (!alive.current) return
      setRequest({ kind, errors: placeFailure(caught, texts.serviceError, false) })
    } finally {
      if (alive.current) setSending(null)
    }
  }

  const download = (kind: EnrichmentRequestKind) => {
    if (sending) return
    const lead = readLeadData()
    if (isLeadComplete(lead)) void send(kind, lead)
    else setRequest({ kind, errors: null })
  }

  const clearFieldError = (field: LeadField) => {
    setRequest((current) => {
      if (!current?.errors?.fields[field]) return current
      const fields = { ...current.errors.fields }
      delete fields[field]
      return { ...current, errors: { ...current.errors, fields } }
    })
  }

  if (phase === 'error') {
    return (
      <div className="enrichment-results" data-testid="enrichment-results" data-phase="error">
        <ErrorPanel texts={texts} onReupload={reupload} />
      </div>
    )
  }

  const loading = phase === 'polling'
  const rows = list?.data ?? []
  const percent = progressPercent(score)
  const count = score?.total ?? rows.length
  const titleId = `${id}-title`
  const stat = (value: number | undefined) => (value === undefined ? '—' : formatNumber(value))

  return (
    <div className="enrichment-results" data-testid="enrichment-results" data-phase={phase} aria-busy={loading}>
      <div className="enrichment-results__header">
        <div>
          <h2 id={titleId} className="enrichment-results__title" data-testid="results-title">
            {list ? resultsTitle(texts.resultsTitle, count) : texts.resultsLoading}
          </h2>
          {list?.upload.name ? (
            <p className="enrichment-results__file">
              <Icon name="table" size={16} /> {list.upload.name}
            </p>
          ) : null}
        </div>
        <div className="enrichment-results__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={sampleDone || sending !== null}
            aria-busy={sending === 'sample'}
            data-testid="download-sample"
            onClick={() => download('sample')}
          >
            {sending === 'sample' ? <span className="spinner" aria-hidden="true" /> : <Icon name="report" size={18} />}
            {texts.downloadSample}
          </button>
          <button
            ref={downloadAllRef}
            type="button"
            className="button button--primary"
            disabled={sending !== null}
            aria-busy={sending === 'all'}
            data-testid="download-all"
            onClick={() => download('all')}
          >
            {sending === 'all' ? <span className="spinner" aria-hidden="true" /> : <Icon name="database" size={18} />}
            {texts.downloadAll}
          </button>
        </div>
      </div>

      <section className="enrichment-progress" data-testid="progress-summary" aria-label={texts.progressLabel}>
        <ProgressStatus texts={texts} loading={loading} list={list} percent={score ? percent : null} />
        <div
          className="enrichment-progress__bar"
          role="progressbar"
          aria-label={texts.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <dl className="enrichment-progress__stats">
          <div data-testid="progress-total">
            <dt>{texts.total}</dt>
            <dd>{stat(score?.total)}</dd>
          </div>
          <div data-testid="progress-found" className="is-found">
            <dt>{texts.found}</dt>
            <dd>{stat(score?.found)}</dd>
          </div>
          <div data-testid="progress-not-found" className="is-not-found">
            <dt>{texts.notFound}</dt>
            <dd>{stat(score?.not_found)}</dd>
          </div>
          <div data-testid="progress-processed">
            <dt>{texts.processed}</dt>
            <dd>{stat(score?.processed)}</dd>
          </div>
        </dl>
      </section>

      {!list ? (
        <SkeletonTable />
      ) : rows.length === 0 && !loading ? (
        <div className="enrichment-panel" data-testid="results-empty">
          <span className="enrichment-panel__icon" aria-hidden="true">
            <Icon name="table" size={28} />
          </span>
          <h3 className="enrichment-panel__title">{texts.emptyTitle}</h3>
          <p className="enrichment-panel__text">{texts.emptyText}</p>
          <button type="button" className="button button--primary" data-testid="empty-reupload" onClick={reupload}>
            {texts.newUpload}
          </button>
        </div>
      ) : rows.length === 0 ? (
        <SkeletonTable />
      ) : (
        <>
          <ResultsTable
            list={list}
            loading={loading}
            expanded={expanded}
            blurThreshold={blurThreshold}
            texts={texts}
            bookDemoHref={bookDemoHref}
            captionId={titleId}
          />
          {hasMoreRows(rows) ? (
            <button
              type="button"
              className="button button--ghost view-more"
              aria-expanded={expanded}
              data-testid="view-more"
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? texts.viewLess : texts.viewMore}
              <Icon name="chevron" size={16} className={expanded ? 'is-flipped' : undefined} />
            </button>
          ) : null}
        </>
      )}

      {!loading && rows.length > 0 ? (
        <p className="enrichment-results__again">
          <button type="button" className="link-button" data-testid="new-upload" onClick={reupload}>
            {texts.newUpload}
          </button>
        </p>
      ) : null}

      <Modal
        open={request !== null}
        onClose={() => setRequest(null)}
        title={texts.requestTitle}
        maxWidth={ENRICHMENT_MODAL_WIDTH}
        closeLabel={texts.close}
        testId="request-modal"
      >
        <p className="modal__lead">{texts.requestIntro}</p>
        <LeadForm
          texts={{ fullName: texts.fullName, phone: texts.phone, email: texts.email }}
          submitLabel={request?.kind === 'sample' ? texts.downloadSample : texts.downloadAll}
          busy={sending !== null}
          errors={request?.errors ?? null}
          onSubmit={(lead) => request && void send(request.kind, lead)}
          onEdit={clearFieldError}
          testIdPrefix="request"
        />
      </Modal>
      <Modal
        open={thanks === 'sample'}
        onClose={() => setThanks(null)}
        title={texts.thanksTitle}
        closeLabel={texts.close}
        testId="sample-thanks"
        className="modal--thanks"
      >
        <p className="modal__lead">{texts.sampleThanks}</p>
      </Modal>
      <Modal
        open={thanks === 'all'}
        onClose={() => setThanks(null)}
        title={texts.thanksTitle}
        closeLabel={texts.close}
        testId="all-thanks"
        className="modal--thanks"
      >
        <p className="modal__lead">{texts.allThanks}</p>
      </Modal>
    </div>
  )
}
