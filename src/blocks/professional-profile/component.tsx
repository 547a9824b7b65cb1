import { getPayloadClient } from '@/components/site-data'
import { countryName, countryShowcase, industryLabel, type ShowcaseContact } from '@/modules/registry'
import type { Translate } from '@/modules/content'
import type { SiteLocale } from '@/lib/locales'

import type { BlockProps } from '../common/block-props'
import { ButtonLink } from '../common/button-link'
import { Points, sectionTitleId } from '../common/section-parts'

/** The first sample contact of the country; none when the registry holds none there or cannot answer. */
async function sampleProfessional(country: string): Promise<ShowcaseContact | null> {
  const payload = await getPayloadClient()
  try {
    return (await countryShowcase(payload, country)).contacts[0] ?? null
  } catch (error) {
    payload.logger.error({ err: error, country }, 'Country showcase unavailable; the professional profile renders without its card')
    return null
  }
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase()
}

function ProfileCard({ contact, country, locale, t }: { contact: ShowcaseContact; country: string; locale: SiteLocale; t: Translate }) {
  // Job functions are stored in English (the registry's vocabulary); they say so on other pages.
  const english = locale === 'en' ? undefined : 'en'
  const location = [contact.city, countryName(country, locale)].filter(Boolean).join(', ')
  const facts: { key: string; label: string; value: string; lang?: string; masked?: boolean }[] = [
    { key: 'company', label: t('pro_profile_company'), value: contact.company },
    { key: 'location', label: t('pro_profile_location'), value: location },
    ...(contact.industry ? [{ key: 'industry', label: t('pro_profile_industry'), value: industryLabel(contact.industry, locale) }] : []),
    { key: 'email', label: t('pro_profile_email'), value: contact.email, masked: true },
    { key: 'phone', label: t('pro_profile_phone'), value: contact.phone, masked: true },
  ]
  return (
    <figure className="pro-profile__card" data-testid="professional-card">
      <div className="pro-profile__head">
        <span className="pro-profile__avatar" aria-hidden="true">
          {initials(contact.name)}
        </span>
        <div>
          <p className="pro-profile__name">{contact.name}</p>
          {contact.jobFunction ? (
            <p className="pro-profile__role" lang={english}>
              {contact.jobFunction}
            </p>
          ) : null}
        </div>
      </div>
      <dl className="pro-profile__facts">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt>{fact.label}</dt>
            <dd className={fact.masked ? 'pro-profile__masked' : undefined} lang={fact.lang}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <figcaption className="pro-profile__caption">{t('pro_profile_caption')}</figcaption>
    </figure>
  )
}

/**
 * A real professional from the registry (masked) beside the points that explain the profile. Wider than
 * 768 px the card is sticky: it follows the scroll position while the points go by (CSS only); narrower,
 * or with reduced motion asked for, it stays in the flow.
 */
export async function ProfessionalProfileBlockView({ block, context }: BlockProps<'professionalProfile'>) {
  const titleId = sectionTitleId(block)
  const country = block.country.toLowerCase()
  const contact = await sampleProfessional(country)
  return (
    <section className="section pro-profile" aria-labelledby={titleId} data-testid="professional-profile">
      <div className="container">
        <h2 id={titleId} className="section__title">
          {block.heading}
        </h2>
        {block.intro ? <p className="section__lead">{block.intro}</p> : null}
        <div className={contact ? 'pro-profile__layout' : undefined}>
          {contact ? (
            <div className="pro-profile__follow" data-testid="professional-follow">
              <ProfileCard contact={contact} country={country} locale={context.locale} t={context.t} />
            </div>
          ) : null}
          <div className="pro-profile__points">
            <Points items={block.items} variant="list" />
            <ButtonLink context={context} block={block} />
          </div>
        </div>
      </div>
    </section>
  )
}
