import { RequestCard } from '@/components/request-form/request-card'
import { Icon } from '@/components/ui/icon'
import { socialLinks } from '@/lib/social-links'

import type { TemplateProps } from '../types'

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * Contacts page: phone, e-mail, social links and the two offices from the global
 * config, and a contact form that books a CONTACT request and goes to the thank-you page.
 */
export function ContactsTemplate({ context, route }: TemplateProps) {
  const { t, config } = context
  const social = socialLinks(config.social)
  const offices = (config.offices ?? []).slice(0, 2)
  return (
    <section className="request-page contacts-page">
      <div className="container request-page__inner">
        <div className="request-page__copy">
          <h1 className="request-page__title">{route.page.title}</h1>
          {route.page.description ? <p className="request-page__lead">{route.page.description}</p> : null}
          <dl className="contact-list" data-testid="contacts-details">
            {config.contact?.phone ? (
              <div className="contact-list__item">
                <dt>
                  <Icon name="phone" size={18} /> {t('contacts_phone')}
                </dt>
                <dd>
                  <a href={telHref(config.contact.phone)}>{config.contact.phone}</a>
                </dd>
              </div>
            ) : null}
            {config.contact?.email ? (
              <div className="contact-list__item">
                <dt>
                  <Icon name="mail" size={18} /> {t('contacts_email')}
                </dt>
                <dd>
                  <a href={`mailto:${config.contact.email}`}>{config.contact.email}</a>
                </dd>
              </div>
            ) : null}
            {social.length ? (
              <div className="contact-list__item">
                <dt>{t('contacts_follow')}</dt>
                <dd className="contact-list__social">
                  {social.map(({ network, label, href }) => (
                    <a key={network} href={href} rel="noopener noreferrer" target="_blank">
                      {label}
                    </a>
                  ))}
                </dd>
              </div>
            ) : null}
          </dl>
          {offices.length ? (
            <>
              <h2 className="contacts-page__heading">{t('contacts_offices')}</h2>
              <div className="office-grid" data-testid="contacts-offices">
                {offices.map((office) => (
                  <address key={office.id ?? office.name} className="office-card">
                    <strong className="office-card__name">
                      <Icon name="pin" size={18} /> {office.name}
                    </strong>
                    <span className="office-card__address">{office.address}</span>
                    {office.phone ? <a href={telHref(office.phone)}>{office.phone}</a> : null}
                    {office.email ? <a href={`mailto:${office.email}`}>{office.email}</a> : null}
                  </address>
                ))}
              </div>
            </>
          ) : null}
        </div>
        <RequestCard
          context={context}
          title={t('contacts_form_title')}
          submit={t('contacts_submit')}
          variant="contact"
          testId="contact-form"
        />
      </div>
    </section>
  )
}
