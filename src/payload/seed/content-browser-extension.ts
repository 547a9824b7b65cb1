import type { PageBlockInput } from './content-pricing'

type SeedLocale = 'en' | 'es' | 'de'

const COPY: Record<
  SeedLocale,
  {
    features: { heading: string; intro: string; items: { title: string; text: string; icon: string }[] }
    steps: { heading: string; items: { title: string; text: string; icon: string }[] }
  }
> = {
  en: {
    features: {
      heading: 'What you see on any company’s website',
      intro: 'Open a company’s website, or its profile on a professional network, and the panel finds the company in our registry.',
      items: [
        {
          title: '20 years of financials',
          text: 'Revenue, profit and balance-sheet history as filed, with the date of each filing.',
          icon: 'chart',
        },
        {
          title: 'Credit score and risk',
          text: 'A credit score, a recommended credit limit and any negative events, updated daily.',
          icon: 'shield',
        },
        {
          title: 'Registration and VAT check',
          text: 'The registered name, number, status and a live VAT check, so you know who you deal with.',
          icon: 'check',
        },
        { title: 'Decision-makers', text: 'Directors and key contacts with their roles, ready to save to your lists.', icon: 'people' },
      ],
    },
    steps: {
      heading: 'How it works',
      items: [
        {
          title: '1. Add it to your browser',
          text: 'One click from the store; it asks for no access beyond the tab you open it on.',
          icon: 'plug',
        },
        {
          title: '2. Sign in once',
          text: 'Use your account or a free trial. Searches count against your plan like any other.',
          icon: 'people',
        },
        {
          title: '3. Check while you browse',
          text: 'Click the icon on a company’s site to see its profile beside the page.',
          icon: 'magnifier',
        },
      ],
    },
  },
  es: {
    features: {
      heading: 'Lo que verá en la web de cualquier empresa',
      intro: 'Abra la web de una empresa, o su perfil en una red profesional, y el panel la encuentra en nuestro registro.',
      items: [
        {
          title: '20 años de datos financieros',
          text: 'Ingresos, beneficios y balances tal como se depositaron, con la fecha de cada cuenta.',
          icon: 'chart',
        },
        {
          title: 'Scoring y riesgo',
          text: 'Una puntuación de crédito, un límite de crédito recomendado y las incidencias, actualizados a diario.',
          icon: 'shield',
        },
        {
          title: 'Registro y NIF-IVA',
          text: 'La denominación, el número, la situación y una comprobación del IVA en directo.',
          icon: 'check',
        },
        {
          title: 'Responsables de decisión',
          text: 'Administradores y contactos clave con su cargo, listos para guardar en sus listas.',
          icon: 'people',
        },
      ],
    },
    steps: {
      heading: 'Cómo funciona',
      items: [
        { title: '1. Añádala a su navegador', text: 'Un clic desde la tienda; solo accede a la pestaña en la que la abre.', icon: 'plug' },
        {
          title: '2. Inicie sesión una vez',
          text: 'Con su cuenta o una prueba gratuita. Las búsquedas cuentan en su plan como cualquier otra.',
          icon: 'people',
        },
        {
          title: '3. Compruebe mientras navega',
          text: 'Pulse el icono en la web de una empresa para ver su perfil junto a la página.',
          icon: 'magnifier',
        },
      ],
    },
  },
  de: {
    features: {
      heading: 'Was Sie auf jeder Unternehmenswebsite sehen',
      intro:
        'Öffnen Sie die Website eines Unternehmens oder sein Profil in einem Berufsnetzwerk – das Panel findet es in unserem Register.',
      items: [
        {
          title: '20 Jahre Finanzdaten',
          text: 'Umsatz, Gewinn und Bilanzen wie eingereicht, mit dem Datum jedes Abschlusses.',
          icon: 'chart',
        },
        {
          title: 'Bonität und Risiko',
          text: 'Ein Bonitätsindex, ein empfohlenes Kreditlimit und Negativmerkmale, täglich aktualisiert.',
          icon: 'shield',
        },
        {
          title: 'Register- und USt-Prüfung',
          text: 'Firmenname, Registernummer, Status und eine Live-Prüfung der USt-IdNr.',
          icon: 'check',
        },
        { title: 'Entscheider', text: 'Geschäftsführung und wichtige Kontakte mit ihren Rollen, bereit für Ihre Listen.', icon: 'people' },
      ],
    },
    steps: {
      heading: 'So funktioniert es',
      items: [
        {
          title: '1. Zum Browser hinzufügen',
          text: 'Ein Klick im Store; sie greift nur auf den Tab zu, in dem Sie sie öffnen.',
          icon: 'plug',
        },
        {
          title: '2. Einmal anmelden',
          text: 'Mit Ihrem Konto oder einem kostenlosen Test. Abfragen zählen wie jede andere zu Ihrem Tarif.',
          icon: 'people',
        },
        {
          title: '3. Beim Surfen prüfen',
          text: 'Klicken Sie auf der Website eines Unternehmens auf das Symbol, um sein Profil neben der Seite zu sehen.',
          icon: 'magnifier',
        },
      ],
    },
  },
}

/** The browser-extension page's blocks (what it shows, how it works) in each seeded language. */
export function browserExtensionPageBlocks(locale: SeedLocale): PageBlockInput[] {
  const copy = COPY[locale]
  return [
    { blockType: 'featureGrid', ...copy.features },
    { blockType: 'featureGrid', heading: copy.steps.heading, items: copy.steps.items },
  ]
}
