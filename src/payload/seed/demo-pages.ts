import type { SiteLocale } from '@/modules/content/locales'
import type { HeaderMenuPosition, NavigationSlot, Region } from '@/modules/content/navigation-slots'
import type { PageType } from '@/modules/content/page-types'

import { aboutPageBlocks } from './content-about'
import { browserExtensionPageBlocks } from './content-browser-extension'
import { locationDataPageBlocks } from './content-location-data'
import { ourDataFlowBlock } from './content-our-data'
import { paygPageBlocks, pricingPageBlocks, type PageBlockInput } from './content-pricing'
import { richText } from './rich-text'

type Localized<T> = { en: T; es?: T; de?: T }

export type SeedBlock =
  | PageBlockInput
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
    not_indexed?: boolean
    meta_description?: Localized<string>
    blocks?: Localized<SeedBlock[]>
    page_var_suffix?: string
  }
}

const BOTH: SiteLocale[] = ['en', 'es']
/** The most visited pages, published in German as well. */
const WITH_DE: SiteLocale[] = ['en', 'es', 'de']

/** `code`: the registry's country, whose own figures the page shows (never typed-in counts). */
type CountrySeed = { slug: string; code: string; en: string; es: string; region: Region; popular?: boolean }

const COUNTRIES: CountrySeed[] = [
  { slug: 'united-kingdom', code: 'gb', en: 'United Kingdom', es: 'Reino Unido', region: 'europe', popular: true },
  { slug: 'germany', code: 'de', en: 'Germany', es: 'Alemania', region: 'europe', popular: true },
  { slug: 'france', code: 'fr', en: 'France', es: 'Francia', region: 'europe', popular: true },
  { slug: 'italy', code: 'it', en: 'Italy', es: 'Italia', region: 'europe' },
  { slug: 'spain', code: 'es', en: 'Spain', es: 'España', region: 'europe', popular: true },
  { slug: 'netherlands', code: 'nl', en: 'Netherlands', es: 'Países Bajos', region: 'europe' },
  { slug: 'united-states', code: 'us', en: 'United States', es: 'Estados Unidos', region: 'north_america', popular: true },
  { slug: 'canada', code: 'ca', en: 'Canada', es: 'Canadá', region: 'north_america' },
  { slug: 'mexico', code: 'mx', en: 'Mexico', es: 'México', region: 'latin_america', popular: true },
  { slug: 'brazil', code: 'br', en: 'Brazil', es: 'Brasil', region: 'latin_america' },
  { slug: 'singapore', code: 'sg', en: 'Singapore', es: 'Singapur', region: 'asia_pacific', popular: true },
  { slug: 'australia', code: 'au', en: 'Australia', es: 'Australia', region: 'asia_pacific' },
  { slug: 'india', code: 'in', en: 'India', es: 'India', region: 'asia_pacific' },
  { slug: 'united-arab-emirates', code: 'ae', en: 'United Arab Emirates', es: 'Emiratos Árabes Unidos', region: 'middle_east_africa' },
  { slug: 'south-africa', code: 'za', en: 'South Africa', es: 'Sudáfrica', region: 'middle_east_africa' },
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

/** A country page: its own registry figures; what every country page shares lives in page_var_country (content-page-variables.ts). */
function countryEntry(country: CountrySeed, order: number): SeedEntry {
  const blocks = (locale: SiteLocale): SeedBlock[] => [
    {
      blockType: 'registryFigures',
      heading: locale === 'es' ? `Datos de empresas de ${country.es}` : `${country.en} company data`,
      country: country.code,
    },
  ]
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
        en: `Search the companies of ${country.en}, buy credit reports and enrich your lists with verified registry data.`,
        es: `Busque entre las empresas de ${country.es}, compre informes de crédito y enriquezca sus listas con datos registrales verificados.`,
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
  languages: WITH_DE,
  order: 0,
  title: { en: 'Home', es: 'Inicio', de: 'Startseite' },
  pageTitle: {
    en: 'Company data you can trust, in 200+ countries',
    es: 'Datos de empresas fiables en más de 200 países',
    de: 'Verlässliche Firmendaten aus über 200 Ländern',
  },
  page: {
    description: {
      en: 'Verified data on 300M+ companies in 200+ countries: credit reports, list enrichment, contacts and an API, in one platform.',
      es: 'Datos verificados de más de 300M de empresas en más de 200 países: informes de crédito, enriquecimiento de listas, contactos y una API en una sola plataforma.',
      de: 'Geprüfte Daten zu über 300 Mio. Unternehmen in mehr als 200 Ländern: Bonitätsauskünfte, Listenanreicherung, Kontakte und eine API auf einer Plattform.',
    },
    button: { text: { en: 'Start free trial', es: 'Prueba gratuita', de: 'Kostenlos testen' }, slot: 'free_trial' },
    book_demo_title: {
      en: 'Know every company you do business with',
      es: 'Conozca cada empresa con la que trabaja',
      de: 'Kennen Sie jedes Unternehmen, mit dem Sie Geschäfte machen',
    },
    book_demo_button: { en: 'Book a demo', es: 'Reservar una demo', de: 'Demo buchen' },
    meta_description: {
      en: 'Company credit reports, list enrichment with A/B/C match confidence, business contacts and an API covering 300M+ companies.',
      es: 'Informes de crédito, enriquecimiento de listas con confianza A/B/C, contactos empresariales y una API con más de 300M de empresas.',
      de: 'Bonitätsauskünfte, Listenanreicherung mit A/B/C-Trefferqualität, Geschäftskontakte und eine API mit über 300 Mio. Unternehmen.',
    },
    blocks: {
      en: [
        {
          blockType: 'featureGrid',
          heading: 'One source of truth for company data',
          intro: 'From a single credit check to millions of records enriched through the API.',
          items: [
            {
              title: 'Credit reports',
              text: 'Search any registry and buy a report in minutes, or order a fresh investigation.',
              icon: 'report',
            },
            {
              title: 'List enrichment',
              text: 'Upload a CSV or Excel file and get every row matched with an A/B/C confidence grade.',
              icon: 'table',
            },
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
            {
              title: 'Informes de crédito',
              text: 'Busque en cualquier registro y compre un informe en minutos, o pida una investigación.',
              icon: 'report',
            },
            {
              title: 'Enriquecimiento de listas',
              text: 'Suba un CSV o Excel y cada fila se cruza con una nota de confianza A/B/C.',
              icon: 'table',
            },
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
      de: [
        {
          blockType: 'featureGrid',
          heading: 'Eine verlässliche Quelle für alle Unternehmensdaten',
          intro: 'Von der einzelnen Bonitätsprüfung bis zu Millionen Datensätzen, die per API angereichert werden.',
          items: [
            {
              title: 'Bonitätsauskünfte',
              text: 'Durchsuchen Sie jedes Register und kaufen Sie in Minuten eine Auskunft – oder beauftragen Sie eine neue Recherche.',
              icon: 'report',
            },
            {
              title: 'Listenanreicherung',
              text: 'Laden Sie eine CSV- oder Excel-Datei hoch: Jede Zeile wird abgeglichen und mit A, B oder C bewertet.',
              icon: 'table',
            },
            {
              title: 'Unternehmensdaten-API',
              text: 'Register-, Finanz- und Kontaktdaten direkt in Ihrem Produkt und Ihrem CRM.',
              icon: 'api',
            },
            { title: 'KI-Firmenprüfungen', text: 'Agenten prüfen Status, Registernummer und USt-IdNr. für Sie.', icon: 'spark' },
          ],
        },
        {
          blockType: 'stats',
          heading: 'Über 10.000 Unternehmen vertrauen uns',
          items: [
            { value: '300 Mio.+', label: 'Firmenprofile' },
            { value: '200+', label: 'Länder' },
            { value: '500+', label: 'Datenquellen' },
            { value: '92 %', label: 'Kostenersparnis' },
          ],
        },
        {
          blockType: 'content',
          heading: 'Entwickelt für Compliance- und Datenteams',
          body: richText([
            'Jeder Datensatz stammt aus amtlichen Registern und geprüften Quellen und wird laufend aktualisiert.',
            'Unsere Plattform ist nach ISO 27001 und ISO 27701 zertifiziert, und alle Daten werden in Europa gehostet.',
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
    slug: 'credit-reports',
    languages: WITH_DE,
    slot: 'credits',
    pageType: 'credits',
    menu: 'products',
    icon: 'report',
    order: 10,
    title: { en: 'Credit reports', es: 'Informes de crédito', de: 'Bonitätsauskünfte' },
    navDescription: {
      en: 'Search a registry and buy a report',
      es: 'Busque en un registro y compre un informe',
      de: 'Register durchsuchen und Auskunft kaufen',
    },
    description: {
      en: 'Search companies by name or registration number and buy a credit report.',
      es: 'Busque empresas por nombre o número de registro y compre un informe de crédito.',
      de: 'Suchen Sie Unternehmen nach Name oder Registernummer und kaufen Sie eine Bonitätsauskunft.',
    },
  }),
  simpleEntry({
    slug: 'list-enrichment',
    languages: WITH_DE,
    slot: 'enrichment',
    pageType: 'enrichment',
    menu: 'products',
    icon: 'table',
    order: 11,
    title: { en: 'List enrichment', es: 'Enriquecimiento de listas', de: 'Listenanreicherung' },
    navDescription: {
      en: 'Match your file with A/B/C confidence',
      es: 'Cruce su archivo con confianza A/B/C',
      de: 'Ihre Datei mit A/B/C-Trefferqualität abgleichen',
    },
    description: {
      en: 'Upload a CSV, TXT or XLSX file and match every row against verified company data.',
      es: 'Suba un archivo CSV, TXT o XLSX y cruce cada fila con datos de empresas verificados.',
      de: 'Laden Sie eine CSV-, TXT- oder XLSX-Datei hoch und gleichen Sie jede Zeile mit geprüften Unternehmensdaten ab.',
    },
  }),
  {
    slug: 'company-data-api',
    slot: 'api',
    pageType: 'api',
    menu: 'products',
    icon: 'api',
    order: 12,
    languages: BOTH,
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
            blockType: 'featureGrid',
            heading: 'What the API gives you',
            items: [
              { title: 'Search and match', text: 'Find companies by name, registration number, VAT number or website.', icon: 'search' },
              { title: 'Company profiles', text: 'Status, legal form, SIC codes, size, turnover and executives.', icon: 'report' },
              { title: 'Monitoring', text: 'Be notified when a status or officer changes.', icon: 'bell' },
            ],
          },
        ],
        es: [
          {
            blockType: 'featureGrid',
            heading: 'Qué le ofrece la API',
            items: [
              { title: 'Búsqueda y cruce', text: 'Encuentre empresas por nombre, número de registro, NIF/IVA o web.', icon: 'search' },
              {
                title: 'Perfiles de empresa',
                text: 'Estado, forma jurídica, códigos SIC, tamaño, facturación y directivos.',
                icon: 'report',
              },
              { title: 'Seguimiento', text: 'Reciba avisos cuando cambie un estado o un directivo.', icon: 'bell' },
            ],
          },
        ],
      },
    },
  },
  simpleEntry({
    slug: 'ai-agents',
    languages: WITH_DE,
    slot: 'ai_agents',
    pageType: 'ai_agents',
    menu: 'products',
    icon: 'spark',
    order: 13,
    title: { en: 'AI company-check agents', es: 'Agentes de verificación con IA', de: 'KI-Agenten für Firmenprüfungen' },
    navDescription: {
      en: 'Automated status, VAT and registration checks',
      es: 'Comprobaciones automáticas de estado, NIF/IVA y registro',
      de: 'Automatische Prüfung von Status, USt-IdNr. und Registereintrag',
    },
    description: {
      en: 'Agents that check company status, registration numbers, VAT numbers and more.',
      es: 'Agentes que comprueban el estado, el número de registro, el NIF/IVA y más.',
      de: 'Agenten, die Firmenstatus, Registernummern, USt-IdNr. und mehr für Sie prüfen.',
    },
  }),
  simpleEntry({
    slug: 'fresh-investigation',
    languages: WITH_DE,
    slot: 'fresh_investigation',
    pageType: 'fresh_investigation',
    menu: 'products',
    icon: 'magnifier',
    order: 14,
    title: { en: 'Fresh investigations', es: 'Investigaciones a medida', de: 'Neue Recherchen' },
    navDescription: {
      en: 'When a company is not in any registry',
      es: 'Cuando una empresa no figura en ningún registro',
      de: 'Wenn ein Unternehmen in keinem Register steht',
    },
    description: {
      en: 'Order an investigation of a company we cannot find yet.',
      es: 'Solicite la investigación de una empresa que aún no encontramos.',
      de: 'Beauftragen Sie eine Recherche zu einem Unternehmen, das wir noch nicht finden.',
    },
  }),
  simpleEntry({
    slug: 'academy',
    pageType: 'academy',
    menu: 'products',
    icon: 'cap',
    order: 15,
    title: { en: 'Academy', es: 'Academia' },
    navDescription: { en: 'Free courses on data-driven sales and compliance', es: 'Cursos gratuitos de ventas y cumplimiento' },
    description: {
      en: 'Courses on prospecting, due diligence and data quality.',
      es: 'Cursos de prospección, diligencia debida y calidad de datos.',
    },
  }),
  // Data solutions → Solutions
  {
    slug: 'lead-generation',
    pageType: 'lead_generation',
    menu: 'solutions',
    icon: 'target',
    order: 20,
    languages: BOTH,
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
            blockType: 'stats',
            heading: 'Prospecting that pays back',
            items: [
              { value: '50', label: 'free prospecting credits' },
              { value: '20+', label: 'search criteria' },
              { value: '7 days', label: 'free trial' },
            ],
          },
        ],
        es: [
          {
            blockType: 'stats',
            heading: 'Prospección rentable',
            items: [
              { value: '50', label: 'créditos de prospección gratis' },
              { value: '20+', label: 'criterios de búsqueda' },
              { value: '7 días', label: 'de prueba gratuita' },
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'integrations/salesforce',
    pageType: 'sales_force',
    menu: 'solutions',
    icon: 'cloud',
    order: 21,
    languages: BOTH,
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
    },
  },
  {
    slug: 'integrations/hubspot',
    pageType: 'sales_force',
    menu: 'solutions',
    icon: 'cloud',
    order: 22,
    languages: BOTH,
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
    },
  },
  {
    slug: 'location-data',
    pageType: 'location_data',
    menu: 'solutions',
    icon: 'pin',
    order: 23,
    languages: BOTH,
    title: { en: 'Location data', es: 'Datos de ubicación' },
    pageTitle: { en: 'Location data solutions for 200 countries', es: 'Soluciones de datos de ubicación en 200 países' },
    navDescription: { en: 'Business locations in 200 countries', es: 'Ubicaciones de empresas en 200 países' },
    page: {
      description: {
        en: 'Verified, geocoded business locations in 200 countries: registered offices, branches and trading addresses, linked to the companies behind them.',
        es: 'Ubicaciones de empresas verificadas y geocodificadas en 200 países: domicilios sociales, sucursales y direcciones comerciales, vinculadas a sus empresas.',
      },
      button: { text: { en: 'Book a demo', es: 'Reservar una demo' }, slot: 'book_demo' },
      blocks: { en: locationDataPageBlocks('en'), es: locationDataPageBlocks('es') },
    },
  },
  {
    slug: 'insights',
    pageType: 'insights',
    menu: 'solutions',
    icon: 'chart',
    order: 24,
    languages: BOTH,
    title: { en: 'Web technology insights', es: 'Tecnologías web' },
    pageTitle: { en: 'Know the technology behind every company website', es: 'Conozca la tecnología detrás de cada web de empresa' },
    navDescription: { en: 'Which companies use which technologies', es: 'Qué empresas usan qué tecnologías' },
    page: {
      description: {
        en: 'We recognise the web technologies companies run on their websites, from their shop and CRM to their payment provider. Filter your prospects by the tools they use.',
        es: 'Reconocemos las tecnologías web que las empresas usan en sus webs, de la tienda y el CRM al proveedor de pagos. Filtre sus prospectos por las herramientas que usan.',
      },
      book_demo_title: {
        en: 'Find the companies that use the tools you integrate with',
        es: 'Encuentre las empresas que usan las herramientas con las que se integra',
      },
    },
  },
  {
    slug: 'pay-as-you-go',
    pageType: 'payg',
    menu: 'solutions',
    icon: 'coin',
    order: 25,
    languages: BOTH,
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
            blockType: 'stats',
            heading: 'Why pay as you go',
            items: [
              { value: '£0', label: 'monthly fee' },
              { value: '200+', label: 'countries covered' },
              { value: 'Minutes', label: 'to your report' },
            ],
          },
          ...paygPageBlocks('en'),
        ],
        es: [
          {
            blockType: 'stats',
            heading: 'Por qué pagar por uso',
            items: [
              { value: '0 €', label: 'de cuota mensual' },
              { value: '200+', label: 'países cubiertos' },
              { value: 'Minutos', label: 'hasta su informe' },
            ],
          },
          ...paygPageBlocks('es'),
        ],
      },
    },
  },
  // Regular header items
  {
    slug: 'pricing',
    languages: WITH_DE,
    slot: 'pricing',
    pageType: 'pricing',
    menu: 'main',
    order: 30,
    title: { en: 'Pricing', es: 'Precios', de: 'Preise' },
    pageTitle: {
      en: 'Simple pricing for verified company data',
      es: 'Precios sencillos para datos de empresas verificados',
      de: 'Einfache Preise für verifizierte Firmendaten',
    },
    page: {
      description: {
        en: 'Start free, then pay 49 a month, or 39 a month billed yearly, for 1,000 full profiles. Enterprise plans are sized to you.',
        es: 'Empiece gratis y pague después 49 al mes, o 39 al mes con facturación anual, por 1.000 perfiles completos. Los planes Empresa se ajustan a usted.',
        de: 'Kostenlos starten, dann 49 pro Monat oder 39 pro Monat bei jährlicher Abrechnung für 1.000 vollständige Profile. Enterprise-Pakete nach Maß.',
      },
      button: { text: { en: 'Start free trial', es: 'Empezar la prueba gratuita', de: 'Kostenlos testen' }, slot: 'free_trial' },
      blocks: { en: pricingPageBlocks('en'), es: pricingPageBlocks('es'), de: pricingPageBlocks('de') },
    },
  },
  {
    slug: 'embed/pricing',
    languages: BOTH,
    pageType: 'pricing_embed',
    order: 33,
    title: { en: 'Pricing', es: 'Precios' },
    page: {
      description: {
        en: 'Our products and prices, for embedding on partner sites.',
        es: 'Nuestros productos y precios, para integrar en sitios de socios.',
      },
      meta_description: { en: 'Products and prices for embedding.', es: 'Productos y precios para integrar.' },
      // A chrome-less copy of the pricing page for partner sites: not a page for search results.
      not_indexed: true,
    },
  },
  simpleEntry({
    slug: 'customers',
    languages: WITH_DE,
    slot: 'customers',
    pageType: 'customers',
    menu: 'main',
    order: 31,
    title: { en: 'Customers', es: 'Clientes', de: 'Kunden' },
    description: {
      en: 'How teams use our data: case studies.',
      es: 'Cómo usan nuestros datos: casos de éxito.',
      de: 'Wie Teams unsere Daten nutzen: Fallstudien.',
    },
  }),
  simpleEntry({
    slug: 'blog',
    languages: WITH_DE,
    slot: 'blog',
    pageType: 'blog',
    menu: 'main',
    order: 32,
    title: { en: 'Blog', es: 'Blog', de: 'Blog' },
    description: {
      en: 'Due diligence, sales and data quality articles.',
      es: 'Artículos sobre diligencia debida, ventas y calidad de datos.',
      de: 'Fachartikel zu Due Diligence, Vertrieb und Datenqualität.',
    },
  }),
  // Top bar: About dropdown
  {
    slug: 'about',
    languages: WITH_DE,
    pageType: 'about',
    menu: 'about',
    order: 40,
    title: { en: 'About us', es: 'Sobre nosotros', de: 'Über uns' },
    pageTitle: {
      en: 'We make company data you can act on',
      es: 'Hacemos datos de empresas con los que se puede actuar',
      de: 'Unternehmensdaten, auf die Sie bauen können',
    },
    navDescription: {
      en: 'Our mission, vision and values.',
      es: 'Nuestra misión, visión y valores.',
      de: 'Unsere Mission, Vision und Werte.',
    },
    page: {
      description: {
        en: 'For more than 20 years we have turned official registers, filings and local research into verified profiles of companies in 200+ countries, for credit, sales and compliance teams.',
        es: 'Desde hace más de 20 años convertimos registros oficiales, cuentas depositadas e investigación local en perfiles verificados de empresas de más de 200 países, para equipos de riesgos, ventas y cumplimiento.',
        de: 'Seit über 20 Jahren machen wir aus amtlichen Registern, Abschlüssen und lokaler Recherche geprüfte Profile von Unternehmen in mehr als 200 Ländern – für Kreditmanagement, Vertrieb und Compliance.',
      },
      book_demo_title: {
        en: 'See what we know about your market',
        es: 'Descubra lo que sabemos de su mercado',
        de: 'Sehen Sie, was wir über Ihren Markt wissen',
      },
      blocks: { en: aboutPageBlocks('en'), es: aboutPageBlocks('es'), de: aboutPageBlocks('de') },
    },
  },
  {
    slug: 'our-data',
    languages: WITH_DE,
    pageType: 'our_data',
    menu: 'about',
    order: 41,
    title: { en: 'Our data', es: 'Nuestros datos', de: 'Unsere Daten' },
    pageTitle: {
      en: 'Company data, collected at the source and kept current',
      es: 'Datos de empresas obtenidos en la fuente y siempre al día',
      de: 'Unternehmensdaten, an der Quelle erhoben und aktuell gehalten',
    },
    navDescription: {
      en: 'How we collect, verify and update company data.',
      es: 'Cómo recopilamos, verificamos y actualizamos los datos.',
      de: 'Wie wir Unternehmensdaten erheben, prüfen und aktualisieren.',
    },
    page: {
      description: {
        en: 'Where our company records come from, how we check them, and how they stay up to date, with the figures of the registry behind this site.',
        es: 'De dónde proceden nuestras fichas de empresa, cómo las verificamos y cómo se mantienen al día, con las cifras del registro que hay detrás de este sitio.',
        de: 'Woher unsere Unternehmensdaten stammen, wie wir sie prüfen und wie sie aktuell bleiben – mit den Zahlen des Registers hinter dieser Website.',
      },
      book_demo_title: {
        en: 'See the records for your market',
        es: 'Vea las fichas de su mercado',
        de: 'Sehen Sie die Datensätze für Ihren Markt',
      },
      blocks: { en: [ourDataFlowBlock('en')], es: [ourDataFlowBlock('es')], de: [ourDataFlowBlock('de')] },
    },
  },
  simpleEntry({
    slug: 'careers',
    languages: WITH_DE,
    slot: 'careers',
    pageType: 'careers',
    menu: 'about',
    order: 42,
    title: { en: 'Careers', es: 'Empleo', de: 'Karriere' },
    description: {
      en: 'Join the team: open vacancies.',
      es: 'Únase al equipo: vacantes abiertas.',
      de: 'Werden Sie Teil des Teams: offene Stellen.',
    },
  }),
  {
    slug: 'contacts',
    pageType: 'contacts',
    menu: 'about',
    order: 43,
    languages: WITH_DE,
    title: { en: 'Contact us', es: 'Contacto', de: 'Kontakt' },
    pageTitle: { en: 'Talk to our data team', es: 'Hable con nuestro equipo de datos', de: 'Sprechen Sie mit unserem Datenteam' },
    navDescription: {
      en: 'Phone, e-mail and our offices.',
      es: 'Teléfono, e-mail y nuestras oficinas.',
      de: 'Telefon, E-Mail und unsere Standorte.',
    },
    page: {
      description: {
        en: 'Questions about coverage, pricing or an integration? Write to us and a specialist answers within one business day.',
        es: '¿Preguntas sobre cobertura, precios o una integración? Escríbanos y un especialista le responderá en un día laborable.',
        de: 'Fragen zu Abdeckung, Preisen oder einer Integration? Schreiben Sie uns – eine Fachberaterin oder ein Fachberater antwortet innerhalb eines Werktags.',
      },
    },
  },
  // Slots reached from buttons
  {
    slug: 'book-demo',
    slot: 'book_demo',
    pageType: 'request_form',
    order: 50,
    languages: WITH_DE,
    title: { en: 'Book a demo', es: 'Reservar una demo', de: 'Demo buchen' },
    page: {
      request_form_variant: 'demo',
      description: {
        en: 'A 5-minute demo with companies and contacts from your market. Tell us who you are and a data specialist will pick a time with you.',
        es: 'Una demo de 5 minutos con empresas y contactos de su mercado. Díganos quién es y un especialista acordará una hora con usted.',
        de: 'Eine 5-minütige Demo mit Unternehmen und Kontakten aus Ihrem Markt. Sagen Sie uns, wer Sie sind, und ein Datenspezialist vereinbart einen Termin mit Ihnen.',
      },
    },
  },
  {
    slug: 'free-trial',
    slot: 'free_trial',
    pageType: 'request_form',
    order: 51,
    languages: WITH_DE,
    title: { en: 'Start your free trial', es: 'Empiece su prueba gratuita', de: 'Kostenlos testen' },
    page: {
      request_form_variant: 'trial',
      description: {
        en: '7 days free: 50 prospecting credits, unlimited views of public companies and 50 download or export credits. No card needed.',
        es: '7 días gratis: 50 créditos de prospección, consultas ilimitadas de empresas públicas y 50 créditos de descarga o exportación. Sin tarjeta.',
        de: '7 Tage kostenlos: 50 Prospecting-Credits, unbegrenzte Abrufe öffentlicher Firmenprofile und 50 Credits für Downloads oder Exporte. Ohne Kreditkarte.',
      },
    },
  },
  {
    slug: 'pricing/trial',
    slot: 'pricing_trial',
    pageType: 'request_form',
    order: 52,
    languages: WITH_DE,
    title: { en: 'Try a plan', es: 'Pruebe un plan', de: 'Paket testen' },
    page: {
      request_form_variant: 'trial',
      description: {
        en: 'Start the free trial of the plan you chose: full access for 7 days, no card needed.',
        es: 'Empiece la prueba gratuita del plan elegido: acceso completo durante 7 días, sin tarjeta.',
        de: 'Testen Sie das gewählte Paket kostenlos: 7 Tage voller Zugriff, ohne Kreditkarte.',
      },
    },
  },
  {
    slug: 'request-quote',
    pageType: 'request_form',
    menu: 'about',
    order: 44,
    languages: WITH_DE,
    title: { en: 'Request a quote', es: 'Solicitar presupuesto', de: 'Angebot anfordern' },
    page: {
      request_form_variant: 'quote',
      description: {
        en: 'Tell us which product you need and a specialist will send you a tailored quote within one business day.',
        es: 'Díganos qué producto necesita y un especialista le enviará un presupuesto a medida en un día laborable.',
        de: 'Sagen Sie uns, welches Produkt Sie benötigen, und wir senden Ihnen innerhalb eines Werktags ein individuelles Angebot.',
      },
    },
  },
  {
    slug: 'thank-you',
    slot: 'thank_you',
    pageType: 'thank_you',
    order: 53,
    languages: WITH_DE,
    title: { en: 'Thank you', es: 'Gracias', de: 'Vielen Dank' },
    pageTitle: {
      en: 'Thank you! We will be in touch within one business day',
      es: '¡Gracias! Le contactaremos en un día laborable',
      de: 'Vielen Dank! Wir melden uns innerhalb eines Werktags',
    },
    page: {
      title_keywords: {
        en: 'Thank you!, one business day',
        es: '¡Gracias!, un día laborable',
        de: 'Vielen Dank!, innerhalb eines Werktags',
      },
      description: {
        en: 'A data specialist is preparing a demo with companies from your market. Meanwhile, see how teams like yours use our data.',
        es: 'Un especialista en datos está preparando una demo con empresas de su mercado. Mientras tanto, vea cómo equipos como el suyo usan nuestros datos.',
        de: 'Ein Datenspezialist bereitet gerade eine Demo mit Unternehmen aus Ihrem Markt vor. Sehen Sie sich in der Zwischenzeit an, wie Teams wie Ihres unsere Daten nutzen.',
      },
      alternate_description: {
        en: 'Four quick questions help us prepare a demo around your market and your use case. It takes less than a minute.',
        es: 'Cuatro preguntas rápidas nos ayudan a preparar una demo para su mercado y su caso de uso. Le llevará menos de un minuto.',
        de: 'Vier kurze Fragen helfen uns, die Demo auf Ihren Markt und Ihren Anwendungsfall zuzuschneiden. Das dauert weniger als eine Minute.',
      },
    },
  },
  {
    slug: 'thank-you/trial',
    slot: 'thank_you_trial',
    pageType: 'thank_you',
    order: 54,
    languages: WITH_DE,
    title: { en: 'Your trial is on its way', es: 'Su prueba está en camino', de: 'Ihr Testzugang ist unterwegs' },
    pageTitle: {
      en: 'Your 7-day free trial is on its way',
      es: 'Su prueba gratuita de 7 días está en camino',
      de: 'Ihr 7-tägiger kostenloser Testzugang ist unterwegs',
    },
    page: {
      title_keywords: { en: '7-day free trial', es: 'prueba gratuita de 7 días', de: '7-tägiger kostenloser Testzugang' },
      description: {
        en: 'Check your inbox: open the link we have sent you to confirm your e-mail address and start your trial. Your trial includes 50 prospecting credits and 50 download or export credits.',
        es: 'Revise su correo: abra el enlace que le hemos enviado para confirmar su dirección de correo electrónico y empezar su prueba. Su prueba incluye 50 créditos de prospección y 50 créditos de descarga o exportación.',
        de: 'Bitte prüfen Sie Ihr Postfach: Öffnen Sie den Link, den wir Ihnen geschickt haben, um Ihre E-Mail-Adresse zu bestätigen und Ihren Test zu starten. Ihr Test umfasst 50 Prospecting-Credits und 50 Credits für Downloads oder Exporte.',
      },
    },
  },
  simpleEntry({
    slug: 'authors',
    languages: WITH_DE,
    slot: 'author',
    pageType: 'author',
    order: 55,
    title: { en: 'Authors', es: 'Autores', de: 'Autoren' },
    description: {
      en: 'The people behind our articles.',
      es: 'Las personas detrás de nuestros artículos.',
      de: 'Die Menschen hinter unseren Artikeln.',
    },
  }),
  simpleEntry({
    slug: 'privacy-policy',
    languages: WITH_DE,
    slot: 'policy',
    pageType: 'policy',
    menu: 'footer',
    order: 60,
    title: { en: 'Privacy policy', es: 'Política de privacidad', de: 'Datenschutzerklärung' },
    description: {
      en: 'How we handle personal data.',
      es: 'Cómo tratamos los datos personales.',
      de: 'Wie wir mit personenbezogenen Daten umgehen.',
    },
  }),
  simpleEntry({
    slug: 'terms',
    languages: WITH_DE,
    slot: 'terms',
    pageType: 'policy',
    menu: 'footer',
    order: 61,
    title: { en: 'Terms of service', es: 'Términos del servicio', de: 'Nutzungsbedingungen' },
    description: {
      en: 'The terms that apply to our services.',
      es: 'Los términos aplicables a nuestros servicios.',
      de: 'Die Bedingungen für die Nutzung unserer Dienste.',
    },
  }),
  {
    slug: 'browser-extension',
    slot: 'browser_extension',
    languages: WITH_DE,
    pageType: 'browser_extension',
    menu: 'footer',
    order: 62,
    title: { en: 'Browser extension', es: 'Extensión del navegador', de: 'Browser-Erweiterung' },
    pageTitle: {
      en: '20 years of financial data, right in your browser',
      es: '20 años de datos financieros en su navegador',
      de: '20 Jahre Finanzdaten direkt in Ihrem Browser',
    },
    page: {
      description: {
        en: 'Check any company while you browse its website: credit score, financial history, registration and decision-makers, beside the page you are on.',
        es: 'Compruebe cualquier empresa mientras visita su web: scoring, historial financiero, datos registrales y responsables, junto a la página que está viendo.',
        de: 'Prüfen Sie jedes Unternehmen, während Sie seine Website besuchen: Bonität, Finanzhistorie, Registerdaten und Entscheider – direkt neben der Seite.',
      },
      book_demo_title: { en: 'Want it for your whole team?', es: '¿La quiere para todo su equipo?', de: 'Für Ihr ganzes Team?' },
      blocks: { en: browserExtensionPageBlocks('en'), es: browserExtensionPageBlocks('es'), de: browserExtensionPageBlocks('de') },
    },
  },
  // Spanish-only promotion page: the Mexico landing page. Its figures and texts are page variables (page_var_country_promotion_mx).
  {
    slug: 'base-de-datos-empresas-mexico',
    pageType: 'country_promotion',
    order: 70,
    languages: ['es'],
    title: { en: 'Mexico company database', es: 'Base de datos de empresas de México' },
    page: {
      description: {
        en: 'Mexico company database.',
        es: 'Empresas, directivos, e-mails y teléfonos de México en una suscripción de 12 meses, con actualización diaria y alertas de cambio de empleo.',
      },
      button: { text: { en: 'Book a demo', es: 'Solicitar demo' }, slot: 'book_demo' },
      has_country_information: true,
      page_var_suffix: '_mx',
    },
  },
  ...COUNTRIES.map((country, index) => countryEntry(country, 100 + index)),
  ...INDUSTRIES.map((industry, index) => industryEntry(industry, 200 + index)),
]

/** UI strings editors can override; the site falls back to the texts in ui-strings.ts. */
export const DEMO_TRANSLATIONS: { key: string; en: string; es: string; de: string }[] = [
  {
    key: 'business_email_validation',
    en: 'Please use your business e-mail address.',
    es: 'Utilice su dirección de e-mail profesional.',
    de: 'Bitte verwenden Sie Ihre geschäftliche E-Mail-Adresse.',
  },
  {
    key: 'book_demo_validation',
    en: 'Please enter your e-mail address.',
    es: 'Introduzca su dirección de e-mail.',
    de: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  },
  {
    key: 'faq_q_1',
    en: 'Where does your company data come from?',
    es: '¿De dónde proceden sus datos de empresas?',
    de: 'Woher stammen Ihre Unternehmensdaten?',
  },
  {
    key: 'faq_a_1',
    en: 'From 500+ official registries and verified sources, refreshed continuously.',
    es: 'De más de 500 registros oficiales y fuentes verificadas, actualizados de forma continua.',
    de: 'Aus über 500 amtlichen Registern und geprüften Quellen, laufend aktualisiert.',
  },
  { key: 'faq_q_2', en: 'Can I try it for free?', es: '¿Puedo probarlo gratis?', de: 'Kann ich den Dienst kostenlos testen?' },
  {
    key: 'faq_a_2',
    en: 'Yes: the free trial runs for 7 days and includes 50 prospecting credits.',
    es: 'Sí: la prueba gratuita dura 7 días e incluye 50 créditos de prospección.',
    de: 'Ja: Der kostenlose Test läuft 7 Tage und umfasst 50 Prospecting-Credits.',
  },
  {
    key: 'faq_q_3',
    en: 'How often is the data updated?',
    es: '¿Con qué frecuencia se actualizan los datos?',
    de: 'Wie oft werden die Daten aktualisiert?',
  },
  {
    key: 'faq_a_3',
    en: 'Every day: registry changes, new companies and closures arrive within 24 hours of their publication.',
    es: 'A diario: los cambios registrales, las altas y las bajas llegan en las 24 horas siguientes a su publicación.',
    de: 'Täglich: Registeränderungen, Neugründungen und Löschungen sind innerhalb von 24 Stunden nach ihrer Veröffentlichung verfügbar.',
  },
]

/** Products a visitor can try or ask a quote for (the trial call takes their code). */
export const DEMO_PRODUCTS: {
  code: string
  order: number
  trialDays: number
  hasTrial: boolean
  name: Localized<string>
  description: Localized<string>
}[] = [
  {
    code: 'platform',
    order: 1,
    trialDays: 7,
    hasTrial: true,
    name: { en: 'Prospecting platform', es: 'Plataforma de prospección', de: 'Prospecting-Plattform' },
    description: {
      en: 'Search 300M+ companies and their decision makers.',
      es: 'Busque entre más de 300M de empresas y sus directivos.',
      de: 'Durchsuchen Sie über 300 Mio. Unternehmen und ihre Entscheider.',
    },
  },
  {
    code: 'credit-reports',
    order: 2,
    trialDays: 7,
    hasTrial: true,
    name: { en: 'Credit reports', es: 'Informes de crédito', de: 'Bonitätsauskünfte' },
    description: {
      en: 'Financials, scores and ownership for due diligence.',
      es: 'Finanzas, puntuaciones y propiedad para la diligencia debida.',
      de: 'Finanzdaten, Scores und Eigentümerstrukturen für Ihre Due Diligence.',
    },
  },
  {
    code: 'enrichment',
    order: 3,
    trialDays: 7,
    hasTrial: true,
    name: { en: 'List enrichment', es: 'Enriquecimiento de listas', de: 'Listenanreicherung' },
    description: {
      en: 'Match your lists to verified company data.',
      es: 'Cruce sus listas con datos verificados de empresas.',
      de: 'Gleichen Sie Ihre Listen mit geprüften Unternehmensdaten ab.',
    },
  },
  {
    code: 'api',
    order: 4,
    trialDays: 14,
    hasTrial: true,
    name: { en: 'Company data API', es: 'API de datos de empresas', de: 'Unternehmensdaten-API' },
    description: {
      en: 'The registry in your own systems.',
      es: 'El registro en sus propios sistemas.',
      de: 'Das Register direkt in Ihren eigenen Systemen.',
    },
  },
  {
    code: 'enterprise',
    order: 5,
    trialDays: 7,
    hasTrial: false,
    name: { en: 'Enterprise data licence', es: 'Licencia de datos empresarial', de: 'Enterprise-Datenlizenz' },
    description: {
      en: 'Bulk delivery and custom coverage.',
      es: 'Entrega masiva y cobertura a medida.',
      de: 'Massenlieferung und individuelle Abdeckung.',
    },
  },
]
