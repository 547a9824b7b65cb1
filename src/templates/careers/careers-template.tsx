import { RichText } from '@payloadcms/richtext-lexical/react'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { Icon } from '@/components/ui/icon'
import { slotHref, type Translate } from '@/modules/content'
import { localizedPath } from '@/lib/locales'
import type { Vacancy } from '@/payload-types'

import type { TemplateProps } from '../types'
import type { ApplyFormTexts } from './apply-form'
import { APPLY_FIRST_FIELD_ID, APPLY_FORM_ID, CV_MAX_MB } from './careers-data'
import { CareersFilter } from './careers-filter'
import { categoryLabel, findOpenVacancy, loadCareers } from './careers-queries'
import { FloatingApplyButton } from './floating-apply-button'
import { ApplyForm } from './lazy'
import { hasRichText } from './rich-text-plain'

/** The named sections of a vacancy, in page order, with their default titles. */
const SECTIONS = [
  { field: 'description', title: 'vacancy_description' },
  { field: 'responsibilities', title: 'vacancy_responsibilities' },
  { field: 'requirements', title: 'vacancy_requirements' },
  { field: 'qualities', title: 'vacancy_qualities' },
  { field: 'benefits', title: 'vacancy_benefits' },
] as const

/** Careers entry: the careers page itself, or `<careers>/<vacancy slug>` for a vacancy (closed or unknown → 404). */
export async function CareersTemplate(props: TemplateProps) {
  const { rest } = props.route
  if (rest.length === 0) return <CareersPage {...props} />
  if (rest.length === 1) {
    const found = await findOpenVacancy(props.context.locale, rest[0]!)
    if (found) return <VacancyPage {...props} vacancy={found.vacancy} contentLang={found.contentLang ?? undefined} />
  }
  notFound()
}

async function CareersPage({ context, route }: TemplateProps) {
  const { t, locale } = context
  const { groups, benefits } = await loadCareers(locale, route.entry.slug)
  const count = groups.reduce((total, group) => total + group.vacancies.length, 0)
  return (
    <>
      <section className="page-hero page-hero--dark careers-hero">
        <div className="container">
          <h1 className="page-hero__title">{route.page.title}</h1>
          {route.page.description ? <p className="page-hero__lead">{route.page.description}</p> : null}
          {count ? (
            <div className="page-hero__actions">
              <a className="button button--primary button--large" href="#open-positions">
                {t('careers_see_positions')}
              </a>
            </div>
          ) : null}
        </div>
      </section>
      <section id="open-positions" className="section careers" aria-labelledby="careers-open-title">
        <div className="container">
          <div className="careers__head">
            <h2 id="careers-open-title" className="section__title">
              {t('careers_open_positions')}
            </h2>
            {count ? <p className="careers__count">{t('careers_vacancy_count', { n: count })}</p> : null}
          </div>
          {groups.length ? (
            <CareersFilter
              groups={groups}
              basePath={localizedPath(locale, route.entry.slug)}
              texts={{ filterLabel: t('careers_filter_label'), all: t('careers_filter_all'), view: t('careers_view_vacancy') }}
            />
          ) : (
            <p className="careers__empty" data-testid="careers-empty">
              {t('careers_no_vacancies')}
            </p>
          )}
        </div>
      </section>
      {benefits.length ? (
        <section className="section section--soft career-benefits" aria-labelledby="career-benefits-title" data-testid="career-benefits">
          <div className="container">
            <h2 id="career-benefits-title" className="section__title section__title--center">
              {t('careers_benefits_title')}
            </h2>
            <ul className="career-benefits__list">
              {benefits.map((benefit) => (
                <li key={benefit.id} className="career-benefits__item">
                  <span className="career-benefits__icon">
                    <Icon name={benefit.icon || 'star'} size={24} />
                  </span>
                  <span>{benefit.text}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  )
}

function buildApplyTexts(t: Translate): ApplyFormTexts {
  const mb = { mb: CV_MAX_MB }
  return {
    labels: { name: t('apply_name'), email: t('apply_email'), phone: t('apply_phone'), file: t('apply_file') },
    fileHint: t('apply_file_hint', mb),
    fileChoose: t('apply_file_choose'),
    fileNone: t('apply_file_none'),
    file: { required: t('apply_file_required'), type: t('apply_file_type'), empty: t('apply_file_empty'), size: t('apply_file_size', mb) },
    required: t('form_required'),
    emailFormat: t('email_format_validation'),
    submit: t('apply_submit'),
    sending: t('form_sending'),
    note: t('apply_note'),
    serviceDown: t('lead_service_error'),
    apologyTitle: t('apology_title'),
    apologyClose: t('apology_close'),
  }
}

async function VacancyPage({ context, route, vacancy, contentLang }: TemplateProps & { vacancy: Vacancy; contentLang?: string }) {
  const { t, locale, navigation } = context
  const label = await categoryLabel(locale, vacancy.category)
  const careersHref = localizedPath(locale, route.entry.slug)
  const sections = SECTIONS.filter((section) => hasRichText(vacancy[section.field]))
  return (
    <>
      <section className="page-hero page-hero--light vacancy-hero">
        <div className="container">
          <Link className="vacancy-hero__back" href={careersHref} data-testid="vacancy-back">
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M19 12H5M11 18l-6-6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            {t('vacancy_back')}
          </Link>
          <h1 className="page-hero__title vacancy-hero__title" data-testid="vacancy-title" lang={contentLang}>
            {vacancy.name}
          </h1>
          <ul className="vacancy-hero__meta">
            {label ? <li className="vacancy-hero__tag">{label}</li> : null}
            {vacancy.location ? (
              <li className="vacancy-hero__location">
                <Icon name="pin" size={18} />
                {vacancy.location}
              </li>
            ) : null}
          </ul>
          <div className="page-hero__actions">
            <a className="button button--primary button--large" href={`#${APPLY_FORM_ID}`}>
              {t('vacancy_apply')}
            </a>
          </div>
        </div>
      </section>
      <section className="section vacancy">
        <div className="container vacancy__inner">
          {sections.map((section) => {
            // A heading the editor wrote is content, in the vacancy's language; the default heading is the page's own word.
            const editorHeading = vacancy[`${section.field}_name`]?.trim()
            return (
              <article key={section.field} className="vacancy-section" data-testid={`vacancy-section-${section.field}`}>
                <h2 className="vacancy-section__title" lang={editorHeading ? contentLang : undefined}>
                  {editorHeading || t(section.title)}
                </h2>
                <div className="prose vacancy-section__body" lang={contentLang}>
                  <RichText data={vacancy[section.field]!} />
                </div>
              </article>
            )
          })}
          <div className="apply-card" aria-labelledby="apply-title">
            <h2 id="apply-title" className="apply-card__title">
              {t('apply_title')}
            </h2>
            <p className="apply-card__intro">{t('apply_intro')}</p>
            <ApplyForm
              vacancy={vacancy.name}
              lang={locale}
              texts={buildApplyTexts(t)}
              thankYouHref={slotHref(navigation, 'thank_you', locale)}
            />
          </div>
        </div>
      </section>
      <FloatingApplyButton formId={APPLY_FORM_ID} firstFieldId={APPLY_FIRST_FIELD_ID} label={t('vacancy_apply_floating')} />
    </>
  )
}
