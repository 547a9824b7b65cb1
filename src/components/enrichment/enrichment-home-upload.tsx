'use client'

import './enrichment.css'

import dynamic from 'next/dynamic'
import { useId, useState } from 'react'

import { FileDropZone } from '@/components/ui/file-drop-zone'
import { Icon } from '@/components/ui/icon'
import { Modal } from '@/components/ui/modal'

import { ENRICHMENT_FILE_COUNT, ENRICHMENT_FILE_TYPES } from './constants'
import type { EnrichmentTexts } from './texts'
import type { UploadResponse } from './types'
import { useFileUpload } from './use-file-upload'
import { useListAccess } from './use-list-access'

/** The tool is needed only once a file is uploaded; the home page does not carry it up front. */
const loadEnrichmentTool = () => import('./enrichment-tool').then((module) => module.EnrichmentTool)
const EnrichmentTool = dynamic(loadEnrichmentTool)

/** The tool inside the home page modal is wider than the contact modals: its column cards need room. */
const TOOL_MODAL_WIDTH = 1040

/**
 * The home page's enrichment box: dropping a file uploads it and
 * opens the tool in a modal, prefilled with the upload (file, rows, headers, session key).
 */
export function EnrichmentHomeUpload({
  lang,
  texts,
  enrichmentHref,
  freeTrialHref,
  bookDemoHref,
  hasAccess: givenAccess,
}: {
  lang: string
  texts: EnrichmentTexts
  enrichmentHref: string
  freeTrialHref: string | null
  bookDemoHref: string | null
  hasAccess?: boolean
}) {
  const id = useId()
  const [upload, setUpload] = useState<UploadResponse | null>(null)
  const { hasAccess, onUploadError } = useListAccess(givenAccess)
  const { uploading, error, uploadFile } = useFileUpload(setUpload, texts.serviceError, onUploadError)
  const uploadAndLoadTool = (file: File) => {
    // The tool's code downloads while the file uploads.
    void loadEnrichmentTool()
    return uploadFile(file)
  }

  return (
    <section className="home-enrichment" aria-labelledby={`${id}-title`} data-testid="home-enrichment">
      <div className="home-enrichment__copy">
        <span className="home-enrichment__icon" aria-hidden="true">
          <Icon name="table" size={22} />
        </span>
        <div>
          <h2 id={`${id}-title`} className="home-enrichment__title">
            {texts.homeTitle}
          </h2>
          <p id={`${id}-text`} className="home-enrichment__text">
            {texts.homeText}
          </p>
        </div>
      </div>
      <FileDropZone
        onFile={uploadAndLoadTool}
        accept={ENRICHMENT_FILE_TYPES}
        maxCount={ENRICHMENT_FILE_COUNT}
        hasAccess={hasAccess}
        loading={uploading}
        error={error}
        describedBy={`${id}-title`}
        className="drop-zone--compact"
        testId="home-drop-zone"
        texts={{ prompt: texts.dropPrompt, hint: texts.dropFormats, loading: texts.dropLoading, noAccess: texts.noAccess }}
      />
      <Modal
        open={upload !== null}
        onClose={() => setUpload(null)}
        title={texts.toolTitle}
        maxWidth={TOOL_MODAL_WIDTH}
        closeLabel={texts.close}
        testId="enrichment-modal"
        className="modal--tool"
      >
        {upload ? (
          <EnrichmentTool
            key={upload.session_key}
            lang={lang}
            texts={texts}
            enrichmentHref={enrichmentHref}
            freeTrialHref={freeTrialHref}
            bookDemoHref={bookDemoHref}
            initialUpload={upload}
            hasAccess={hasAccess}
            variant="modal"
          />
        ) : null}
      </Modal>
    </section>
  )
}
