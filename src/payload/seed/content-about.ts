import type { PageBlockInput } from './content-pricing'

type SeedLocale = 'en' | 'es' | 'de'

const STATEMENTS: Record<SeedLocale, { label: string; heading: string; text: string }[]> = {
  en: [
    {
      label: 'Our primary goal',
      heading: 'Every business decision backed by verified company data',
      text: 'We collect company records from official registers, gazettes and filings in 200+ countries, check them, and keep them current, so a credit manager, a sales team or a compliance officer can act on a company the day they meet it.',
    },
    {
      label: 'Our vision',
      heading: 'One trusted source for every company in the world',
      text: 'Company data is scattered across thousands of registers, languages and formats. We want any team, in any market, to reach the same verified picture of a business in seconds, with a clear record of where each fact came from.',
    },
  ],
  es: [
    {
      label: 'Nuestro objetivo principal',
      heading: 'Cada decisión empresarial respaldada por datos verificados',
      text: 'Recopilamos los datos de las empresas en registros oficiales, boletines y cuentas depositadas de más de 200 países, los verificamos y los mantenemos al día, para que un responsable de riesgos, un equipo comercial o un área de cumplimiento pueda actuar el mismo día en que conoce a una empresa.',
    },
    {
      label: 'Nuestra visión',
      heading: 'Una fuente fiable para todas las empresas del mundo',
      text: 'Los datos de empresas están repartidos en miles de registros, idiomas y formatos. Queremos que cualquier equipo, en cualquier mercado, obtenga en segundos la misma imagen verificada de una empresa, sabiendo de dónde procede cada dato.',
    },
  ],
  de: [
    {
      label: 'Unser wichtigstes Ziel',
      heading: 'Jede Geschäftsentscheidung auf geprüfte Unternehmensdaten gestützt',
      text: 'Wir erheben Unternehmensdaten aus amtlichen Registern, Bekanntmachungen und Abschlüssen in über 200 Ländern, prüfen sie und halten sie aktuell – damit Kreditmanagement, Vertrieb und Compliance vom ersten Tag an sicher handeln können.',
    },
    {
      label: 'Unsere Vision',
      heading: 'Eine verlässliche Quelle für jedes Unternehmen der Welt',
      text: 'Unternehmensdaten sind über Tausende Register, Sprachen und Formate verstreut. Jedes Team in jedem Markt soll in Sekunden dasselbe geprüfte Bild eines Unternehmens erhalten – mit einem klaren Nachweis, woher jede Angabe stammt.',
    },
  ],
}

const VALUES: Record<SeedLocale, { heading: string; intro: string; items: { title: string; text: string; icon: string }[] }> = {
  en: {
    heading: 'What we value',
    intro: 'Five principles guide how we build our data and how we work with customers.',
    items: [
      {
        title: 'Accuracy first',
        text: 'A record we cannot verify is marked as such. We would rather show less than show something wrong.',
        icon: 'check',
      },
      {
        title: 'Traceable sources',
        text: 'Every figure keeps the register, filing or date it came from, so you can check it yourself.',
        icon: 'database',
      },
      {
        title: 'Privacy by design',
        text: 'ISO 27001 and ISO 27701 certified, hosted in Europe, and personal data handled under the GDPR.',
        icon: 'shield',
      },
      {
        title: 'Global, yet local',
        text: 'Local researchers read registers in their own language and know what each status really means.',
        icon: 'globe',
      },
      {
        title: 'Customers as partners',
        text: 'Our roadmap follows what customers ask for, and every account has a person who answers.',
        icon: 'people',
      },
    ],
  },
  es: {
    heading: 'Nuestros valores',
    intro: 'Cinco principios guían cómo construimos nuestros datos y cómo trabajamos con nuestros clientes.',
    items: [
      {
        title: 'La exactitud, primero',
        text: 'Un dato que no podemos verificar se marca como tal. Preferimos mostrar menos antes que mostrar algo erróneo.',
        icon: 'check',
      },
      {
        title: 'Fuentes trazables',
        text: 'Cada cifra conserva el registro, la cuenta o la fecha de la que procede, para que pueda comprobarla usted mismo.',
        icon: 'database',
      },
      {
        title: 'Privacidad desde el diseño',
        text: 'Certificados ISO 27001 e ISO 27701, alojados en Europa y con los datos personales tratados conforme al RGPD.',
        icon: 'shield',
      },
      {
        title: 'Global y local',
        text: 'Investigadores locales leen los registros en su idioma y saben qué significa de verdad cada situación.',
        icon: 'globe',
      },
      {
        title: 'Clientes como socios',
        text: 'Nuestra hoja de ruta sigue lo que piden los clientes, y cada cuenta tiene una persona que responde.',
        icon: 'people',
      },
    ],
  },
  de: {
    heading: 'Unsere Werte',
    intro: 'Fünf Grundsätze bestimmen, wie wir unsere Daten aufbauen und mit Kunden arbeiten.',
    items: [
      {
        title: 'Genauigkeit zuerst',
        text: 'Eine Angabe, die wir nicht prüfen können, wird als solche gekennzeichnet. Lieber weniger zeigen als etwas Falsches.',
        icon: 'check',
      },
      {
        title: 'Nachvollziehbare Quellen',
        text: 'Jede Zahl behält Register, Abschluss oder Datum, aus dem sie stammt – Sie können sie selbst prüfen.',
        icon: 'database',
      },
      {
        title: 'Datenschutz von Anfang an',
        text: 'Zertifiziert nach ISO 27001 und ISO 27701, in Europa gehostet, personenbezogene Daten nach DSGVO.',
        icon: 'shield',
      },
      {
        title: 'Global und lokal',
        text: 'Lokale Researcher lesen die Register in ihrer Sprache und wissen, was jeder Status wirklich bedeutet.',
        icon: 'globe',
      },
      {
        title: 'Kunden als Partner',
        text: 'Unsere Roadmap folgt den Wünschen der Kunden, und jedes Konto hat eine Ansprechperson, die antwortet.',
        icon: 'people',
      },
    ],
  },
}

/** The About page's blocks (primary goal and vision, the five values) in each seeded language. */
export function aboutPageBlocks(locale: SeedLocale): PageBlockInput[] {
  return [
    { blockType: 'statements', items: STATEMENTS[locale] },
    { blockType: 'values', ...VALUES[locale] },
  ]
}
