import type { ArticleSeed } from './content-types'

/** Blog articles of type marketing. */
export const MARKETING_ARTICLES: ArticleSeed[] = [
  {
    slug: 'gdpr-b2b-contact-data',
    kind: 'blog',
    sample: {
      title: { en: 'See what a compliant B2B contact record holds', es: 'Vea qué contiene una ficha de contacto B2B conforme' },
      link: '/storage/samples/company-data-sample.csv',
    },
    type: 'marketing',
    date: '2026-09-01',
    author: 'daniel-osei',
    cover: 'soft-network',
    touches: ['trial', 'demo'],
    title: {
      en: 'GDPR and B2B contact data: a practical guide for marketers',
      es: 'RGPD y datos de contacto B2B: guía práctica para equipos de marketing',
    },
    meta: {
      en: 'How the GDPR applies to business contact data, when legitimate interest works for B2B outreach, and the checks every marketing team should build into its campaigns.',
      es: 'Cómo se aplica el RGPD a los datos de contacto profesionales, cuándo sirve el interés legítimo para la prospección B2B y qué controles debería incluir cada equipo de marketing en sus campañas.',
    },
    tags: { en: ['GDPR', 'Contact data', 'Compliance'], es: ['RGPD', 'Datos de contacto', 'Cumplimiento'] },
    body: {
      en: `
        A common misconception in B2B marketing is that the GDPR does not apply to business contacts. It does: *jane.doe@company.example* identifies a person, so it is personal data. The good news is that the GDPR does not forbid B2B outreach. It asks you to have a lawful basis, to be transparent and to respect people's choices.
        ## Which lawful basis?
        For B2B prospecting, most companies rely on **legitimate interest**: you have a genuine business reason to contact someone in their professional role, and that interest is not outweighed by their rights. To rely on it, document a short legitimate interest assessment covering three points:
        - **Purpose**: why you want to contact this role, for example offering credit-risk software to credit managers.
        - **Necessity**: why contacting them is a reasonable way to achieve it.
        - **Balance**: why the person would reasonably expect it, and how you limit the impact.
        Note that electronic marketing rules (the ePrivacy rules implemented nationally) sit alongside the GDPR and vary by country; some require prior consent even for business email addresses.
        ## Transparency from the first message
        Tell people where you got their data, who you are and how to object, in the first communication and in plain language. A one-line footer linking to your privacy notice plus a clear unsubscribe link is the minimum.
        [[download-sample]]
        ## Choose data sources carefully
        Ask your provider how contacts are sourced, whether role-based data is separated from personal data, how quickly opt-outs are propagated and where the data is hosted. Company Atlas keeps records of the source for each contact, honours objections across all customers and hosts its data in Europe under ISO 27001 and ISO 27701 certification.
        ## Build the checks into your process
        - Suppress contacts who have objected, across every tool, before each send.
        - Keep only the fields you need, and delete contacts you have not engaged within a set period.
        - Target roles, not individuals: the relevance of the message to the job is what makes legitimate interest credible.
        - Log your assessments and your suppression list changes.
        ## The upside
        Campaigns built this way perform better, not worse. Relevant messages to the right roles produce higher reply rates and fewer complaints, and a clean consent trail makes your data an asset rather than a liability.
      `,
      es: `
        Un error frecuente en el marketing B2B es pensar que el RGPD no se aplica a los contactos profesionales. Sí se aplica: *ana.perez@empresa.example* identifica a una persona, así que es un dato personal. La buena noticia es que el RGPD no prohíbe la prospección B2B. Le pide una base jurídica, transparencia y respeto a las decisiones de las personas.
        ## ¿Qué base jurídica?
        Para la prospección B2B, la mayoría de las empresas se basa en el **interés legítimo**: tiene un motivo comercial real para contactar a alguien en su función profesional, y ese interés no prevalece sobre sus derechos. Para basarse en él, documente una breve evaluación del interés legítimo que cubra tres puntos:
        - **Finalidad**: por qué quiere contactar con ese puesto, por ejemplo para ofrecer software de riesgo de crédito a responsables de crédito.
        - **Necesidad**: por qué contactarles es una forma razonable de conseguirlo.
        - **Ponderación**: por qué la persona lo esperaría razonablemente y cómo limita el impacto.
        Tenga en cuenta que las normas de comunicaciones comerciales electrónicas (la normativa ePrivacy, aplicada en cada país) conviven con el RGPD y varían según el país; algunas exigen consentimiento previo incluso para direcciones de correo profesionales.
        ## Transparencia desde el primer mensaje
        Explique de dónde obtuvo los datos, quién es usted y cómo oponerse, en la primera comunicación y en lenguaje claro. Lo mínimo es una línea al pie con un enlace a su aviso de privacidad y un enlace de baja visible.
        [[download-sample]]
        ## Elija bien sus fuentes de datos
        Pregunte a su proveedor cómo obtiene los contactos, si separa los datos de puesto de los personales, con qué rapidez propaga las oposiciones y dónde aloja los datos. Company Atlas registra la fuente de cada contacto, respeta las oposiciones para todos los clientes y aloja sus datos en Europa con certificación ISO 27001 e ISO 27701.
        ## Incorpore los controles a su proceso
        - Excluya a los contactos que se han opuesto, en todas las herramientas, antes de cada envío.
        - Conserve solo los campos que necesita y elimine los contactos sin interacción tras un plazo definido.
        - Diríjase a puestos, no a personas: la relevancia del mensaje para el puesto es lo que hace creíble el interés legítimo.
        - Registre sus evaluaciones y los cambios en su lista de exclusión.
        ## La ventaja
        Las campañas construidas así funcionan mejor, no peor. Mensajes relevantes para los puestos adecuados generan más respuestas y menos quejas, y un rastro de consentimiento limpio convierte sus datos en un activo y no en un riesgo.
      `,
    },
  },
  {
    slug: 'account-based-marketing-firmographic-segmentation',
    kind: 'blog',
    type: 'marketing',
    date: '2026-04-28',
    author: 'daniel-osei',
    cover: 'blue-blocks',
    touches: ['enrichment', 'demo'],
    title: {
      en: 'Account-based marketing with firmographic segmentation',
      es: 'Marketing basado en cuentas con segmentación firmográfica',
    },
    meta: {
      en: 'A three-part guide to choosing target accounts, tiering them and personalising campaigns with company data, without a large team or an expensive platform.',
      es: 'Una guía en tres partes para elegir cuentas objetivo, clasificarlas por niveles y personalizar campañas con datos de empresas, sin un gran equipo ni una plataforma cara.',
    },
    tags: { en: ['ABM', 'Segmentation', 'Campaigns'], es: ['ABM', 'Segmentación', 'Campañas'] },
    parts: {
      en: [
        {
          title: 'Choosing the accounts',
          body: `
            Account-based marketing (ABM) turns the funnel upside down: instead of attracting many leads and filtering them, you choose the companies you want and market to them directly. The quality of the programme depends almost entirely on that first choice.
            ## Start with fit, then add intent
            Build a fit score from firmographics that describe your best customers: industry, size band, country, growth and group structure. Then add signals that suggest timing, such as new leadership, new offices or recent funding. A company with a strong fit and a recent trigger belongs at the top of the list.
            - Keep the list small enough to personalise: a few hundred accounts, not thousands.
            - Remove existing customers and open opportunities, or treat them in a separate expansion programme.
            - Agree the list with sales before any campaign starts.
          `,
        },
        {
          title: 'Tiering and budgets',
          body: `
            Not every account deserves the same effort. Split the list into three tiers and set a budget per tier:
            - **Tier 1** (20–50 accounts): fully personalised research, content and events, coordinated with named sales owners.
            - **Tier 2** (100–200 accounts): personalised by industry or segment, with tailored landing pages and advertising.
            - **Tier 3** (the rest): programmatic campaigns with light personalisation, such as company name and sector.
            ## Refresh every quarter
            Firmographics change. Re-score the list each quarter, promote accounts that show new triggers and demote those that have gone quiet.
          `,
        },
        {
          title: 'Personalising at scale',
          body: `
            Good personalisation is relevance, not a first name in a subject line. Use company data to say something specific: the markets the company operates in, its recent expansion, the regulations that apply to its sector.
            Sales and marketing should share the same account view: who has engaged, what they read and which triggers appeared.
            ## Measure accounts, not leads
            Track account engagement (how many people from the account interacted), meetings, pipeline and win rate compared with a control group of similar companies you did not target. If targeted accounts do not convert clearly better after two quarters, revisit the list before the creative.
            Most teams find that a well-chosen list matters more than any single campaign, which is why accurate, current company data is the real foundation of ABM.
          `,
        },
      ],
      es: [
        {
          title: 'Elegir las cuentas',
          body: `
            El marketing basado en cuentas (ABM) invierte el embudo: en lugar de atraer muchos contactos y filtrarlos, elige las empresas que quiere y se dirige a ellas directamente. La calidad del programa depende casi por completo de esa primera elección.
            ## Primero el encaje, después la intención
            Construya una puntuación de encaje con los datos firmográficos que describen a sus mejores clientes: sector, tramo de tamaño, país, crecimiento y estructura de grupo. Después añada señales de momento oportuno, como un nuevo equipo directivo, nuevas oficinas o financiación reciente. Una empresa con buen encaje y un evento reciente va arriba de la lista.
            - Mantenga la lista lo bastante pequeña para personalizar: unos cientos de cuentas, no miles.
            - Excluya a los clientes actuales y las oportunidades abiertas, o trátelos en un programa de expansión aparte.
            - Acuerde la lista con ventas antes de empezar cualquier campaña.
          `,
        },
        {
          title: 'Niveles y presupuestos',
          body: `
            No todas las cuentas merecen el mismo esfuerzo. Divida la lista en tres niveles y asigne un presupuesto a cada uno:
            - **Nivel 1** (20–50 cuentas): investigación, contenidos y eventos totalmente personalizados, coordinados con comerciales asignados.
            - **Nivel 2** (100–200 cuentas): personalización por sector o segmento, con páginas de destino y publicidad adaptadas.
            - **Nivel 3** (el resto): campañas automatizadas con personalización ligera, como el nombre de la empresa y el sector.
            ## Actualice cada trimestre
            Los datos firmográficos cambian. Vuelva a puntuar la lista cada trimestre, suba las cuentas con nuevos eventos y baje las que se han enfriado.
          `,
        },
        {
          title: 'Personalizar a escala',
          body: `
            Personalizar bien es ser relevante, no poner un nombre en el asunto. Use los datos de la empresa para decir algo concreto: los mercados en los que opera, su expansión reciente, la normativa que afecta a su sector.
            Ventas y marketing deben compartir la misma visión de cada cuenta: quién ha interactuado, qué ha leído y qué eventos han aparecido.
            ## Mida cuentas, no contactos
            Siga la interacción por cuenta (cuántas personas de la cuenta interactuaron), las reuniones, el pipeline y la tasa de cierre frente a un grupo de control de empresas similares a las que no se dirigió. Si las cuentas objetivo no convierten claramente mejor tras dos trimestres, revise la lista antes que las creatividades.
            La mayoría de los equipos descubre que una lista bien elegida importa más que cualquier campaña concreta, y por eso unos datos de empresa precisos y actuales son la verdadera base del ABM.
          `,
        },
      ],
    },
  },
  {
    slug: 'lead-scoring-with-company-data',
    kind: 'blog',
    type: 'marketing',
    date: '2026-01-13',
    author: 'daniel-osei',
    cover: 'green-bars',
    touches: ['enrichment', 'trial'],
    title: {
      en: 'Lead scoring with company data: fit first, behaviour second',
      es: 'Puntuación de leads con datos de empresa: primero el encaje, después el comportamiento',
    },
    meta: {
      en: 'Most lead scores over-reward clicks. Learn how to build a two-axis score that combines company fit from firmographic data with engagement, and how to calibrate it.',
      es: 'La mayoría de las puntuaciones de leads premian demasiado los clics. Aprenda a crear una puntuación de dos ejes que combine el encaje de la empresa y la interacción, y a calibrarla.',
    },
    tags: {
      en: ['Lead scoring', 'Marketing operations', 'Enrichment'],
      es: ['Lead scoring', 'Operaciones de marketing', 'Enriquecimiento'],
    },
    body: {
      en: `
        A student who downloads five e-books scores higher than a finance director who visited the pricing page once. If that sounds familiar, your lead scoring is measuring activity, not opportunity. The fix is to score two things separately: how well the company fits, and how engaged the person is.
        ## Axis 1: company fit
        Fit should come from data you did not have to ask for. Enrich each new lead by matching the email domain or company name to a registered company, then score the firmographics:
        - **Industry**: points for the sectors where you win most often.
        - **Size**: points for the employee and revenue bands of your best customers.
        - **Country**: points for markets you serve well; zero for those you cannot serve.
        - **Health**: fewer points for companies in the highest risk bands if you sell on credit.
        Grade fit as A, B, C or D rather than with a long number; people remember letters.
        ## Axis 2: engagement
        Score behaviour with decay: recent visits to high-intent pages (pricing, demo, integration docs) count most, and points fade after thirty days. Cap the score from low-intent actions so that volume alone cannot make a lead hot.
        ## Combine them in a grid
        An A-fit lead with high engagement goes straight to sales. An A-fit lead with low engagement goes into a nurture sequence designed for that segment. A D-fit lead, however engaged, gets a self-service path. The grid makes the rules visible and easy to discuss with sales.
        Keep the grid in one place that both teams can see, and change it only at an agreed review, so nobody quietly adjusts points to hit a monthly target.
        ## Calibrate with outcomes
        After a quarter, compare scores with what actually happened: which grades produced meetings, opportunities and wins? Adjust the points accordingly. Expect to find one or two fields that predict far better than you assumed, often company size and growth.
        ## Shorter forms as a bonus
        Because fit comes from enrichment, you can remove company size, industry and country from your forms. Shorter forms convert better, and the data you get is more accurate than what people type in a hurry.
      `,
      es: `
        Un estudiante que descarga cinco e-books puntúa más que una directora financiera que visitó una vez la página de precios. Si le suena, su lead scoring mide actividad, no oportunidad. La solución es puntuar dos cosas por separado: cuánto encaja la empresa y cuánto interactúa la persona.
        ## Eje 1: encaje de la empresa
        El encaje debe salir de datos que no tuvo que pedir. Enriquezca cada lead nuevo asociando el dominio del correo o el nombre de la empresa a una empresa registrada, y puntúe los datos firmográficos:
        - **Sector**: puntos para los sectores en los que más gana.
        - **Tamaño**: puntos para los tramos de empleados y facturación de sus mejores clientes.
        - **País**: puntos para los mercados que atiende bien; cero para los que no puede atender.
        - **Salud**: menos puntos para empresas en las bandas de mayor riesgo si vende a crédito.
        Califique el encaje como A, B, C o D en lugar de con un número largo; las letras se recuerdan mejor.
        ## Eje 2: interacción
        Puntúe el comportamiento con caducidad: las visitas recientes a páginas de alta intención (precios, demo, documentación de integraciones) cuentan más, y los puntos se desvanecen tras treinta días. Ponga un tope a las acciones de baja intención para que el volumen por sí solo no convierta un lead en caliente.
        ## Combínelos en una matriz
        Un lead con encaje A e interacción alta va directo a ventas. Uno con encaje A e interacción baja entra en una secuencia de nutrición pensada para su segmento. Un lead con encaje D, por mucho que interactúe, recibe un camino de autoservicio. La matriz hace visibles las reglas y facilita hablarlas con ventas.
        Mantenga la matriz en un lugar visible para ambos equipos y cámbiela solo en una revisión acordada, para que nadie ajuste puntos discretamente para cumplir un objetivo mensual.
        ## Calibre con resultados
        Tras un trimestre, compare las puntuaciones con lo que ocurrió de verdad: ¿qué calificaciones generaron reuniones, oportunidades y ventas? Ajuste los puntos en consecuencia. Lo normal es descubrir uno o dos campos que predicen mucho mejor de lo que pensaba, a menudo el tamaño y el crecimiento de la empresa.
        ## Formularios más cortos como ventaja añadida
        Como el encaje sale del enriquecimiento, puede quitar de sus formularios el tamaño, el sector y el país. Los formularios cortos convierten mejor, y los datos que obtiene son más precisos que los que la gente teclea con prisa.
      `,
    },
  },
  {
    slug: 'total-addressable-market-company-data',
    kind: 'blog',
    type: 'marketing',
    date: '2025-08-19',
    author: 'tomas-ribera',
    cover: 'navy-grid',
    touches: ['trial', 'demo'],
    title: {
      en: 'Sizing your total addressable market with company data',
      es: 'Cómo dimensionar su mercado potencial con datos de empresas',
    },
    meta: {
      en: 'Replace top-down market estimates with a bottom-up count of real companies. A step-by-step method for TAM, SAM and SOM that your board and your sales team will both trust.',
      es: 'Sustituya las estimaciones de mercado de arriba abajo por un recuento de empresas reales. Un método paso a paso para TAM, SAM y SOM en el que confiarán tanto su consejo como su equipo comercial.',
    },
    tags: { en: ['TAM', 'Market sizing', 'Strategy'], es: ['TAM', 'Dimensionamiento de mercado', 'Estrategia'] },
    body: {
      en: `
        Most market-size slides start from an analyst's figure for an entire industry and apply a percentage. The result is a large, impressive number that nobody in sales can act on. A bottom-up estimate built from real companies is smaller, more defensible and immediately useful, because the same list becomes your prospecting universe.
        ## Step 1: define the buyer precisely
        Write down the firmographic filters of a company that could buy your product: industry codes, size bands, countries, legal forms. Be honest about exclusions. If you cannot serve companies under 20 employees, they are not part of your market, however many there are.
        ## Step 2: count the companies
        Run the filters against a comprehensive company database and count active companies in each segment. Keep the segments separate; a table by country and size band is far more useful than a single total.
        ## Step 3: attach a value to each segment
        Multiply the number of companies in each segment by a realistic annual contract value for that segment, based on your own pricing and deal history. This gives your **TAM**, the total addressable market.
        ## Step 4: narrow to SAM and SOM
        - **SAM** (serviceable addressable market): the part of the TAM you can serve today, considering language, regulation, integrations and sales coverage.
        - **SOM** (serviceable obtainable market): the share of SAM you can realistically win in the next few years, based on your current win rates and capacity.
        Document your assumptions next to each number, so that anyone can see where a figure came from and update it when pricing or coverage changes.
        ## Step 5: sanity-check and keep it live
        Compare your SOM with the number of deals your team can close per year; if the market implies five times your sales capacity, capacity is your constraint, not demand. Then save the filters and refresh the counts each quarter. New companies are registered and others close every month, and your market changes with them.
        ## The bonus
        The list you built is also your prospecting universe. Enrich it with contacts, tier it and hand it to sales: market sizing and pipeline generation become the same piece of work.
      `,
      es: `
        La mayoría de las diapositivas de tamaño de mercado parten de la cifra de un analista para todo un sector y le aplican un porcentaje. El resultado es un número grande e impresionante con el que nadie en ventas puede trabajar. Una estimación de abajo arriba construida con empresas reales es más pequeña, más defendible y útil de inmediato, porque la misma lista se convierte en su universo de prospección.
        ## Paso 1: defina al comprador con precisión
        Anote los filtros firmográficos de una empresa que podría comprar su producto: códigos de actividad, tramos de tamaño, países y formas jurídicas. Sea honesto con las exclusiones. Si no puede atender a empresas de menos de 20 empleados, no forman parte de su mercado, por muchas que haya.
        ## Paso 2: cuente las empresas
        Aplique los filtros a una base de datos de empresas completa y cuente las empresas activas de cada segmento. Mantenga los segmentos separados; una tabla por país y tramo de tamaño es mucho más útil que un único total.
        ## Paso 3: asigne un valor a cada segmento
        Multiplique el número de empresas de cada segmento por un valor anual de contrato realista para ese segmento, según sus precios y su historial de ventas. Así obtiene su **TAM**, el mercado total direccionable.
        ## Paso 4: acote a SAM y SOM
        - **SAM** (mercado direccionable atendible): la parte del TAM que puede atender hoy, teniendo en cuenta idioma, normativa, integraciones y cobertura comercial.
        - **SOM** (mercado alcanzable): la parte del SAM que puede ganar de forma realista en los próximos años, según sus tasas de cierre y su capacidad actuales.
        Documente sus supuestos junto a cada cifra, para que cualquiera vea de dónde sale y pueda actualizarla cuando cambien los precios o la cobertura.
        ## Paso 5: compruebe y manténgalo vivo
        Compare su SOM con el número de operaciones que su equipo puede cerrar al año; si el mercado supone cinco veces su capacidad comercial, el límite es la capacidad, no la demanda. Después guarde los filtros y actualice los recuentos cada trimestre. Cada mes se registran empresas nuevas y cierran otras, y su mercado cambia con ellas.
        ## La ventaja añadida
        La lista que ha creado es también su universo de prospección. Enriquézcala con contactos, clasifíquela por niveles y entréguela a ventas: dimensionar el mercado y generar pipeline pasan a ser el mismo trabajo.
      `,
    },
  },
  {
    slug: 'shorter-forms-inbound-enrichment',
    kind: 'blog',
    type: 'marketing',
    date: '2025-05-30',
    author: 'daniel-osei',
    cover: 'blue-waves',
    touches: ['enrichment', 'demo'],
    title: {
      en: 'Shorter forms, better leads: enriching inbound sign-ups',
      es: 'Formularios más cortos, mejores leads: enriquecer los registros entrantes',
    },
    meta: {
      en: 'Every extra form field costs conversions. Learn how to ask only for an email, fill in the company details automatically and route leads faster and more accurately.',
      es: 'Cada campo adicional de un formulario cuesta conversiones. Aprenda a pedir solo el correo, completar automáticamente los datos de la empresa y dirigir los leads más rápido y con más precisión.',
    },
    tags: { en: ['Forms', 'Conversion', 'Enrichment'], es: ['Formularios', 'Conversión', 'Enriquecimiento'] },
    body: {
      en: `
        Marketing teams want to know everything about a lead; visitors want to type as little as possible. For years the compromise was a nine-field form that nobody enjoyed. Enrichment removes the trade-off: ask for a business email and let company data fill in the rest.
        ## What each field costs
        Every additional field adds friction, and fields that ask for information people have to look up or estimate, such as company size or annual revenue, are the worst offenders. They also produce poor data: people round, guess or choose the first option in the dropdown.
        ## The enriched form
        - Ask for **name and business email**, plus one qualifying question that only the visitor can answer, such as what they want to achieve.
        - On submission, match the email domain to a registered company and add industry, size band, country, website and registration number.
        - If the domain is a free email provider, ask for the company name on a second, optional step.
        ## Routing gets faster
        With firmographics attached within seconds, you can route immediately: enterprise accounts to the field team, small businesses to a self-service onboarding, existing customers to their account manager. Leads no longer sit in a queue waiting for someone to research them.
        ## Data quality improves too
        Registry-sourced firmographics are consistent across leads, so your reports stop mixing "Software", "SaaS" and "IT" as separate industries. Matching also catches duplicates: a second sign-up from the same company is attached to the existing account.
        Enrichment also helps after the form. Sales sees the company context before the first call, so the conversation starts with the visitor's problem instead of a list of qualifying questions, and marketing can report pipeline by segment without cleaning data by hand every month.
        ## Be transparent
        Explain in your privacy notice that you enrich sign-ups with company information from business data providers, and why. Company-level data about the employer is generally low-risk, but people should not be surprised by what you know.
        ## Start small
        Test the short form on one high-traffic page for a month and compare conversion and lead quality with the long form. Most teams keep the short one.
      `,
      es: `
        Los equipos de marketing quieren saberlo todo de un lead; los visitantes quieren escribir lo menos posible. Durante años el compromiso fue un formulario de nueve campos que nadie disfrutaba. El enriquecimiento elimina el dilema: pida un correo profesional y deje que los datos de empresa completen el resto.
        ## Lo que cuesta cada campo
        Cada campo adicional añade fricción, y los que piden información que hay que buscar o estimar, como el tamaño de la empresa o la facturación anual, son los peores. Además producen datos pobres: la gente redondea, adivina o elige la primera opción del desplegable.
        ## El formulario enriquecido
        - Pida **nombre y correo profesional**, más una pregunta de cualificación que solo el visitante puede responder, como qué quiere conseguir.
        - Al enviarlo, asocie el dominio del correo a una empresa registrada y añada sector, tramo de tamaño, país, web y número de registro.
        - Si el dominio es de un proveedor de correo gratuito, pida el nombre de la empresa en un segundo paso opcional.
        ## El enrutamiento se acelera
        Con los datos firmográficos disponibles en segundos, puede enrutar al momento: grandes cuentas al equipo de campo, pequeñas empresas a un alta en autoservicio, clientes actuales a su gestor de cuenta. Los leads dejan de esperar en una cola a que alguien los investigue.
        ## También mejora la calidad de los datos
        Los datos firmográficos de origen registral son coherentes entre leads, así que sus informes dejan de mezclar "Software", "SaaS" e "Informática" como sectores distintos. El matching también detecta duplicados: un segundo registro de la misma empresa se vincula a la cuenta existente.
        El enriquecimiento también ayuda después del formulario. Ventas ve el contexto de la empresa antes de la primera llamada, así que la conversación empieza por el problema del visitante y no por una lista de preguntas de cualificación, y marketing puede informar del pipeline por segmento sin limpiar datos a mano cada mes.
        ## Sea transparente
        Explique en su aviso de privacidad que enriquece los registros con información de empresas procedente de proveedores de datos empresariales, y por qué. Los datos sobre la empresa empleadora suelen ser de bajo riesgo, pero a nadie debería sorprenderle lo que usted sabe.
        ## Empiece en pequeño
        Pruebe el formulario corto en una página con mucho tráfico durante un mes y compare la conversión y la calidad de los leads con el formulario largo. La mayoría de los equipos se queda con el corto.
      `,
    },
  },
]
