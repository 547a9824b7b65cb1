import type { SiteLocale } from '@/modules/content/locales'
import type { HeaderMenuPosition, NavigationSlot, Region } from '@/modules/content/navigation-slots'
import type { PageType } from '@/modules/content/page-types'

import { richText } from './rich-text'

type Localized<T> = { en: T; es?: T }

export type SeedBlock =
  | { blockType: 'hero'; heading: string; text?: string; button_text?: string; button_slot?: NavigationSlot }
  | { blockType: 'content'; heading?: string; body: ReturnType<typeof richText> }
  | { blockType: 'featureGrid'; heading?: string; intro?: string; items: { title: string; text?: string; icon?: string }[] }
  | { blockType: 'stats'; heading?: string; items: { value: string; label: string }[] }
  | {
      blockType: 'callToAction'
      heading: string
      text?: string
      button_text?: string
      button_slot?: NavigationSlot
      button_href?: string
    }

export type SeedEntry = {
  slug: string
  slot?: NavigationSlot
  pageType: PageType
  menu?: HeaderMenuPosition
  languages: SiteLocale[]
  icon?: string
  region?: Region
  isPopular?: boolean
  hasIntegrationInformation?: boolean
  order: number
  title: Localized<string>
  /** The page's own heading when it differs from the menu title. */
  pageTitle?: Localized<string>
  navDescription?: Localized<string>
  page: {
    description?: Localized<string>
    title_keywords?: Localized<string>
    alternate_description?: Localized<string>
    request_form_variant?: 'demo' | 'trial' | 'quote'
    button?: { text: Localized<string>; slot?: NavigationSlot; href?: string }
    book_demo_title?: Localized<string>
    book_demo_button?: Localized<string>
    has_country_information?: boolean
    has_industry_information?: boolean
    has_integration_information?: boolean
    is_credit_report?: boolean
    meta_description?: Localized<string>
    blocks?: Localized<SeedBlock[]>
  }
}

const BOTH: SiteLocale[] = ['en', 'es']

const bookDemoCta = (locale: SiteLocale): SeedBlock =>
  locale === 'es'
    ? {
        blockType: 'callToAction',
        heading: 'Vea los datos en acción',
        text: 'Reserve una demostración de 5 minutos y le mostraremos los datos de su mercado.',
        button_text: 'Reservar una demo',
        button_slot: 'book_demo',
      }
    : {
        blockType: 'callToAction',
        heading: 'See the data in action',
        text: 'Book a 5-minute demo and we will walk you through the companies in your market.',
        button_text: 'Book a demo',
        button_slot: 'book_demo',
      }

type CountrySeed = { slug: string; en: string; es: string; region: Region; popular?: boolean; companies: string }

const COUNTRIES: CountrySeed[] = [
  { slug: 'united-kingdom', en: 'United Kingdom', es: 'Reino Unido', region: 'europe', popular: true, companies: '5.4M' },
  { slug: 'germany', en: 'Germany', es: 'Alemania', region: 'europe', popular: true, companies: '3.9M' },
  { slug: 'france', en: 'France', es: 'Francia', region: 'europe', popular: true, companies: '11M' },
  { slug: 'italy', en: 'Italy', es: 'Italia', region: 'europe', companies: '6.1M' },
  { slug: 'spain', en: 'Spain', es: 'España', region: 'europe', popular: true, companies: '3.4M' },
  { slug: 'netherlands', en: 'Netherlands', es: 'Países Bajos', region: 'europe', companies: '2.2M' },
  { slug: 'united-states', en: 'United States', es: 'Estados Unidos', region: 'north_america', popular: true, companies: '38M' },
  { slug: 'canada', en: 'Canada', es: 'Canadá', region: 'north_america', companies: '4.1M' },
  { slug: 'mexico', en: 'Mexico', es: 'México', region: 'latin_america', popular: true, companies: '2.4M' },
  { slug: 'brazil', en: 'Brazil', es: 'Brasil', region: 'latin_america', companies: '21M' },
  { slug: 'singapore', en: 'Singapore', es: 'Singapur', region: 'asia_pacific', popular: true, companies: '560K' },
  { slug: 'australia', en: 'Australia', es: 'Australia', region: 'asia_pacific', companies: '2.6M' },
  { slug: 'india', en: 'India', es: 'India', region: 'asia_pacific', companies: '2.9M' },
  { slug: 'united-arab-emirates', en: 'United Arab Emirates', es: 'Emiratos Árabes Unidos', region: 'middle_east_africa', companies: '740K' },
  { slug: 'south-africa', en: 'South Africa', es: 'Sudáfrica', region: 'middle_east_africa', companies: '1.9M' },
]

type IndustrySeed = { slug: string; en: string; es: string; icon: string }

const INDUSTRIES: IndustrySeed[] = [
  { slug: 'manufacturing', en: 'Manufacturing', es: 'Fabricación', icon: 'factory' },
  { slug: 'construction', en: 'Construction', es: 'Construcción', icon: 'crane' },
  { slug: 'financial-services', en: 'Financial services', es: 'Servicios financieros', icon: 'bank' },
  { slug: 'healthcare', en: 'Healthcare', es: 'Salud', icon: 'health' },
  { slug: 'retail', en: 'Retail', es: 'Comercio minorista', icon: 'cart' },
  { slug: 'technology', en: 'Technology', es: 'Tecnología', icon: 'chip' },
  { slug: 'logistics', en: 'Logistics', es: 'Logística', icon: 'truck' },
  { slug: 'energy', en: 'Energy', es: 'Energía', icon: 'bolt' },
  { slug: 'real-estate', en: 'Real estate', es: 'Inmobiliario', icon: 'building' },
]

function countryEntry(country: CountrySeed, order: number): SeedEntry {
  const blocks = (locale: SiteLocale): SeedBlock[] => {
    const name = locale === 'es' ? country.es : country.en
    return locale === 'es'
      ? [
          {
            blockType: 'stats',
            heading: `Datos de empresas de ${name}`,
            items: [
              { value: country.companies, label: 'empresas registradas' },
              { value: 'Diario', label: 'actualización del registro' },
              { value: '98%', label: 'registros con número oficial' },
            ],
          },
          {
            blockType: 'featureGrid',
            heading: `Qué incluye cada perfil de ${name}`,
            items: [
              { title: 'Datos registrales', text: 'Nombre legal, forma jurídica, número de registro, NIF/IVA y estado.', icon: 'report' },
              { title: 'Finanzas', text: 'Facturación, tamaño, año de constitución e informes de crédito.', icon: 'chart' },
              { title: 'Directivos', text: 'Cargos, departamentos y contactos verificados.', icon: 'people' },
            ],
          },
          bookDemoCta('es'),
        ]
      : [
          {
            blockType: 'stats',
            heading: `${name} company data`,
            items: [
              { value: country.companies, label: 'registered companies' },
              { value: 'Daily', label: 'registry updates' },
              { value: '98%', label: 'records with an official number' },
            ],
          },
          {
            blockType: 'featureGrid',
            heading: `What every ${name} profile includes`,
            items: [
              { title: 'Registry data', text: 'Legal name, legal form, registration and VAT numbers, status.', icon: 'report' },
              { title: 'Financials', text: 'Turnover, size range, year established and credit reports.', icon: 'chart' },
              { title: 'Executives', text: 'Job functions, departments and verified contact details.', icon: 'people' },
            ],
          },
          bookDemoCta('en'),
        ]
  }
  return {
    slug: `countries/${country.slug}`,
    pageType: 'country',
    languages: BOTH,
    region: country.region,
    isPopular: Boolean(country.popular),
    icon: 'flag',
    order,
    title: { en: country.en, es: country.es },
    page: {
      description: {
        en: `Search ${country.companies} companies in ${country.en}, buy credit reports and enrich your lists with verified registry data.`,
        es: `Busque entre ${country.companies} empresas de ${country.es}, compre informes de crédito y enriquezca sus listas con datos registrales verificados.`,
      },
      button: { text: { en: 'Search companies', es: 'Buscar empresas' }, slot: 'credits' },
      has_country_information: true,
      blocks: { en: blocks('en'), es: blocks('es') },
    },
  }
}

function industryEntry(industry: IndustrySeed, order: number): SeedEntry {
  return {
    slug: `industries/${industry.slug}`,
    pageType: 'industry',
    languages: BOTH,
    icon: industry.icon,
    order,
    title: { en: industry.en, es: industry.es },
    page: {
      description: {
        en: `Find, qualify and monitor ${industry.en.toLowerCase()} companies worldwide, with executives and verified contact data.`,
        es: `Encuentre, califique y supervise empresas de ${industry.es.toLowerCase()} en todo el mundo, con directivos y contactos verificados.`,
      },
      button: { text: { en: 'Book a demo', es: 'Reservar una demo' }, slot: 'book_demo' },
      has_industry_information: true,
      blocks: {
        en: [
          {
            blockType: 'featureGrid',
            heading: `Why ${industry.en.toLowerCase()} teams use our data`,
            items: [
              { title: 'Market sizing', text: 'Count companies by SIC code, size and region in seconds.', icon: 'chart' },
              { title: 'Supplier checks', text: 'Status, legal form and credit reports before you sign.', icon: 'shield' },
              { title: 'Prospecting', text: 'Decision makers with job function and seniority.', icon: 'people' },
            ],
          },
          bookDemoCta('en'),
        ],
        es: [
          {
            blockType: 'featureGrid',
            heading: `Por qué los equipos de ${industry.es.toLowerCase()} usan nuestros datos`,
            items: [
              { title: 'Tamaño de mercado', text: 'Cuente empresas por código SIC, tamaño y región en segundos.', icon: 'chart' },
              { title: 'Control de proveedores', text: 'Estado, forma jurídica e informes de crédito antes de firmar.', icon: 'shield' },
              { title: 'Prospección', text: 'Responsables de decisión con función y nivel jerárquico.', icon: 'people' },
            ],
          },
          bookDemoCta('es'),
        ],
      },
    },
  }
}

function simpleEntry(
  fields: Omit<SeedEntry, 'languages' | 'page'> & { languages?: SiteLocale[]; description: Localized<string> },
): SeedEntry {
  const { description, languages, ...rest } = fields
  return { ...rest, languages: languages ?? BOTH, page: { description } }
}

export const HOME_ENTRY: SeedEntry = {
  slug: '/',
  slot: 'marketing',
  pageType: 'home',
  languages: BOTH,
  order: 0,
  title: { en: 'Home', es: 'Inicio' },
  pageTitle: {
    en: 'Company data you can trust, in 200+ countries',
    es: 'Datos de empresas fiables en más de 200 países',
  },
  page: {
    description: {
      en: 'Verified data on 300M+ companies in 200+ countries: credit reports, list enrichment, contacts and an API, in one platform.',
      es: 'Datos verificados de más de 300M de empresas en más de 200 países: informes de crédito, enriquecimiento de listas, contactos y una API en una sola plataforma.',
    },
    button: { text: { en: 'Start free trial', es: 'Prueba gratuita' }, slot: 'free_trial' },
    book_demo_title: {
      en: 'Know every company you do business with',
      es: 'Conozca cada empresa con la que trabaja',
    },
    book_demo_button: { en: 'Book a demo', es: 'Reservar una demo' },
    meta_description: {
      en: 'Company credit reports, list enrichment with A/B/C match confidence, business contacts and an API covering 300M+ companies.',
      es: 'Informes de crédito, enriquecimiento de listas con confianza A/B/C, contactos empresariales y una API con más de 300M de empresas.',
    },
    blocks: {
      en: [
        {
          blockType: 'featureGrid',
          heading: 'One source of truth for company data',
          intro: 'From a single credit check to millions of records enriched through the API.',
          items: [
            { title: 'Credit reports', text: 'Search any registry and buy a report in minutes, or order a fresh investigation.', icon: 'report' },
            { title: 'List enrichment', text: 'Upload a CSV or Excel file and get every row matched with an A/B/C confidence grade.', icon: 'table' },
            { title: 'Company data API', text: 'Registry, financial and contact data in your own product and CRM.', icon: 'api' },
            { title: 'AI company checks', text: 'Agents that verify status, registration and VAT numbers for you.', icon: 'spark' },
          ],
        },
        {
          blockType: 'stats',
          heading: 'Trusted by 10,000+ companies',
          items: [
            { value: '300M+', label: 'company profiles' },
            { value: '200+', label: 'countries' },
            { value: '500+', label: 'data sources' },
            { value: '92%', label: 'cost reduction' },
          ],
        },
        {
          blockType: 'content',
          heading: 'Built for compliance and data teams',
          body: richText([
            'Every record is collected from official registries and verified sources, then refreshed continuously.',
            'Our platform is certified to ISO 27001 and ISO 27701, and all data is hosted in Europe.',
          ]),
        },
      ],
      es: [
        {
          blockType: 'featureGrid',
          heading: 'Una única fuente de verdad para datos de empresas',
          intro: 'Desde una sola consulta de crédito hasta millones de registros enriquecidos por API.',
          items: [
            { title: 'Informes de crédito', text: 'Busque en cualquier registro y compre un informe en minutos, o pida una investigación.', icon: 'report' },
            { title: 'Enriquecimiento de listas', text: 'Suba un CSV o Excel y cada fila se cruza con una nota de confianza A/B/C.', icon: 'table' },
            { title: 'API de datos', text: 'Datos registrales, financieros y de contacto en su producto y CRM.', icon: 'api' },
            { title: 'Verificaciones con IA', text: 'Agentes que comprueban estado, registro y NIF/IVA por usted.', icon: 'spark' },
          ],
        },
        {
          blockType: 'stats',
          heading: 'Más de 10.000 empresas confían en nosotros',
          items: [
            { value: '300M+', label: 'perfiles de empresas' },
            { value: '200+', label: 'países' },
            { value: '500+', label: 'fuentes de datos' },
            { value: '92%', label: 'reducción de costes' },
          ],
        },
        {
          blockType: 'content',
          heading: 'Pensado para equipos de cumplimiento y datos',
          body: richText([
            'Cada registro procede de registros oficiales y fuentes verificadas, y se actualiza de forma continua.',
            'Nuestra plataforma cuenta con las certificaciones ISO 27001 e ISO 27701 y los datos se alojan en Europa.',
          ]),
        },
      ],
    },
  },
}

export const DEMO_ENTRIES: SeedEntry[] = [
  HOME_ENTRY,
  // Products menu
  simpleEntry({
    slug: 'credit-reports', slot: 'credits', pageType: 'credits', menu: 'products', icon: 'report', order: 10,
    title: { en: 'Credit reports', es: 'Informes de crédito' },
    navDescription: { en: 'Search a registry and buy a report', es: 'Busque en un registro y compre un informe' },
    description: { en: 'Search companies by name or registration number and buy a credit report.', es: 'Busque empresas por nombre o número de registro y compre un informe de crédito.' },
  }),
  simpleEntry({
    slug: 'list-enrichment', slot: 'enrichment', pageType: 'enrichment', menu: 'products', icon: 'table', order: 11,
    title: { en: 'List enrichment', es: 'Enriquecimiento de listas' },
    navDescription: { en: 'Match your file with A/B/C confidence', es: 'Cruce su archivo con confianza A/B/C' },
    description: { en: 'Upload a CSV, TXT or XLSX file and match every row against verified company data.', es: 'Suba un archivo CSV, TXT o XLSX y cruce cada fila con datos de empresas verificados.' },
  }),
  {
    slug: 'api', slot: 'api', pageType: 'api', menu: 'products', icon: 'api', order: 12, languages: BOTH,
    title: { en: 'Company data API', es: 'API de datos de empresas' },
    navDescription: { en: 'Registry and contact data in your product', es: 'Datos registrales y de contacto en su producto' },
    page: {
      description: {
        en: 'One REST API for registry, financial and contact data on 300M+ companies, with clear rate limits and EU hosting.',
        es: 'Una API REST para datos registrales, financieros y de contacto de más de 300M de empresas, con alojamiento en la UE.',
      },
      button: { text: { en: 'Book a demo', es: 'Reservar una demo' }, slot: 'book_demo' },
      has_integration_information: true,
      blocks: {
        en: [
          {
            blockType: 'featureGrid', heading: 'What the API gives you',
            items: [
              { title: 'Search and match', text: 'Find companies by name, registration number, VAT number or website.', icon: 'search' },
              { title: 'Company profiles', text: 'Status, legal form, SIC codes, size, turnover and executives.', icon: 'report' },
              { title: 'Monitoring', text: 'Be notified when a status or officer changes.', icon: 'bell' },
            ],
          },
          bookDemoCta('en'),
        ],
        es: [
          {
            blockType: 'featureGrid', heading: 'Qué le ofrece la API',
            items: [
              { title: 'Búsqueda y cruce', text: 'Encuentre empresas por nombre, número de registro, NIF/IVA o web.', icon: 'search' },
              { title: 'Perfiles de empresa', text: 'Estado, forma jurídica, códigos SIC, tamaño, facturación y directivos.', icon: 'report' },
              { title: 'Seguimiento', text: 'Reciba avisos cuando cambie un estado o un directivo.', icon: 'bell' },
            ],
          },
          bookDemoCta('es'),
        ],
      },
    },
  },
  simpleEntry({
    slug: 'ai-agents', slot: 'ai_agents', pageType: 'ai_agents', menu: 'products', icon: 'spark', order: 13,
    title: { en: 'AI company-check agents', es: 'Agentes de verificación con IA' },
    navDescription: { en: 'Automated status, VAT and registration checks', es: 'Comprobaciones automáticas de estado, NIF/IVA y registro' },
    description: { en: 'Agents that check company status, registration numbers, VAT numbers and more.', es: 'Agentes que comprueban el estado, el número de registro, el NIF/IVA y más.' },
  }),
  simpleEntry({
    slug: 'fresh-investigation', slot: 'fresh_investigation', pageType: 'fresh_investigation', menu: 'products', icon: 'magnifier', order: 14,
    title: { en: 'Fresh investigations', es: 'Investigaciones a medida' },
    navDescription: { en: 'When a company is not in any registry', es: 'Cuando una empresa no figura en ningún registro' },
    description: { en: 'Order an investigation of a company we cannot find yet.', es: 'Solicite la investigación de una empresa que aún no encontramos.' },
  }),
  simpleEntry({
    slug: 'academy', pageType: 'academy', menu: 'products', icon: 'cap', order: 15,
    title: { en: 'Academy', es: 'Academia' },
    navDescription: { en: 'Free courses on data-driven sales and compliance', es: 'Cursos gratuitos de ventas y cumplimiento' },
    description: { en: 'Courses on prospecting, due diligence and data quality.', es: 'Cursos de prospección, diligencia debida y calidad de datos.' },
  }),
  // Data solutions → Solutions
  {
    slug: 'lead-generation', pageType: 'lead_generation', menu: 'solutions', icon: 'target', order: 20, languages: BOTH,
    title: { en: 'Lead generation', es: 'Generación de leads' },
    navDescription: { en: 'Build target lists by firmographics', es: 'Listas objetivo por datos de empresa' },
    page: {
      description: {
        en: 'Build target lists from 20+ criteria and reach decision makers with verified e-mails and phones.',
        es: 'Cree listas objetivo con más de 20 criterios y contacte con responsables con e-mails y teléfonos verificados.',
      },
      button: { text: { en: 'Start free trial', es: 'Prueba gratuita' }, slot: 'free_trial' },
      has_integration_information: true,
      blocks: {
        en: [
          {
            blockType: 'stats', heading: 'Prospecting that pays back',
            items: [
              { value: '50', label: 'free prospecting credits' },
              { value: '20+', label: 'search criteria' },
              { value: '7 days', label: 'free trial' },
            ],
          },
          bookDemoCta('en'),
        ],
        es: [
          {
            blockType: 'stats', heading: 'Prospección rentable',
            items: [
              { value: '50', label: 'créditos de prospección gratis' },
              { value: '20+', label: 'criterios de búsqueda' },
              { value: '7 días', label: 'de prueba gratuita' },
            ],
          },
          bookDemoCta('es'),
        ],
      },
    },
  },
  {
    slug: 'integrations/salesforce', pageType: 'sales_force', menu: 'solutions', icon: 'cloud', order: 21, languages: BOTH,
    hasIntegrationInformation: true,
    title: { en: 'Salesforce integration', es: 'Integración con Salesforce' },
    navDescription: { en: 'Enrich accounts inside your CRM', es: 'Enriquezca cuentas en su CRM' },
    page: {
      description: {
        en: 'Keep Salesforce accounts complete and current: registry data, executives and scores synced automatically.',
        es: 'Mantenga las cuentas de Salesforce completas y al día: datos registrales, directivos y puntuaciones sincronizados.',
      },
      button: { text: { en: 'Book a demo', es: 'Reservar una demo' }, slot: 'book_demo' },
      has_integration_information: true,
      blocks: {
        en: [
          {
            blockType: 'featureGrid', heading: 'How the integration works',
            items: [
              { title: 'Install', text: 'Connect your org in a few clicks; no code needed.', icon: 'plug' },
              { title: 'Match', text: 'Accounts are matched by name, website, VAT or registration number.', icon: 'table' },
              { title: 'Refresh', text: 'Changes in status and officers flow into your CRM.', icon: 'bell' },
            ],
          },
          bookDemoCta('en'),
        ],
      },
    },
  },
  {
    slug: 'integrations/hubspot', pageType: 'sales_force', menu: 'solutions', icon: 'cloud', order: 22, languages: BOTH,
    hasIntegrationInformation: true,
    title: { en: 'HubSpot integration', es: 'Integración con HubSpot' },
    navDescription: { en: 'Company data in your HubSpot portal', es: 'Datos de empresas en su portal de HubSpot' },
    page: {
      description: {
        en: 'Enrich HubSpot companies and contacts with verified registry and contact data.',
        es: 'Enriquezca empresas y contactos de HubSpot con datos registrales y de contacto verificados.',
      },
      button: { text: { en: 'Book a demo', es: 'Reservar una demo' }, slot: 'book_demo' },
      has_integration_information: true,
      blocks: { en: [bookDemoCta('en')], es: [bookDemoCta('es')] },
    },
  },
  simpleEntry({
    slug: 'location-data', pageType: 'location_data', menu: 'solutions', icon: 'pin', order: 23,
    title: { en: 'Location data', es: 'Datos de ubicación' },
    navDescription: { en: 'Business locations in 200 countries', es: 'Ubicaciones de empresas en 200 países' },
    description: { en: 'Business location data for 200 countries.', es: 'Datos de ubicación de empresas en 200 países.' },
  }),
  simpleEntry({
    slug: 'insights', pageType: 'insights', menu: 'solutions', icon: 'chart', order: 24,
    title: { en: 'Web technology insights', es: 'Tecnologías web' },
    navDescription: { en: 'Which companies use which technologies', es: 'Qué empresas usan qué tecnologías' },
    description: { en: 'See which companies use which web technologies.', es: 'Descubra qué empresas usan qué tecnologías web.' },
  }),
  {
    slug: 'pay-as-you-go', pageType: 'payg', menu: 'solutions', icon: 'coin', order: 25, languages: BOTH,
    title: { en: 'Pay as you go', es: 'Pago por uso' },
    navDescription: { en: 'Buy only the reports you need', es: 'Compre solo los informes que necesita' },
    page: {
      description: {
        en: 'No subscription: buy single credit reports and company profiles when you need them.',
        es: 'Sin suscripción: compre informes de crédito y perfiles de empresa cuando los necesite.',
      },
      button: { text: { en: 'Search companies', es: 'Buscar empresas' }, slot: 'credits' },
      blocks: {
        en: [
          {
            blockType: 'stats', heading: 'Why pay as you go',
            items: [
              { value: '£0', label: 'monthly fee' },
              { value: '200+', label: 'countries covered' },
              { value: 'Minutes', label: 'to your report' },
            ],
          },
        ],
        es: [
          {
            blockType: 'stats', heading: 'Por qué pagar por uso',
            items: [
              { value: '0 €', label: 'de cuota mensual' },
              { value: '200+', label: 'países cubiertos' },
              { value: 'Minutos', label: 'hasta su informe' },
            ],
          },
        ],
      },
    },
  },
  // Regular header items
  simpleEntry({
    slug: 'pricing', slot: 'pricing', pageType: 'pricing', menu: 'main', order: 30,
    title: { en: 'Pricing', es: 'Precios' },
    description: { en: 'Plans for every team: starter, professional and custom.', es: 'Planes para cada equipo: inicial, profesional y a medida.' },
  }),
  simpleEntry({
    slug: 'customers', slot: 'customers', pageType: 'customers', menu: 'main', order: 31,
    title: { en: 'Customers', es: 'Clientes' },
    description: { en: 'How teams use our data: case studies.', es: 'Cómo usan nuestros datos: casos de éxito.' },
  }),
  simpleEntry({
    slug: 'blog', slot: 'blog', pageType: 'blog', menu: 'main', order: 32,
    title: { en: 'Blog', es: 'Blog' },
    description: { en: 'Due diligence, sales and data quality articles.', es: 'Artículos sobre diligencia debida, ventas y calidad de datos.' },
  }),
  // Top bar: About dropdown
  simpleEntry({
    slug: 'about', pageType: 'about', menu: 'about', order: 40,
    title: { en: 'About us', es: 'Sobre nosotros' },
    description: { en: 'Our mission, vision and values.', es: 'Nuestra misión, visión y valores.' },
  }),
  simpleEntry({
    slug: 'our-data', pageType: 'our_data', menu: 'about', order: 41,
    title: { en: 'Our data', es: 'Nuestros datos' },
    description: { en: 'How we collect, verify and update company data.', es: 'Cómo recopilamos, verificamos y actualizamos los datos.' },
  }),
  simpleEntry({
    slug: 'careers', slot: 'careers', pageType: 'careers', menu: 'about', order: 42,
    title: { en: 'Careers', es: 'Empleo' },
    description: { en: 'Join the team: open vacancies.', es: 'Únase al equipo: vacantes abiertas.' },
  }),
  {
    slug: 'contacts', pageType: 'contacts', menu: 'about', order: 43, languages: BOTH,
    title: { en: 'Contact us', es: 'Contacto' },
    pageTitle: { en: 'Talk to our data team', es: 'Hable con nuestro equipo de datos' },
    navDescription: { en: 'Phone, e-mail and our offices.', es: 'Teléfono, e-mail y nuestras oficinas.' },
    page: {
      description: {
        en: 'Questions about coverage, pricing or an integration? Write to us and a specialist answers within one business day.',
        es: '¿Preguntas sobre cobertura, precios o una integración? Escríbanos y un especialista le responderá en un día laborable.',
      },
    },
  },
  // Slots reached from buttons
  {
    slug: 'book-demo', slot: 'book_demo', pageType: 'request_form', order: 50, languages: BOTH,
    title: { en: 'Book a demo', es: 'Reservar una demo' },
    page: {
      request_form_variant: 'demo',
      description: {
        en: 'A 5-minute demo with companies and contacts from your market. Tell us who you are and a data specialist will pick a time with you.',
        es: 'Una demo de 5 minutos con empresas y contactos de su mercado. Díganos quién es y un especialista acordará una hora con usted.',
      },
    },
  },
  {
    slug: 'free-trial', slot: 'free_trial', pageType: 'request_form', order: 51, languages: BOTH,
    title: { en: 'Start your free trial', es: 'Empiece su prueba gratuita' },
    page: {
      request_form_variant: 'trial',
      description: {
        en: '7 days free: 50 prospecting credits, unlimited views of public companies and 50 download or export credits. No card needed.',
        es: '7 días gratis: 50 créditos de prospección, consultas ilimitadas de empresas públicas y 50 créditos de descarga o exportación. Sin tarjeta.',
      },
    },
  },
  {
    slug: 'pricing/trial', slot: 'pricing_trial', pageType: 'request_form', order: 52, languages: BOTH,
    title: { en: 'Try a plan', es: 'Pruebe un plan' },
    page: {
      request_form_variant: 'trial',
      description: {
        en: 'Start the free trial of the plan you chose: full access for 7 days, no card needed.',
        es: 'Empiece la prueba gratuita del plan elegido: acceso completo durante 7 días, sin tarjeta.',
      },
    },
  },
  {
    slug: 'request-quote', pageType: 'request_form', menu: 'about', order: 44, languages: BOTH,
    title: { en: 'Request a quote', es: 'Solicitar presupuesto' },
    page: {
      request_form_variant: 'quote',
      description: {
        en: 'Tell us which product you need and a specialist will send you a tailored quote within one business day.',
        es: 'Díganos qué producto necesita y un especialista le enviará un presupuesto a medida en un día laborable.',
      },
    },
  },
  {
    slug: 'thank-you', slot: 'thank_you', pageType: 'thank_you', order: 53, languages: BOTH,
    title: { en: 'Thank you', es: 'Gracias' },
    pageTitle: { en: 'Thank you! We will be in touch within one business day', es: '¡Gracias! Le contactaremos en un día laborable' },
    page: {
      title_keywords: { en: 'Thank you!, one business day', es: '¡Gracias!, un día laborable' },
      description: {
        en: 'A data specialist is preparing a demo with companies from your market. Meanwhile, see how teams like yours use our data.',
        es: 'Un especialista en datos está preparando una demo con empresas de su mercado. Mientras tanto, vea cómo equipos como el suyo usan nuestros datos.',
      },
      alternate_description: {
        en: 'Four quick questions help us prepare a demo around your market and your use case. It takes less than a minute.',
        es: 'Cuatro preguntas rápidas nos ayudan a preparar una demo para su mercado y su caso de uso. Le llevará menos de un minuto.',
      },
    },
  },
  {
    slug: 'thank-you/trial', slot: 'thank_you_trial', pageType: 'thank_you', order: 54, languages: BOTH,
    title: { en: 'Your trial is on its way', es: 'Su prueba está en camino' },
    pageTitle: { en: 'Your 7-day free trial is on its way', es: 'Su prueba gratuita de 7 días está en camino' },
    page: {
      title_keywords: { en: '7-day free trial', es: 'prueba gratuita de 7 días' },
      description: {
        en: 'Check your inbox: we have sent you everything you need to start. Your trial includes 50 prospecting credits and 50 download or export credits.',
        es: 'Revise su correo: le hemos enviado todo lo necesario para empezar. Su prueba incluye 50 créditos de prospección y 50 créditos de descarga o exportación.',
      },
    },
  },
  simpleEntry({
    slug: 'authors', slot: 'author', pageType: 'author', order: 55,
    title: { en: 'Authors', es: 'Autores' },
    description: { en: 'The people behind our articles.', es: 'Las personas detrás de nuestros artículos.' },
  }),
  simpleEntry({
    slug: 'privacy-policy', slot: 'policy', pageType: 'policy', menu: 'footer', order: 60,
    title: { en: 'Privacy policy', es: 'Política de privacidad' },
    description: { en: 'How we handle personal data.', es: 'Cómo tratamos los datos personales.' },
  }),
  simpleEntry({
    slug: 'terms', slot: 'terms', pageType: 'policy', menu: 'footer', order: 61,
    title: { en: 'Terms of service', es: 'Términos del servicio' },
    description: { en: 'The terms that apply to our services.', es: 'Los términos aplicables a nuestros servicios.' },
  }),
  simpleEntry({
    slug: 'browser-extension', pageType: 'browser_extension', menu: 'footer', order: 62,
    title: { en: 'Browser extension', es: 'Extensión del navegador' },
    description: { en: '20 years of financial data, right in your browser.', es: '20 años de datos financieros en su navegador.' },
  }),
  // Spanish-only promotion page (spec 2.6: Mexico landing page)
  {
    slug: 'base-de-datos-empresas-mexico', pageType: 'country_promotion', order: 70, languages: ['es'],
    title: { en: 'Mexico company database', es: 'Base de datos de empresas de México' },
    page: {
      description: {
        en: 'Mexico company database.',
        es: '2.387.041 empresas, 193.774 directivos, 69.049 e-mails y 278.187 teléfonos de México, con un 90% de precisión.',
      },
      button: { text: { en: 'Book a demo', es: 'Solicitar demo' }, slot: 'book_demo' },
      has_country_information: true,
      blocks: {
        en: [],
        es: [
          {
            blockType: 'stats', heading: 'La base de datos de empresas de México',
            items: [
              { value: '2.387.041', label: 'empresas' },
              { value: '193.774', label: 'directivos' },
              { value: '69.049', label: 'e-mails' },
              { value: '278.187', label: 'teléfonos' },
              { value: '34', label: 'industrias' },
              { value: '90%', label: 'de precisión' },
            ],
          },
          {
            blockType: 'featureGrid', heading: 'Todo lo que incluye su suscripción de 12 meses',
            items: [
              { title: 'Actualización diaria', text: 'Datos al día y alertas de cambio de empleo.', icon: 'bell' },
              { title: 'Exportación gratuita', text: 'Descargue sus listas sin coste adicional, 24/7.', icon: 'table' },
              { title: '20+ criterios', text: 'Cargo, nivel jerárquico, facturación y tamaño de empresa.', icon: 'search' },
            ],
          },
          bookDemoCta('es'),
        ],
      },
    },
  },
  ...COUNTRIES.map((country, index) => countryEntry(country, 100 + index)),
  ...INDUSTRIES.map((industry, index) => industryEntry(industry, 200 + index)),
]

/** UI strings editors can override; the site falls back to the texts in ui-strings.ts. */
export const DEMO_TRANSLATIONS: { key: string; en: string; es: string }[] = [
  {
    key: 'business_email_validation',
    en: 'Please use your business e-mail address.',
    es: 'Utilice su dirección de e-mail profesional.',
  },
  { key: 'book_demo_validation', en: 'Please enter your e-mail address.', es: 'Introduzca su dirección de e-mail.' },
  {
    key: 'faq_q_1',
    en: 'Where does your company data come from?',
    es: '¿De dónde proceden sus datos de empresas?',
  },
  {
    key: 'faq_a_1',
    en: 'From 500+ official registries and verified sources, refreshed continuously.',
    es: 'De más de 500 registros oficiales y fuentes verificadas, actualizados de forma continua.',
  },
  { key: 'faq_q_2', en: 'Can I try it for free?', es: '¿Puedo probarlo gratis?' },
  {
    key: 'faq_a_2',
    en: 'Yes: the free trial runs for 7 days and includes 50 prospecting credits.',
    es: 'Sí: la prueba gratuita dura 7 días e incluye 50 créditos de prospección.',
  },
]

/** Products a visitor can try or ask a quote for (the trial call takes their code). */
export const DEMO_PRODUCTS: { code: string; order: number; trialDays: number; hasTrial: boolean; name: Localized<string>; description: Localized<string> }[] = [
  {
    code: 'platform', order: 1, trialDays: 7, hasTrial: true,
    name: { en: 'Prospecting platform', es: 'Plataforma de prospección' },
    description: { en: 'Search 300M+ companies and their decision makers.', es: 'Busque entre más de 300M de empresas y sus directivos.' },
  },
  {
    code: 'credit-reports', order: 2, trialDays: 7, hasTrial: true,
    name: { en: 'Credit reports', es: 'Informes de crédito' },
    description: { en: 'Financials, scores and ownership for due diligence.', es: 'Finanzas, puntuaciones y propiedad para la diligencia debida.' },
  },
  {
    code: 'enrichment', order: 3, trialDays: 7, hasTrial: true,
    name: { en: 'List enrichment', es: 'Enriquecimiento de listas' },
    description: { en: 'Match your lists to verified company data.', es: 'Cruce sus listas con datos verificados de empresas.' },
  },
  {
    code: 'api', order: 4, trialDays: 14, hasTrial: true,
    name: { en: 'Company data API', es: 'API de datos de empresas' },
    description: { en: 'The registry in your own systems.', es: 'El registro en sus propios sistemas.' },
  },
  {
    code: 'enterprise', order: 5, trialDays: 7, hasTrial: false,
    name: { en: 'Enterprise data licence', es: 'Licencia de datos empresarial' },
    description: { en: 'Bulk delivery and custom coverage.', es: 'Entrega masiva y cobertura a medida.' },
  },
]
