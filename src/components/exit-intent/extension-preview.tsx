import { Icon } from '@/components/ui/icon'

import type { ExitPromoTexts } from './exit-promo-texts'

// Twenty yearly revenue figures for the illustration (relative heights, growing with a dip).
const REVENUE_BARS = [18, 22, 25, 24, 29, 33, 31, 36, 41, 45, 43, 50, 56, 61, 58, 66, 72, 78, 85, 94]

/**
 * A drawing of the extension at work (a company's website with our panel beside it), decorative:
 * the texts around it say what it shows. Used by the exit-intent promotion and the extension page.
 */
export function ExtensionPreview({ texts, className }: { texts: ExitPromoTexts['art']; className?: string }) {
  return (
    <div className={`exit-promo__art ${className ?? ''}`} aria-hidden="true">
      <div className="exit-promo__browser">
        <div className="exit-promo__bar">
          <span className="exit-promo__dots">
            <i />
            <i />
            <i />
          </span>
          <span className="exit-promo__address">northwind-trading.com</span>
          <span className="exit-promo__ext">
            <Icon name="database" size={14} />
          </span>
        </div>
        <div className="exit-promo__window">
          <div className="exit-promo__page">
            <i className="exit-promo__line exit-promo__line--title" />
            <i className="exit-promo__line" />
            <i className="exit-promo__line" />
            <i className="exit-promo__line exit-promo__line--short" />
            <i className="exit-promo__block" />
          </div>
          <div className="exit-promo__panel">
            <div className="exit-promo__company">
              <span className="exit-promo__avatar">NT</span>
              <span>
                <strong>Northwind Trading Ltd</strong>
                <small>London · GB</small>
              </span>
            </div>
            <p className="exit-promo__label">{texts.revenue}</p>
            <div className="exit-promo__chart">
              {REVENUE_BARS.map((height, index) => (
                <i key={index} style={{ height: `${height}%` }} />
              ))}
            </div>
            <div className="exit-promo__row">
              <span>{texts.risk}</span>
              <span className="exit-promo__pill">{texts.riskValue}</span>
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}
