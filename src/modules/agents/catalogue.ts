/**
 * The AI company-check agents offered in the agents area (spec: enrichment-agents-header.md 2.3,
 * 3 "Agent" and 4.2). Each agent has a snake_case name (also its card icon key) and a lookup code
 * used in the agent calls (`/agent-ai/countries/{code}`, `/agent-ai/company/{id}/{code}`).
 *
 * `answerable` marks the agents the company registry can really answer from its own columns; they
 * are Free by default. The others need data the registry does not hold (credit, compliance,
 * financial or web-intelligence sources): they are Paid and lead to a demo, never to invented data.
 */

export type AgentLanguage = 'en' | 'es'

export type AgentTexts = {
  title: string
  /** Short, safe HTML: `<p>` paragraphs, optionally a `<ul>` of `<li>` items, `<strong>`/`<em>`. */
  description: string
}

export type AgentDefinition = {
  name: string
  code: string
  answerable: boolean
  icon: string
  texts: Record<AgentLanguage, AgentTexts>
}

export type AgentType = 'Free' | 'Paid'

/** The icon of an agent card is keyed by the agent's name (spec 2.3). */
const agent = (definition: Omit<AgentDefinition, 'icon'>): AgentDefinition => ({ ...definition, icon: definition.name })

export const AGENT_DEFINITIONS: readonly AgentDefinition[] = [
  // ---- Answered from the registry (Free by default) ------------------------------------------
  agent({
    name: 'check_company_status',
    code: 'status',
    answerable: true,
    texts: {
      en: {
        title: 'Company status check',
        description:
          '<p>Find out whether a company is active, dissolved, in liquidation or struck off, straight from its registry record.</p>',
      },
      es: {
        title: 'Comprobación del estado de la empresa',
        description:
          '<p>Descubra si una empresa está activa, disuelta, en liquidación o dada de baja, directamente desde su ficha registral.</p>',
      },
    },
  }),
  agent({
    name: 'check_company_registration_number',
    code: 'reg_number',
    answerable: true,
    texts: {
      en: {
        title: 'Registration number check',
        description:
          '<p>Confirm a company registration number: its normalised form and whether its format and check digits are valid for the country.</p>',
      },
      es: {
        title: 'Verificación del número de registro',
        description:
          '<p>Confirme el número de registro de una empresa: su forma normalizada y si su formato y dígitos de control son válidos para el país.</p>',
      },
    },
  }),
  agent({
    name: 'check_vat_number',
    code: 'vat_number',
    answerable: true,
    texts: {
      en: {
        title: 'VAT number check',
        description:
          '<p>Get the VAT number on record for a company and check its format and check digits against the rules of its country.</p>',
      },
      es: {
        title: 'Verificación del número de IVA',
        description:
          '<p>Obtenga el número de IVA registrado de una empresa y compruebe su formato y dígitos de control según las reglas de su país.</p>',
      },
    },
  }),
  agent({
    name: 'retrieve_company_sic_code',
    code: 'sic_code',
    answerable: true,
    texts: {
      en: {
        title: 'SIC code lookup',
        description: '<p>Retrieve the SIC code of a company together with its description and industry.</p>',
      },
      es: {
        title: 'Consulta del código SIC',
        description: '<p>Obtenga el código SIC de una empresa junto con su descripción y su sector.</p>',
      },
    },
  }),
  agent({
    name: 'director_check',
    code: 'directors',
    answerable: true,
    texts: {
      en: {
        title: 'Director check',
        description: '<p>List the directors and executives of a company, most senior first, with their role and department.</p>',
      },
      es: {
        title: 'Consulta de directivos',
        description:
          '<p>Consulte los administradores y directivos de una empresa, de mayor a menor rango, con su cargo y departamento.</p>',
      },
    },
  }),
  agent({
    name: 'email_finder',
    code: 'email_finder',
    answerable: true,
    texts: {
      en: {
        title: 'Email finder',
        description:
          '<p>Find business e-mail addresses for a company:</p><ul><li>the general company address</li><li>direct addresses of its executives</li></ul>',
      },
      es: {
        title: 'Buscador de correos electrónicos',
        description:
          '<p>Encuentre direcciones de correo profesionales de una empresa:</p><ul><li>la dirección general de la empresa</li><li>las direcciones directas de sus directivos</li></ul>',
      },
    },
  }),
  agent({
    name: 'lead_prospector',
    code: 'lead_prospector',
    answerable: true,
    texts: {
      en: {
        title: 'Lead prospector',
        description:
          '<p>Discover new prospects that look like a company you know: businesses of the same industry and size in the same country.</p>',
      },
      es: {
        title: 'Prospector de clientes potenciales',
        description:
          '<p>Descubra nuevos clientes potenciales parecidos a una empresa que ya conoce: negocios del mismo sector y tamaño en el mismo país.</p>',
      },
    },
  }),
  agent({
    name: 'check_legal_form',
    code: 'legal_form',
    answerable: true,
    texts: {
      en: {
        title: 'Legal form check',
        description: '<p>See the legal form under which a company is registered, such as a limited or public limited company.</p>',
      },
      es: {
        title: 'Consulta de la forma jurídica',
        description: '<p>Consulte la forma jurídica con la que está inscrita una empresa, como sociedad limitada o sociedad anónima.</p>',
      },
    },
  }),
  agent({
    name: 'registered_address_finder',
    code: 'address',
    answerable: true,
    texts: {
      en: {
        title: 'Registered address finder',
        description: '<p>Get the registered address of a company: street, city, postcode and state or province.</p>',
      },
      es: {
        title: 'Buscador de domicilio social',
        description: '<p>Obtenga el domicilio social de una empresa: calle, ciudad, código postal y estado o provincia.</p>',
      },
    },
  }),
  agent({
    name: 'company_contact_finder',
    code: 'contact_details',
    answerable: true,
    texts: {
      en: {
        title: 'Company contact details',
        description: '<p>Find how to reach a company: its main phone number, general e-mail address and website.</p>',
      },
      es: {
        title: 'Datos de contacto de la empresa',
        description: '<p>Averigüe cómo contactar con una empresa: su teléfono principal, su correo general y su sitio web.</p>',
      },
    },
  }),
  agent({
    name: 'company_age_check',
    code: 'company_age',
    answerable: true,
    texts: {
      en: {
        title: 'Company age check',
        description: '<p>Find the year a company was founded and how many years it has been trading.</p>',
      },
      es: {
        title: 'Antigüedad de la empresa',
        description: '<p>Conozca el año de fundación de una empresa y cuántos años lleva en actividad.</p>',
      },
    },
  }),
  agent({
    name: 'company_size_estimator',
    code: 'company_size',
    answerable: true,
    texts: {
      en: {
        title: 'Company size estimator',
        description: '<p>Size up a company by its employee range and yearly turnover.</p>',
      },
      es: {
        title: 'Estimador del tamaño de la empresa',
        description: '<p>Estime el tamaño de una empresa por su rango de empleados y su facturación anual.</p>',
      },
    },
  }),
  agent({
    name: 'industry_classifier',
    code: 'industry',
    answerable: true,
    texts: {
      en: {
        title: 'Industry classification',
        description: '<p>Classify a company by industry, with the SIC code and description behind it.</p>',
      },
      es: {
        title: 'Clasificación sectorial',
        description: '<p>Clasifique una empresa por sector, con el código SIC y la descripción en los que se basa.</p>',
      },
    },
  }),
  agent({
    name: 'website_traffic_checker',
    code: 'website_traffic',
    answerable: true,
    texts: {
      en: {
        title: 'Website traffic checker',
        description: '<p>Gauge the online reach of a company: its website, traffic rank and estimated monthly visits.</p>',
      },
      es: {
        title: 'Tráfico del sitio web',
        description:
          '<p>Mida el alcance en línea de una empresa: su sitio web, su ranking de tráfico y sus visitas mensuales estimadas.</p>',
      },
    },
  }),
  agent({
    name: 'linkedin_finder',
    code: 'linkedin',
    answerable: true,
    texts: {
      en: {
        title: 'LinkedIn finder',
        description: '<p>Find the LinkedIn page of a company and the LinkedIn profiles of its executives.</p>',
      },
      es: {
        title: 'Buscador de LinkedIn',
        description: '<p>Encuentre la página de LinkedIn de una empresa y los perfiles de LinkedIn de sus directivos.</p>',
      },
    },
  }),
  agent({
    name: 'phone_finder',
    code: 'phone_finder',
    answerable: true,
    texts: {
      en: {
        title: 'Phone finder',
        description: '<p>Find phone numbers for a company: its switchboard and the direct lines of its executives.</p>',
      },
      es: {
        title: 'Buscador de teléfonos',
        description: '<p>Encuentre los teléfonos de una empresa: su centralita y las líneas directas de sus directivos.</p>',
      },
    },
  }),
  agent({
    name: 'decision_maker_finder',
    code: 'decision_makers',
    answerable: true,
    texts: {
      en: {
        title: 'Decision-maker finder',
        description:
          '<p>Reach the people who sign off: the C-level executives, vice presidents and directors of a company, with their contact details.</p>',
      },
      es: {
        title: 'Buscador de responsables de decisión',
        description:
          '<p>Llegue a quienes toman las decisiones: la alta dirección, los vicepresidentes y los directores de una empresa, con sus datos de contacto.</p>',
      },
    },
  }),

  // ---- Need sources beyond the registry (Paid by default, book a demo) ------------------------
  agent({
    name: 'esg_score',
    code: 'esg_score',
    answerable: false,
    texts: {
      en: {
        title: 'ESG score',
        description: '<p>Assess the environmental, social and governance performance of a company with an ESG score and its drivers.</p>',
      },
      es: {
        title: 'Puntuación ESG',
        description:
          '<p>Evalúe el desempeño ambiental, social y de gobierno corporativo de una empresa con una puntuación ESG y sus factores.</p>',
      },
    },
  }),
  agent({
    name: 'credit_score_check',
    code: 'credit_score',
    answerable: false,
    texts: {
      en: {
        title: 'Credit score check',
        description: '<p>Get a credit score for a company and its probability of default, so you can judge the risk before you trade.</p>',
      },
      es: {
        title: 'Puntuación de crédito',
        description:
          '<p>Obtenga la puntuación de crédito de una empresa y su probabilidad de impago para valorar el riesgo antes de operar.</p>',
      },
    },
  }),
  agent({
    name: 'credit_limit_check',
    code: 'credit_limit',
    answerable: false,
    texts: {
      en: {
        title: 'Credit limit recommendation',
        description: '<p>Find out how much credit you can safely extend to a company, with a recommended limit.</p>',
      },
      es: {
        title: 'Recomendación de límite de crédito',
        description: '<p>Sepa cuánto crédito puede conceder con seguridad a una empresa, con un límite recomendado.</p>',
      },
    },
  }),
  agent({
    name: 'sanctions_screening',
    code: 'sanctions',
    answerable: false,
    texts: {
      en: {
        title: 'Sanctions screening',
        description: '<p>Screen a company and its officers against international sanctions and watch lists.</p>',
      },
      es: {
        title: 'Control de sanciones',
        description: '<p>Compruebe una empresa y sus directivos frente a listas internacionales de sanciones y de vigilancia.</p>',
      },
    },
  }),
  agent({
    name: 'pep_check',
    code: 'pep',
    answerable: false,
    texts: {
      en: {
        title: 'PEP check',
        description: '<p>Find out whether the officers or owners of a company are politically exposed persons.</p>',
      },
      es: {
        title: 'Control de PEP',
        description: '<p>Averigüe si los directivos o propietarios de una empresa son personas con responsabilidad pública (PEP).</p>',
      },
    },
  }),
  agent({
    name: 'adverse_media_check',
    code: 'adverse_media',
    answerable: false,
    texts: {
      en: {
        title: 'Adverse media check',
        description: '<p>Scan news and online sources for negative coverage of a company: fraud, litigation, corruption and more.</p>',
      },
      es: {
        title: 'Noticias adversas',
        description:
          '<p>Revise noticias y fuentes en línea en busca de información negativa sobre una empresa: fraude, litigios, corrupción y más.</p>',
      },
    },
  }),
  agent({
    name: 'ubo_finder',
    code: 'ubo',
    answerable: false,
    texts: {
      en: {
        title: 'Beneficial owner finder',
        description: '<p>Identify the ultimate beneficial owners of a company and their shareholdings.</p>',
      },
      es: {
        title: 'Titulares reales',
        description: '<p>Identifique a los titulares reales de una empresa y sus participaciones.</p>',
      },
    },
  }),
  agent({
    name: 'financial_statements',
    code: 'financials',
    answerable: false,
    texts: {
      en: {
        title: 'Financial statements',
        description:
          '<p>Retrieve the filed accounts of a company:</p><ul><li>balance sheet</li><li>profit and loss</li><li>key ratios</li></ul>',
      },
      es: {
        title: 'Estados financieros',
        description:
          '<p>Obtenga las cuentas depositadas de una empresa:</p><ul><li>balance</li><li>cuenta de pérdidas y ganancias</li><li>ratios clave</li></ul>',
      },
    },
  }),
  agent({
    name: 'payment_behaviour_check',
    code: 'payment_behaviour',
    answerable: false,
    texts: {
      en: {
        title: 'Payment behaviour',
        description: '<p>See how promptly a company pays its suppliers, with days beyond terms and payment trends.</p>',
      },
      es: {
        title: 'Comportamiento de pago',
        description:
          '<p>Compruebe con qué puntualidad paga una empresa a sus proveedores, con los días de retraso y la tendencia de pagos.</p>',
      },
    },
  }),
  agent({
    name: 'court_records_check',
    code: 'court_records',
    answerable: false,
    texts: {
      en: {
        title: 'Court records check',
        description: '<p>Search court judgments, claims and legal proceedings involving a company.</p>',
      },
      es: {
        title: 'Registros judiciales',
        description: '<p>Busque sentencias, reclamaciones y procedimientos judiciales en los que esté implicada una empresa.</p>',
      },
    },
  }),
  agent({
    name: 'insolvency_check',
    code: 'insolvency',
    answerable: false,
    texts: {
      en: {
        title: 'Insolvency check',
        description: '<p>Check official notices for insolvency, administration and bankruptcy proceedings against a company.</p>',
      },
      es: {
        title: 'Control de insolvencia',
        description: '<p>Consulte los anuncios oficiales de insolvencia, administración concursal y quiebra relativos a una empresa.</p>',
      },
    },
  }),
  agent({
    name: 'group_structure_finder',
    code: 'group_structure',
    answerable: false,
    texts: {
      en: {
        title: 'Group structure',
        description: '<p>Map the corporate family of a company: parent, ultimate parent, subsidiaries and branches.</p>',
      },
      es: {
        title: 'Estructura del grupo',
        description: '<p>Trace el grupo empresarial de una empresa: matriz, matriz última, filiales y sucursales.</p>',
      },
    },
  }),
  agent({
    name: 'tech_stack_finder',
    code: 'tech_stack',
    answerable: false,
    texts: {
      en: {
        title: 'Tech stack finder',
        description: '<p>Discover the technologies a company uses on its website, from analytics to e-commerce platforms.</p>',
      },
      es: {
        title: 'Tecnologías utilizadas',
        description:
          '<p>Descubra las tecnologías que usa una empresa en su sitio web, desde la analítica hasta las plataformas de comercio electrónico.</p>',
      },
    },
  }),
  agent({
    name: 'news_monitoring',
    code: 'news',
    answerable: false,
    texts: {
      en: {
        title: 'News monitoring',
        description: '<p>Follow the latest news about a company and get alerted to important events.</p>',
      },
      es: {
        title: 'Seguimiento de noticias',
        description: '<p>Siga las últimas noticias sobre una empresa y reciba avisos de los acontecimientos importantes.</p>',
      },
    },
  }),
]

const BY_NAME = new Map(AGENT_DEFINITIONS.map((definition) => [definition.name, definition]))
const BY_CODE = new Map(AGENT_DEFINITIONS.map((definition) => [definition.code, definition]))

/** The agent with this snake_case name, or undefined. */
export function agentByName(name: string): AgentDefinition | undefined {
  return BY_NAME.get(name.trim())
}

/** The agent with this lookup code, whatever its case ("VAT_NUMBER" is vat_number), or undefined. */
export function agentByCode(code: string): AgentDefinition | undefined {
  return BY_CODE.get(code.trim().toLowerCase())
}

/** Spec 4.2: the free type is written "Free" or "free". */
export function isFreeType(type: string): boolean {
  return type === 'Free' || type === 'free'
}

/** Spec 4.2: the paid type is written "Paid" or "paid". */
export function isPaidType(type: string): boolean {
  return type === 'Paid' || type === 'paid'
}

/** The type an agent gets unless the CMS says otherwise: Free when the registry answers it. */
export function defaultAgentType(definition: AgentDefinition): AgentType {
  return definition.answerable ? 'Free' : 'Paid'
}
