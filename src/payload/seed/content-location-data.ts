import type { Payload } from 'payload'

import type { PageBlockInput } from './content-pricing'

type SeedLocale = 'en' | 'es'
const NO_REVALIDATE = { disableRevalidate: true }

type Copy = {
  overview: { heading: string; intro: string; items: { title: string; text: string; icon: string }[] }
  useCases: { heading: string; items: { title: string; text: string; icon: string }[] }
  testimonials: string
  faq: string
  insights: string
  reviews: { heading: string; items: { rating: number; quote: string; name: string; company: string }[] }
  standards: { heading: string; intro: string; items: { title: string; text: string; icon: string }[] }
  cta: { heading: string; text: string; button: string }
}

const COPY: Record<SeedLocale, Copy> = {
  en: {
    overview: {
      heading: 'Every business location, verified at the register',
      intro:
        'Registered offices, branches and trading addresses for companies in 200 countries, standardised and geocoded, and linked to the company behind them.',
      items: [
        {
          title: 'Registered and trading addresses',
          text: 'The address on the register and the places the company actually trades from, kept apart and dated.',
          icon: 'building',
        },
        {
          title: 'Geocoded to the rooftop',
          text: 'Latitude and longitude (WGS 84) with the precision of each point, from rooftop to postcode centre.',
          icon: 'pin',
        },
        {
          title: 'One format for 200 countries',
          text: 'Street, city, region and postcode in one schema, with ISO 3166 country and subdivision codes.',
          icon: 'globe',
        },
      ],
    },
    useCases: {
      heading: 'What teams do with it',
      items: [
        {
          title: 'Territory planning',
          text: 'Count and map the companies in each sales territory by size and industry, and balance the load.',
          icon: 'target',
        },
        {
          title: 'Site selection',
          text: 'See where competitors, suppliers and customers cluster before choosing a new office or store.',
          icon: 'building',
        },
        {
          title: 'Address verification (KYC)',
          text: 'Check that a customer’s address matches its registered office during onboarding.',
          icon: 'shield',
        },
        {
          title: 'Logistics and field service',
          text: 'Route visits and deliveries to the right branch instead of a head office.',
          icon: 'truck',
        },
      ],
    },
    testimonials: 'What our customers say',
    faq: 'Frequently asked questions',
    insights: 'Insights',
    reviews: {
      heading: 'Reviews from data teams',
      items: [
        {
          rating: 5,
          quote: 'Branch addresses for our whole German portfolio in one file, with coordinates we could load straight into our GIS.',
          name: 'Katrin Vogel',
          company: 'Head of Analytics, Nordlicht Logistik',
        },
        {
          rating: 5,
          quote: 'Onboarding checks went from a day to minutes: the registered office is right there next to the trading address.',
          name: 'Daniel Okafor',
          company: 'KYC Lead, Harbourline Payments',
        },
        {
          rating: 4,
          quote: 'Coverage in Latin America surprised us. A few rural points are postcode-level, and the file says so.',
          name: 'Lucía Herrera',
          company: 'Expansion Manager, Grupo Solana',
        },
      ],
    },
    standards: {
      heading: 'Standards we keep',
      intro: 'Location data you can put in front of an auditor.',
      items: [
        {
          title: 'ISO 27001 and ISO 27701',
          text: 'Certified information security and privacy management, audited every year.',
          icon: 'shield',
        },
        {
          title: 'GDPR',
          text: 'Company addresses only; personal addresses of sole traders are handled under the GDPR and removed on request.',
          icon: 'check',
        },
        {
          title: 'ISO 3166 and WGS 84',
          text: 'Country and subdivision codes and coordinates in the standards your tools already read.',
          icon: 'globe',
        },
      ],
    },
    cta: {
      heading: 'Map your market in 200 countries',
      text: 'Tell us where you sell and we will show you the locations in a 5-minute demo.',
      button: 'Book a demo',
    },
  },
  es: {
    overview: {
      heading: 'Cada ubicación de empresa, verificada en el registro',
      intro:
        'Domicilios sociales, sucursales y direcciones comerciales de empresas en 200 países, normalizados, geocodificados y vinculados a la empresa a la que pertenecen.',
      items: [
        {
          title: 'Domicilio social y comercial',
          text: 'La dirección del registro y los lugares desde los que la empresa opera realmente, separados y fechados.',
          icon: 'building',
        },
        {
          title: 'Geocodificación precisa',
          text: 'Latitud y longitud (WGS 84) con la precisión de cada punto, del edificio al centro del código postal.',
          icon: 'pin',
        },
        {
          title: 'Un formato para 200 países',
          text: 'Calle, ciudad, región y código postal en un solo esquema, con códigos ISO 3166 de país y subdivisión.',
          icon: 'globe',
        },
      ],
    },
    useCases: {
      heading: 'Para qué lo usan los equipos',
      items: [
        {
          title: 'Planificación de territorios',
          text: 'Cuente y sitúe en el mapa las empresas de cada territorio comercial por tamaño y sector.',
          icon: 'target',
        },
        {
          title: 'Selección de emplazamientos',
          text: 'Vea dónde se concentran competidores, proveedores y clientes antes de abrir una oficina o tienda.',
          icon: 'building',
        },
        {
          title: 'Verificación de direcciones (KYC)',
          text: 'Compruebe que la dirección de un cliente coincide con su domicilio social durante el alta.',
          icon: 'shield',
        },
        {
          title: 'Logística y servicio técnico',
          text: 'Dirija visitas y entregas a la sucursal correcta en lugar de a la sede central.',
          icon: 'truck',
        },
      ],
    },
    testimonials: 'Lo que dicen nuestros clientes',
    faq: 'Preguntas frecuentes',
    insights: 'Artículos',
    reviews: {
      heading: 'Opiniones de equipos de datos',
      items: [
        {
          rating: 5,
          quote:
            'Las direcciones de las sucursales de toda nuestra cartera alemana en un solo archivo, con coordenadas listas para nuestro SIG.',
          name: 'Katrin Vogel',
          company: 'Directora de Analítica, Nordlicht Logistik',
        },
        {
          rating: 5,
          quote: 'Las comprobaciones de alta pasaron de un día a minutos: el domicilio social aparece junto a la dirección comercial.',
          name: 'Daniel Okafor',
          company: 'Responsable KYC, Harbourline Payments',
        },
        {
          rating: 4,
          quote:
            'La cobertura en Latinoamérica nos sorprendió. Algunos puntos rurales son a nivel de código postal, y el archivo lo indica.',
          name: 'Lucía Herrera',
          company: 'Responsable de Expansión, Grupo Solana',
        },
      ],
    },
    standards: {
      heading: 'Los estándares que cumplimos',
      intro: 'Datos de ubicación que puede presentar a un auditor.',
      items: [
        {
          title: 'ISO 27001 e ISO 27701',
          text: 'Gestión certificada de la seguridad de la información y la privacidad, auditada cada año.',
          icon: 'shield',
        },
        {
          title: 'RGPD',
          text: 'Solo direcciones de empresas; las de empresarios individuales se tratan conforme al RGPD y se retiran a petición.',
          icon: 'check',
        },
        {
          title: 'ISO 3166 y WGS 84',
          text: 'Códigos de país y subdivisión y coordenadas en los estándares que ya leen sus herramientas.',
          icon: 'globe',
        },
      ],
    },
    cta: {
      heading: 'Sitúe su mercado en 200 países',
      text: 'Díganos dónde vende y le mostraremos las ubicaciones en una demostración de 5 minutos.',
      button: 'Reservar una demo',
    },
  },
}

/** The Location data page's sections, in the spec's order, in each seeded language. */
export function locationDataPageBlocks(locale: SeedLocale): PageBlockInput[] {
  const copy = COPY[locale]
  return [
    { blockType: 'featureGrid', ...copy.overview },
    { blockType: 'featureGrid', heading: copy.useCases.heading, items: copy.useCases.items },
    { blockType: 'testimonials', heading: copy.testimonials, count: 3 },
    { blockType: 'faq', heading: copy.faq, source: 'page_items' },
    { blockType: 'latestArticles', heading: copy.insights, kind: 'blog', count: 3 },
    { blockType: 'reviews', ...copy.reviews },
    { blockType: 'featureGrid', ...copy.standards },
    { blockType: 'callToAction', heading: copy.cta.heading, text: copy.cta.text, button_text: copy.cta.button, button_slot: 'book_demo' },
  ]
}

const FAQ: { question: Record<SeedLocale, string>; answer: Record<SeedLocale, string> }[] = [
  {
    question: { en: 'Which countries do you cover?', es: '¿Qué países cubren?' },
    answer: {
      en: '200 countries and territories. Registered addresses come from the official register of each country; branch and trading addresses are available where registers or filings publish them.',
      es: '200 países y territorios. Los domicilios sociales proceden del registro oficial de cada país; las sucursales y direcciones comerciales, donde los registros o las cuentas las publican.',
    },
  },
  {
    question: { en: 'How precise are the coordinates?', es: '¿Qué precisión tienen las coordenadas?' },
    answer: {
      en: 'Each point carries its precision: rooftop, street, or postcode centre. Most addresses in Europe and North America are rooftop or street level.',
      es: 'Cada punto indica su precisión: edificio, calle o centro del código postal. La mayoría de las direcciones de Europa y Norteamérica son a nivel de edificio o de calle.',
    },
  },
  {
    question: { en: 'How do I receive the data?', es: '¿Cómo recibo los datos?' },
    answer: {
      en: 'As a CSV or Excel file, through the API, or enriched into your own list: upload it and we add the locations to your rows.',
      es: 'En un archivo CSV o Excel, a través de la API, o añadidos a su propia lista: súbala y añadimos las ubicaciones a sus filas.',
    },
  },
  {
    question: { en: 'How often are locations updated?', es: '¿Con qué frecuencia se actualizan las ubicaciones?' },
    answer: {
      en: 'Daily for registers that publish daily, and at least monthly everywhere else. Every address shows the date it was last confirmed.',
      es: 'A diario en los registros que publican a diario, y al menos cada mes en el resto. Cada dirección muestra la fecha de su última confirmación.',
    },
  },
]

/** The Location data page's FAQ items, linked to its page (the page's FAQ block shows them). */
export async function seedLocationDataFaq(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { page_type: { equals: 'location_data' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const page = docs[0]
  if (!page) return
  for (const [position, faq] of FAQ.entries()) {
    const created = await payload.create({
      collection: 'faq-items',
      locale: 'en',
      data: { question: faq.question.en, answer: faq.answer.en, page: page.id, position, default_opened: position === 0 },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    await payload.update({
      collection: 'faq-items',
      id: created.id,
      locale: 'es',
      data: { question: faq.question.es, answer: faq.answer.es },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
  }
}
