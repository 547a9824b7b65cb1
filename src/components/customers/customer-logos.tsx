import { asMedia, logoSrc } from '@/lib/media'
import { getPayloadClient } from '@/components/site-data'

/** The customer-logo scroller takes 26 s for one round. */
export const LOGO_SCROLLER_SECONDS = 26

type Logo = { name: string; url: string; width: number; height: number; alt: string }

async function loadLogos(locale: string): Promise<Logo[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'customers', locale: locale as never, sort: 'order', depth: 1, limit: 40 })
  return docs.flatMap((customer) => {
    const logo = asMedia(customer.logo)
    const url = logoSrc(logo)
    if (!logo || !url) return []
    return [{ name: customer.name, url, width: logo.width ?? 160, height: logo.height ?? 60, alt: logo.alt || customer.name }]
  })
}

/**
 * The customer logos of the home page, scrolling in a loop; the list is repeated once
 * so the loop has no seam, and the copy is hidden from assistive technology. Still for visitors who
 * prefer reduced motion. Nothing renders while no customer has a logo.
 */
export async function CustomerLogos({ locale, title }: { locale: string; title: string }) {
  const logos = await loadLogos(locale)
  if (!logos.length) return null
  const row = (copy: boolean) => (
    <ul className="logo-scroller__row" aria-hidden={copy || undefined}>
      {logos.map((logo) => (
        <li key={`${copy ? 'copy-' : ''}${logo.name}`} className="logo-scroller__item">
          <img src={logo.url} alt={copy ? '' : logo.alt} width={logo.width} height={logo.height} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  )
  return (
    <section className="section section--tight logo-scroller" aria-label={title} data-testid="customer-logos">
      <div className="container">
        <p className="logo-scroller__title">{title}</p>
      </div>
      <div className="logo-scroller__viewport" style={{ ['--logo-scroller-duration' as string]: `${LOGO_SCROLLER_SECONDS}s` }}>
        <div className="logo-scroller__track">
          {row(false)}
          {row(true)}
        </div>
      </div>
    </section>
  )
}
