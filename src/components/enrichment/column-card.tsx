'use client'

import { useId, type Ref } from 'react'

import type { IdentifierCodename } from '@/modules/enrichment/client'

import { fill, type EnrichmentTexts } from './texts'

/**
 * One column of the uploaded file (stage 2, configure columns): its title (the first-row cell), sample
 * values from the rows below, the identifier select and "Enrich by this column".
 */
export function ColumnCard({
  index,
  title,
  titleIsHeader,
  samples,
  value,
  options,
  shaking,
  selectRef,
  onSelect,
  onEnrich,
  texts,
  autoFocus = false,
}: {
  index: number
  title: string
  titleIsHeader: boolean
  samples: string[]
  value: IdentifierCodename | null
  options: { codename: IdentifierCodename; name: string }[]
  shaking: boolean
  selectRef: Ref<HTMLSelectElement>
  onSelect: (codename: IdentifierCodename | null) => void
  onEnrich: () => void
  texts: EnrichmentTexts
  /** Marks the select as the element a surrounding modal focuses first. */
  autoFocus?: boolean
}) {
  const id = useId()
  return (
    <li className={`column-card ${value ? 'is-mapped' : ''}`} data-testid={`column-card-${index}`} aria-labelledby={`${id}-title`}>
      <p className="column-card__index">{fill(texts.column, { n: index + 1 })}</p>
      <h4 id={`${id}-title`} className={`column-card__title ${titleIsHeader ? '' : 'column-card__title--value'}`} title={title}>
        {title || texts.untitledColumn}
      </h4>
      <div className="field column-card__field">
        <label htmlFor={`${id}-select`}>{texts.identifierLabel}</label>
        <select
          ref={selectRef}
          id={`${id}-select`}
          className={shaking ? 'is-shaking' : undefined}
          value={value ?? ''}
          data-testid={`column-select-${index}`}
          data-autofocus={autoFocus || undefined}
          aria-describedby={`${id}-title`}
          onChange={(event) => onSelect((event.target.value || null) as IdentifierCodename | null)}
        >
          <option value="">{texts.identifierPlaceholder}</option>
          {options.map((option) => (
            <option key={option.codename} value={option.codename}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <p className="column-card__samples-label" id={`${id}-samples`}>
        {texts.samplesLabel}
      </p>
      <ul className="column-card__samples" aria-labelledby={`${id}-samples`}>
        {samples.map((sample, row) => (
          <li key={row}>{sample}</li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--secondary button--small button--block column-card__enrich"
        data-testid={`enrich-by-column-${index}`}
        onClick={onEnrich}
      >
        {texts.enrichByColumn}
      </button>
    </li>
  )
}
