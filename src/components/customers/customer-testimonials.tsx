import { DEFAULT_LOCALE, type SiteLocale } from '@/lib/locales'
import { logoSrc, mediaUrl, responsiveImage } from '@/lib/media'
import { getPayloadClient } from '@/components/site-data'

/** Three quotes fit one row on desktop and stay readable; editors order them in the CMS. */
export const HOME_TESTIMONIALS_COUNT = 3

/** Logos are drawn 28 px high; their width follows the upload's proportions, so the box is reserved. */
const LOGO_HEIGHT_PX = 28

type Logo = { src: string; width: number; height: number }
export type Testimonial = {
  id: number
  quote: string
  name: string
  role: string | null
  company: string | null
  avatar: string | null
  logo: Logo | null
}

function logoOf(value: unknown): Logo | null {
  const image = responsiveImage(value, 'thumbnail')
  const src = logoSrc(value, 'thumbnail')
  if (!image || !src) return null
  const ratio = image.width && image.height ? image.width / image.height : 3
  return { src, width: Math.round(LOGO_HEIGHT_PX * ratio), height: LOGO_HEIGHT_PX }
}

export async function loadTestimonials(locale: SiteLocale, count: number): Promise<Testimonial[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'testimonials',
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    sort: 'order',
    depth: 1,
    limit: count,
  })
  return docs.map((doc) => ({
    id: doc.id,
    quote: doc.quote,
    name: doc.name,
    role: doc.role ?? null,
    company: doc.company ?? null,
    avatar: mediaUrl(doc.avatar, 'thumbnail'),
    logo: logoOf(doc.logo),
  }))
}

/**
 * Customer testimonials: quote, name, role and company, avatar and
 * logo, in the CMS order. Nothing renders while there are none.
 */
export async function CustomerTestimonials({
  locale,
  title,
  count = HOME_TESTIMONIALS_COUNT,
}: {
  locale: SiteLocale
  title: string
  count?: number
}) {
  const testimonials = await loadTestimonials(locale, count)
  if (!testimonials.length) return null
  return (
    <section className="section testimonials" aria-labelledby="testimonials-title" data-testid="testimonials">
      <div className="container">
        <h2 id="testimonials-title" className="section__title">
          {title}
        </h2>
        <ul className="testimonials__list">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="testimonial" data-testid="testimonial">
              <TestimonialFigure testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

/** One quote with its person: shared by the grid above and the About page's carousel. */
export function TestimonialFigure({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="testimonial__figure">
      <blockquote className="testimonial__quote">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="testimonial__person">
        {testimonial.avatar ? (
          <img className="testimonial__avatar" src={testimonial.avatar} alt="" width={48} height={48} loading="lazy" decoding="async" />
        ) : null}
        <span>
          <span className="testimonial__name">{testimonial.name}</span>
          {testimonial.role || testimonial.company ? (
            <span className="testimonial__role">{[testimonial.role, testimonial.company].filter(Boolean).join(', ')}</span>
          ) : null}
        </span>
        {testimonial.logo ? (
          // The company is already named in the caption; the logo is decoration.
          <img
            className="testimonial__logo"
            src={testimonial.logo.src}
            alt=""
            width={testimonial.logo.width}
            height={testimonial.logo.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </figcaption>
    </figure>
  )
}
