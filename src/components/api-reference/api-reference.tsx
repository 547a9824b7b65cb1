'use client'

import { useRef, useState } from 'react'

import { DATA_API_DOCUMENT_PATH } from '@/lib/data-api-base'

import { ApiCodeSamples, type CodeSampleTexts } from './code-samples'

/** The reference shows the company data API; the site's own calls have their document too, for download. */
export const OPENAPI_DOCUMENT_PATH = DATA_API_DOCUMENT_PATH
export const SITE_DOCUMENT_PATH = '/api/v1/openapi.json'
const RENDERER_SCRIPT = '/storage/api-reference/swagger-ui-bundle.js'
const RENDERER_STYLES = '/storage/api-reference/swagger-ui.css'

export type ApiReferenceTexts = {
  title: string
  intro: string
  show: string
  loading: string
  failed: string
  download: string
  keys: string
  tryHint: string
  siteCalls: string
} & CodeSampleTexts

type State = 'idle' | 'loading' | 'shown' | 'failed'

type SwaggerUiBundle = (options: Record<string, unknown>) => unknown
declare global {
  interface Window {
    SwaggerUIBundle?: SwaggerUiBundle
  }
}

/** Adds a stylesheet or script to the document once and resolves when it has loaded. */
function loadOnce(tag: 'link' | 'script', url: string): Promise<void> {
  const existing = document.querySelector<HTMLElement>(`[data-api-reference="${url}"]`)
  if (existing?.dataset.loaded === 'true') return Promise.resolve()
  return new Promise((resolve, reject) => {
    const element = existing ?? document.createElement(tag)
    element.addEventListener('load', () => {
      element.dataset.loaded = 'true'
      resolve()
    })
    element.addEventListener('error', () => reject(new Error(`${url} did not load`)))
    if (existing) return
    element.dataset.apiReference = url
    if (element instanceof HTMLLinkElement) {
      element.rel = 'stylesheet'
      element.href = url
    } else if (element instanceof HTMLScriptElement) {
      element.src = url
      element.async = true
    }
    document.head.append(element)
  })
}

/**
 * The API reference of the API product page: the company data API's OpenAPI document rendered by
 * Swagger UI, with "try it out": the visitor pastes their own key in its Authorize dialog (it stays
 * in the tab's memory; the page never holds one), and calls go to this site. The renderer (about
 * 1.7 MB of script) is loaded only when the visitor asks for it, so the page stays as light as every
 * other; the code samples below it and the documents need none of it.
 */
export function ApiReference({ texts, keysHref }: { texts: ApiReferenceTexts; keysHref: string | null }) {
  const target = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<State>('idle')

  async function show() {
    setState('loading')
    try {
      await Promise.all([loadOnce('link', RENDERER_STYLES), loadOnce('script', RENDERER_SCRIPT)])
      const render = window.SwaggerUIBundle
      if (!render || !target.current) throw new Error('The renderer is not available.')
      // Syntax highlighting is off: its default palette falls below AA contrast on the dark example blocks.
      render({
        url: OPENAPI_DOCUMENT_PATH,
        domNode: target.current,
        deepLinking: false,
        supportedSubmitMethods: ['get', 'post'],
        persistAuthorization: false,
        defaultModelsExpandDepth: 0,
        docExpansion: 'list',
        syntaxHighlight: false,
      })
      setState('shown')
    } catch {
      setState('failed')
    }
  }

  return (
    <section id="api-reference" className="section api-reference" aria-labelledby="api-reference-title" data-testid="api-reference">
      <div className="container">
        <h2 id="api-reference-title" className="section__title">
          {texts.title}
        </h2>
        <p className="section__lead api-reference__intro">{texts.intro}</p>
        <p className="api-reference__intro">
          {texts.tryHint}{' '}
          {keysHref ? (
            <a href={keysHref} data-testid="api-reference-keys">
              {texts.keys}
            </a>
          ) : null}
        </p>
        <div className="api-reference__actions">
          {state !== 'shown' ? (
            <button
              type="button"
              className="button button--primary"
              onClick={show}
              disabled={state === 'loading'}
              aria-controls="api-reference-render"
            >
              {state === 'loading' ? texts.loading : texts.show}
            </button>
          ) : null}
          <a className="button button--secondary" href={OPENAPI_DOCUMENT_PATH} download="company-data-api.json">
            {texts.download}
          </a>
        </div>
        <p className="api-reference__site-calls">
          <a href={SITE_DOCUMENT_PATH} download="site-api.json">
            {texts.siteCalls}
          </a>
        </p>
        {state === 'failed' ? (
          <p className="api-reference__error" role="alert">
            {texts.failed}
          </p>
        ) : null}
        <div id="api-reference-render" ref={target} className="api-reference__render" aria-busy={state === 'loading'} />
        <ApiCodeSamples documentPath={OPENAPI_DOCUMENT_PATH} texts={texts} />
      </div>
    </section>
  )
}
