import type { SalesEmailMessage } from '@/modules/outbox'

type Purpose = 'password_reset' | 'email_confirmation'
type Texts = { subject: string; greeting: (name: string) => string; body: string; validity: (hours: number) => string; ignore: string }

const TEXTS: Record<'en' | 'es', Record<Purpose, Texts>> = {
  en: {
    email_confirmation: {
      subject: 'Confirm your e-mail address',
      greeting: (name) => `Hello ${name},`,
      body: 'Thank you for signing up for the AI agents. Please confirm your e-mail address by opening this link:',
      validity: (hours) => `The link works once and for ${hours} hours.`,
      ignore: 'If you did not create an account, you can ignore this e-mail.',
    },
    password_reset: {
      subject: 'Reset your password',
      greeting: (name) => `Hello ${name},`,
      body: 'Someone asked to reset the password of your account. To choose a new password, open this link:',
      validity: (hours) => `The link works once and for ${hours === 1 ? 'one hour' : `${hours} hours`}.`,
      ignore: 'If it was not you, ignore this e-mail: your password stays as it is.',
    },
  },
  es: {
    email_confirmation: {
      subject: 'Confirme su dirección de correo electrónico',
      greeting: (name) => `Hola, ${name}:`,
      body: 'Gracias por registrarse en los agentes de IA. Confirme su dirección de correo electrónico abriendo este enlace:',
      validity: (hours) => `El enlace funciona una sola vez durante ${hours} horas.`,
      ignore: 'Si no ha creado una cuenta, puede ignorar este correo.',
    },
    password_reset: {
      subject: 'Restablezca su contraseña',
      greeting: (name) => `Hola, ${name}:`,
      body: 'Alguien ha pedido restablecer la contraseña de su cuenta. Para elegir una nueva, abra este enlace:',
      validity: (hours) => `El enlace funciona una sola vez durante ${hours === 1 ? 'una hora' : `${hours} horas`}.`,
      ignore: 'Si no ha sido usted, ignore este correo: su contraseña no cambia.',
    },
  },
}

/** The confirmation or reset e-mail of an account, in the account's language (English otherwise). */
export function accountEmail(
  purpose: Purpose,
  input: { to: string; firstName: string; link: string; lang: string; ttlSeconds: number },
): SalesEmailMessage {
  const texts = TEXTS[input.lang === 'es' ? 'es' : 'en'][purpose]
  const hours = Math.max(1, Math.round(input.ttlSeconds / 3600))
  return {
    to: input.to,
    subject: texts.subject,
    text: [texts.greeting(input.firstName), '', texts.body, input.link, '', texts.validity(hours), texts.ignore].join('\n'),
  }
}
