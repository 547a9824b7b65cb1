import type { Bilingual, CoverKey } from './content-types'

/**
 * The academy's seed: three faculties of courses whose lessons are short silent slide videos. Each
 * lesson's cues are the one source of its video (`scripts/assets/make-academy-videos.ts` draws the
 * English cue on screen for its seconds), of its English and Spanish WebVTT captions, and of the
 * length the CMS records, so the course totals are the videos' real lengths.
 */

export type LessonCue = { seconds: number; text: Bilingual }
export type LessonSeed = { key: string; name: Bilingual; description: Bilingual; cues: LessonCue[] }
export type CourseSeed = { slug: string; name: Bilingual; description: Bilingual; cover: CoverKey; lessons: LessonSeed[] }
export type FacultySeed = { slug: string; title: Bilingual; description: Bilingual; cover: CoverKey; courses: CourseSeed[] }

/** Where the generated lesson videos are kept, one `<lesson key>.mp4` each. */
export const ACADEMY_VIDEO_DIR = 'src/payload/seed/assets/academy'

export const FACULTIES: FacultySeed[] = [
  {
    slug: 'due-diligence',
    title: { en: 'Due diligence', es: 'Diligencia debida' },
    description: {
      en: 'Check a customer or supplier before you sign: registry entries, officers, filings and credit risk.',
      es: 'Compruebe a un cliente o proveedor antes de firmar: registros, administradores, cuentas y riesgo de crédito.',
    },
    cover: 'navy-grid',
    courses: [
      {
        slug: 'company-checks-in-ten-minutes',
        name: { en: 'Company checks in ten minutes', es: 'Verificar una empresa en diez minutos' },
        description: {
          en: 'Read a registry entry the way an analyst does, and know which findings should stop a deal.',
          es: 'Lea una inscripción registral como un analista y sepa qué hallazgos deben frenar una operación.',
        },
        cover: 'navy-rings',
        lessons: [
          {
            key: 'dd-reading-a-registry-entry',
            name: { en: 'Reading a registry entry', es: 'Leer una inscripción registral' },
            description: {
              en: 'Name, number, legal form and registered address.',
              es: 'Denominación, número, forma jurídica y domicilio social.',
            },
            cues: [
              {
                seconds: 6,
                text: { en: 'Every check starts with the registry entry.', es: 'Toda verificación empieza por la inscripción registral.' },
              },
              {
                seconds: 7,
                text: {
                  en: 'Match the registered name, not the trading name.',
                  es: 'Compare la denominación social, no el nombre comercial.',
                },
              },
              {
                seconds: 7,
                text: {
                  en: 'The registration number identifies the company for good.',
                  es: 'El número de registro identifica a la empresa para siempre.',
                },
              },
              {
                seconds: 6,
                text: { en: 'The legal form tells you who is liable.', es: 'La forma jurídica le dice quién responde de las deudas.' },
              },
            ],
          },
          {
            key: 'dd-status-officers-filings',
            name: { en: 'Status, officers and filings', es: 'Estado, administradores y cuentas' },
            description: {
              en: 'Is the company active, who runs it, and is it up to date?',
              es: '¿Está activa, quién la dirige y está al día?',
            },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'Active, dissolved or in liquidation: check the status first.',
                  es: 'Activa, disuelta o en liquidación: mire primero el estado.',
                },
              },
              {
                seconds: 7,
                text: {
                  en: 'Officers show who can sign for the company.',
                  es: 'Los administradores muestran quién puede firmar por la empresa.',
                },
              },
              {
                seconds: 7,
                text: {
                  en: 'Late accounts are an early warning sign.',
                  es: 'Las cuentas fuera de plazo son una señal de alerta temprana.',
                },
              },
            ],
          },
          {
            key: 'dd-red-flags',
            name: { en: 'Red flags to act on', es: 'Señales de alerta que exigen actuar' },
            description: { en: 'The findings that should pause a deal.', es: 'Los hallazgos que deben detener una operación.' },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'A recent change of all directors deserves a question.',
                  es: 'Un cambio reciente de todos los administradores merece una pregunta.',
                },
              },
              {
                seconds: 6,
                text: {
                  en: 'So does an address shared by hundreds of companies.',
                  es: 'También un domicilio compartido por cientos de empresas.',
                },
              },
              {
                seconds: 7,
                text: { en: 'When in doubt, order a fresh investigation.', es: 'Ante la duda, solicite una investigación a medida.' },
              },
            ],
          },
        ],
      },
      {
        slug: 'credit-reports-for-supplier-onboarding',
        name: { en: 'Credit reports for supplier onboarding', es: 'Informes de crédito para homologar proveedores' },
        description: {
          en: 'Use scores and credit limits to decide how much risk a new supplier may carry.',
          es: 'Use puntuaciones y límites de crédito para decidir cuánto riesgo puede asumir con un proveedor nuevo.',
        },
        cover: 'amber-circles',
        lessons: [
          {
            key: 'dd-what-a-credit-report-tells-you',
            name: { en: 'What a credit report tells you', es: 'Lo que dice un informe de crédito' },
            description: {
              en: 'The sections of a report and where to look first.',
              es: 'Las secciones de un informe y dónde mirar primero.',
            },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'A credit report brings registry, financials and payments together.',
                  es: 'Un informe de crédito reúne registro, cuentas y pagos.',
                },
              },
              {
                seconds: 7,
                text: {
                  en: 'Start with the summary: score, limit and negative events.',
                  es: 'Empiece por el resumen: puntuación, límite e incidencias.',
                },
              },
              { seconds: 6, text: { en: 'Then read the trend, not a single year.', es: 'Después lea la tendencia, no un solo año.' } },
            ],
          },
          {
            key: 'dd-scores-and-limits',
            name: { en: 'Scores and credit limits', es: 'Puntuaciones y límites de crédito' },
            description: { en: 'Turning a score into a payment term.', es: 'Convertir una puntuación en un plazo de pago.' },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'A score ranks the chance of failure within a year.',
                  es: 'La puntuación ordena la probabilidad de impago en un año.',
                },
              },
              {
                seconds: 7,
                text: {
                  en: 'The credit limit is the exposure we would accept.',
                  es: 'El límite de crédito es la exposición que aceptaríamos.',
                },
              },
              {
                seconds: 6,
                text: { en: 'Review both whenever the supplier changes.', es: 'Revise ambos cada vez que cambie el proveedor.' },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'prospecting',
    title: { en: 'Prospecting', es: 'Prospección' },
    description: {
      en: 'Find the companies worth calling and keep your CRM clean while you do it.',
      es: 'Encuentre las empresas a las que merece la pena llamar y mantenga limpio su CRM.',
    },
    cover: 'green-bars',
    courses: [
      {
        slug: 'target-lists-from-firmographics',
        name: { en: 'Target lists from firmographics', es: 'Listas objetivo con datos de empresa' },
        description: {
          en: 'Describe your best customers in data, then find the companies that look like them.',
          es: 'Describa a sus mejores clientes con datos y encuentre las empresas que se les parecen.',
        },
        cover: 'blue-waves',
        lessons: [
          {
            key: 'pr-ideal-customer-profile',
            name: { en: 'Your ideal customer profile', es: 'Su perfil de cliente ideal' },
            description: {
              en: 'Industry, size and region of the customers who stay.',
              es: 'Sector, tamaño y región de los clientes que se quedan.',
            },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'Start from the customers who renew, not the largest ones.',
                  es: 'Parta de los clientes que renuevan, no de los más grandes.',
                },
              },
              {
                seconds: 7,
                text: { en: 'Write down their industry codes, size and region.', es: 'Anote sus códigos de actividad, tamaño y región.' },
              },
              {
                seconds: 6,
                text: { en: 'That profile becomes your first search.', es: 'Ese perfil se convierte en su primera búsqueda.' },
              },
            ],
          },
          {
            key: 'pr-filters-that-matter',
            name: { en: 'Filters that matter', es: 'Los filtros que importan' },
            description: {
              en: 'Combining criteria without losing good prospects.',
              es: 'Combinar criterios sin perder buenos prospectos.',
            },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'Each filter you add removes companies: add them one at a time.',
                  es: 'Cada filtro elimina empresas: añádalos de uno en uno.',
                },
              },
              {
                seconds: 7,
                text: {
                  en: 'Revenue bands beat exact figures for young companies.',
                  es: 'Los tramos de facturación funcionan mejor que las cifras exactas en empresas jóvenes.',
                },
              },
              {
                seconds: 6,
                text: { en: 'Save the search so new matches reach you.', es: 'Guarde la búsqueda para recibir las nuevas coincidencias.' },
              },
            ],
          },
        ],
      },
      {
        slug: 'enriching-a-crm-list',
        name: { en: 'Enriching a CRM list', es: 'Enriquecer una lista del CRM' },
        description: {
          en: 'Upload an export, map its columns and read the A/B/C grades before you import anything back.',
          es: 'Suba una exportación, asigne sus columnas y lea los grados A/B/C antes de volver a importar nada.',
        },
        cover: 'soft-network',
        lessons: [
          {
            key: 'pr-preparing-the-file',
            name: { en: 'Preparing the file', es: 'Preparar el archivo' },
            description: { en: 'Columns, identifiers and encodings.', es: 'Columnas, identificadores y codificaciones.' },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'Export the name, country and any number you hold.',
                  es: 'Exporte el nombre, el país y cualquier número que tenga.',
                },
              },
              {
                seconds: 7,
                text: {
                  en: 'A registration or VAT number makes a match certain.',
                  es: 'Un número de registro o de IVA hace segura la coincidencia.',
                },
              },
              { seconds: 6, text: { en: 'CSV, TXT and Excel files are all accepted.', es: 'Se aceptan archivos CSV, TXT y Excel.' } },
            ],
          },
          {
            key: 'pr-reading-grades',
            name: { en: 'Reading A/B/C grades', es: 'Leer los grados A/B/C' },
            description: { en: 'What each grade means and what to do with it.', es: 'Qué significa cada grado y qué hacer con él.' },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'A means an identifier agreed: import it as it is.',
                  es: 'A significa que coincidió un identificador: impórtela tal cual.',
                },
              },
              {
                seconds: 7,
                text: {
                  en: 'B means the name and address agreed: check a sample.',
                  es: 'B significa que coincidieron nombre y dirección: revise una muestra.',
                },
              },
              {
                seconds: 7,
                text: {
                  en: 'C rows need a person: open one to see why.',
                  es: 'Las filas C necesitan a una persona: abra una para ver por qué.',
                },
              },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'data-and-apis',
    title: { en: 'Data and APIs', es: 'Datos y API' },
    description: {
      en: 'Bring company data into your own systems and keep it current without manual work.',
      es: 'Lleve los datos de empresa a sus propios sistemas y manténgalos al día sin trabajo manual.',
    },
    cover: 'blue-blocks',
    courses: [
      {
        slug: 'company-data-api-in-practice',
        name: { en: 'The company data API in practice', es: 'La API de datos de empresa en la práctica' },
        description: {
          en: 'From the first authenticated call to matching your records and monitoring changes.',
          es: 'Desde la primera llamada autenticada hasta cruzar sus registros y vigilar los cambios.',
        },
        cover: 'green-dots',
        lessons: [
          {
            key: 'api-first-call',
            name: { en: 'Authentication and the first call', es: 'Autenticación y primera llamada' },
            description: { en: 'Keys, headers and a first search.', es: 'Claves, cabeceras y una primera búsqueda.' },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'Create a key in your account and keep it on the server.',
                  es: 'Cree una clave en su cuenta y guárdela en el servidor.',
                },
              },
              {
                seconds: 7,
                text: { en: 'Send it as a bearer token with every request.', es: 'Envíela como token bearer en cada petición.' },
              },
              {
                seconds: 6,
                text: {
                  en: 'A search by name and country is the first call.',
                  es: 'Una búsqueda por nombre y país es la primera llamada.',
                },
              },
            ],
          },
          {
            key: 'api-matching-records',
            name: { en: 'Matching your records', es: 'Cruzar sus registros' },
            description: { en: 'Identifiers first, names second.', es: 'Primero identificadores, después nombres.' },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'Send every identifier you hold in one request.',
                  es: 'Envíe todos los identificadores que tenga en una petición.',
                },
              },
              {
                seconds: 7,
                text: {
                  en: 'Store the company id we return next to your record.',
                  es: 'Guarde el identificador de empresa que devolvemos junto a su registro.',
                },
              },
            ],
          },
          {
            key: 'api-monitoring-changes',
            name: { en: 'Monitoring changes', es: 'Vigilar los cambios' },
            description: {
              en: 'Be told when a status or an officer changes.',
              es: 'Reciba un aviso cuando cambie un estado o un administrador.',
            },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'Add the companies you care about to a watch list.',
                  es: 'Añada a una lista de vigilancia las empresas que le importan.',
                },
              },
              {
                seconds: 7,
                text: { en: 'A webhook tells your system what changed.', es: 'Un webhook avisa a su sistema de lo que ha cambiado.' },
              },
              {
                seconds: 6,
                text: {
                  en: 'Update your records from the event, not a nightly export.',
                  es: 'Actualice sus registros con el evento, no con una exportación nocturna.',
                },
              },
            ],
          },
        ],
      },
      {
        slug: 'keeping-company-data-fresh',
        name: { en: 'Keeping company data fresh', es: 'Mantener al día los datos de empresa' },
        description: {
          en: 'Why company records go stale, and how to refresh them without re-importing everything.',
          es: 'Por qué envejecen los datos de empresa y cómo actualizarlos sin volver a importarlo todo.',
        },
        cover: 'amber-circles',
        lessons: [
          {
            key: 'api-why-records-go-stale',
            name: { en: 'Why records go stale', es: 'Por qué envejecen los registros' },
            description: { en: 'Moves, renames, mergers and closures.', es: 'Traslados, cambios de nombre, fusiones y cierres.' },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'Companies move, rename, merge and close every day.',
                  es: 'Cada día hay empresas que se trasladan, cambian de nombre, se fusionan o cierran.',
                },
              },
              {
                seconds: 7,
                text: {
                  en: 'A list that is a year old has many changed records.',
                  es: 'Una lista de hace un año tiene muchos registros cambiados.',
                },
              },
              {
                seconds: 6,
                text: {
                  en: 'Keep the registry id, and the rest can be refreshed.',
                  es: 'Guarde el identificador del registro y el resto se puede actualizar.',
                },
              },
            ],
          },
          {
            key: 'api-scheduling-refreshes',
            name: { en: 'Scheduling refreshes', es: 'Programar las actualizaciones' },
            description: {
              en: 'How often to refresh, and what to refresh first.',
              es: 'Con qué frecuencia actualizar y qué actualizar primero.',
            },
            cues: [
              {
                seconds: 6,
                text: {
                  en: 'Refresh active customers monthly and prospects quarterly.',
                  es: 'Actualice los clientes activos cada mes y los prospectos cada trimestre.',
                },
              },
              {
                seconds: 7,
                text: {
                  en: 'Refresh by the ids you stored: an id never needs matching again.',
                  es: 'Actualice por los identificadores guardados: un identificador no hay que volver a cruzarlo.',
                },
              },
            ],
          },
        ],
      },
    ],
  },
]

/** A lesson's length in seconds: the sum of its cues, which is how long its video runs. */
export function lessonSeconds(lesson: LessonSeed): number {
  return lesson.cues.reduce((total, cue) => total + cue.seconds, 0)
}

/** Each cue's start and end in seconds. */
export function cueTimings(lesson: LessonSeed): { start: number; end: number; text: Bilingual }[] {
  let start = 0
  return lesson.cues.map((cue) => {
    const timing = { start, end: start + cue.seconds, text: cue.text }
    start += cue.seconds
    return timing
  })
}

const vttTime = (seconds: number) => {
  const whole = Math.floor(seconds)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${pad(Math.floor(whole / 3600))}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}.000`
}

/** A lesson's captions in one language, as WebVTT. */
export function lessonCaptions(lesson: LessonSeed, locale: keyof Bilingual): string {
  const cues = cueTimings(lesson).map((cue, index) => `${index + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text[locale]}`)
  return `WEBVTT\n\n${cues.join('\n\n')}\n`
}

export const ALL_LESSONS: LessonSeed[] = FACULTIES.flatMap((faculty) => faculty.courses.flatMap((course) => course.lessons))
