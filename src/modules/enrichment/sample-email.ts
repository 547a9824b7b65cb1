import type { MailAttachment, MailMessage } from '@/modules/outbox'

/** The languages the sample e-mail and its errors are written in; every other language reads English. */
export type SampleLanguage = 'en' | 'es'

export function sampleLanguage(lang: string): SampleLanguage {
  return lang === 'es' ? 'es' : 'en'
}

type Texts = {
  /** Without the file name: the uploader chose it, and a subject is what spam filters and people read first. */
  subject: () => string
  greeting: (name: string) => string
  body: (fileName: string, rows: number) => string
  columns: string
  more: string
  ignore: string
}

const TEXTS: Record<SampleLanguage, Texts> = {
  en: {
    subject: () => 'Your enriched sample',
    greeting: (name) => `Hello ${name},`,
    body: (fileName, rows) =>
      `Thank you for trying our list enrichment. Attached is a sample of your list "${fileName}": ${rows === 1 ? 'its first row' : `its first ${rows} rows`}, enriched with the company data we matched.`,
    columns: 'Your own columns come first, then the match grade (A, B or C), the match status and the company details we found.',
    more: 'To have the whole list enriched, simply reply to this e-mail and our team will contact you.',
    ignore: 'If you did not ask for this sample, you can ignore this e-mail.',
  },
  es: {
    subject: () => 'Su muestra enriquecida',
    greeting: (name) => `Hola, ${name}:`,
    body: (fileName, rows) =>
      `Gracias por probar nuestro enriquecimiento de listas. Le adjuntamos una muestra de su lista «${fileName}»: ${rows === 1 ? 'su primera fila' : `sus primeras ${rows} filas`}, enriquecidas con los datos de empresa que hemos encontrado.`,
    columns:
      'Primero aparecen sus propias columnas y, a continuación, el grado de coincidencia (A, B o C), el estado de la coincidencia y los datos de la empresa encontrados.',
    more: 'Si desea enriquecer la lista completa, responda a este correo y nuestro equipo se pondrá en contacto con usted.',
    ignore: 'Si usted no ha pedido esta muestra, puede ignorar este correo.',
  },
}

/** The e-mail that carries a visitor's sample, in their language; replies go to sales. */
export function sampleEmail(input: {
  to: string
  name: string
  fileName: string
  rows: number
  lang: string
  replyTo: string
  attachment: MailAttachment
}): MailMessage {
  const texts = TEXTS[sampleLanguage(input.lang)]
  return {
    to: input.to,
    replyTo: input.replyTo,
    subject: texts.subject(),
    text: [texts.greeting(input.name), '', texts.body(input.fileName, input.rows), texts.columns, '', texts.more, '', texts.ignore].join(
      '\n',
    ),
    attachments: [input.attachment],
  }
}

/** Why a sample cannot be sent yet, as the results screen shows it (the request modal's detail). */
export const SAMPLE_ERRORS: Record<SampleLanguage, { notStarted: string; notReady: string }> = {
  en: {
    notStarted: 'Start matching with your contact details first.',
    notReady: 'Your sample is not ready yet: please try again once the first rows of your list have been matched.',
  },
  es: {
    notStarted: 'Primero inicie la búsqueda de coincidencias con sus datos de contacto.',
    notReady: 'Su muestra aún no está lista: vuelva a intentarlo cuando se hayan procesado las primeras filas de su lista.',
  },
}
