import { RichText } from '@payloadcms/richtext-lexical/react'

import { mediaUrl, responsiveImage } from '@/lib/media'
import { getPayloadClient, type SiteContext } from '@/lib/site-data'
import { registryFigures } from '@/modules/registry/service'
import type { Page } from '@/payload-types'
import { LatestArticles } from '@/templates/blog/latest-articles'

import { PageFaq } from '../faq/page-faq'
import { isPricingBlock, PricingBlock } from '../pricing/pricing-blocks'
import { RegistryFiguresSection } from '../stats/registry-figures'
import { StatValue } from '../stats/stat-value'
import { Icon } from '../ui/icon'
import { InViewImage } from '../ui/in-view-image'
import { ButtonLink } from './button-link'

type PageBlock = NonNullable<Page['blocks']>[number]

/**
 * Renders CMS blocks. Rich text goes through Payload's Lexical-to-JSX converter, so editor HTML is
 * never injected as raw markup.
 */
export function RenderBlocks({
  blocks,
  context,
  pagePath,
  pageId,
}: {
  blocks: Page['blocks']
  context: SiteContext
  pagePath: string
  pageId?: number
}) {
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
          case 'statements':
            return (
              <section key={key} className="section" data-testid="statements">
                <div className="container">
                  {block.heading ? <h2 className="section__title">{block.heading}</h2> : null}
                  <div className="statements">
                    {(block.items ?? []).map((item, itemIndex) => (
                      <article key={item.id ?? itemIndex} className="statement">
                        <p className="statement__label">{item.label}</p>
                        {/* Under a block heading the statements are its parts (h3); alone they are sections (h2). */}
                        {block.heading ? (
                          <h3 className="statement__title">{item.heading}</h3>
                        ) : (
                          <h2 className="statement__title">{item.heading}</h2>
                        )}
                        {item.text ? <p className="statement__text">{item.text}</p> : null}
                      </article>
                    ))}
                  </div>
                </div>
              </section>
            )
          case 'values': {
            const items = block.items ?? []
            // Three on the left and the rest on the right (spec: five values, three left, two right).
            const columns = [items.slice(0, Math.ceil((items.length * 3) / 5)), items.slice(Math.ceil((items.length * 3) / 5))]
            return (
              <section key={key} className="section section--soft" data-testid="values">
                <div className="container values">
                  <div className="values__intro">
                    <h2 className="section__title">{block.heading}</h2>
                    {block.intro ? <p className="section__lead">{block.intro}</p> : null}
                  </div>
                  <div className="values__columns">
                    {columns.map((column, columnIndex) =>
                      column.length ? (
                        <ul key={columnIndex} className="values__column" data-testid="values-column">
                          {column.map((item, itemIndex) => (
                            <li key={item.id ?? itemIndex} className="value-card" data-testid="value">
                              <span className="value-card__icon">
                                <Icon name={item.icon} size={22} />
                              </span>
                              <h3 className="value-card__title">{item.title}</h3>
                              {item.text ? <p className="value-card__text">{item.text}</p> : null}
                            </li>
                          ))}
                        </ul>
                      ) : null,
                    )}
                  </div>
                </div>
              </section>
            )
          }
          case 'dataFlow':
            return (
              <section key={key} className="section" data-testid="data-flow">
                <div className="container">
                  <h2 className="section__title">{block.heading}</h2>
                  {block.intro ? <p className="section__lead">{block.intro}</p> : null}
                  <ol className="data-flow">
                    {(block.steps ?? []).map((step, stepIndex) => (
                      <li key={step.id ?? stepIndex} className="data-flow__step" data-testid="data-flow-step">
                        <span className="data-flow__icon">
                          <Icon name={step.icon} size={26} />
                        </span>
                        <h3 className="data-flow__title">{step.title}</h3>
                        {step.text ? <p className="data-flow__text">{step.text}</p> : null}
                      </li>
                    ))}
                  </ol>
                </div>
              </section>
            )
          case 'dataExamples':
            return (
              <section key={key} className="section section--soft" data-testid="data-examples">
                <div className="container">
                  <h2 className="section__title">{block.heading}</h2>
                  {block.intro ? <p className="section__lead">{block.intro}</p> : null}
                  <ul className="data-examples">
                    {(block.items ?? []).map((item, itemIndex) => {
                      const image = responsiveImage(item.image, 'card')
                      return (
                        <li
                          key={item.id ?? itemIndex}
                          className={`data-example data-example--${item.tone}`}
                          data-testid="data-example"
                          data-tone={item.tone}
                        >
                          {image ? (
                            <InViewImage image={image} sizes="(max-width: 767px) 100vw, 33vw" className="data-example__image" />
                          ) : null}
                          <h3 className="data-example__title">{item.title}</h3>
                          {item.text ? <p className="data-example__text">{item.text}</p> : null}
                        </li>
                      )
                    })}
                  </ul>
                </div>
              </section>
            )
          case 'registryFigures':
            return <RegistryFiguresBlockView key={key} heading={block.heading} country={block.country ?? null} context={context} />
          case 'faq':
            return pageId ? (
              <PageFaq
                key={key}
                pageId={pageId}
                variant={block.variant ?? null}
                heading={block.heading}
                locale={context.locale}
                source={block.source}
                t={context.t}
              />
            ) : null
          case 'latestArticles':
            return (
              <LatestArticles
                key={key}
                context={context}
                kind={block.kind}
                count={block.count ?? 3}
                title={block.heading}
                links={{ list: context.t(block.kind === 'case_study' ? 'customer_stories_more' : 'home_latest_blog') }}
                testId="latest-articles-block"
              />
            )
          case 'reviews':
            return (
              <section key={key} className="section" data-testid="reviews">
                <div className="container">
                  <h2 className="section__title">{block.heading}</h2>
                  <ul className="reviews">
                    {(block.items ?? []).map((item, itemIndex) => (
                      <li key={item.id ?? itemIndex} className="review" data-testid="review">
                        <Stars rating={item.rating} label={context.t('review_rating', { rating: String(item.rating) })} />
                        <blockquote className="review__quote">
                          <p>{item.quote}</p>
                        </blockquote>
                        <p className="review__person">
                          <span className="review__name">{item.name}</span>
                          {item.company ? <span className="review__company">{item.company}</span> : null}
                        </p>
                      </li>
                    ))}
                  </ul>
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

/** A 1–5 star rating: five stars, the first `rating` filled; read out once as "Rated 4 out of 5". */
function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <p className="review__stars" role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <span key={index} className={index < filled ? 'review__star review__star--on' : 'review__star'}>
          <Icon name="star" size={18} />
        </span>
      ))}
    </p>
  )
}

/** The registry's figures for a block's country (or all of it); nothing while the registry has no company there. */
async function RegistryFiguresBlockView({ heading, country, context }: { heading: string; country: string | null; context: SiteContext }) {
  const figures = await registryFigures(await getPayloadClient(), country ?? undefined)
  return <RegistryFiguresSection figures={figures} locale={context.locale} t={context.t} title={heading} oneCountry={country !== null} />
}
