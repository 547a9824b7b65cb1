import { loadQuoteProducts } from '@/components/request-form/quote-products'
import { RequestCard } from '@/components/request-form/request-card'

import type { BlockProps } from '../common/block-props'
import { Points, SectionTitle, sectionTitleId } from '../common/section-parts'

export async function QuoteRequestBlockView({ block, context }: BlockProps<'quoteRequest'>) {
  const { t, locale } = context
  const titleId = sectionTitleId(block)
  const products = await loadQuoteProducts(locale)
  return (
    <section className="section quote-section" aria-labelledby={titleId} id="quote">
      <div className="container request-page__inner">
        <div className="request-page__copy">
          <SectionTitle id={titleId} text={block.heading} />
          {block.text ? <p className="request-page__lead">{block.text}</p> : null}
          <Points items={block.points} variant="list" />
        </div>
        <RequestCard
          context={context}
          title={t('request_quote_form_title')}
          submit={t('request_quote_submit')}
          titleLevel={3}
          variant="quote"
          products={products}
          testId="quote-form"
        />
      </div>
    </section>
  )
}
