import { RichText } from '@payloadcms/richtext-lexical/react'

import { mediaUrl } from '@/lib/media'
import type { SiteContext } from '@/lib/site-data'
import type { Page } from '@/payload-types'

import { isPricingBlock, PricingBlock } from '../pricing/pricing-blocks'
import { ButtonLink } from './button-link'
import { StatValue } from '../stats/stat-value'
import { Icon } from '../ui/icon'

type PageBlock = NonNullable<Page['blocks']>[number]

/**
 * Renders CMS blocks. Rich text goes through Payload's Lexical-to-JSX converter, so editor HTML is
 * never injected as raw markup.
 */
export function RenderBlocks({ blocks, context, pagePath }: { blocks: Page['blocks']; context: SiteContext; pagePath: string }) {
  if (!blocks?.length) return null
  return (
    <>
      {blocks.map((block: PageBlock, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        switch (block.blockType) {
          case 'hero': {
            const image = mediaUrl(block.image)
            return (
              <section key={key} className="section block-hero">
                <div className="container block-hero__inner">
                  <div>
                    <h2 className="section__title">{block.heading}</h2>
                    {block.text ? <p className="section__lead">{block.text}</p> : null}
                    <ButtonLink context={context} block={block} />
                  </div>
                  {image ? <img src={image} alt="" loading="lazy" className="block-hero__image" /> : null}
                </div>
              </section>
            )
          }
          case 'content':
            return (
              <section key={key} className="section">
                <div className="container prose">
                  {block.heading ? <h2 className="section__title">{block.heading}</h2> : null}
                  <RichText data={block.body} />
                </div>
              </section>
            )
          case 'featureGrid':
            return (
              <section key={key} className="section">
                <div className="container">
                  {block.heading ? <h2 className="section__title">{block.heading}</h2> : null}
                  {block.intro ? <p className="section__lead">{block.intro}</p> : null}
                  <ul className="feature-grid">
                    {(block.items ?? []).map((item, itemIndex) => (
                      <li key={item.id ?? itemIndex} className="feature-card">
                        <span className="feature-card__icon">
                          <Icon name={item.icon} size={24} />
                        </span>
                        <h3 className="feature-card__title">{item.title}</h3>
                        {item.text ? <p className="feature-card__text">{item.text}</p> : null}
                      </li>
                    ))}
                  </ul>
                </div>
              </section>
            )
          case 'stats':
            return (
              <section key={key} className="section section--soft">
                <div className="container">
                  {block.heading ? <h2 className="section__title section__title--center">{block.heading}</h2> : null}
                  <dl className="stats">
                    {(block.items ?? []).map((item, itemIndex) => (
                      <div key={item.id ?? itemIndex} className="stats__item">
                        <dt className="stats__label">{item.label}</dt>
                        <StatValue className="stats__value" value={item.value} />
                      </div>
                    ))}
                  </dl>
                </div>
              </section>
            )
          case 'callToAction':
            return (
              <section key={key} className="section">
                <div className="container">
                  <div className="cta-banner">
                    <div>
                      <h2 className="cta-banner__title">{block.heading}</h2>
                      {block.text ? <p className="cta-banner__text">{block.text}</p> : null}
                    </div>
                    <ButtonLink context={context} block={block} />
                  </div>
                </div>
              </section>
            )
          default:
            return isPricingBlock(block) ? <PricingBlock key={key} block={block} context={context} pagePath={pagePath} /> : null
        }
      })}
    </>
  )
}
