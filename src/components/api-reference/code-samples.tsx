'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react'

import { codeSamples, SAMPLE_LANGUAGES, type CodeSample, type SampleLanguage } from '@/lib/code-samples'

export type CodeSampleTexts = {
  samplesTitle: string
  samplesIntro: string
  samplesOperation: string
  samplesLanguages: string
  samplesLoading: string
  samplesFailed: string
}

const LANGUAGE_NAMES: Record<SampleLanguage, string> = { curl: 'curl', javascript: 'JavaScript', python: 'Python' }

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; samples: CodeSample[] }

/**
 * Code samples for each call of the API, generated in the browser from the same OpenAPI document
 * the reference shows (lib/code-samples.ts), with this site's address: a call to pick, and tabs
 * for curl, JavaScript and Python. The document is small; the samples need no renderer.
 */
export function ApiCodeSamples({ documentPath, texts }: { documentPath: string; texts: CodeSampleTexts }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [operationId, setOperationId] = useState<string | null>(null)
  const [language, setLanguage] = useState<SampleLanguage>('curl')
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()

  useEffect(() => {
    let current = true
    fetch(documentPath, { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((document: unknown) => {
        if (!current) return
        const samples = codeSamples(document, window.location.origin).filter((sample) => !sample.path.endsWith('/openapi.json'))
        setLoad(samples.length ? { state: 'loaded', samples } : { state: 'failed' })
      })
      .catch(() => current && setLoad({ state: 'failed' }))
    return () => {
      current = false
    }
  }, [documentPath])

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + SAMPLE_LANGUAGES.length) % SAMPLE_LANGUAGES.length
    setLanguage(SAMPLE_LANGUAGES[next]!)
    tabs.current[next]?.focus()
  }

  return (
    <div className="api-samples" data-testid="api-samples">
      <h3 className="api-samples__title">{texts.samplesTitle}</h3>
      <p className="api-samples__intro">{texts.samplesIntro}</p>
      {load.state === 'loading' ? (
        <p role="status" className="api-samples__status">
          {texts.samplesLoading}
        </p>
      ) : load.state === 'failed' ? (
        <p role="alert" className="api-reference__error">
          {texts.samplesFailed}
        </p>
      ) : (
        <SampleView
          samples={load.samples}
          selected={load.samples.find((sample) => sample.operationId === operationId) ?? load.samples[0]!}
          onSelect={setOperationId}
          language={language}
          onLanguage={setLanguage}
          onTabKey={onTabKey}
          tabs={tabs}
          id={id}
          texts={texts}
        />
      )}
    </div>
  )
}

function SampleView({
  samples,
  selected,
  onSelect,
  language,
  onLanguage,
  onTabKey,
  tabs,
  id,
  texts,
}: {
  samples: CodeSample[]
  selected: CodeSample
  onSelect: (operationId: string) => void
  language: SampleLanguage
  onLanguage: (language: SampleLanguage) => void
  onTabKey: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void
  tabs: RefObject<(HTMLButtonElement | null)[]>
  id: string
  texts: CodeSampleTexts
}) {
  return (
    <>
      <div className="field api-samples__operation">
        <label htmlFor={`${id}-operation`}>{texts.samplesOperation}</label>
        <select
          id={`${id}-operation`}
          value={selected.operationId}
          onChange={(event) => onSelect(event.target.value)}
          data-testid="api-samples-operation"
        >
          {samples.map((sample) => (
            <option key={sample.operationId} value={sample.operationId}>
              {sample.method} {sample.path.replace(/^\/api\/public\/v1/, '')} · {sample.summary}
            </option>
          ))}
        </select>
      </div>
      <div role="tablist" aria-label={texts.samplesLanguages} className="api-samples__tabs">
        {SAMPLE_LANGUAGES.map((name, index) => (
          <button
            key={name}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${name}`}
            aria-selected={language === name}
            aria-controls={`${id}-panel`}
            tabIndex={language === name ? 0 : -1}
            className="api-samples__tab"
            onClick={() => onLanguage(name)}
            onKeyDown={(event) => onTabKey(event, index)}
            data-testid={`api-samples-tab-${name}`}
          >
            {LANGUAGE_NAMES[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${language}`} className="api-samples__panel">
        {/* Focusable: a long line scrolls sideways, and keyboard users must be able to scroll it. */}
        <pre tabIndex={0} data-testid="api-samples-code">
          <code>{selected.code[language]}</code>
        </pre>
      </div>
    </>
  )
}
