import type { FaqSeed } from './content-types'

/** FAQ items: a few per article (the first opened by default) and general ones attached to nothing. */

const f = (article: string | undefined, open: boolean, en: [string, string], es: [string, string]): FaqSeed => ({
  article,
  open,
  question: { en: en[0], es: es[0] },
  answer: { en: en[1], es: es[1] },
})

export const FAQS: FaqSeed[] = [
  f(
    'kyb-check-practical-checklist',
    true,
    [
      'How long does a KYB check take?',
      'With registry data available instantly, a standard check of an established company takes a few minutes. Complex ownership structures or missing registry data can take longer and may need documents from the applicant.',
    ],
    [
      '¿Cuánto tarda una verificación KYB?',
      'Con los datos registrales disponibles al instante, una verificación estándar de una empresa consolidada lleva unos minutos. Las estructuras de propiedad complejas o la falta de datos registrales pueden alargarla y requerir documentos del solicitante.',
    ],
  ),
  f(
    'kyb-check-practical-checklist',
    false,
    [
      'Is KYB only for regulated companies?',
      'No. Banks and payment firms are legally required to perform it, but any company that extends credit, pays suppliers or signs long contracts benefits from the same checks.',
    ],
    [
      '¿El KYB es solo para empresas reguladas?',
      'No. Bancos y entidades de pago están obligados por ley, pero cualquier empresa que concede crédito, paga a proveedores o firma contratos largos se beneficia de las mismas comprobaciones.',
    ],
  ),
  f(
    'kyb-check-practical-checklist',
    false,
    [
      'How often should we repeat a KYB check?',
      'Re-verify on a risk-based schedule, typically yearly for standard customers, and immediately when monitoring reports a change of status, directors or owners.',
    ],
    [
      '¿Cada cuánto hay que repetir una verificación KYB?',
      'Vuelva a verificar según el riesgo, normalmente cada año para clientes estándar, y de inmediato cuando la supervisión informe de un cambio de estado, administradores o propietarios.',
    ],
  ),
  f(
    'verify-ultimate-beneficial-owners',
    true,
    [
      'What is the usual UBO threshold?',
      'Many frameworks use 25% of shares or voting rights, but some countries and many internal policies use lower thresholds such as 10% for higher-risk customers.',
    ],
    [
      '¿Cuál es el umbral habitual de titularidad real?',
      'Muchos marcos normativos usan el 25 % de las acciones o los derechos de voto, pero algunos países y muchas políticas internas aplican umbrales menores, como el 10 % para clientes de mayor riesgo.',
    ],
  ),
  f(
    'verify-ultimate-beneficial-owners',
    false,
    [
      'Does Company Atlas show indirect ownership?',
      'Yes. Group structures are linked across countries and indirect holdings are calculated along each ownership path, with the source of each layer shown.',
    ],
    [
      '¿Company Atlas muestra la propiedad indirecta?',
      'Sí. Las estructuras de grupo se enlazan entre países y las participaciones indirectas se calculan a lo largo de cada camino de propiedad, indicando la fuente de cada nivel.',
    ],
  ),
  f(
    'how-company-credit-scores-are-built',
    true,
    [
      'What does a score of 0 to 100 mean?',
      'The higher the score, the lower the estimated probability of failure or serious late payment in the next twelve months. Each score also falls into a risk band from very low to very high.',
    ],
    [
      '¿Qué significa una puntuación de 0 a 100?',
      'Cuanto más alta, menor es la probabilidad estimada de quiebra o de impago grave en los próximos doce meses. Cada puntuación pertenece además a una banda de riesgo, de muy bajo a muy alto.',
    ],
  ),
  f(
    'how-company-credit-scores-are-built',
    false,
    [
      'Is the score comparable between countries?',
      'Yes. Company Atlas uses the same scale and the same risk bands in every country, so scores can be compared directly.',
    ],
    [
      '¿La puntuación es comparable entre países?',
      'Sí. Company Atlas usa la misma escala y las mismas bandas de riesgo en todos los países, así que las puntuaciones se pueden comparar directamente.',
    ],
  ),
  f(
    'how-company-credit-scores-are-built',
    false,
    [
      'Why is the recommended limit low for a healthy company?',
      'The limit depends on size as well as risk. A small but very healthy company can have a high score and a modest limit.',
    ],
    [
      '¿Por qué el límite recomendado es bajo para una empresa sana?',
      'El límite depende del tamaño además del riesgo. Una empresa pequeña pero muy sana puede tener una puntuación alta y un límite modesto.',
    ],
  ),
  f(
    'match-messy-crm-lists-abc-grades',
    true,
    [
      'What file formats can I upload for enrichment?',
      'CSV and Excel files. Map your columns to name, address, country, website, phone and identifiers during upload; the more you provide, the better the match grades.',
    ],
    [
      '¿Qué formatos de archivo puedo subir para enriquecer?',
      'Archivos CSV y Excel. Asigne sus columnas a nombre, dirección, país, web, teléfono e identificadores al subirlos; cuanto más aporte, mejores serán los grados de coincidencia.',
    ],
  ),
  f(
    'match-messy-crm-lists-abc-grades',
    false,
    [
      'Should I import B matches automatically?',
      'We recommend a quick human review. B matches are usually right, but a person can confirm a few hundred an hour and catch the exceptions.',
    ],
    [
      '¿Debo importar automáticamente las coincidencias B?',
      'Recomendamos una revisión rápida. Las coincidencias B suelen ser correctas, pero una persona puede confirmar unos cientos por hora y detectar las excepciones.',
    ],
  ),
  f(
    'introducing-ai-company-check-agents',
    true,
    [
      'Can the AI agent make a decision for me?',
      'No. The agent gathers and summarises evidence with sources; the decision stays with your team, and the full trail can be exported to your case file.',
    ],
    [
      '¿Puede el agente de IA decidir por mí?',
      'No. El agente reúne y resume las pruebas con sus fuentes; la decisión sigue siendo de su equipo, y el rastro completo puede exportarse a su expediente.',
    ],
  ),
  f(
    'introducing-ai-company-check-agents',
    false,
    [
      'Are my prompts used to train AI models?',
      'No. Your prompts and results are not used to train third-party models, and they are processed on infrastructure hosted in Europe.',
    ],
    [
      '¿Se usan mis consultas para entrenar modelos de IA?',
      'No. Sus consultas y resultados no se usan para entrenar modelos de terceros y se procesan en infraestructura alojada en Europa.',
    ],
  ),
  f(
    'api-v3-batch-lookups-webhooks',
    true,
    [
      'How long will API v2 be supported?',
      'At least eighteen months from the release of v3. We will announce the end-of-life date well in advance.',
    ],
    [
      '¿Durante cuánto tiempo se mantendrá la API v2?',
      'Al menos dieciocho meses desde la publicación de la v3. Anunciaremos la fecha de retirada con suficiente antelación.',
    ],
  ),
  f(
    'api-v3-batch-lookups-webhooks',
    false,
    [
      'How do I verify that a webhook came from Company Atlas?',
      'Every delivery is signed. Check the signature header with your webhook secret before processing the payload.',
    ],
    [
      '¿Cómo compruebo que un webhook procede de Company Atlas?',
      'Cada envío va firmado. Compruebe la cabecera de firma con su secreto de webhook antes de procesar el contenido.',
    ],
  ),
  f(
    'gdpr-b2b-contact-data',
    true,
    [
      'Can I email business contacts without consent?',
      'Often yes under legitimate interest, but national electronic marketing rules vary and some countries require consent even for business addresses. Check the rules of each recipient country.',
    ],
    [
      '¿Puedo enviar correos a contactos profesionales sin consentimiento?',
      'A menudo sí, sobre la base del interés legítimo, pero las normas nacionales sobre comunicaciones comerciales varían y algunos países exigen consentimiento incluso para direcciones profesionales. Revise las normas de cada país destinatario.',
    ],
  ),
  f(
    'gdpr-b2b-contact-data',
    false,
    [
      'What happens when someone objects?',
      'Add them to your suppression list in every tool straight away. Company Atlas also honours objections across all customers, so the contact is no longer supplied.',
    ],
    [
      '¿Qué ocurre cuando alguien se opone?',
      'Añádalo de inmediato a su lista de exclusión en todas las herramientas. Company Atlas también respeta las oposiciones para todos los clientes, así que el contacto deja de suministrarse.',
    ],
  ),
  f(
    'global-data-platform-vs-legacy-bureau',
    true,
    [
      'How can I compare providers fairly?',
      'Run the same fifty companies, including your hardest countries, through each provider during a trial, and compare coverage, freshness, format and total cost.',
    ],
    [
      '¿Cómo puedo comparar proveedores con justicia?',
      'Pase las mismas cincuenta empresas, incluidas las de sus países más difíciles, por cada proveedor durante una prueba, y compare cobertura, actualidad, formato y coste total.',
    ],
  ),
  f(
    'global-data-platform-vs-legacy-bureau',
    false,
    [
      'Where does the 92% cost reduction come from?',
      'It is the average reduction in data spend reported by customers who consolidated several local contracts into Company Atlas, mostly from removing international per-report prices.',
    ],
    [
      '¿De dónde sale la reducción de costes del 92 %?',
      'Es la reducción media del gasto en datos que indican los clientes que agruparon varios contratos locales en Company Atlas, sobre todo al eliminar los precios internacionales por informe.',
    ],
  ),
  f(
    'lumapay-kyb-onboarding',
    true,
    [
      'Which products did Lumapay use?',
      'The Company Atlas API for instant entity and ownership checks, AI company-check agents for cases needing review, and monitoring with webhooks.',
    ],
    [
      '¿Qué productos usó Lumapay?',
      'La API de Company Atlas para verificar al instante entidades y propiedad, los agentes de IA para los casos que requerían revisión y la supervisión con webhooks.',
    ],
  ),
  f(
    'lumapay-kyb-onboarding',
    false,
    ['How long did the integration take?', 'The first version went live in about six weeks, including testing with the compliance team.'],
    [
      '¿Cuánto tardó la integración?',
      'La primera versión se puso en marcha en unas seis semanas, incluidas las pruebas con el equipo de cumplimiento.',
    ],
  ),
  f(
    'halden-logistics-supplier-monitoring',
    true,
    [
      'Can monitoring alerts go into our own systems?',
      'Yes. Alerts can arrive by email, as a daily digest or by webhook into systems such as a TMS, ERP or CRM.',
    ],
    [
      '¿Pueden llegar las alertas a nuestros propios sistemas?',
      'Sí. Las alertas pueden llegar por correo, como resumen diario o por webhook a sistemas como un TMS, un ERP o un CRM.',
    ],
  ),
  f(
    'halden-logistics-supplier-monitoring',
    false,
    [
      'How many companies can we monitor?',
      'Every plan includes a monitoring allowance, and larger volumes are available. Talk to us about the size of your supplier or customer base.',
    ],
    [
      '¿Cuántas empresas podemos supervisar?',
      'Todos los planes incluyen un cupo de supervisión, y hay volúmenes mayores disponibles. Hable con nosotros sobre el tamaño de su base de proveedores o clientes.',
    ],
  ),
  f(
    undefined,
    true,
    [
      'How many companies does Company Atlas cover?',
      'More than 300 million company profiles in over 200 countries, built from 500+ data sources and refreshed continuously.',
    ],
    [
      '¿Cuántas empresas cubre Company Atlas?',
      'Más de 300 millones de perfiles de empresa en más de 200 países, construidos a partir de más de 500 fuentes de datos y actualizados de forma continua.',
    ],
  ),
  f(
    undefined,
    false,
    [
      'Is there a free trial?',
      'Yes. The free trial lasts 7 days, includes searches, reports and list enrichment, and ends automatically with no charge.',
    ],
    [
      '¿Hay una prueba gratuita?',
      'Sí. La prueba gratuita dura 7 días, incluye búsquedas, informes y enriquecimiento de listas y termina automáticamente sin coste.',
    ],
  ),
  f(
    undefined,
    false,
    ['Where is my data hosted?', 'In data centres in the European Union. Company Atlas is certified to ISO 27001 and ISO 27701.'],
    [
      '¿Dónde se alojan mis datos?',
      'En centros de datos de la Unión Europea. Company Atlas cuenta con las certificaciones ISO 27001 e ISO 27701.',
    ],
  ),
  f(
    undefined,
    false,
    [
      'What if a company is not in the database?',
      'You can order a fresh investigation. Our researchers and local partners collect the information and deliver a report, with the expected date shown before you order.',
    ],
    [
      '¿Y si una empresa no está en la base de datos?',
      'Puede pedir una investigación. Nuestros investigadores y socios locales recogen la información y entregan un informe, con la fecha prevista indicada antes de hacer el pedido.',
    ],
  ),
  f(
    undefined,
    false,
    [
      'Can I connect Company Atlas to my CRM?',
      'Yes. Use the API or our CRM integrations to match and enrich accounts automatically and keep them current.',
    ],
    [
      '¿Puedo conectar Company Atlas a mi CRM?',
      'Sí. Use la API o nuestras integraciones con CRM para cruzar y enriquecer cuentas automáticamente y mantenerlas al día.',
    ],
  ),
  f(
    undefined,
    false,
    [
      'What do the A, B and C match grades mean?',
      'A is a confident match that can be imported automatically, B is a probable match worth a quick review, and C is a weak match that needs more information.',
    ],
    [
      '¿Qué significan los grados de coincidencia A, B y C?',
      'A es una coincidencia segura que se puede importar automáticamente, B es una coincidencia probable que merece una revisión rápida y C es una coincidencia débil que necesita más información.',
    ],
  ),
]
