import type { ArticleSeed } from './content-types'

/** Blog articles of type gdb_vs_competitors: approaches compared, no named competitors. */
export const COMPARISON_ARTICLES: ArticleSeed[] = [
  {
    slug: 'global-data-platform-vs-legacy-bureau',
    kind: 'blog',
    type: 'gdb_vs_competitors',
    date: '2026-10-13',
    author: 'priya-lindqvist',
    cover: 'navy-grid',
    touches: ['trial', 'demo'],
    title: {
      en: 'Global data platform or legacy credit bureau: what to compare',
      es: 'Plataforma global de datos o agencia de crédito tradicional: qué comparar',
    },
    meta: {
      en: 'Choosing a company data provider? A fair checklist for comparing a global data platform with a traditional national bureau on coverage, freshness, format, access and cost.',
      es: '¿Elige proveedor de datos de empresas? Una lista justa para comparar una plataforma global de datos con una agencia nacional tradicional en cobertura, actualidad, formato, acceso y coste.',
    },
    tags: {
      en: ['Buying guide', 'Credit reports', 'Vendor selection'],
      es: ['Guía de compra', 'Informes de crédito', 'Selección de proveedores'],
    },
    body: {
      en: `
        For decades, companies that needed credit reports bought them from a national bureau in each country. Many still do, and in their home market good bureaus hold deep data. Global data platforms take a different approach: one interface, one format and one contract across many countries. Neither model is right for everyone. Here is how to compare them fairly.
        ## 1. Coverage where you actually trade
        List the countries where you have customers and suppliers, weighted by exposure. A bureau may be excellent in its home country and rely on partners elsewhere, with varying formats and delivery times. A global platform should show consistent depth across your list; ask for sample reports from your three most difficult countries, not your easiest.
        ## 2. Freshness
        Ask how often each source is checked and whether the update date is shown per record. Registry data can change daily; a report built from a quarterly snapshot may miss a new insolvency filing.
        ## 3. One format or many
        If your credit committee compares customers across countries, a single score scale and report layout saves real time. With multiple local providers, someone has to translate and normalise every report before a decision is made.
        ## 4. How you access the data
        - Web search and reports for occasional checks
        - Bulk enrichment of lists with match grades
        - An API for onboarding flows and your CRM or ERP
        - Monitoring with alerts or webhooks
        Traditional bureaus often offer some of these; check whether all are available in every country you need.
        ## 5. Total cost
        Compare what you pay per year for your real usage, including minimum commitments, international surcharges, investigations and the internal time spent stitching sources together. Customers who consolidate several local contracts into one platform often report large savings; in our own customer base the average reduction in data cost is 92%, largely because per-report international pricing disappears.
        ## 6. Security and compliance
        Ask for certifications (for example ISO 27001 and ISO 27701), hosting location, and how the provider handles personal data about directors and contacts.
        ### The honest answer
        If nearly all your exposure is in one country, a strong national bureau may be all you need. If you trade across borders, or plan to, a global platform usually wins on consistency and cost. The best way to decide is to run the same fifty companies through both during a trial.
      `,
      es: `
        Durante décadas, las empresas que necesitaban informes de crédito los compraban a una agencia nacional en cada país. Muchas siguen haciéndolo, y en su mercado de origen las buenas agencias tienen datos profundos. Las plataformas globales de datos siguen otro enfoque: una interfaz, un formato y un contrato para muchos países. Ningún modelo sirve a todo el mundo. Así se comparan con justicia.
        ## 1. Cobertura donde realmente opera
        Enumere los países donde tiene clientes y proveedores, ponderados por exposición. Una agencia puede ser excelente en su país y depender de socios en el resto, con formatos y plazos variables. Una plataforma global debería mostrar una profundidad homogénea en su lista; pida informes de muestra de sus tres países más difíciles, no de los más fáciles.
        ## 2. Actualidad
        Pregunte con qué frecuencia se consulta cada fuente y si la fecha de actualización se muestra por registro. Los datos registrales pueden cambiar a diario; un informe basado en una foto trimestral puede no reflejar un concurso recién declarado.
        ## 3. Un formato o muchos
        Si su comité de crédito compara clientes de distintos países, una única escala de puntuación y un mismo formato de informe ahorran mucho tiempo. Con varios proveedores locales, alguien tiene que traducir y normalizar cada informe antes de decidir.
        ## 4. Cómo accede a los datos
        - Búsqueda web e informes para consultas puntuales
        - Enriquecimiento masivo de listas con grados de coincidencia
        - Una API para procesos de alta y para su CRM o ERP
        - Supervisión con alertas o webhooks
        Las agencias tradicionales suelen ofrecer parte de esto; compruebe si todo está disponible en cada país que necesita.
        ## 5. Coste total
        Compare lo que paga al año por su uso real, incluidos compromisos mínimos, recargos internacionales, investigaciones y el tiempo interno dedicado a unir fuentes. Los clientes que agrupan varios contratos locales en una plataforma suelen obtener grandes ahorros; entre nuestros clientes, la reducción media del coste de datos es del 92 %, sobre todo porque desaparece el precio por informe internacional.
        ## 6. Seguridad y cumplimiento
        Pida certificaciones (por ejemplo ISO 27001 e ISO 27701), la ubicación del alojamiento y cómo trata el proveedor los datos personales de administradores y contactos.
        ### La respuesta honesta
        Si casi toda su exposición está en un país, una buena agencia nacional puede bastarle. Si opera entre países, o piensa hacerlo, una plataforma global suele ganar en coherencia y coste. La mejor forma de decidir es pasar las mismas cincuenta empresas por ambas durante una prueba.
      `,
    },
  },
  {
    slug: 'live-registry-data-vs-periodic-snapshots',
    kind: 'blog',
    type: 'gdb_vs_competitors',
    date: '2026-07-28',
    author: 'priya-lindqvist',
    cover: 'green-dots',
    touches: ['credit-reports', 'trial'],
    title: { en: 'Live registry data vs periodic snapshots', es: 'Datos registrales en vivo frente a fotos periódicas' },
    meta: {
      en: 'Some company databases are refreshed continuously, others in monthly or quarterly batches. What the difference means for KYB, credit and sales, and when a snapshot is good enough.',
      es: 'Algunas bases de datos de empresas se actualizan de forma continua y otras en lotes mensuales o trimestrales. Qué supone la diferencia para KYB, crédito y ventas, y cuándo basta una foto.',
    },
    tags: { en: ['Data freshness', 'Registries', 'Data quality'], es: ['Actualidad de datos', 'Registros', 'Calidad de datos'] },
    body: {
      en: `
        Company data reaches you by one of two routes. In the snapshot model, a provider downloads registry data in bulk every month or quarter and serves it until the next batch. In the live model, changes are picked up continuously, or the registry is queried at the moment you ask. Both are legitimate; they suit different jobs.
        ## What can change between snapshots
        - A company enters liquidation or is struck off.
        - Directors resign and new ones are appointed.
        - Shareholders change, sometimes moving control to a new owner.
        - Registered addresses move.
        - New companies appear that are not yet in any snapshot.
        ## When live data matters
        **Onboarding and KYB.** Regulators expect you to verify facts as of the decision date. Opening an account for a company dissolved last week is exactly the kind of error a snapshot produces.
        **Credit decisions.** Insolvency filings and court events are the most time-sensitive facts in a report. A few weeks of delay can mean another shipment on open terms.
        **Fraud prevention.** Hijacked dormant companies and sudden director changes are detected by recency.
        Fraud patterns in particular rely on speed: the gap between a change and its discovery is exactly the window a fraudster uses.
        ## When a snapshot is fine
        **Market sizing and segmentation.** Counting companies by sector and region barely changes from month to month.
        **Historical analysis.** Research on trends across years needs consistency more than speed.
        **Large-scale prospecting lists**, provided you re-check status and contacts just before outreach.
        The difference is easy to test. Take twenty companies whose status changed last month and check how each source reports them today.
        ## How to tell which one you are getting
        Ask your provider three questions: what is the date of the last confirmation for this record, how long after publication does a registry change reach me, and can I query the source at decision time? A good provider answers per country and per field.
        ## How Company Atlas handles it
        We combine both: a continuously updated index for search, segmentation and enrichment, and live retrieval for reports and checks where the registry allows it. Each record shows the date it was last confirmed, so you always know which one you are looking at.
      `,
      es: `
        Los datos de empresas le llegan por una de dos vías. En el modelo de foto, un proveedor descarga los datos del registro de forma masiva cada mes o trimestre y los sirve hasta el siguiente lote. En el modelo en vivo, los cambios se recogen de forma continua, o se consulta el registro en el momento en que usted pregunta. Ambos son legítimos; sirven para trabajos distintos.
        ## Qué puede cambiar entre dos fotos
        - Una empresa entra en liquidación o se da de baja.
        - Dimiten administradores y se nombran otros.
        - Cambian los socios, a veces trasladando el control a un nuevo propietario.
        - Se traslada el domicilio social.
        - Aparecen empresas nuevas que aún no están en ninguna foto.
        ## Cuándo importan los datos en vivo
        **Alta de clientes y KYB.** Los reguladores esperan que verifique los datos a la fecha de la decisión. Abrir una cuenta a una empresa disuelta la semana pasada es exactamente el tipo de error que produce una foto.
        **Decisiones de crédito.** Los concursos y los eventos judiciales son los datos más sensibles al tiempo de un informe. Unas semanas de retraso pueden suponer otro envío con pago aplazado.
        **Prevención del fraude.** Las sociedades inactivas secuestradas y los cambios repentinos de administradores se detectan por su proximidad en el tiempo.
        Los patrones de fraude dependen especialmente de la rapidez: el intervalo entre un cambio y su detección es justo la ventana que aprovecha un defraudador.
        ## Cuándo basta una foto
        **Dimensionamiento y segmentación del mercado.** El recuento de empresas por sector y región apenas cambia de un mes a otro.
        **Análisis histórico.** La investigación de tendencias a lo largo de los años necesita coherencia más que rapidez.
        **Listas de prospección a gran escala**, siempre que vuelva a comprobar el estado y los contactos justo antes del contacto.
        La diferencia es fácil de comprobar. Tome veinte empresas cuyo estado cambió el mes pasado y vea cómo las refleja hoy cada fuente.
        ## Cómo saber cuál recibe
        Haga tres preguntas a su proveedor: ¿cuál es la fecha de la última confirmación de este registro?, ¿cuánto tarda en llegarme un cambio del registro tras publicarse? y ¿puedo consultar la fuente en el momento de decidir? Un buen proveedor responde por país y por campo.
        ## Cómo lo hace Company Atlas
        Combinamos ambos: un índice actualizado de forma continua para búsqueda, segmentación y enriquecimiento, y la consulta en vivo para informes y verificaciones allí donde el registro lo permite. Cada registro muestra la fecha de su última confirmación, así que siempre sabe cuál está viendo.
      `,
    },
  },
  {
    slug: 'buy-company-data-vs-build-scrapers',
    kind: 'blog',
    type: 'gdb_vs_competitors',
    date: '2026-03-24',
    author: 'sofia-castellan',
    cover: 'blue-blocks',
    touches: ['demo', 'trial'],
    title: { en: 'Buy company data or build your own scrapers?', es: '¿Comprar datos de empresas o construir sus propios scrapers?' },
    meta: {
      en: 'Engineering teams often consider collecting registry data themselves. An honest comparison of build and buy: real costs, hidden maintenance, legal questions and when building makes sense.',
      es: 'Los equipos de ingeniería suelen plantearse recoger ellos mismos los datos registrales. Una comparación honesta entre construir y comprar: costes reales, mantenimiento oculto, cuestiones legales y cuándo tiene sentido construir.',
    },
    tags: { en: ['Build vs buy', 'API', 'Engineering'], es: ['Construir o comprar', 'API', 'Ingeniería'] },
    body: {
      en: `
        Many public registries publish company data for free or for a small fee. It is tempting for an engineering team to conclude that a few scripts could replace a data provider. Sometimes that is true. More often the first version is easy and everything after it is not.
        ## What building involves
        - **Collection**: downloading bulk files or calling registry services, each with its own format, limits and terms.
        - **Parsing and normalisation**: mapping legal forms, statuses and addresses into a common model, in many languages.
        - **Entity resolution**: deciding that two records describe the same company, and linking subsidiaries to parents.
        - **Change detection**: knowing what changed since yesterday, not just what is true today.
        - **Maintenance**: registries change formats and endpoints without notice. Each change breaks something.
        ## The hidden costs
        The first country takes weeks. The tenth takes longer than the first, because edge cases multiply. Teams underestimate the on-call burden of dozens of fragile pipelines and the cost of quietly wrong data, such as a status mapping error that marks liquidated companies as active.
        ## Legal and licensing questions
        Free access does not always mean free reuse. Some registries restrict commercial redistribution or bulk downloading, and personal data about directors and shareholders brings GDPR obligations: lawful basis, transparency, retention and rights requests. Check terms country by country.
        ## When building makes sense
        - You need one or two countries, with a registry that offers a stable, licensed bulk feed.
        - The data is core to your product and you want full control over it.
        - You have a team that will own the pipelines for years, not months.
        ## When buying makes sense
        - You need many countries or consistent data across them.
        - The data supports a process (onboarding, credit, sales) rather than being your product.
        - You need scores, payment data or investigations that registries do not publish.
        Whatever you decide, estimate the cost over three years, not three months.
        ## A middle path
        Many teams buy broad coverage through an API and build only where they have a unique advantage. The Company Atlas API covers 300M+ companies in 200+ countries with one schema, so your engineers spend their time on what makes your product different.
      `,
      es: `
        Muchos registros públicos publican datos de empresas gratis o por una pequeña tarifa. Es tentador para un equipo de ingeniería concluir que unos cuantos scripts podrían sustituir a un proveedor de datos. A veces es cierto. Más a menudo, la primera versión es fácil y todo lo que viene después no lo es.
        ## Qué implica construir
        - **Recogida**: descargar ficheros masivos o llamar a servicios de registro, cada uno con su formato, sus límites y sus condiciones.
        - **Análisis y normalización**: convertir formas jurídicas, estados y direcciones a un modelo común, en muchos idiomas.
        - **Resolución de entidades**: decidir que dos registros describen la misma empresa y enlazar filiales con matrices.
        - **Detección de cambios**: saber qué cambió desde ayer, no solo qué es cierto hoy.
        - **Mantenimiento**: los registros cambian formatos y endpoints sin avisar. Cada cambio rompe algo.
        ## Los costes ocultos
        El primer país lleva semanas. El décimo lleva más que el primero, porque los casos especiales se multiplican. Los equipos subestiman la carga de guardias de decenas de procesos frágiles y el coste de los datos silenciosamente erróneos, como un error de correspondencia de estados que marca como activas empresas liquidadas.
        ## Cuestiones legales y de licencia
        Acceso gratuito no siempre significa reutilización libre. Algunos registros limitan la redistribución comercial o la descarga masiva, y los datos personales de administradores y socios conllevan obligaciones del RGPD: base jurídica, transparencia, conservación y atención de derechos. Revise las condiciones país por país.
        ## Cuándo tiene sentido construir
        - Necesita uno o dos países, con un registro que ofrece un fichero masivo estable y con licencia.
        - Los datos son el núcleo de su producto y quiere controlarlos por completo.
        - Tiene un equipo que se hará cargo de los procesos durante años, no meses.
        ## Cuándo tiene sentido comprar
        - Necesita muchos países o datos homogéneos entre ellos.
        - Los datos apoyan un proceso (alta, crédito, ventas) en lugar de ser su producto.
        - Necesita puntuaciones, datos de pago o investigaciones que los registros no publican.
        Decida lo que decida, calcule el coste a tres años, no a tres meses.
        ## Una vía intermedia
        Muchos equipos compran cobertura amplia a través de una API y construyen solo donde tienen una ventaja propia. La API de Company Atlas cubre más de 300 millones de empresas en más de 200 países con un único esquema, para que sus ingenieros dediquen su tiempo a lo que diferencia a su producto.
      `,
    },
  },
  {
    slug: 'per-report-pricing-vs-subscription',
    kind: 'blog',
    type: 'gdb_vs_competitors',
    date: '2025-12-02',
    author: 'tomas-ribera',
    cover: 'green-bars',
    touches: ['trial', 'credit-reports'],
    title: {
      en: 'Pay per report or subscribe? Working out the real cost',
      es: '¿Pagar por informe o suscribirse? Cómo calcular el coste real',
    },
    meta: {
      en: 'Per-report pricing looks cheap until volumes grow or you need several countries. A simple way to compare pay-as-you-go, bundles and subscriptions for your actual usage.',
      es: 'El pago por informe parece barato hasta que crece el volumen o necesita varios países. Una forma sencilla de comparar pago por uso, paquetes y suscripciones según su uso real.',
    },
    tags: { en: ['Pricing', 'Buying guide', 'Credit reports'], es: ['Precios', 'Guía de compra', 'Informes de crédito'] },
    body: {
      en: `
        Company data is sold in three main ways: per report, in prepaid bundles, and as a subscription. Each is the cheapest option for somebody. The mistake is to compare list prices rather than the total cost of the way you actually work.
        ## The three models
        - **Pay as you go**: a price per report, no commitment. Ideal for occasional checks.
        - **Bundles**: prepaid packs of 5, 20 or 50 reports at a lower unit price, usually with an expiry date.
        - **Subscriptions**: a monthly or yearly fee covering a volume of reports, lookups, monitoring and often list enrichment and API access.
        ## Step 1: measure your real usage
        Look back twelve months. Count reports by country, lookups that did not need a full report, companies you monitor, and lists you enriched. Many teams are surprised by how many "quick checks" they do that never become a purchased report, often in a free search tool with outdated data.
        ## Step 2: price each model against that usage
        Include international surcharges, investigation fees, minimum commitments and the cost of reports bought but not used in a bundle. Add the internal time spent switching between providers for different countries.
        ## Step 3: consider what comes with a subscription
        Monitoring, enrichment and an API are often included in subscriptions and priced separately, or unavailable, elsewhere. If you would use them, they change the comparison completely.
        ## A rule of thumb
        - Fewer than about ten reports a month, mostly in one country: pay as you go or small bundles.
        - Regular checks across several countries, or any ongoing monitoring: a subscription is usually cheaper, often by a wide margin.
        Customers who moved several per-report contracts onto one Company Atlas subscription have cut their data costs by 92% on average, mostly by removing international per-report fees.
        Remember to count the people cost as well: the time your team spends choosing which provider to use for each country and reconciling invoices is rarely small.
        ## Try before you decide
        Run your real workload for a week in the free trial, then compare the numbers with last year's invoices. It takes an afternoon and usually settles the question.
      `,
      es: `
        Los datos de empresas se venden de tres formas principales: por informe, en paquetes prepago y por suscripción. Cada una es la más barata para alguien. El error es comparar precios de tarifa en lugar del coste total de su forma real de trabajar.
        ## Los tres modelos
        - **Pago por uso**: un precio por informe, sin compromiso. Ideal para consultas ocasionales.
        - **Paquetes**: lotes prepago de 5, 20 o 50 informes a un precio unitario menor, normalmente con caducidad.
        - **Suscripciones**: una cuota mensual o anual que cubre un volumen de informes, consultas, supervisión y a menudo enriquecimiento de listas y acceso a la API.
        ## Paso 1: mida su uso real
        Revise los últimos doce meses. Cuente los informes por país, las consultas que no necesitaron un informe completo, las empresas que supervisa y las listas que enriqueció. Muchos equipos se sorprenden de cuántas "consultas rápidas" hacen que nunca llegan a ser un informe comprado, a menudo en un buscador gratuito con datos desactualizados.
        ## Paso 2: calcule cada modelo con ese uso
        Incluya recargos internacionales, tarifas de investigación, compromisos mínimos y el coste de los informes comprados en un paquete y no usados. Añada el tiempo interno dedicado a cambiar de proveedor según el país.
        ## Paso 3: tenga en cuenta lo que incluye una suscripción
        La supervisión, el enriquecimiento y la API suelen estar incluidos en las suscripciones y se cobran aparte, o no existen, en otros modelos. Si los usaría, la comparación cambia por completo.
        ## Una regla práctica
        - Menos de unos diez informes al mes, sobre todo en un país: pago por uso o paquetes pequeños.
        - Consultas regulares en varios países o cualquier supervisión continua: la suscripción suele ser más barata, a menudo con mucha diferencia.
        Los clientes que agruparon varios contratos de pago por informe en una suscripción de Company Atlas han reducido sus costes de datos un 92 % de media, sobre todo al eliminar las tarifas internacionales por informe.
        Recuerde contar también el coste en personas: el tiempo que su equipo dedica a elegir qué proveedor usar en cada país y a conciliar facturas rara vez es pequeño.
        ## Pruebe antes de decidir
        Ejecute su carga de trabajo real durante una semana en la prueba gratuita y compare las cifras con las facturas del año pasado. Lleva una tarde y suele zanjar la cuestión.
      `,
    },
  },
  {
    slug: 'ai-agents-vs-manual-company-research',
    kind: 'blog',
    type: 'gdb_vs_competitors',
    date: '2025-08-05',
    author: 'sofia-castellan',
    cover: 'navy-rings',
    touches: ['demo', 'trial'],
    title: {
      en: 'AI agents vs manual company research: where each one wins',
      es: 'Agentes de IA frente a investigación manual de empresas: dónde gana cada uno',
    },
    meta: {
      en: 'AI agents can gather and summarise company information in a minute. Analysts bring judgement. A practical comparison of speed, accuracy, auditability and cost, and how to combine them.',
      es: 'Los agentes de IA pueden reunir y resumir información de una empresa en un minuto. Los analistas aportan criterio. Una comparación práctica de rapidez, precisión, trazabilidad y coste, y cómo combinarlos.',
    },
    tags: { en: ['AI agents', 'Due diligence', 'Productivity'], es: ['Agentes de IA', 'Diligencia debida', 'Productividad'] },
    body: {
      en: `
        Research on a company used to mean an analyst with a dozen browser tabs: the registry, a credit report, news searches, the company's website, sanctions lists. AI agents can now do much of that gathering automatically. The useful question is not whether agents replace analysts, but which parts of the work each does best.
        ## Where agents win
        - **Speed**: an agent collects registry facts, ownership, filings, score and news in under a minute. An analyst needs twenty minutes to an hour.
        - **Consistency**: the agent checks the same sources in the same order every time, and never forgets the adverse media search on a busy Friday.
        - **Breadth**: reading news in several languages and summarising it is tedious for people and easy for a well-designed agent.
        - **Cost per check**: for high volumes of routine reviews, the difference is large.
        ## Where people win
        - **Judgement**: deciding whether a complex ownership structure is legitimate, or whether a news story is relevant, still needs experience.
        - **Context**: analysts know your risk appetite, your history with the customer and what the sales team promised.
        - **Unusual cases**: new jurisdictions, missing data or conflicting sources are where human research is irreplaceable.
        - **Accountability**: a person signs off the decision.
        ## The risks to manage with agents
        General-purpose chatbots can state plausible facts that are not true. For due diligence, use agents that are grounded in verifiable records, cite a source for every statement and say clearly when information is missing. Keep the full trail for audit.
        ## The combination that works
        Let the agent prepare every case: facts gathered, sources linked, risks flagged. Let analysts spend their time on the cases that need judgement and on the final decision. Teams that work this way typically review several times more cases with the same staff, and the quality of each file improves because the routine steps are never skipped.
        Agents also make quality measurable: you can see which sources were checked for every case.
        ## Try it on your own cases
        Run ten of last month's reviews through an agent and compare the output with your analysts' files. It is the quickest way to see where the line sits for your team.
      `,
      es: `
        Investigar una empresa solía significar un analista con una docena de pestañas abiertas: el registro, un informe de crédito, búsquedas de noticias, la web de la empresa, listas de sanciones. Los agentes de IA pueden hacer ya buena parte de esa recopilación de forma automática. La pregunta útil no es si los agentes sustituyen a los analistas, sino qué parte del trabajo hace mejor cada uno.
        ## Dónde ganan los agentes
        - **Rapidez**: un agente reúne datos registrales, propiedad, depósitos, puntuación y noticias en menos de un minuto. Un analista necesita de veinte minutos a una hora.
        - **Coherencia**: el agente consulta las mismas fuentes en el mismo orden cada vez y nunca se olvida de la búsqueda de noticias adversas un viernes con mucho trabajo.
        - **Amplitud**: leer noticias en varios idiomas y resumirlas es tedioso para las personas y sencillo para un agente bien diseñado.
        - **Coste por verificación**: con grandes volúmenes de revisiones rutinarias, la diferencia es grande.
        ## Dónde ganan las personas
        - **Criterio**: decidir si una estructura de propiedad compleja es legítima, o si una noticia es relevante, sigue exigiendo experiencia.
        - **Contexto**: los analistas conocen su apetito de riesgo, su historia con el cliente y lo que prometió el equipo comercial.
        - **Casos inusuales**: nuevas jurisdicciones, datos ausentes o fuentes contradictorias son el terreno donde la investigación humana es insustituible.
        - **Responsabilidad**: una persona firma la decisión.
        ## Los riesgos que hay que gestionar con los agentes
        Los chatbots de uso general pueden afirmar datos verosímiles que no son ciertos. Para la diligencia debida, use agentes basados en registros verificables, que citen una fuente para cada afirmación y que indiquen con claridad cuándo falta información. Conserve el rastro completo para auditoría.
        ## La combinación que funciona
        Deje que el agente prepare cada caso: datos reunidos, fuentes enlazadas, riesgos señalados. Deje que los analistas dediquen su tiempo a los casos que requieren criterio y a la decisión final. Los equipos que trabajan así suelen revisar varias veces más casos con la misma plantilla, y la calidad de cada expediente mejora porque los pasos rutinarios nunca se saltan.
        Los agentes también hacen medible la calidad: puede ver qué fuentes se consultaron en cada caso.
        ## Pruébelo con sus propios casos
        Pase diez revisiones del mes pasado por un agente y compare el resultado con los expedientes de sus analistas. Es la forma más rápida de ver dónde está la frontera para su equipo.
      `,
    },
  },
]
