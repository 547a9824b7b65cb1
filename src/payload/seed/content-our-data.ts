import type { Payload } from 'payload'

import type { PageBlockInput } from './content-pricing'
import { exampleRecordImage, type ExampleTone } from './content-images'

type SeedLocale = 'en' | 'es' | 'de'
const LOCALES: SeedLocale[] = ['en', 'es', 'de']
const NO_REVALIDATE = { disableRevalidate: true }

const FLOW: Record<SeedLocale, { heading: string; intro: string; steps: { title: string; text: string; icon: string }[] }> = {
  en: {
    heading: 'From the register to your screen',
    intro: 'Every record goes through the same three stages, and goes through them again whenever its source changes.',
    steps: [
      {
        title: 'Collection',
        text: 'Official company registers, gazettes, filed accounts and court notices in 200+ countries, read daily where the source allows and by local researchers where it does not.',
        icon: 'database',
      },
      {
        title: 'Verification',
        text: 'Names, numbers and addresses are checked against each other and against the source; duplicates are merged and every field keeps where and when it was found.',
        icon: 'check',
      },
      {
        title: 'Update',
        text: 'Changes in a register reach the record within a day for daily sources; monitored companies trigger an alert, and every record shows its last update.',
        icon: 'bolt',
      },
    ],
  },
  es: {
    heading: 'Del registro a su pantalla',
    intro: 'Cada ficha pasa por las mismas tres etapas, y vuelve a pasar por ellas cada vez que cambia su fuente.',
    steps: [
      {
        title: 'Recopilación',
        text: 'Registros mercantiles oficiales, boletines, cuentas depositadas y edictos judiciales de más de 200 países, leídos a diario donde la fuente lo permite y por investigadores locales donde no.',
        icon: 'database',
      },
      {
        title: 'Verificación',
        text: 'Denominaciones, números y direcciones se contrastan entre sí y con la fuente; los duplicados se fusionan y cada campo conserva dónde y cuándo se obtuvo.',
        icon: 'check',
      },
      {
        title: 'Actualización',
        text: 'Los cambios de un registro llegan a la ficha en un día en las fuentes diarias; las empresas vigiladas generan una alerta y cada ficha muestra su última actualización.',
        icon: 'bolt',
      },
    ],
  },
  de: {
    heading: 'Vom Register auf Ihren Bildschirm',
    intro: 'Jeder Datensatz durchläuft dieselben drei Stufen – und durchläuft sie erneut, sobald sich seine Quelle ändert.',
    steps: [
      {
        title: 'Erhebung',
        text: 'Amtliche Handelsregister, Bekanntmachungen, Jahresabschlüsse und Gerichtsmitteilungen aus über 200 Ländern – täglich gelesen, wo die Quelle es erlaubt, sonst von lokalen Researchern.',
        icon: 'database',
      },
      {
        title: 'Prüfung',
        text: 'Namen, Nummern und Adressen werden untereinander und mit der Quelle abgeglichen; Dubletten werden zusammengeführt, jedes Feld behält Fundort und Datum.',
        icon: 'check',
      },
      {
        title: 'Aktualisierung',
        text: 'Änderungen im Register erreichen den Datensatz bei täglichen Quellen binnen eines Tages; beobachtete Unternehmen lösen einen Alarm aus, jeder Datensatz zeigt seine letzte Aktualisierung.',
        icon: 'bolt',
      },
    ],
  },
}

type Example = { tone: ExampleTone; alt: Record<SeedLocale, string>; title: Record<SeedLocale, string>; text: Record<SeedLocale, string> }

const EXAMPLES: Example[] = [
  {
    tone: 'green',
    alt: {
      en: 'A company record with a green status band and a high score gauge',
      es: 'Ficha de empresa con banda de estado verde y un indicador de puntuación alto',
      de: 'Unternehmensdatensatz mit grünem Statusband und hoher Bonitätsanzeige',
    },
    title: { en: 'Active, low risk', es: 'Activa, riesgo bajo', de: 'Aktiv, geringes Risiko' },
    text: {
      en: 'Filed its accounts on time, growing revenue, no negative events: a recommended credit limit is shown.',
      es: 'Cuentas depositadas a tiempo, ingresos al alza y sin incidencias: se muestra un límite de crédito recomendado.',
      de: 'Abschlüsse fristgerecht, wachsender Umsatz, keine Negativmerkmale: ein empfohlenes Kreditlimit wird angezeigt.',
    },
  },
  {
    tone: 'orange',
    alt: {
      en: 'A company record with an orange status band and a medium score gauge',
      es: 'Ficha de empresa con banda de estado naranja y un indicador de puntuación medio',
      de: 'Unternehmensdatensatz mit orangem Statusband und mittlerer Bonitätsanzeige',
    },
    title: { en: 'Active, watch closely', es: 'Activa, conviene vigilarla', de: 'Aktiv, genau beobachten' },
    text: {
      en: 'Late filings or a change of directors: the record is flagged so you can ask for guarantees or monitor it.',
      es: 'Cuentas tardías o un cambio de administradores: la ficha lo señala para que pida garantías o la vigile.',
      de: 'Verspätete Abschlüsse oder ein Wechsel der Geschäftsführung: der Datensatz wird markiert, damit Sie Sicherheiten verlangen oder ihn beobachten.',
    },
  },
  {
    tone: 'red',
    alt: {
      en: 'A company record with a red status band and a low score gauge',
      es: 'Ficha de empresa con banda de estado roja y un indicador de puntuación bajo',
      de: 'Unternehmensdatensatz mit rotem Statusband und niedriger Bonitätsanzeige',
    },
    title: { en: 'In liquidation, high risk', es: 'En liquidación, riesgo alto', de: 'In Liquidation, hohes Risiko' },
    text: {
      en: 'Insolvency notice in the gazette and falling revenue: no credit recommended, and the source notice is linked.',
      es: 'Edicto de insolvencia en el boletín e ingresos a la baja: no se recomienda crédito y se enlaza el edicto original.',
      de: 'Insolvenzbekanntmachung und sinkender Umsatz: kein Kredit empfohlen, die Bekanntmachung ist verlinkt.',
    },
  },
]

/** The Our data page's flow diagram, in each seeded language (the examples follow at seed time, with their images). */
export function ourDataFlowBlock(locale: SeedLocale): PageBlockInput {
  return { blockType: 'dataFlow', ...FLOW[locale] }
}

/**
 * Adds the three example records (green, orange, red) to the Our data page: their images are drawn
 * and uploaded here, since a block can only point at media that exist.
 */
export async function seedOurDataExamples(payload: Payload): Promise<void> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { page_type: { equals: 'our_data' } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const page = docs[0]
  if (!page) return
  const imageIds: number[] = []
  for (const example of EXAMPLES) {
    const media = await payload.create({
      collection: 'media',
      locale: 'en',
      data: { alt: example.alt.en },
      file: await exampleRecordImage(example.tone),
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
    for (const locale of ['es', 'de'] as const) {
      await payload.update({
        collection: 'media',
        id: media.id,
        locale,
        data: { alt: example.alt[locale] },
        overrideAccess: true,
        context: NO_REVALIDATE,
      })
    }
    imageIds.push(media.id)
  }
  const heading = { en: 'What a record tells you', es: 'Lo que le dice una ficha', de: 'Was ein Datensatz Ihnen sagt' }
  const intro = {
    en: 'Three companies as our platform shows them: the colour says at a glance whether to go ahead, look closer or stop.',
    es: 'Tres empresas tal como las muestra nuestra plataforma: el color indica de un vistazo si seguir adelante, mirar con más detalle o detenerse.',
    de: 'Drei Unternehmen, wie unsere Plattform sie zeigt: die Farbe sagt auf einen Blick, ob Sie weitermachen, genauer hinsehen oder anhalten sollten.',
  }
  for (const locale of LOCALES) {
    const examples: PageBlockInput = {
      blockType: 'dataExamples',
      heading: heading[locale],
      intro: intro[locale],
      items: EXAMPLES.map((example, index) => ({
        image: imageIds[index]!,
        tone: example.tone,
        title: example.title[locale],
        text: example.text[locale],
      })),
    }
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale,
      data: { blocks: [ourDataFlowBlock(locale), examples] },
      overrideAccess: true,
      context: NO_REVALIDATE,
    })
  }
}
