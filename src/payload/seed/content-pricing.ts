import type { Payload } from 'payload'

import type { Page, PricingPlan, PricingProduct } from '@/payload-types'

/**
 * Pricing demo content: the spec's plans (starter free with 10 basic profiles and 50 contact
 * lookups; professional 49 a month or 39 a month billed yearly, the same figure in GBP and EUR,
 * with 1,000 full profiles; enterprise custom), the embedded page's products per market, a
 * presentation, an included block, the country map, and the sections of the pricing and
 * pay-as-you-go pages (spec sections 2, 3 and 9 of both documents).
 */

type Localized<T> = { en: T; es: T; de?: T }
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
export type PageBlockInput = DistributiveOmit<NonNullable<Page['blocks']>[number], 'id' | 'blockName'>

/** The languages the demo content is written in. */
type SeedLocale = 'en' | 'es' | 'de'

const NO_REVALIDATE = { disableRevalidate: true }
const LOCALES = ['en', 'es', 'de'] as const

const PROFESSIONAL_MONTH = 49
const PROFESSIONAL_YEAR = 39

type Feature = { name: string; value?: string; included?: boolean }
type Group = { name: string; features: Feature[] }

type PlanSeed = {
  code: string
  type: PricingPlan['type']
  order: number
  best_value?: boolean
  book_demo?: boolean
  signup_product?: string
  prices: NonNullable<PricingPlan['prices']>
  texts: Localized<{
    name: string
    description: string
    button_label: string
    price_explanation?: string
    allowance: string
    groups: Group[]
  }>
}

const FREE = { gbp_month: 0, gbp_year: 0, eur_month: 0, eur_year: 0 }
const PROFESSIONAL = {
  gbp_month: PROFESSIONAL_MONTH,
  gbp_year: PROFESSIONAL_YEAR,
  eur_month: PROFESSIONAL_MONTH,
  eur_year: PROFESSIONAL_YEAR,
}

/** Feature rows per plan: the same names in every plan so the comparison table lines them up. */
function planGroups(plan: 'starter' | 'professional' | 'enterprise', locale: 'en' | 'es' | 'de'): Group[] {
  const t = {
    en: {
      data: 'Company data',
      basic: 'Basic company profiles',
      full: 'Full company profiles',
      contacts: 'Contact lookups',
      countries: 'Countries covered',
      tools: 'Tools',
      enrichment: 'List enrichment (CSV, TXT, XLSX)',
      agents: 'AI company-check agents',
      api: 'API access',
      crm: 'CRM integrations',
      support: 'Support',
      email: 'E-mail support',
      manager: 'Dedicated account manager',
      custom: 'Custom',
      freeAgents: 'Free agents',
    },
    es: {
      data: 'Datos de empresas',
      basic: 'Perfiles básicos de empresa',
      full: 'Perfiles completos de empresa',
      contacts: 'Búsquedas de contactos',
      countries: 'Países cubiertos',
      tools: 'Herramientas',
      enrichment: 'Enriquecimiento de listas (CSV, TXT, XLSX)',
      agents: 'Agentes de IA de verificación',
      api: 'Acceso a la API',
      crm: 'Integraciones con CRM',
      support: 'Soporte',
      email: 'Soporte por e-mail',
      manager: 'Gestor de cuenta dedicado',
      custom: 'A medida',
      freeAgents: 'Agentes gratuitos',
    },
    de: {
      data: 'Unternehmensdaten',
      basic: 'Basis-Firmenprofile',
      full: 'Vollständige Firmenprofile',
      contacts: 'Kontaktabfragen',
      countries: 'Abgedeckte Länder',
      tools: 'Werkzeuge',
      enrichment: 'Listenanreicherung (CSV, TXT, XLSX)',
      agents: 'KI-Agenten für Firmenprüfungen',
      api: 'API-Zugang',
      crm: 'CRM-Integrationen',
      support: 'Support',
      email: 'E-Mail-Support',
      manager: 'Persönlicher Account Manager',
      custom: 'Individuell',
      freeAgents: 'Kostenlose Agenten',
    },
  }[locale]
  const values = {
    starter: {
      basic: '10',
      full: undefined,
      fullIncluded: false,
      contacts: '50',
      agents: t.freeAgents,
      enrichment: false,
      api: false,
      crm: false,
      manager: false,
    },
    professional: {
      basic: undefined,
      full: '1,000',
      fullIncluded: true,
      contacts: undefined,
      agents: undefined,
      enrichment: true,
      api: false,
      crm: false,
      manager: false,
    },
    enterprise: {
      basic: undefined,
      full: t.custom,
      fullIncluded: true,
      contacts: t.custom,
      agents: undefined,
      enrichment: true,
      api: true,
      crm: true,
      manager: true,
    },
  }[plan]
  return [
    {
      name: t.data,
      features: [
        { name: t.basic, value: values.basic },
        { name: t.full, value: values.full, included: values.fullIncluded },
        { name: t.contacts, value: values.contacts },
        { name: t.countries, value: '200+' },
      ],
    },
    {
      name: t.tools,
      features: [
        { name: t.enrichment, included: values.enrichment },
        { name: t.agents, value: values.agents },
        { name: t.api, included: values.api },
        { name: t.crm, included: values.crm },
      ],
    },
    { name: t.support, features: [{ name: t.email }, { name: t.manager, included: values.manager }] },
  ]
}

const PLANS: PlanSeed[] = [
  {
    code: 'starter',
    type: 'starter',
    order: 1,
    signup_product: 'platform',
    prices: FREE,
    texts: {
      en: {
        name: 'Starter',
        description: 'Try verified company data on your own prospects.',
        button_label: 'Sign up free',
        price_explanation: 'Free forever, no card needed',
        allowance: '10 basic profiles and 50 contact lookups',
        groups: planGroups('starter', 'en'),
      },
      es: {
        name: 'Inicial',
        description: 'Pruebe datos verificados de empresas con sus propios clientes potenciales.',
        button_label: 'Regístrese gratis',
        price_explanation: 'Gratis para siempre, sin tarjeta',
        allowance: '10 perfiles básicos y 50 búsquedas de contactos',
        groups: planGroups('starter', 'es'),
      },
      de: {
        name: 'Starter',
        description: 'Testen Sie verifizierte Firmendaten mit Ihren eigenen Interessenten.',
        button_label: 'Kostenlos registrieren',
        price_explanation: 'Dauerhaft kostenlos, ohne Kreditkarte',
        allowance: '10 Basisprofile und 50 Kontaktabfragen',
        groups: planGroups('starter', 'de'),
      },
    },
  },
  {
    code: 'professional',
    type: 'professional',
    order: 2,
    best_value: true,
    prices: PROFESSIONAL,
    texts: {
      en: {
        name: 'Professional',
        description: 'For sales, compliance and data teams that check companies every week.',
        button_label: 'Buy Professional',
        price_explanation: 'per user',
        allowance: '1,000 full profiles',
        groups: planGroups('professional', 'en'),
      },
      es: {
        name: 'Profesional',
        description: 'Para equipos de ventas, cumplimiento y datos que verifican empresas cada semana.',
        button_label: 'Comprar Profesional',
        price_explanation: 'por usuario',
        allowance: '1.000 perfiles completos',
        groups: planGroups('professional', 'es'),
      },
      de: {
        name: 'Professional',
        description: 'Für Vertriebs-, Compliance- und Datenteams, die jede Woche Unternehmen prüfen.',
        button_label: 'Professional kaufen',
        price_explanation: 'pro Nutzer',
        allowance: '1.000 vollständige Profile',
        groups: planGroups('professional', 'de'),
      },
    },
  },
  {
    code: 'enterprise',
    type: 'custom',
    order: 3,
    book_demo: true,
    prices: {},
    texts: {
      en: {
        name: 'Enterprise',
        description: 'Volumes, countries, API and CRM integrations sized to your organisation.',
        button_label: 'Talk to sales',
        allowance: 'Custom volumes and countries',
        groups: planGroups('enterprise', 'en'),
      },
      es: {
        name: 'Empresa',
        description: 'Volúmenes, países, API e integraciones con CRM a la medida de su organización.',
        button_label: 'Hablar con ventas',
        allowance: 'Volúmenes y países a medida',
        groups: planGroups('enterprise', 'es'),
      },
      de: {
        name: 'Enterprise',
        description: 'Volumen, Länder, API und CRM-Integrationen passend zu Ihrem Unternehmen.',
        button_label: 'Vertrieb kontaktieren',
        allowance: 'Individuelle Volumen und Länder',
        groups: planGroups('enterprise', 'de'),
      },
    },
  },
]

function planLocaleData(plan: PlanSeed, locale: (typeof LOCALES)[number]) {
  const texts = plan.texts[locale] ?? plan.texts.en
  return {
    name: texts.name,
    description: texts.description,
    button_label: texts.button_label,
    price_explanation: texts.price_explanation,
    allowance: texts.allowance,
    pricing_groups: texts.groups.map((group) => ({
      name: group.name,
      features: group.features.map((feature) => ({ name: feature.name, value: feature.value, included: feature.included ?? true })),
    })),
  }
}

type ProductSeed = Pick<PricingProduct, 'price_month' | 'price_year' | 'best_value' | 'persist_price_visibility' | 'link'> & {
  code: string
  order: number
  texts: Localized<
    Pick<PricingProduct, 'name' | 'description' | 'free_value' | 'features' | 'link_button' | 'link_year_button' | 'link_trial_button'> & {
      pricing_feature_groups?: NonNullable<PricingProduct['pricing_feature_groups']>
      tools?: NonNullable<PricingProduct['tools']>
    }
  >
}

/** The embedded page's products; each market gets the same set in its own currency. */
const PRODUCTS: ProductSeed[] = [
  {
    code: 'starter',
    order: 1,
    persist_price_visibility: true,
    texts: {
      en: {
        name: 'Starter',
        description: 'Verified company data on your own prospects, free.',
        free_value: 'Free',
        features: '10 basic profiles\n50 contact lookups',
        link_trial_button: 'Sign up free',
      },
      es: {
        name: 'Inicial',
        description: 'Datos verificados de empresas para sus clientes potenciales, gratis.',
        free_value: 'Gratis',
        features: '10 perfiles básicos\n50 búsquedas de contactos',
        link_trial_button: 'Regístrese gratis',
      },
      de: {
        name: 'Starter',
        description: 'Verifizierte Firmendaten zu Ihren Interessenten, kostenlos.',
        free_value: 'Kostenlos',
        features: '10 Basisprofile\n50 Kontaktabfragen',
        link_trial_button: 'Kostenlos registrieren',
      },
    },
  },
  {
    code: 'professional',
    order: 2,
    best_value: true,
    price_month: PROFESSIONAL_MONTH,
    price_year: PROFESSIONAL_YEAR,
    texts: {
      en: {
        name: 'Professional',
        description: 'For teams that check companies every week.',
        features: '1,000 full profiles\nCredit reports in 200+ countries\nList enrichment',
        link_button: 'Buy monthly',
        link_year_button: 'Buy yearly',
        pricing_feature_groups: [
          {
            name: 'Data',
            group: 'data',
            pricing_features: [
              { name: 'Full company profiles', required: true, has_checkmark: true, checkmark: '1,000' },
              { name: 'Contact lookups', required: false, has_checkmark: true },
            ],
          },
        ],
        tools: [
          { icon_type: 'report', name: 'Credit reports', description: 'Registry data, scores and filings.' },
          { icon_type: 'table', name: 'List enrichment', description: 'Upload a list, get it matched and completed.' },
          { icon_type: 'spark', name: 'AI company-check agents', description: 'Status, VAT and director checks in seconds.' },
        ],
      },
      es: {
        name: 'Profesional',
        description: 'Para equipos que verifican empresas cada semana.',
        features: '1.000 perfiles completos\nInformes de crédito en más de 200 países\nEnriquecimiento de listas',
        link_button: 'Comprar mensual',
        link_year_button: 'Comprar anual',
        pricing_feature_groups: [
          {
            name: 'Datos',
            group: 'data',
            pricing_features: [
              { name: 'Perfiles completos de empresa', required: true, has_checkmark: true, checkmark: '1.000' },
              { name: 'Búsquedas de contactos', required: false, has_checkmark: true },
            ],
          },
        ],
        tools: [
          { icon_type: 'report', name: 'Informes de crédito', description: 'Datos registrales, puntuaciones y cuentas.' },
          { icon_type: 'table', name: 'Enriquecimiento de listas', description: 'Suba una lista y recíbala emparejada y completa.' },
          { icon_type: 'spark', name: 'Agentes de IA de verificación', description: 'Estado, IVA y directivos en segundos.' },
        ],
      },
      de: {
        name: 'Professional',
        description: 'Für Teams, die jede Woche Unternehmen prüfen.',
        features: '1.000 vollständige Profile\nBonitätsberichte in über 200 Ländern\nListenanreicherung',
        link_button: 'Monatlich kaufen',
        link_year_button: 'Jährlich kaufen',
      },
    },
  },
  {
    code: 'enterprise',
    order: 3,
    persist_price_visibility: true,
    link: '/book-demo',
    texts: {
      en: {
        name: 'Enterprise',
        description: 'Volumes, countries, API and CRM integrations sized to you.',
        free_value: 'Custom',
        features: 'Custom volumes\nAPI access\nCRM integrations\nDedicated account manager',
        link_button: 'Talk to sales',
      },
      es: {
        name: 'Empresa',
        description: 'Volúmenes, países, API e integraciones con CRM a su medida.',
        free_value: 'A medida',
        features: 'Volúmenes a medida\nAcceso a la API\nIntegraciones con CRM\nGestor de cuenta dedicado',
        link_button: 'Hablar con ventas',
      },
      de: {
        name: 'Enterprise',
        description: 'Volumen, Länder, API und CRM-Integrationen nach Maß.',
        free_value: 'Individuell',
        features: 'Individuelle Volumen\nAPI-Zugang\nCRM-Integrationen\nPersönlicher Account Manager',
        link_button: 'Vertrieb kontaktieren',
      },
    },
  },
]

const MARKETS = [
  { country: 'gb', currency: 'GBP' as const },
  { country: 'eu', currency: 'EUR' as const },
]

/** Every EU and EEA country and Switzerland see the euro market; everyone else the default (GBP). */
const EURO_MARKET_COUNTRIES =
  'at, be, bg, ch, cy, cz, de, dk, ee, es, fi, fr, gr, hr, hu, ie, is, it, li, lt, lu, lv, mt, nl, no, pl, pt, ro, se, si, sk'

async function createLocalized<TSlug extends 'pricing-plans' | 'pricing-products' | 'presentations' | 'included-blocks'>(
  payload: Payload,
  collection: TSlug,
  base: Record<string, unknown>,
  localized: (locale: (typeof LOCALES)[number]) => Record<string, unknown>,
) {
  const created = await payload.create({
    collection,
    locale: 'en',
    data: { ...base, ...localized('en') } as never,
    overrideAccess: true,
    context: NO_REVALIDATE,
  })
  for (const locale of ['es', 'de'] as const) {
    await payload.update({
      collection,
      id: created.id,
      locale,
      data: localized(locale) as never,
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
  }
  return created
}

export async function seedPricing(payload: Payload): Promise<void> {
  for (const plan of PLANS) {
    await createLocalized(
      payload,
      'pricing-plans',
      {
        code: plan.code,
        type: plan.type,
        order: plan.order,
        best_value: plan.best_value ?? false,
        book_demo: plan.book_demo ?? false,
        signup_product: plan.signup_product,
        prices: plan.prices,
      },
      (locale) => planLocaleData(plan, locale),
    )
  }
  for (const market of MARKETS) {
    for (const product of PRODUCTS) {
      const { texts, code, ...rest } = product
      await createLocalized(
        payload,
        'pricing-products',
        { ...rest, code: `${code}-${market.country}`, country: market.country, currency: market.currency },
        (locale) => {
          const localized = texts[locale] ?? texts.en
          // German product rows fall back to the English ones where none are written.
          return {
            ...localized,
            pricing_feature_groups: localized.pricing_feature_groups ?? texts.en.pricing_feature_groups,
            tools: localized.tools ?? texts.en.tools,
          }
        },
      )
    }
  }
  await createLocalized(
    payload,
    'presentations',
    { link: '/storage/samples/company-data-sample.csv' },
    (locale) =>
      ({
        en: {
          title: 'See the data before you buy',
          description: 'A sample of verified company records: registration and VAT numbers, industry, size and masked contacts.',
          button_label: 'Download the data sample',
        },
        es: {
          title: 'Vea los datos antes de comprar',
          description: 'Una muestra de registros verificados: números registrales y de IVA, sector, tamaño y contactos enmascarados.',
          button_label: 'Descargar la muestra de datos',
        },
        de: {
          title: 'Sehen Sie die Daten vor dem Kauf',
          description: 'Eine Stichprobe verifizierter Firmendaten: Register- und USt-Nummern, Branche, Größe und maskierte Kontakte.',
          button_label: 'Datenmuster herunterladen',
        },
      })[locale],
  )
  await createLocalized(
    payload,
    'included-blocks',
    { slug: 'every-plan' },
    (locale) =>
      ({
        en: {
          title: 'Included in every plan',
          items: [
            { icon: 'globe', title: '200+ countries', text: 'One source for companies worldwide.' },
            { icon: 'shield', title: 'ISO 27001 and 27701', text: 'Certified security and privacy, hosted in Europe.' },
            { icon: 'database', title: '500+ data sources', text: 'Cross-checked and updated continuously.' },
          ],
        },
        es: {
          title: 'Incluido en todos los planes',
          items: [
            { icon: 'globe', title: 'Más de 200 países', text: 'Una sola fuente para empresas de todo el mundo.' },
            { icon: 'shield', title: 'ISO 27001 y 27701', text: 'Seguridad y privacidad certificadas, alojamiento en Europa.' },
            { icon: 'database', title: 'Más de 500 fuentes', text: 'Contrastadas y actualizadas de forma continua.' },
          ],
        },
        de: {
          title: 'In jedem Paket enthalten',
          items: [
            { icon: 'globe', title: 'Über 200 Länder', text: 'Eine Quelle für Unternehmen weltweit.' },
            { icon: 'shield', title: 'ISO 27001 und 27701', text: 'Zertifizierte Sicherheit und Datenschutz, Hosting in Europa.' },
            { icon: 'database', title: 'Über 500 Datenquellen', text: 'Abgeglichen und laufend aktualisiert.' },
          ],
        },
      })[locale],
  )
  await payload.updateGlobal({
    slug: 'pricing-country-map',
    data: {
      default_map_to: 'gb',
      rows: [
        { countries: 'gb, im, je, gg', map_to: 'gb' },
        { countries: EURO_MARKET_COUNTRIES, map_to: 'eu' },
      ],
    },
    overrideAccess: true,
    context: NO_REVALIDATE,
  })
}

const TRIAL_CREDITS: Record<SeedLocale, string[][]> = {
  en: [
    ['50 prospecting credits', 'Find and qualify companies and contacts.'],
    ['Light access', 'Unlimited view credits for public companies and 50 download or export credits.'],
    ['Outreach', '4 active sequences, 2-step e-mail chains and 50 outreach credits.'],
  ],
  es: [
    ['50 créditos de prospección', 'Encuentre y califique empresas y contactos.'],
    ['Acceso ligero', 'Consultas ilimitadas de empresas públicas y 50 créditos de descarga o exportación.'],
    ['Contacto comercial', '4 secuencias activas, cadenas de e-mail de 2 pasos y 50 créditos de contacto.'],
  ],
  de: [
    ['50 Prospecting-Credits', 'Unternehmen und Kontakte finden und qualifizieren.'],
    ['Light-Zugang', 'Unbegrenzte Abrufe öffentlicher Firmenprofile und 50 Credits für Downloads oder Exporte.'],
    ['Outreach', '4 aktive Sequenzen, zweistufige E-Mail-Ketten und 50 Outreach-Credits.'],
  ],
}

function trialOffer(locale: SeedLocale): PageBlockInput {
  const copy = {
    en: {
      heading: 'Try it free for 7 days',
      text: 'Full access to the platform, no card needed. Your trial includes:',
      button: 'Start free trial',
    },
    es: {
      heading: 'Pruébelo gratis durante 7 días',
      text: 'Acceso completo a la plataforma, sin tarjeta. Su prueba incluye:',
      button: 'Empezar la prueba gratuita',
    },
    de: {
      heading: '7 Tage kostenlos testen',
      text: 'Voller Zugriff auf die Plattform, ohne Kreditkarte. Ihr Test umfasst:',
      button: 'Kostenlos testen',
    },
  }[locale]
  return {
    blockType: 'trialOffer',
    heading: copy.heading,
    text: copy.text,
    items: TRIAL_CREDITS[locale].map(([title, text]) => ({ title: title!, text, icon: 'check' })),
    button_text: copy.button,
    button_slot: 'free_trial',
  }
}

function costComparison(locale: SeedLocale): PageBlockInput {
  const copy = {
    en: {
      heading: 'A fraction of what you pay today',
      text: 'Professional for a whole year costs less than a single month with a traditional credit-data provider.',
      ours: 'Professional, billed monthly',
      oursNote: '12 × 49',
      theirs: 'Typical credit-data contract',
      period: 'per year',
      footnote: 'Competitor figure: a typical annual minimum commitment for international credit data.',
    },
    es: {
      heading: 'Una fracción de lo que paga hoy',
      text: 'Un año de Profesional cuesta menos que un solo mes con un proveedor tradicional de datos de crédito.',
      ours: 'Profesional, facturación mensual',
      oursNote: '12 × 49',
      theirs: 'Contrato típico de datos de crédito',
      period: 'al año',
      footnote: 'Cifra de la competencia: compromiso mínimo anual típico para datos de crédito internacionales.',
    },
    de: {
      heading: 'Ein Bruchteil dessen, was Sie heute zahlen',
      text: 'Ein ganzes Jahr Professional kostet weniger als ein einziger Monat bei einem klassischen Anbieter von Bonitätsdaten.',
      ours: 'Professional, monatliche Abrechnung',
      oursNote: '12 × 49',
      theirs: 'Typischer Vertrag für Bonitätsdaten',
      period: 'pro Jahr',
      footnote: 'Wettbewerbszahl: typische jährliche Mindestabnahme für internationale Bonitätsdaten.',
    },
  }[locale]
  return {
    blockType: 'competitorComparison',
    heading: copy.heading,
    text: copy.text,
    our_label: copy.ours,
    our_amount: PROFESSIONAL_MONTH * 12,
    our_note: copy.oursNote,
    competitor_label: copy.theirs,
    competitor_amount: 15000,
    competitor_amount_plus: true,
    period_label: copy.period,
    footnote: copy.footnote,
  }
}

function plansBlock(locale: SeedLocale): PageBlockInput {
  return {
    en: {
      blockType: 'pricingPlans' as const,
      heading: 'Choose your plan',
      intro: 'Start free, upgrade when your team needs more. Cancel any time.',
    },
    es: {
      blockType: 'pricingPlans' as const,
      heading: 'Elija su plan',
      intro: 'Empiece gratis y amplíe cuando su equipo lo necesite. Cancele cuando quiera.',
    },
    de: {
      blockType: 'pricingPlans' as const,
      heading: 'Wählen Sie Ihr Paket',
      intro: 'Kostenlos starten, erweitern, wenn Ihr Team mehr braucht. Jederzeit kündbar.',
    },
  }[locale]
}

export function pricingPageBlocks(locale: SeedLocale): PageBlockInput[] {
  const copy = {
    en: {
      compare: 'Compare plans',
      footnote: 'Data availability varies by country and source.',
      clients: 'Trusted by 10,000+ companies',
      quote: 'Need more than Professional?',
      quoteText: 'Tell us your volumes, countries and integrations and we will send you a tailored quote within one business day.',
      points: ['Volume pricing for profiles and reports', 'API and CRM integrations', 'A dedicated account manager'],
    },
    es: {
      compare: 'Compare los planes',
      footnote: 'La disponibilidad de los datos varía según el país y la fuente.',
      clients: 'Más de 10.000 empresas confían en nosotros',
      quote: '¿Necesita más que Profesional?',
      quoteText: 'Indíquenos volúmenes, países e integraciones y le enviaremos un presupuesto a medida en un día laborable.',
      points: ['Precios por volumen de perfiles e informes', 'Integraciones con API y CRM', 'Un gestor de cuenta dedicado'],
    },
    de: {
      compare: 'Pakete vergleichen',
      footnote: 'Die Datenverfügbarkeit variiert je nach Land und Quelle.',
      clients: 'Über 10.000 Unternehmen vertrauen uns',
      quote: 'Sie brauchen mehr als Professional?',
      quoteText: 'Nennen Sie uns Volumen, Länder und Integrationen – Sie erhalten innerhalb eines Werktags ein individuelles Angebot.',
      points: ['Mengenpreise für Profile und Berichte', 'API- und CRM-Integrationen', 'Ein persönlicher Account Manager'],
    },
  }[locale]
  return [
    plansBlock(locale),
    { blockType: 'featureComparison', heading: copy.compare, footnote: copy.footnote },
    trialOffer(locale),
    { blockType: 'customerLogos', heading: copy.clients },
    costComparison(locale),
    {
      blockType: 'quoteRequest',
      heading: copy.quote,
      text: copy.quoteText,
      points: copy.points.map((title) => ({ title, icon: 'check' })),
    },
  ]
}

export function paygPageBlocks(locale: 'en' | 'es'): PageBlockInput[] {
  const copy = {
    en: {
      advantage: 'The clear advantage',
      advantageItems: [
        ['coin', 'No subscription', 'Pay for the reports and profiles you use, nothing else.'],
        ['globe', '200+ countries', 'One place for companies in every market you sell to.'],
        ['bolt', 'Minutes, not days', 'Most reports are ready as soon as you order them.'],
      ],
      profile: 'What a company profile holds',
      profileText: 'Every profile brings the registry record together with the data you need to decide.',
      profileItems: [
        'Registration number, VAT number and legal form',
        'Status, address and industry codes',
        'Directors and shareholders where the registry publishes them',
        'Financials and a credit score',
      ],
      switch: 'Why teams switch to us',
      switchItems: [
        ['target', 'One supplier instead of many', 'Stop stitching together local providers for each country.'],
        ['shield', 'Certified and hosted in Europe', 'ISO 27001 and 27701, GDPR by design.'],
        ['people', 'Rated 4.5 out of 5', 'By customers who check companies every day.'],
      ],
      testimonials: 'What our customers say',
      video: 'See the platform in two minutes',
      videoText: 'Search a company, open its profile and order a report.',
      profileButton: 'Search companies',
    },
    es: {
      advantage: 'La ventaja clara',
      advantageItems: [
        ['coin', 'Sin suscripción', 'Pague solo por los informes y perfiles que usa.'],
        ['globe', 'Más de 200 países', 'Un solo lugar para empresas de todos sus mercados.'],
        ['bolt', 'Minutos, no días', 'La mayoría de los informes están listos al momento.'],
      ],
      profile: 'Qué incluye un perfil de empresa',
      profileText: 'Cada perfil reúne el registro oficial con los datos que necesita para decidir.',
      profileItems: [
        'Número registral, NIF-IVA y forma jurídica',
        'Estado, dirección y códigos de actividad',
        'Administradores y socios cuando el registro los publica',
        'Datos financieros y puntuación de crédito',
      ],
      switch: 'Por qué los equipos se cambian a nosotros',
      switchItems: [
        ['target', 'Un proveedor en lugar de muchos', 'Deje de combinar proveedores locales para cada país.'],
        ['shield', 'Certificados y alojados en Europa', 'ISO 27001 y 27701, RGPD desde el diseño.'],
        ['people', 'Valorados con 4,5 sobre 5', 'Por clientes que verifican empresas cada día.'],
      ],
      testimonials: 'Lo que dicen nuestros clientes',
      video: 'Conozca la plataforma en dos minutos',
      videoText: 'Busque una empresa, abra su perfil y pida un informe.',
      profileButton: 'Buscar empresas',
    },
  }[locale]
  return [
    {
      blockType: 'clearAdvantage',
      heading: copy.advantage,
      items: copy.advantageItems.map(([icon, title, text]) => ({ icon, title: title!, text })),
    },
    {
      blockType: 'companyProfile',
      heading: copy.profile,
      text: copy.profileText,
      items: copy.profileItems.map((title) => ({ title })),
      button_text: copy.profileButton,
      button_slot: 'credits',
    },
    plansBlock(locale),
    {
      blockType: 'switchReason',
      heading: copy.switch,
      items: copy.switchItems.map(([icon, title, text]) => ({ icon, title: title!, text })),
    },
    { blockType: 'testimonials', heading: copy.testimonials, count: 3 },
    costComparison(locale),
    { blockType: 'video', heading: copy.video, text: copy.videoText },
  ]
}
