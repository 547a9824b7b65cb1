import type { Payload } from 'payload'

import type { PageVariableTemplate } from '@/modules/content/page-variables'
import type { PageVariable } from '@/payload-types'

const NO_REVALIDATE = { disableRevalidate: true }

type SharedSections = NonNullable<PageVariable['blocks']>
type VariablesSeed = {
  template: PageVariableTemplate
  suffix?: string
  /** Values that read the same in every language (figures, dates, codes): stored once, in English. */
  values?: Record<string, string>
  sections?: { en: SharedSections; es: SharedSections }
}

/**
 * The demo site's page variables: the sections every country, industry and integration page shares
 * (written once, `{title}` standing for the page), and the Mexico landing page's figures. The Mexico
 * figures are the spec's marketing constants for the contact database (executives, e-mails and
 * phones the registry does not hold), not registry counts. Country and industry pages end with the
 * marketing FAQ of the numbered UI strings faq_q_N / faq_a_N.
 */
export const PAGE_VARIABLE_SEEDS: VariablesSeed[] = [
  {
    template: 'country',
    sections: {
      en: [
        {
          blockType: 'featureGrid',
          heading: 'What every {title} profile includes',
          items: [
            { title: 'Registry data', text: 'Legal name, legal form, registration and VAT numbers, status.', icon: 'report' },
            { title: 'Financials', text: 'Turnover, size range, year established and credit reports.', icon: 'chart' },
            { title: 'Executives', text: 'Job functions, departments and verified contact details.', icon: 'people' },
          ],
        },
        { blockType: 'faq', heading: 'Frequently asked questions', source: 'translation_keys' },
      ],
      es: [
        {
          blockType: 'featureGrid',
          heading: 'Qué incluye cada perfil de {title}',
          items: [
            { title: 'Datos registrales', text: 'Nombre legal, forma jurídica, número de registro, NIF/IVA y estado.', icon: 'report' },
            { title: 'Finanzas', text: 'Facturación, tamaño, año de constitución e informes de crédito.', icon: 'chart' },
            { title: 'Directivos', text: 'Cargos, departamentos y contactos verificados.', icon: 'people' },
          ],
        },
        { blockType: 'faq', heading: 'Preguntas frecuentes', source: 'translation_keys' },
      ],
    },
  },
  {
    template: 'industry',
    sections: {
      en: [
        {
          blockType: 'featureGrid',
          heading: '{title}: why teams use our data',
          items: [
            { title: 'Market sizing', text: 'Count companies by SIC code, size and region in seconds.', icon: 'chart' },
            { title: 'Supplier checks', text: 'Status, legal form and credit reports before you sign.', icon: 'shield' },
            { title: 'Prospecting', text: 'Decision makers with job function and seniority.', icon: 'people' },
          ],
        },
        { blockType: 'faq', heading: 'Frequently asked questions', source: 'translation_keys' },
      ],
      es: [
        {
          blockType: 'featureGrid',
          heading: '{title}: por qué los equipos usan nuestros datos',
          items: [
            { title: 'Tamaño de mercado', text: 'Cuente empresas por código SIC, tamaño y región en segundos.', icon: 'chart' },
            { title: 'Control de proveedores', text: 'Estado, forma jurídica e informes de crédito antes de firmar.', icon: 'shield' },
            { title: 'Prospección', text: 'Responsables de decisión con función y nivel jerárquico.', icon: 'people' },
          ],
        },
        { blockType: 'faq', heading: 'Preguntas frecuentes', source: 'translation_keys' },
      ],
    },
  },
  {
    template: 'sales_force',
    sections: {
      en: [
        {
          blockType: 'featureGrid',
          heading: 'How the integration works',
          items: [
            { title: 'Install', text: 'Connect your account in a few clicks; no code needed.', icon: 'plug' },
            { title: 'Match', text: 'Records are matched by name, website, VAT or registration number.', icon: 'table' },
            { title: 'Refresh', text: 'Changes in status and officers flow into your CRM.', icon: 'bell' },
          ],
        },
      ],
      es: [
        {
          blockType: 'featureGrid',
          heading: 'Cómo funciona la integración',
          items: [
            { title: 'Instalación', text: 'Conecte su cuenta en pocos clics, sin programar.', icon: 'plug' },
            { title: 'Cruce', text: 'Los registros se cruzan por nombre, web, NIF/IVA o número de registro.', icon: 'table' },
            { title: 'Actualización', text: 'Los cambios de estado y de directivos llegan a su CRM.', icon: 'bell' },
          ],
        },
      ],
    },
  },
  {
    template: 'country_promotion',
    suffix: '_mx',
    values: {
      registry_country: 'mx',
      companies: '2387041',
      executives: '193774',
      emails: '69049',
      phones: '278187',
      industries: '34',
      accuracy: '90',
      last_update: '2021-06-24',
    },
  },
]

export async function seedPageVariables(payload: Payload): Promise<void> {
  for (const seed of PAGE_VARIABLE_SEEDS) {
    const created = await payload.create({
      collection: 'page-variables',
      locale: 'en',
      data: {
        template: seed.template,
        suffix: seed.suffix ?? '',
        variables: Object.entries(seed.values ?? {}).map(([key, value]) => ({
          key: key as NonNullable<PageVariable['variables']>[number]['key'],
          value,
        })),
        blocks: seed.sections?.en,
      },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    if (seed.sections) {
      await payload.update({
        collection: 'page-variables',
        id: created.id,
        locale: 'es',
        data: { blocks: seed.sections.es },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
  }
}
