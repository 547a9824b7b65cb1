import type { CSSProperties } from 'react'

import type { BlockProps } from '../common/block-props'
import { ButtonLink } from '../common/button-link'
import { sectionTitleId } from '../common/section-parts'
import {
  labelStyle,
  markerCount,
  ORBIT_MARKERS,
  ORBIT_CENTER as CENTER,
  ORBIT_RINGS as RINGS,
  ORBIT_VIEW as VIEW,
  ringPoints,
} from './orbit-geometry'

function Orbit({ orbit }: { orbit: BlockProps<'getStarted'>['block']['orbit'] }) {
  const inner = markerCount(orbit.inner_markers, ORBIT_MARKERS.inner)
  const outer = markerCount(orbit.outer_markers, ORBIT_MARKERS.outer)
  const labels = orbit.labels ?? []
  return (
    <figure className="orbit" data-testid="orbit">
      <div className="orbit__stage">
        <svg className="orbit__rings" viewBox={`0 0 ${VIEW} ${VIEW}`} aria-hidden="true" focusable="false">
          <circle className="orbit__ring" cx={CENTER} cy={CENTER} r={RINGS.inner} />
          <circle className="orbit__ring" cx={CENTER} cy={CENTER} r={RINGS.outer} />
          <g className="orbit__markers orbit__markers--inner" data-testid="orbit-inner">
            {ringPoints(inner, RINGS.inner).map((point, index) => (
              <circle key={index} cx={point.x} cy={point.y} r={2.6} />
            ))}
          </g>
          <g className="orbit__markers orbit__markers--outer" data-testid="orbit-outer">
            {ringPoints(outer, RINGS.outer).map((point, index) => (
              <circle key={index} cx={point.x} cy={point.y} r={2.2} />
            ))}
          </g>
        </svg>
        <span className="orbit__center">{orbit.center}</span>
        {labels.length ? (
          <ul className="orbit__labels">
            {labels.map((item, index) => (
              <li key={item.id ?? index} className="orbit__label" style={labelStyle(index, labels.length) as CSSProperties}>
                {item.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <figcaption className="orbit__caption">{orbit.caption}</figcaption>
    </figure>
  )
}

/**
 * Numbered steps joined by dots, and the orbit graphic. Both appear by CSS alone (no script): the orbit
 * 1.5 s and the dots 1.8 s after the section is first drawn (spec 4.4); with reduced motion both are there
 * from the start and nothing turns.
 */
export function GetStartedBlockView({ block, context }: BlockProps<'getStarted'>) {
  const titleId = sectionTitleId(block)
  const steps = block.steps ?? []
  return (
    <section className="section get-started" aria-labelledby={titleId} data-testid="get-started">
      <div className="container get-started__inner">
        <div className="get-started__copy">
          <h2 id={titleId} className="section__title">
            {block.heading}
          </h2>
          {block.intro ? <p className="section__lead">{block.intro}</p> : null}
          <ol className="get-started__steps">
            {steps.map((step, index) => (
              <li key={step.id ?? index} className="get-started__step" data-testid="get-started-step">
                <span className="get-started__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="get-started__body">
                  <strong className="get-started__title">{step.title}</strong>
                  {step.text ? <span className="get-started__text">{step.text}</span> : null}
                </span>
                {index < steps.length - 1 ? (
                  <span className="get-started__dots" aria-hidden="true" data-testid="get-started-dots">
                    <span />
                    <span />
                    <span />
                  </span>
                ) : null}
              </li>
            ))}
          </ol>
          <ButtonLink context={context} block={block} className="button button--primary button--large" />
        </div>
        <Orbit orbit={block.orbit} />
      </div>
    </section>
  )
}
