import type { ArticleSeed } from './content-types'

/** Case studies (kind case_study) about invented customers; figures are illustrative. */
export const CASE_STUDIES: ArticleSeed[] = [
  {
    slug: 'orbita-consulting-crm-clean-up',
    kind: 'case_study',
    caseStudiesType: 'category_1',
    date: '2026-09-15',
    author: 'tomas-ribera',
    cover: 'soft-network',
    touches: ['enrichment', 'demo'],
    title: {
      en: 'How Orbita Consulting cleaned 80,000 CRM records in two weeks',
      es: 'Cómo Orbita Consulting limpió 80.000 registros de CRM en dos semanas',
    },
    meta: {
      en: 'Orbita Consulting used list enrichment with A/B/C match grades to deduplicate and complete its CRM, and doubled the meeting rate of its next outbound campaign.',
      es: 'Orbita Consulting usó el enriquecimiento de listas con grados A/B/C para deduplicar y completar su CRM, y duplicó la tasa de reuniones de su siguiente campaña.',
    },
    tags: {
      en: ['List enrichment', 'CRM hygiene', 'Professional services'],
      es: ['Enriquecimiento de listas', 'Higiene del CRM', 'Servicios profesionales'],
    },
    body: {
      en: `
        Orbita Consulting advises mid-sized manufacturers on operations and supply chain across Spain, Portugal and France. After a decade of growth and two CRM migrations, its account database had become something nobody trusted.
        ## The challenge
        The CRM held around 80,000 company records. Many were duplicates created by different consultants, a third had no country, and fewer than one in ten carried a registration number. Campaigns bounced, territories overlapped and the revenue operations team spent days each quarter reconciling lists by hand.
        - Duplicate accounts split the history of the same client across records
        - Industry fields were free text, so segmentation was guesswork
        - Nobody knew which accounts had closed or been acquired
        ## The approach
        The team exported the CRM and uploaded it to Company Atlas list enrichment. Every row was matched against registered companies and received an A, B or C grade.
        - **A matches (71%)** were written back automatically, with registration number, NACE code, size band, status and website.
        - **B matches (18%)** were reviewed by two people in four afternoons, with candidates side by side.
        - **C rows (11%)** went back to their owners for a website or tax number, and most were resolved on a second pass.
        Because each record now carried a registration number, duplicates became obvious: 9,400 accounts were merged.
        ## The results
        - 80,000 records matched, enriched and deduplicated in two weeks
        - 3,100 accounts flagged as dissolved or in liquidation and archived
        - Segmentation by real industry codes for the first time
        - The next outbound campaign, aimed at a cleaner, better-targeted list, booked twice as many meetings per thousand contacts
        The sales team noticed the change first. Territories were rebuilt on registered addresses, so two consultants no longer called the same client, and reports on pipeline by industry finally matched what the partners saw in their own accounts.
        ## What happens now
        Orbita re-enriches its active accounts every month, and new accounts are matched as soon as they are created through the API, so the database stays clean without another big project.
        "We used to argue about whose list was right. Now there is one list, and it is right," says the company's revenue operations manager.
      `,
      es: `
        Orbita Consulting asesora a fabricantes medianos en operaciones y cadena de suministro en España, Portugal y Francia. Tras una década de crecimiento y dos migraciones de CRM, su base de cuentas se había convertido en algo en lo que nadie confiaba.
        ## El reto
        El CRM tenía unos 80.000 registros de empresas. Muchos eran duplicados creados por distintos consultores, un tercio no tenía país y menos de uno de cada diez tenía número de registro. Las campañas rebotaban, los territorios se solapaban y el equipo de revenue operations dedicaba días cada trimestre a conciliar listas a mano.
        - Las cuentas duplicadas repartían el historial de un mismo cliente entre varios registros
        - El sector era texto libre, así que segmentar era adivinar
        - Nadie sabía qué cuentas habían cerrado o habían sido adquiridas
        ## El enfoque
        El equipo exportó el CRM y lo subió al enriquecimiento de listas de Company Atlas. Cada fila se cruzó con empresas registradas y recibió un grado A, B o C.
        - **Las coincidencias A (71 %)** se escribieron automáticamente en el CRM, con número de registro, código NACE, tramo de tamaño, estado y web.
        - **Las coincidencias B (18 %)** las revisaron dos personas en cuatro tardes, con los candidatos uno al lado del otro.
        - **Las filas C (11 %)** volvieron a sus responsables para añadir web o NIF, y la mayoría se resolvió en una segunda pasada.
        Como cada registro tenía ya número de registro, los duplicados saltaban a la vista: se fusionaron 9.400 cuentas.
        ## Los resultados
        - 80.000 registros cruzados, enriquecidos y deduplicados en dos semanas
        - 3.100 cuentas marcadas como disueltas o en liquidación y archivadas
        - Segmentación por códigos de actividad reales por primera vez
        - La siguiente campaña, dirigida a una lista más limpia y mejor segmentada, consiguió el doble de reuniones por cada mil contactos
        El equipo comercial fue el primero en notar el cambio. Los territorios se rehicieron con las direcciones registradas, así que dos consultores ya no llamaban al mismo cliente, y los informes de pipeline por sector coincidieron por fin con lo que los socios veían en sus propias cuentas.
        ## Qué ocurre ahora
        Orbita vuelve a enriquecer sus cuentas activas cada mes, y las cuentas nuevas se cruzan en cuanto se crean a través de la API, de modo que la base se mantiene limpia sin otro gran proyecto.
        "Antes discutíamos sobre qué lista era la buena. Ahora hay una sola lista, y es la buena", dice la responsable de revenue operations de la empresa.
      `,
    },
  },
  {
    slug: 'verano-foods-export-distributors',
    kind: 'case_study',
    caseStudiesType: 'category_1',
    date: '2026-03-10',
    author: 'daniel-osei',
    cover: 'amber-circles',
    touches: ['trial'],
    title: {
      en: 'Verano Foods finds vetted distributors in four new markets',
      es: 'Verano Foods encuentra distribuidores verificados en cuatro mercados nuevos',
    },
    meta: {
      en: 'A mid-sized Spanish food producer used company search, contacts and credit reports to shortlist and check distributors in four countries, signing two partners within a quarter.',
      es: 'Un productor de alimentación español mediano usó la búsqueda de empresas, los contactos y los informes de crédito para seleccionar y verificar distribuidores en cuatro países, y firmó con dos socios en un trimestre.',
    },
    tags: { en: ['Export', 'Food and beverage', 'Partner search'], es: ['Exportación', 'Alimentación y bebidas', 'Búsqueda de socios'] },
    body: {
      en: `
        Verano Foods produces olive oil, preserved vegetables and ready-made sauces in Andalusia. Exports already accounted for a third of sales, mostly through long-standing partners in France and Germany, when the board set a goal of entering four new markets within a year.
        ## The challenge
        The export team was three people. Trade fairs produced business cards but few qualified partners, and the team had no reliable way to judge a foreign distributor's size or financial health before spending weeks on negotiations.
        ## The approach
        During the 7-day free trial, the export manager built a search for food wholesalers and importers in Poland, the Czech Republic, Sweden and Canada, filtered by size and by companies already importing Mediterranean products.
        - 1,240 companies matched the first filters
        - Credit score and filing history narrowed the list to 310 healthy candidates
        - Contacts for purchasing and category managers were added for the top 120
        Before each first call, the team opened a credit report to check ownership, payment behaviour and recent accounts. Two candidates that looked attractive at a trade fair turned out to have repeated late filings and court claims; the team politely moved on.
        ## The results
        - 120 targeted contacts produced 31 conversations and 9 sample requests
        - Two distribution agreements signed within the first quarter, in Poland and Sweden
        - Credit limits for both partners set from the reports on day one, without waiting for trading history
        - The subscription paid for itself with the first container
        The trial also changed how the team prepared for trade fairs. Instead of collecting cards at random, they arrived with a shortlist of checked companies, booked meetings in advance and used the fair to meet the people they had already qualified. Follow-up took days instead of weeks, because every contact was already in the CRM with company details attached.
        ## What the team learned
        Starting from data changed the conversations. "We arrived knowing who we were talking to: how big they were, what they already imported, whether they paid on time," says Verano's export sales manager. "The calls were shorter and much more serious."
        Verano now uses monitoring on every distributor, and is repeating the process for two more markets next year.
      `,
      es: `
        Verano Foods produce aceite de oliva, conservas vegetales y salsas preparadas en Andalucía. La exportación ya suponía un tercio de las ventas, sobre todo a través de socios veteranos en Francia y Alemania, cuando el consejo fijó el objetivo de entrar en cuatro mercados nuevos en un año.
        ## El reto
        El equipo de exportación eran tres personas. Las ferias generaban tarjetas de visita pero pocos socios cualificados, y el equipo no tenía una forma fiable de valorar el tamaño o la salud financiera de un distribuidor extranjero antes de dedicar semanas a negociar.
        ## El enfoque
        Durante la prueba gratuita de 7 días, la responsable de exportación creó una búsqueda de mayoristas e importadores de alimentación en Polonia, la República Checa, Suecia y Canadá, filtrada por tamaño y por empresas que ya importaban productos mediterráneos.
        - 1.240 empresas encajaban con los primeros filtros
        - La puntuación de crédito y el historial de depósitos redujeron la lista a 310 candidatas sanas
        - Se añadieron contactos de compras y de gestión de categoría para las 120 primeras
        Antes de cada primera llamada, el equipo abría un informe de crédito para revisar la propiedad, el comportamiento de pago y las cuentas recientes. Dos candidatas que parecían atractivas en una feria resultaron tener depósitos tardíos repetidos y reclamaciones judiciales; el equipo pasó a otras con educación.
        ## Los resultados
        - 120 contactos bien elegidos generaron 31 conversaciones y 9 peticiones de muestras
        - Dos acuerdos de distribución firmados en el primer trimestre, en Polonia y Suecia
        - Límites de crédito para ambos socios fijados desde el primer día a partir de los informes, sin esperar a tener historial
        - La suscripción se amortizó con el primer contenedor
        La prueba también cambió la forma de preparar las ferias. En lugar de recoger tarjetas al azar, el equipo llegaba con una lista de empresas ya verificadas, reservaba reuniones por adelantado y aprovechaba la feria para conocer a personas ya cualificadas. El seguimiento llevaba días en lugar de semanas, porque cada contacto estaba ya en el CRM con los datos de su empresa.
        ## Lo que aprendió el equipo
        Partir de los datos cambió las conversaciones. "Llegábamos sabiendo con quién hablábamos: su tamaño, lo que ya importaban, si pagaban a tiempo", explica la responsable de ventas de exportación de Verano. "Las llamadas eran más cortas y mucho más serias."
        Verano supervisa ahora a todos sus distribuidores y repetirá el proceso en dos mercados más el año que viene.
      `,
    },
  },
  {
    slug: 'lumapay-kyb-onboarding',
    kind: 'case_study',
    caseStudiesType: 'category_2',
    date: '2026-06-23',
    author: 'elena-marsh',
    cover: 'navy-grid',
    touches: ['demo', 'trial'],
    title: {
      en: 'Lumapay cuts merchant onboarding from two days to ten minutes',
      es: 'Lumapay reduce el alta de comercios de dos días a diez minutos',
    },
    meta: {
      en: 'A European payments company automated its KYB checks with the Company Atlas API and AI agents, onboarding most merchants instantly while strengthening its compliance file.',
      es: 'Una empresa de pagos europea automatizó sus verificaciones KYB con la API y los agentes de IA de Company Atlas, dando de alta al instante a la mayoría de los comercios y reforzando su expediente de cumplimiento.',
    },
    tags: { en: ['KYB', 'Payments', 'API'], es: ['KYB', 'Pagos', 'API'] },
    parts: {
      en: [
        {
          title: 'The challenge',
          body: `
            Lumapay provides card acceptance and payment links to small and mid-sized merchants in eight European countries. As a regulated payment institution it must verify every merchant before processing a payment: legal existence, directors, ultimate beneficial owners and sanctions exposure.
            ## Two days per merchant
            Each application waited for an analyst to retrieve registry extracts, often in another language, compare them with the application and run the screening. The median time to approval was two working days, and about a fifth of applicants abandoned the process before it finished.
          `,
        },
        {
          title: 'The solution',
          body: `
            Lumapay connected its onboarding form to the Company Atlas API. As soon as the applicant enters a company name or registration number, the API returns the registered entity, status, directors and owners.
            - **A-grade matches** with a clear ownership chain and clean screening are approved automatically.
            - **Everything else** is passed to an AI company-check agent, which prepares a summary with a source for every statement.
            - **Analysts** review the prepared case and decide, instead of collecting documents.
            Every onboarded merchant is added to monitoring, and webhooks re-open the case when directors or owners change.
          `,
        },
        {
          title: 'The results',
          body: `
            - 64% of merchants approved within ten minutes of applying
            - Median approval time for reviewed cases down from two days to three hours
            - Application abandonment reduced by more than half
            - A complete, dated evidence trail for every decision, welcomed in the last regulatory review
            ## In their words
            "Our analysts used to be document collectors. Now they spend their time on the cases that actually need judgement," says Lumapay's head of onboarding.
          `,
        },
        {
          title: 'What comes next',
          body: `
            With onboarding automated, Lumapay is now applying the same approach to ongoing due diligence. Instead of reviewing every merchant once a year, the compliance team reviews merchants when monitoring reports a change that matters: new owners, new directors, a change of registered activity or signs of financial distress.
            ## Lessons for other payment firms
            - Start with the rules you already apply manually, and automate the clearest cases first
            - Keep analysts in the loop for anything unusual, and give them prepared evidence
            - Store the sources and dates of every check, so the file explains itself to an auditor
            The next step is extending the flow to merchants in two more countries, using the same API and the same decision rules.
          `,
        },
      ],
      es: [
        {
          title: 'El reto',
          body: `
            Lumapay ofrece aceptación de tarjetas y enlaces de pago a comercios pequeños y medianos en ocho países europeos. Como entidad de pago regulada, debe verificar a cada comercio antes de procesar un pago: existencia legal, administradores, titulares reales y exposición a sanciones.
            ## Dos días por comercio
            Cada solicitud esperaba a que un analista obtuviera extractos del registro, a menudo en otro idioma, los comparara con la solicitud y ejecutara la revisión. La mediana hasta la aprobación era de dos días laborables, y aproximadamente una quinta parte de los solicitantes abandonaba antes de terminar.
          `,
        },
        {
          title: 'La solución',
          body: `
            Lumapay conectó su formulario de alta a la API de Company Atlas. En cuanto el solicitante escribe el nombre de la empresa o su número de registro, la API devuelve la entidad registrada, su estado, sus administradores y sus propietarios.
            - **Las coincidencias de grado A** con una cadena de propiedad clara y una revisión limpia se aprueban automáticamente.
            - **Todo lo demás** pasa a un agente de IA de verificación, que prepara un resumen con una fuente para cada afirmación.
            - **Los analistas** revisan el caso preparado y deciden, en lugar de reunir documentos.
            Cada comercio dado de alta entra en supervisión, y los webhooks reabren el caso cuando cambian los administradores o los propietarios.
          `,
        },
        {
          title: 'Los resultados',
          body: `
            - El 64 % de los comercios, aprobado en menos de diez minutos desde la solicitud
            - La mediana de aprobación de los casos revisados pasó de dos días a tres horas
            - El abandono de solicitudes se redujo a menos de la mitad
            - Un rastro de pruebas completo y fechado para cada decisión, bien valorado en la última revisión del regulador
            ## En sus palabras
            "Nuestros analistas eran recolectores de documentos. Ahora dedican su tiempo a los casos que de verdad necesitan criterio", afirma la responsable de onboarding de Lumapay.
          `,
        },
        {
          title: 'Próximos pasos',
          body: `
            Con el alta automatizada, Lumapay aplica ahora el mismo enfoque a la diligencia debida continua. En lugar de revisar cada comercio una vez al año, el equipo de cumplimiento lo revisa cuando la supervisión informa de un cambio relevante: nuevos propietarios, nuevos administradores, un cambio de actividad registrada o señales de dificultades financieras.
            ## Lecciones para otras empresas de pagos
            - Empiece por las reglas que ya aplica a mano y automatice primero los casos más claros
            - Mantenga a los analistas en los casos inusuales y deles las pruebas ya preparadas
            - Guarde las fuentes y fechas de cada verificación, para que el expediente se explique solo ante un auditor
            El siguiente paso es extender el proceso a comercios de dos países más, con la misma API y las mismas reglas de decisión.
          `,
        },
      ],
    },
  },
  {
    slug: 'norvik-components-credit-limits',
    kind: 'case_study',
    caseStudiesType: 'category_2',
    date: '2025-11-04',
    author: 'elena-marsh',
    cover: 'navy-rings',
    touches: ['credit-reports', 'trial'],
    title: {
      en: 'Norvik Components sets credit limits in 30 countries with one report format',
      es: 'Norvik Components fija límites de crédito en 30 países con un único formato de informe',
    },
    meta: {
      en: 'An industrial components maker replaced seven local credit agencies with one platform, standardised its credit policy and reduced bad debt while speeding up new customer approvals.',
      es: 'Un fabricante de componentes industriales sustituyó siete agencias de crédito locales por una plataforma, unificó su política de crédito y redujo la morosidad mientras agilizaba la aprobación de clientes nuevos.',
    },
    tags: { en: ['Credit management', 'Manufacturing', 'Credit reports'], es: ['Gestión de crédito', 'Industria', 'Informes de crédito'] },
    body: {
      en: `
        Norvik Components manufactures hydraulic fittings and valves in Finland and sells to distributors and machine builders in around 30 countries. Most sales are on 30- to 60-day terms, so credit decisions are made every day.
        ## The challenge
        Over the years, the credit team had signed contracts with seven local credit agencies. Each used its own score scale, its own report layout and its own language. Comparing a customer in Spain with one in Poland meant translating and interpreting two very different documents, and in countries without a contract the team often approved orders with no check at all.
        - Seven contracts, seven invoices, seven logins
        - No common definition of a "high-risk" customer
        - New customer approvals took up to a week
        ## The approach
        Norvik moved all credit checks onto Company Atlas. Every customer, in every country, now has a report with the same layout, the same 0–100 score and the same risk bands. The credit committee rewrote its policy around those bands:
        - **Low risk**: limit up to the recommended amount, standard terms.
        - **Medium risk**: limit at half the recommendation, reviewed twice a year.
        - **High risk**: prepayment or a guarantee.
        All 2,300 active customers were uploaded for monitoring, with alerts for score drops, late filings and insolvency notices.
        ## The results
        - New customer approvals in minutes rather than days
        - One contract instead of seven, with total data spend down by more than half
        - Bad-debt write-offs lower in the first full year, helped by early warnings on three distributors that later entered insolvency
        - A credit policy the sales team understands and can explain to customers
        The change also improved the relationship with sales. Because the policy is written around bands that everyone can see, sales representatives can check a prospect's band before quoting payment terms, and disagreements with the credit team have become rare. Monthly credit committee meetings now take an hour instead of an afternoon, and they focus on the handful of cases that really need discussion.
        ## The credit manager's view
        "One credit report format for customers in 30 countries means our committee compares like with like," says Norvik's credit manager. "We spend our time on decisions, not on translation."
      `,
      es: `
        Norvik Components fabrica racores y válvulas hidráulicas en Finlandia y vende a distribuidores y fabricantes de maquinaria en unos 30 países. La mayoría de las ventas son a 30 o 60 días, así que cada día se toman decisiones de crédito.
        ## El reto
        Con los años, el equipo de crédito había firmado contratos con siete agencias locales. Cada una usaba su propia escala de puntuación, su propio formato de informe y su propio idioma. Comparar a un cliente de España con uno de Polonia significaba traducir e interpretar dos documentos muy distintos, y en los países sin contrato el equipo aprobaba a menudo pedidos sin ninguna verificación.
        - Siete contratos, siete facturas, siete accesos
        - Ninguna definición común de cliente de "alto riesgo"
        - La aprobación de un cliente nuevo llevaba hasta una semana
        ## El enfoque
        Norvik trasladó todas sus verificaciones de crédito a Company Atlas. Cada cliente, en cada país, tiene ahora un informe con el mismo formato, la misma puntuación de 0 a 100 y las mismas bandas de riesgo. El comité de crédito reescribió su política en torno a esas bandas:
        - **Riesgo bajo**: límite hasta el importe recomendado, condiciones estándar.
        - **Riesgo medio**: límite de la mitad de la recomendación, revisado dos veces al año.
        - **Riesgo alto**: pago anticipado o garantía.
        Los 2.300 clientes activos se cargaron para supervisión, con alertas por caídas de puntuación, depósitos tardíos y anuncios concursales.
        ## Los resultados
        - Aprobación de clientes nuevos en minutos, no en días
        - Un contrato en lugar de siete, con un gasto total en datos reducido a menos de la mitad
        - Menos fallidos en el primer año completo, gracias en parte a las alertas tempranas sobre tres distribuidores que después entraron en concurso
        - Una política de crédito que el equipo comercial entiende y puede explicar a los clientes
        El cambio también mejoró la relación con ventas. Como la política se basa en bandas que todos pueden ver, los comerciales consultan la banda de un cliente potencial antes de ofrecer condiciones de pago, y los desacuerdos con el equipo de crédito son ya poco frecuentes. Las reuniones mensuales del comité de crédito duran una hora en lugar de una tarde y se centran en los pocos casos que de verdad necesitan debate.
        ## La opinión del responsable de crédito
        "Un único formato de informe para clientes de 30 países significa que nuestro comité compara elementos equivalentes", afirma el responsable de crédito de Norvik. "Dedicamos el tiempo a decidir, no a traducir."
      `,
    },
  },
  {
    slug: 'halden-logistics-supplier-monitoring',
    kind: 'case_study',
    caseStudiesType: 'category_3',
    date: '2026-08-18',
    author: 'priya-lindqvist',
    cover: 'blue-waves',
    touches: ['demo', 'enrichment'],
    title: {
      en: 'Halden Logistics monitors 1,400 carriers without adding headcount',
      es: 'Halden Logistics supervisa 1.400 transportistas sin aumentar plantilla',
    },
    meta: {
      en: 'A freight forwarder connected supplier monitoring to its transport management system, catching carrier failures weeks earlier and keeping capacity plans realistic.',
      es: 'Un transitario conectó la supervisión de proveedores a su sistema de gestión del transporte, detectando quiebras de transportistas semanas antes y manteniendo realistas sus planes de capacidad.',
    },
    tags: { en: ['Supplier risk', 'Logistics', 'Monitoring'], es: ['Riesgo de proveedores', 'Logística', 'Supervisión'] },
    body: {
      en: `
        Halden Logistics is a freight forwarder based in the north of England, moving goods for retailers and manufacturers across the UK and Europe. Most of the trucks it books belong to a network of around 1,400 carriers and subcontractors, many of them small family firms.
        ## The challenge
        When a carrier fails, loads are stranded, customers are let down and Halden has to find replacement capacity at short notice and high prices. In a difficult year for road haulage, several carriers stopped trading with little warning. The procurement team checked carriers when they were first onboarded, but had no way of knowing when a healthy carrier became a risky one.
        ## The approach
        Halden enriched its carrier master data from its transport management system, matching every carrier to its registered company. 96% matched with an A or B grade; the rest were resolved by a quick phone call. All carriers were then added to monitoring, and alerts were connected by webhook to the transport management system.
        - **Insolvency notices and status changes** block new bookings automatically and alert the planner.
        - **Late filings and score drops** add a warning flag to the carrier's profile.
        - **Director and ownership changes** prompt a check by procurement.
        Planners were involved from the start, which is why the alerts were designed around the screen they already use every day rather than a new tool.
        ## The results
        - Warning of carrier difficulties typically weeks earlier than before
        - No stranded loads from a failed carrier in the twelve months after go-live
        - Planners shift volume away from weakening carriers gradually, instead of in an emergency
        - Zero additional headcount: alerts arrive where the planners already work
        Customers noticed too. Retail clients that once received apologetic calls about missed collections now get proactive updates when volume moves to a different carrier, and two of them extended their contracts citing reliability. For the finance team, fewer emergency bookings at spot rates meant a measurable improvement in gross margin over the year.
        ## Data operations behind it
        The carrier list is re-enriched monthly, so new subcontractors are covered from their first booking. "Getting an alert the week a supplier files late accounts, instead of the month it stops answering the phone, has changed how we plan capacity," says Halden's procurement lead.
      `,
      es: `
        Halden Logistics es un transitario con sede en el norte de Inglaterra que mueve mercancías para minoristas y fabricantes en el Reino Unido y Europa. La mayoría de los camiones que contrata pertenecen a una red de unos 1.400 transportistas y subcontratistas, muchos de ellos pequeñas empresas familiares.
        ## El reto
        Cuando un transportista quiebra, las cargas se quedan paradas, los clientes quedan mal atendidos y Halden tiene que buscar capacidad de sustitución con poco margen y a precios altos. En un año difícil para el transporte por carretera, varios transportistas dejaron de operar casi sin aviso. El equipo de compras verificaba a los transportistas al darlos de alta, pero no tenía forma de saber cuándo uno sano pasaba a ser arriesgado.
        ## El enfoque
        Halden enriqueció los datos maestros de transportistas de su sistema de gestión del transporte, asociando cada transportista a su empresa registrada. El 96 % coincidió con grado A o B; el resto se resolvió con una llamada rápida. Después todos los transportistas pasaron a supervisión, y las alertas se conectaron por webhook al sistema de gestión del transporte.
        - **Los anuncios concursales y los cambios de estado** bloquean automáticamente nuevas reservas y avisan al planificador.
        - **Los depósitos tardíos y las caídas de puntuación** añaden una advertencia al perfil del transportista.
        - **Los cambios de administradores y de propiedad** activan una revisión por parte de compras.
        Los planificadores participaron desde el principio, y por eso las alertas se diseñaron en torno a la pantalla que ya usan cada día y no en una herramienta nueva.
        ## Los resultados
        - Aviso de las dificultades de un transportista normalmente semanas antes que antes
        - Ninguna carga parada por la quiebra de un transportista en los doce meses posteriores a la puesta en marcha
        - Los planificadores retiran volumen de los transportistas debilitados de forma gradual, no de urgencia
        - Cero plantilla adicional: las alertas llegan donde los planificadores ya trabajan
        Los clientes también lo notaron. Los minoristas que antes recibían llamadas de disculpa por recogidas fallidas reciben ahora avisos anticipados cuando el volumen pasa a otro transportista, y dos de ellos ampliaron sus contratos alegando fiabilidad. Para el equipo financiero, menos reservas urgentes a precio de mercado supusieron una mejora medible del margen bruto a lo largo del año.
        ## Las operaciones de datos detrás
        La lista de transportistas se vuelve a enriquecer cada mes, de modo que los subcontratistas nuevos quedan cubiertos desde su primera reserva. "Recibir una alerta la semana en que un proveedor presenta tarde sus cuentas, y no el mes en que deja de contestar al teléfono, ha cambiado nuestra forma de planificar la capacidad", dice el responsable de compras de Halden.
      `,
    },
  },
  {
    slug: 'aster-trade-finance-api-integration',
    kind: 'case_study',
    caseStudiesType: 'category_3',
    date: '2025-09-30',
    author: 'sofia-castellan',
    cover: 'blue-blocks',
    touches: ['demo', 'trial'],
    title: {
      en: 'Aster Trade Finance builds a single company master with the API',
      es: 'Aster Trade Finance crea un maestro único de empresas con la API',
    },
    meta: {
      en: 'A trade finance provider replaced spreadsheets and manual lookups with an API-driven company master shared by risk, operations and sales, cutting data costs by 92%.',
      es: 'Un proveedor de financiación del comercio sustituyó hojas de cálculo y búsquedas manuales por un maestro de empresas basado en la API y compartido por riesgos, operaciones y ventas, reduciendo un 92 % el coste de datos.',
    },
    tags: { en: ['API', 'Master data', 'Trade finance'], es: ['API', 'Datos maestros', 'Financiación del comercio'] },
    body: {
      en: `
        Aster Trade Finance finances invoices and purchase orders for exporters and importers. Every transaction involves at least two companies, often in different countries, and each must be identified, checked and monitored for as long as money is outstanding.
        ## The challenge
        Company data lived in three places: a risk spreadsheet, an operations database and the sales CRM. Each team looked companies up separately, often buying the same report twice, and the three copies drifted apart. When a buyer changed its name or was acquired, one team would know and the others would not. Auditors had started to ask which of the three versions was the official record, and nobody could give a simple answer.
        - Duplicate purchases of the same reports across teams
        - No shared identifier for a company across systems
        - Monitoring limited to the largest exposures because of cost
        ## The approach
        Aster's small engineering team built a company master service on top of the Company Atlas API. Every new company entering any system is matched once, receives a stable identifier and is enriched with registry data, group structure and credit score. The three systems now read from the master instead of storing their own copy.
        - Batch lookups loaded 42,000 historical counterparties in an afternoon
        - Webhooks keep the master current when status, officers or scores change
        - Monitoring now covers every company with an open exposure, not only the largest
        ## The results
        - 92% lower spending on company data, mostly by eliminating duplicate and per-report international purchases
        - One identifier per company across risk, operations and sales
        - Faster credit decisions, because most counterparties are already known and current
        - Early warning on smaller exposures that were previously unmonitored
        The project also changed how new products are launched. When Aster added a supply chain finance programme last year, the onboarding flow reused the same master service from day one, so the new team started with clean, monitored counterparties instead of another spreadsheet.
        ## Lessons for data teams
        The team's advice is to start with identity: agree on one identifier and one matching process before adding more data. "Once every system agrees which company we are talking about, everything else gets easier," says Aster's head of data.
      `,
      es: `
        Aster Trade Finance financia facturas y pedidos de exportadores e importadores. Cada operación implica al menos dos empresas, a menudo en países distintos, y cada una debe identificarse, verificarse y supervisarse mientras haya dinero pendiente.
        ## El reto
        Los datos de empresas estaban en tres sitios: una hoja de cálculo de riesgos, una base de datos de operaciones y el CRM de ventas. Cada equipo consultaba las empresas por su cuenta, a menudo comprando dos veces el mismo informe, y las tres copias se desalineaban. Cuando un comprador cambiaba de nombre o era adquirido, un equipo lo sabía y los demás no. Los auditores habían empezado a preguntar cuál de las tres versiones era el registro oficial, y nadie sabía dar una respuesta sencilla.
        - Compras duplicadas de los mismos informes entre equipos
        - Ningún identificador común de empresa entre sistemas
        - Supervisión limitada a las mayores exposiciones por su coste
        ## El enfoque
        El pequeño equipo de ingeniería de Aster creó un servicio de maestro de empresas sobre la API de Company Atlas. Cada empresa nueva que entra en cualquier sistema se cruza una sola vez, recibe un identificador estable y se enriquece con datos registrales, estructura de grupo y puntuación de crédito. Los tres sistemas leen ahora del maestro en lugar de guardar su propia copia.
        - Las consultas por lotes cargaron 42.000 contrapartes históricas en una tarde
        - Los webhooks mantienen el maestro al día cuando cambian el estado, los cargos o las puntuaciones
        - La supervisión cubre ya todas las empresas con exposición abierta, no solo las mayores
        ## Los resultados
        - Un 92 % menos de gasto en datos de empresas, sobre todo al eliminar compras duplicadas e informes internacionales sueltos
        - Un identificador por empresa en riesgos, operaciones y ventas
        - Decisiones de crédito más rápidas, porque la mayoría de las contrapartes ya son conocidas y están al día
        - Alertas tempranas en exposiciones pequeñas que antes no se supervisaban
        El proyecto también cambió la forma de lanzar productos. Cuando Aster añadió el año pasado un programa de financiación de la cadena de suministro, el proceso de alta reutilizó el mismo servicio maestro desde el primer día, de modo que el nuevo equipo empezó con contrapartes limpias y supervisadas en lugar de otra hoja de cálculo.
        ## Lecciones para equipos de datos
        El consejo del equipo es empezar por la identidad: acordar un identificador y un proceso de cruce antes de añadir más datos. "Cuando todos los sistemas coinciden en de qué empresa hablamos, todo lo demás se simplifica", dice el responsable de datos de Aster.
      `,
    },
  },
]
