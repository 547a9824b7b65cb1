import { RenderBlocks } from '@/blocks/render-blocks'
import { loadTestimonials, TestimonialFigure } from '@/components/customers/customer-testimonials'
import { TestimonialCarousel } from '@/components/customers/testimonial-carousel'
import { localizedPath } from '@/lib/locales'

import { PageHero } from '../page-hero'
import { RequestDemoBlock } from '../request-demo-block'
import type { TemplateProps } from '../types'

/** Every testimonial the editors publish goes round the carousel; this keeps the page light. */
export const ABOUT_TESTIMONIALS_LIMIT = 12

/**
 * About us (spec "Other pages"): the intro in the hero, then the editor's blocks (primary goal and
 * vision, the five values, anything else), the customer feedback carousel and the book-demo block.
 */
export async function AboutTemplate(props: TemplateProps) {
  const { route, context } = props
  const testimonials = await loadTestimonials(context.locale, ABOUT_TESTIMONIALS_LIMIT)
  return (
    <>
      <PageHero {...props} tone="light" />
      <RenderBlocks blocks={route.page.blocks} context={context} pagePath={localizedPath(context.locale, route.entry.slug)} />
      {testimonials.length ? (
        <section className="section" aria-labelledby="customer-feedback-title" data-testid="customer-feedback">
          <div className="container">
            <h2 id="customer-feedback-title" className="section__title">
              {context.t('testimonials_title')}
            </h2>
            <TestimonialCarousel
              slides={testimonials.map((testimonial) => (
                <TestimonialFigure key={testimonial.id} testimonial={testimonial} />
              ))}
              texts={{
                label: context.t('testimonials_title'),
                previous: context.t('carousel_previous'),
                next: context.t('carousel_next'),
                slide: context.t('carousel_slide'),
              }}
            />
          </div>
        </section>
      ) : null}
      <RequestDemoBlock {...props} />
    </>
  )
}
