import type { SalesEmailMessage } from '@/modules/outbox'

type Texts = { subject: string; greeting: (name: string) => string; body: string; validity: (days: number) => string; ignore: string }

const TEXTS: Record<'en' | 'es' | 'de', Texts> = {
  en: {
    subject: 'Confirm your e-mail address to start your free trial',
    greeting: (name) => `Hello ${name},`,
    body: 'To start your free trial, confirm your e-mail address by opening this link:',
    validity: (days) => `The link works once and for ${days} days.`,
    ignore: 'If you did not ask for a trial, ignore this e-mail.',
  },
  es: {
    subject: 'Confirme su dirección de correo para empezar su prueba gratuita',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Para empezar su prueba gratuita, confirme su dirección de correo electrónico abriendo este enlace:',
    validity: (days) => `El enlace funciona una sola vez durante ${days} días.`,
    ignore: 'Si no ha pedido una prueba, ignore este correo.',
  },
  de: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse, um Ihren kostenlosen Test zu starten',
    greeting: (name) => `Hallo ${name},`,
    body: 'Um Ihren kostenlosen Test zu starten, bestätigen Sie bitte Ihre E-Mail-Adresse über diesen Link:',
    validity: (days) => `Der Link funktioniert einmal und ${days} Tage lang.`,
    ignore: 'Wenn Sie keinen Test angefordert haben, ignorieren Sie diese E-Mail.',
  },
}

/** The e-mail with a trial's confirmation link, in the trial's language (English otherwise). */
export function trialConfirmationEmail(input: {
  to: string
  firstName: string
  link: string
  lang: string
  validDays: number
}): SalesEmailMessage {
  const texts = TEXTS[input.lang === 'es' || input.lang === 'de' ? input.lang : 'en']
  return {
    to: input.to,
    subject: texts.subject,
    text: [texts.greeting(input.firstName), '', texts.body, input.link, '', texts.validity(input.validDays), texts.ignore].join('\n'),
  }
}
