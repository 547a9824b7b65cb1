'use client'

import './enrichment.css'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { FileDropZone } from '@/components/ui/file-drop-zone'
import { Icon } from '@/components/ui/icon'
import { Modal } from '@/components/ui/modal'
import { reportClientError } from '@/lib/client-log'
import { fillTemplate } from '@/lib/message-template'
import { ALLOWED_COMBINATIONS, type IdentifierCodename } from '@/modules/enrichment/client'

import { fetchEnrichmentConfig, setupEnrichment } from './api'
import { ColumnCard } from './column-card'
import {
  canStartMatching,
  columnCount,
  columnSamples,
  columnTitle,
  headerRowChoices,
  identifierTags,
  initialMapping,
  selectIdentifier,
  titleRow,
  toSetupConfig,
  withSuggestions,
  type ColumnMapping,
} from './column-mapping'
import { ENRICHMENT_FILE_COUNT, ENRICHMENT_FILE_TYPES, ENRICHMENT_MODAL_WIDTH, SHAKE_MS } from './constants'
import { placeFailure, type FormErrors } from './form-errors'
import { HeaderRowControl } from './header-row-control'
import { LeadForm } from './lead-form'
import { withLangQuery } from './results-view'
import { storeSession } from './session-storage'
import { fill, type EnrichmentTexts } from './texts'
import type { EnrichmentConfig, LeadData, LeadField, UploadResponse } from './types'
import { useFileUpload } from './use-file-upload'
import { useListAccess } from './use-list-access'

export type EnrichmentToolProps = {
  lang: string
  texts: EnrichmentTexts
  /** The results page (navigation slot "enrichment"); `?lang=` of the current page is kept. */
  enrichmentHref: string
  freeTrialHref: string | null
  bookDemoHref: string | null
  /** The upload response when the tool opens prefilled (the home page's modal). */
  initialUpload?: UploadResponse | null
  /** Without access, drops are ignored and the zone says the import limit is reached. */
  hasAccess?: boolean
  /** Called with the setup status once matching has started. */
  onStarted?: (status: string) => void
  /** "modal" drops the outer card styling when the tool sits inside a modal. */
  variant?: 'page' | 'modal'
}

type Stage = 'add-file' | 'select-column'
type OpenModal = 'none' | 'contact' | 'trial'

function StagePanel({
  number,
  title,
  active,
  children,
  texts,
  testId,
}: {
  number: number
  title: string
  active: boolean
  children: ReactNode
  texts: EnrichmentTexts
  testId: string
}) {
  const id = useId()
  return (
    <section className={`enrichment-stage ${active ? 'is-active' : 'is-waiting'}`} aria-labelledby={id} data-testid={testId}>
      <span className="enrichment-stage__number" aria-hidden="true">
        {number}
      </span>
      <div className="enrichment-stage__body">
        <h3 id={id} className="enrichment-stage__title">
          <span className="visually-hidden">{fill(texts.step, { n: number })}: </span>
          {title}
        </h3>
        {children}
      </div>
    </section>
  )
}

/**
 * The enrichment tool: upload a file, map its columns to identifiers, then start
 * matching with the visitor's contact details. Stages: 'add-file' until an upload succeeds, then
 * 'select-column'; removing the file tag returns to 'add-file'.
 */
export function EnrichmentTool({
  lang,
  texts,
  enrichmentHref,
  freeTrialHref,
  bookDemoHref,
  initialUpload = null,
  hasAccess: givenAccess,
  onStarted,
  variant = 'page',
}: EnrichmentToolProps) {
  const router = useRouter()
  const id = useId()
  const [upload, setUpload] = useState<UploadResponse | null>(initialUpload)
  const [mapping, setMapping] = useState<ColumnMapping>(() =>
    initialUpload ? initialMapping(initialUpload.headers, columnCount(initialUpload.data)) : {},
  )
  // The checkbox (the file has a header row) and the row chosen for it, kept while the box is unchecked.
  const [hasHeaders, setHasHeaders] = useState(initialUpload?.first_row_headers ?? true)
  const [headerRow, setHeaderRow] = useState(initialUpload?.header_row ?? 0)
  // Suggestions follow the header row only until the visitor maps a column themselves.
  const mappingEdited = useRef(false)
  const suggestRequest = useRef(0)
  const [config, setConfig] = useState<EnrichmentConfig | null>(null)
  const [shaking, setShaking] = useState<readonly number[]>([])
  const [modal, setModal] = useState<OpenModal>('none')
  const [submitting, setSubmitting] = useState(false)
  const [formErrors, setFormErrors] = useState<FormErrors | null>(null)
  const selectRefs = useRef(new Map<number, HTMLSelectElement>())
  const shakeTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  const startRef = useRef<HTMLButtonElement>(null)
  const stageOneRef = useRef<HTMLDivElement>(null)

  const stage: Stage = upload ? 'select-column' : 'add-file'

  useEffect(() => {
    let cancelled = false
    fetchEnrichmentConfig(lang).then(
      (loaded) => {
        if (!cancelled) setConfig(loaded)
      },
      (caught: unknown) => reportClientError('Could not load the enrichment configuration', caught),
    )
    return () => {
      cancelled = true
    }
  }, [lang])

  useEffect(() => {
    const timers = shakeTimers.current
    return () => {
      for (const timer of timers.values()) clearTimeout(timer)
    }
  }, [])

  // Until the server's combinations arrive, the shared definition (the same source) applies.
  const combinations = config?.combinations ?? ALLOWED_COMBINATIONS
  const options = (upload?.headers ?? []).map((header) => ({
    codename: header.codename,
    name: texts.identifiers[header.codename] ?? header.name,
  }))
  const tags = identifierTags(
    (config?.identifiers ?? upload?.headers ?? []).map((identifier) => ({
      codename: identifier.codename,
      name: texts.identifiers[identifier.codename] ?? identifier.name,
    })),
    mapping,
  )
  const columns = upload ? columnCount(upload.data) : 0
  const ready = Boolean(upload) && canStartMatching(mapping, combinations)
  const chosenHeaderRow = hasHeaders ? headerRow : null
  const cardTitleRow = titleRow(chosenHeaderRow)

  const applyUpload = (response: UploadResponse) => {
    setUpload(response)
    setMapping(initialMapping(response.headers, columnCount(response.data), combinations))
    setHasHeaders(response.first_row_headers)
    setHeaderRow(response.header_row ?? 0)
    mappingEdited.current = false
    suggestRequest.current++
  }

  /**
   * A new header row: the columns are suggested again from its labels and the rows below it, unless
   * the visitor has mapped columns themselves. The server's suggestions (from up to 200 rows) stand
   * for the header row it detected; others are worked out here from the preview rows.
   */
  const suggestFor = (next: number | null) => {
    if (!upload || mappingEdited.current) return
    const request = ++suggestRequest.current
    const current = upload
    if (next === current.header_row) {
      setMapping(initialMapping(current.headers, columnCount(current.data), combinations))
      return
    }
    import('@/modules/enrichment/client').then(
      ({ suggestColumns }) => {
        if (request !== suggestRequest.current || mappingEdited.current) return
        const suggestions = suggestColumns(current.data, next)
        setMapping(initialMapping(withSuggestions(current.headers, suggestions), columnCount(current.data), combinations))
      },
      (caught: unknown) => reportClientError('Could not suggest columns for the new header row', caught),
    )
  }

  const changeHasHeaders = (checked: boolean) => {
    setHasHeaders(checked)
    suggestFor(checked ? headerRow : null)
  }

  const changeHeaderRow = (row: number) => {
    setHeaderRow(row)
    suggestFor(row)
  }

  const { hasAccess, onUploadError } = useListAccess(givenAccess)
  const {
    uploading,
    error: uploadError,
    uploadFile,
    clearError: clearUploadError,
  } = useFileUpload(applyUpload, texts.serviceError, onUploadError)

  const removeFile = () => {
    setUpload(null)
    setMapping({})
    setHasHeaders(true)
    setHeaderRow(0)
    mappingEdited.current = false
    suggestRequest.current++
    clearUploadError()
    setFormErrors(null)
    setModal('none')
    // The tag is gone; continue from the drop zone.
    setTimeout(() => stageOneRef.current?.querySelector<HTMLElement>('[role="button"]')?.focus(), 0)
  }

  const choose = (column: number, codename: IdentifierCodename | null) => {
    mappingEdited.current = true
    setMapping((current) => selectIdentifier(current, column, codename, combinations))
  }

  const enrichBy = (column: number) => {
    const select = selectRefs.current.get(column)
    if (mapping[column] === undefined) {
      setShaking((current) => (current.includes(column) ? current : [...current, column]))
      const timers = shakeTimers.current
      const previous = timers.get(column)
      if (previous) clearTimeout(previous)
      timers.set(
        column,
        setTimeout(() => {
          timers.delete(column)
          setShaking((current) => current.filter((item) => item !== column))
        }, SHAKE_MS),
      )
      select?.focus()
      return
    }
    if (ready && startRef.current) {
      startRef.current.scrollIntoView({ block: 'center', behavior: 'smooth' })
      startRef.current.focus({ preventScroll: true })
    } else {
      select?.focus()
    }
  }

  const openContact = () => {
    if (!ready) return
    setFormErrors(null)
    setModal('contact')
  }

  const startMatching = async (lead: LeadData) => {
    if (!upload || submitting) return
    setSubmitting(true)
    setFormErrors(null)
    try {
      const headerChoice = { first_row_headers: hasHeaders, header_row: chosenHeaderRow }
      // The server's check of the header row, against the rows this file has.
      const { headerRowSchema } = await import('@/modules/enrichment/client')
      const checked = headerRowSchema(upload.total_rows).safeParse(headerChoice)
      if (!checked.success) {
        setFormErrors({ detail: checked.error.issues[0]?.message ?? texts.serviceError, fields: {}, emailTaken: false })
        setSubmitting(false)
        return
      }
      const result = await setupEnrichment(upload.session_key, lang, {
        name: upload.file_name,
        config: toSetupConfig(mapping),
        ...headerChoice,
        full_name: lead.full_name.trim(),
        phone: lead.phone.trim(),
        email: lead.email.trim(),
      })
      storeSession(upload.session_key)
      onStarted?.(result.status)
      router.push(withLangQuery(enrichmentHref, window.location.search))
      // Stays busy until the results page replaces this screen.
    } catch (caught) {
      const errors = placeFailure(caught, texts.serviceError)
      setFormErrors(errors)
      setSubmitting(false)
      if (errors.emailTaken) setModal('trial')
    }
  }

  const clearFieldError = (field: LeadField) => {
    setFormErrors((current) => {
      if (!current?.fields[field]) return current
      const fields = { ...current.fields }
      delete fields[field]
      return { ...current, fields }
    })
  }

  const dropTitleId = `${id}-drop-title`
  return (
    <div className={`enrichment-tool enrichment-tool--${variant}`} data-testid="enrichment-tool" data-stage={stage}>
      {/* Inside a modal the modal's title names the tool. */}
      {variant === 'page' ? <h2 className="visually-hidden">{texts.toolTitle}</h2> : null}
      <ol className="enrichment-stages">
        <li>
          <StagePanel number={1} title={texts.stageUpload} active texts={texts} testId="stage-upload">
            <div ref={stageOneRef}>
              <p id={dropTitleId} className="enrichment-stage__lead">
                {texts.uploadTitle}
              </p>
              {upload ? (
                <div className="file-tag" data-testid="file-tag">
                  <span className="file-tag__icon" aria-hidden="true">
                    <Icon name="table" size={18} />
                  </span>
                  <span className="file-tag__name" title={upload.file_name}>
                    {upload.file_name}
                  </span>
                  <span className="file-tag__meta">{fillTemplate(texts.fileRows, { n: upload.total_rows })}</span>
                  <button
                    type="button"
                    className="file-tag__remove"
                    aria-label={fill(texts.removeFile, { name: upload.file_name })}
                    data-testid="file-tag-remove"
                    onClick={removeFile}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </div>
              ) : (
                <FileDropZone
                  onFile={uploadFile}
                  accept={ENRICHMENT_FILE_TYPES}
                  maxCount={ENRICHMENT_FILE_COUNT}
                  hasAccess={hasAccess}
                  loading={uploading}
                  error={uploadError}
                  describedBy={dropTitleId}
                  texts={{ prompt: texts.dropPrompt, hint: texts.dropFormats, loading: texts.dropLoading, noAccess: texts.noAccess }}
                />
              )}
            </div>
          </StagePanel>
        </li>
        <li>
          <StagePanel number={2} title={texts.stageColumns} active={stage === 'select-column'} texts={texts} testId="stage-columns">
            {upload ? (
              <>
                <p className="enrichment-stage__lead">{texts.columnsIntro}</p>
                <p className="enrichment-note" data-testid="country-required">
                  <Icon name="globe" size={18} />
                  <span>{texts.countryRequired}</span>
                </p>
                <HeaderRowControl
                  hasHeaders={hasHeaders}
                  headerRow={headerRow}
                  choices={headerRowChoices(upload.data, upload.total_rows, upload.row_numbers)}
                  onHasHeadersChange={changeHasHeaders}
                  onHeaderRowChange={changeHeaderRow}
                  texts={texts}
                />
                <ul className="column-cards" data-testid="column-cards">
                  {Array.from({ length: columns }, (_, column) => (
                    <ColumnCard
                      key={column}
                      index={column}
                      title={columnTitle(upload.data, column, cardTitleRow)}
                      titleIsHeader={hasHeaders}
                      samples={columnSamples(upload.data, column, undefined, cardTitleRow)}
                      value={mapping[column] ?? null}
                      options={options}
                      shaking={shaking.includes(column)}
                      selectRef={(element) => {
                        if (element) selectRefs.current.set(column, element)
                        else selectRefs.current.delete(column)
                      }}
                      onSelect={(codename) => choose(column, codename)}
                      onEnrich={() => enrichBy(column)}
                      texts={texts}
                      autoFocus={variant === 'modal' && column === 0}
                    />
                  ))}
                </ul>
              </>
            ) : (
              <p className="enrichment-stage__placeholder">{texts.columnsPlaceholder}</p>
            )}
          </StagePanel>
        </li>
        <li>
          <StagePanel number={3} title={texts.stageDownload} active={stage === 'select-column'} texts={texts} testId="stage-download">
            <div className="enrichment-summary">
              <div>
                <p className="enrichment-summary__heading">{texts.scoresIntro}</p>
                <ul className="score-legend">
                  {(
                    [
                      ['A', texts.scoreATitle, texts.scoreAText],
                      ['B', texts.scoreBTitle, texts.scoreBText],
                      ['C', texts.scoreCTitle, texts.scoreCText],
                    ] as const
                  ).map(([score, title, text]) => (
                    <li key={score} className="score-legend__item">
                      <span className={`score-badge score-badge--${score.toLowerCase()}`} aria-hidden="true">
                        {score}
                      </span>
                      <span>
                        <strong>
                          <span className="visually-hidden">{score}: </span>
                          {title}
                        </strong>{' '}
                        {text}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
              {tags.length ? (
                <div>
                  <p className="enrichment-summary__heading" id={`${id}-tags`}>
                    {texts.identifiersTitle}
                  </p>
                  <ul className="identifier-tags" aria-labelledby={`${id}-tags`} data-testid="identifier-tags">
                    {tags.map((tag) => (
                      <li
                        key={tag.codename}
                        className={`identifier-tag ${tag.active ? 'is-active' : ''}`}
                        data-testid={`identifier-tag-${tag.codename}`}
                        data-active={tag.active}
                      >
                        <Icon name={tag.active ? 'check' : 'close'} size={14} />
                        {tag.name}
                        <span className="visually-hidden"> ({tag.active ? texts.mapped : texts.notMapped})</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
            <div className="enrichment-start">
              <button
                ref={startRef}
                type="button"
                className="button button--primary button--large"
                disabled={!ready}
                aria-describedby={ready ? undefined : `${id}-start-hint`}
                data-testid="start-matching"
                onClick={openContact}
              >
                {texts.start}
              </button>
              {!ready ? (
                <p id={`${id}-start-hint`} className="enrichment-start__hint">
                  {texts.startHint}
                </p>
              ) : null}
            </div>
          </StagePanel>
        </li>
      </ol>

      <Modal
        open={modal === 'contact'}
        onClose={() => setModal('none')}
        title={texts.start}
        maxWidth={ENRICHMENT_MODAL_WIDTH}
        closeLabel={texts.close}
        testId="contact-modal"
      >
        <p className="modal__lead">{texts.contactIntro}</p>
        <LeadForm
          texts={{ fullName: texts.fullName, phone: texts.phone, email: texts.email }}
          submitLabel={texts.start}
          busy={submitting}
          errors={formErrors}
          onSubmit={startMatching}
          onEdit={clearFieldError}
          testIdPrefix="contact"
        />
      </Modal>
      <Modal
        open={modal === 'trial'}
        onClose={() => setModal('none')}
        title={texts.trialTitle}
        maxWidth={ENRICHMENT_MODAL_WIDTH}
        closeLabel={texts.close}
        testId="free-trial-modal"
      >
        <p className="modal__lead" data-testid="free-trial-text">
          {texts.trialText}
        </p>
        <div className="modal__actions">
          {freeTrialHref ? (
            <Link className="button button--primary button--large" href={freeTrialHref} data-testid="free-trial-link">
              {texts.trialButton}
            </Link>
          ) : null}
          {bookDemoHref ? (
            <Link
              className={`button button--large ${freeTrialHref ? 'button--secondary' : 'button--primary'}`}
              href={bookDemoHref}
              data-testid="free-trial-book-demo"
            >
              {texts.bookDemo}
            </Link>
          ) : null}
        </div>
      </Modal>
    </div>
  )
}
