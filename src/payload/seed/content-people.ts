import type { AuthorKey, Bilingual } from './content-types'

/** Invented authors, customers and testimonials; any resemblance to real people is coincidental. */

export type AuthorSeed = { slug: AuthorKey; fullName: string; role: Bilingual; motivation: Bilingual; twitter?: boolean; medium?: boolean }

export const AUTHORS: AuthorSeed[] = [
  {
    slug: 'elena-marsh',
    fullName: 'Elena Marsh',
    role: { en: 'Head of Risk & Compliance Content', es: 'Responsable de contenidos de riesgo y cumplimiento' },
    motivation: {
      en: 'I spent eight years running KYB reviews for a payments company before joining Company Atlas. I write about due diligence the way I wish someone had explained it to me on my first day: what to check, in which order, and when to stop.',
      es: 'Pasé ocho años dirigiendo revisiones KYB en una empresa de pagos antes de unirme a Company Atlas. Escribo sobre diligencia debida como me habría gustado que me la explicaran el primer día: qué comprobar, en qué orden y cuándo parar.',
    },
    twitter: true,
  },
  {
    slug: 'tomas-ribera',
    fullName: 'Tomás Ribera',
    role: { en: 'Sales Director, Southern Europe & LATAM', es: 'Director de ventas, sur de Europa y LATAM' },
    motivation: {
      en: 'Good prospecting is mostly good data and a bit of patience. I share what our sales team and our customers have learned about building lists that actually convert.',
      es: 'Prospectar bien es sobre todo tener buenos datos y algo de paciencia. Comparto lo que nuestro equipo comercial y nuestros clientes han aprendido sobre listas que realmente convierten.',
    },
    medium: true,
  },
  {
    slug: 'priya-lindqvist',
    fullName: 'Priya Lindqvist',
    role: { en: 'Head of Data Quality', es: 'Responsable de calidad de datos' },
    motivation: {
      en: 'My team decides which of our 500+ sources we trust for which field, and how fast a change in a registry reaches our customers. I write about matching, freshness and the unglamorous work behind a reliable company record.',
      es: 'Mi equipo decide en cuál de nuestras más de 500 fuentes confiamos para cada campo y con qué rapidez un cambio en un registro llega a nuestros clientes. Escribo sobre matching, actualidad de los datos y el trabajo poco vistoso que hay detrás de un registro fiable.',
    },
    twitter: true,
    medium: true,
  },
  {
    slug: 'daniel-osei',
    fullName: 'Daniel Osei',
    role: { en: 'Product Marketing Manager', es: 'Product Marketing Manager' },
    motivation: {
      en: 'I translate what our engineers build into plain language. Expect practical guides on segmentation, account-based marketing and getting more out of the data you already pay for.',
      es: 'Traduzco a un lenguaje claro lo que construyen nuestros ingenieros. Encontrará guías prácticas sobre segmentación, marketing basado en cuentas y cómo sacar más partido a los datos que ya paga.',
    },
  },
  {
    slug: 'sofia-castellan',
    fullName: 'Sofía Castellán',
    role: { en: 'Product Manager, API & AI Agents', es: 'Product Manager, API y agentes de IA' },
    motivation: {
      en: 'I look after the Company Atlas API and our AI company-check agents. I write release notes that explain the why, not only the what, and I read every piece of feedback that comes in.',
      es: 'Me ocupo de la API de Company Atlas y de nuestros agentes de IA de verificación de empresas. Escribo notas de versión que explican el porqué y no solo el qué, y leo todos los comentarios que recibimos.',
    },
    twitter: true,
  },
]

export type CustomerSeed = { slug: string; name: string }

export const CUSTOMERS: CustomerSeed[] = [
  { slug: 'halden-logistics', name: 'Halden Logistics' },
  { slug: 'brightmoor-capital', name: 'Brightmoor Capital' },
  { slug: 'verano-foods', name: 'Verano Foods' },
  { slug: 'kestrel-brokers', name: 'Kestrel Insurance Brokers' },
  { slug: 'lumapay', name: 'Lumapay' },
  { slug: 'orbita-consulting', name: 'Orbita Consulting' },
  { slug: 'tessaro-industrial', name: 'Tessaro Industrial' },
  { slug: 'pinecrest-leasing', name: 'Pinecrest Leasing' },
  { slug: 'aster-trade-finance', name: 'Aster Trade Finance' },
  { slug: 'norvik-components', name: 'Norvik Components' },
  { slug: 'calder-finch', name: 'Calder & Finch Advisory' },
  { slug: 'solenta-energy', name: 'Solenta Energy' },
]

export type TestimonialSeed = { name: string; company: string; role: Bilingual; quote: Bilingual }

export const TESTIMONIALS: TestimonialSeed[] = [
  {
    name: 'Marta Villanueva',
    company: 'Lumapay',
    role: { en: 'Head of Onboarding', es: 'Responsable de onboarding' },
    quote: {
      en: 'Our merchant onboarding used to wait two days for a registry extract. With Company Atlas the KYB check runs while the applicant is still filling in the form, and our analysts only look at the cases that need a human.',
      es: 'Nuestro onboarding de comercios esperaba dos días por un extracto del registro. Con Company Atlas la verificación KYB se ejecuta mientras el solicitante aún rellena el formulario, y nuestros analistas solo revisan los casos que necesitan a una persona.',
    },
  },
  {
    name: 'James Whitcombe',
    company: 'Halden Logistics',
    role: { en: 'Procurement Lead', es: 'Responsable de compras' },
    quote: {
      en: 'We monitor 1,400 carriers and subcontractors. Getting an alert the week a supplier files late accounts, instead of the month it stops answering the phone, has changed how we plan capacity.',
      es: 'Supervisamos a 1.400 transportistas y subcontratistas. Recibir una alerta la semana en que un proveedor presenta tarde sus cuentas, y no el mes en que deja de contestar al teléfono, ha cambiado nuestra forma de planificar la capacidad.',
    },
  },
  {
    name: 'Inés Carvalho',
    company: 'Orbita Consulting',
    role: { en: 'Revenue Operations Manager', es: 'Revenue Operations Manager' },
    quote: {
      en: 'The A/B/C match grades are what sold us. We import the A matches automatically, review the B matches in an afternoon and simply drop the C rows. Our CRM has never been this clean.',
      es: 'Los grados de coincidencia A/B/C fueron lo que nos convenció. Importamos automáticamente las coincidencias A, revisamos las B en una tarde y descartamos las filas C. Nuestro CRM nunca había estado tan limpio.',
    },
  },
  {
    name: 'Henrik Aalto',
    company: 'Norvik Components',
    role: { en: 'Credit Manager', es: 'Responsable de crédito' },
    quote: {
      en: 'One credit report format for customers in 30 countries means our credit committee compares like with like. Setting limits takes minutes rather than a week of chasing local agencies.',
      es: 'Un único formato de informe de crédito para clientes de 30 países significa que nuestro comité de crédito compara elementos equivalentes. Fijar límites lleva minutos, no una semana persiguiendo a agencias locales.',
    },
  },
  {
    name: 'Aisha Rahman',
    company: 'Brightmoor Capital',
    role: { en: 'Investment Associate', es: 'Investment Associate' },
    quote: {
      en: 'The AI company-check agent gives us a first read on a target in the time it takes to make coffee, with every statement linked to its source. We still do the deep work, but we start from a much better place.',
      es: 'El agente de IA de verificación nos da una primera lectura de una empresa objetivo en lo que tardamos en preparar un café, con cada afirmación enlazada a su fuente. Seguimos haciendo el trabajo de fondo, pero empezamos desde un punto mucho mejor.',
    },
  },
  {
    name: 'Lucía Ferrándiz',
    company: 'Verano Foods',
    role: { en: 'Export Sales Manager', es: 'Responsable de ventas de exportación' },
    quote: {
      en: 'We found distributors in four new markets using the industry and size filters, then checked each one before the first call. The trial alone paid for the subscription.',
      es: 'Encontramos distribuidores en cuatro mercados nuevos con los filtros de sector y tamaño, y verificamos cada uno antes de la primera llamada. Solo la prueba gratuita ya justificó la suscripción.',
    },
  },
]
