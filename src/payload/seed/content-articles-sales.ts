import type { ArticleSeed } from './content-types'

/** Blog articles of type sales. */
export const SALES_ARTICLES: ArticleSeed[] = [
  {
    slug: 'ideal-customer-profile-firmographics',
    kind: 'blog',
    type: 'sales',
    date: '2026-09-22',
    author: 'tomas-ribera',
    cover: 'blue-blocks',
    touches: ['trial', 'demo'],
    title: {
      en: 'Building an ideal customer profile from firmographic data',
      es: 'Cómo construir un perfil de cliente ideal con datos firmográficos',
    },
    meta: {
      en: 'Turn your best customers into a precise, searchable ideal customer profile using industry codes, size bands, age and geography, then test it before you scale outreach.',
      es: 'Convierta a sus mejores clientes en un perfil de cliente ideal preciso y buscable con códigos de actividad, tramos de tamaño, antigüedad y geografía, y pruébelo antes de escalar la prospección.',
    },
    tags: { en: ['ICP', 'Prospecting', 'Firmographics'], es: ['ICP', 'Prospección', 'Firmografía'] },
    body: {
      en: `
        An ideal customer profile (ICP) is a description of the companies most likely to buy from you, stay and grow. Most teams have one in a slide deck. Far fewer have one they can turn into a search query, which is the only kind that helps a sales team on Monday morning.
        ## Start from your best customers, not your wish list
        Export the customers that meet three criteria: they bought within a reasonable sales cycle, they renewed or reordered, and they are profitable to serve. Thirty to fifty accounts is enough to see patterns. Then enrich them with firmographic data so every row has the same, comparable fields.
        ## The fields that matter most
        - **Industry code** (NACE, SIC or NAICS). Look at the four-digit level; the two-digit level is usually too broad.
        - **Employee band and revenue band.** Buyers in a 50–200 employee company behave differently from those in a 5,000-employee group.
        - **Company age.** Young companies adopt faster; established ones buy bigger.
        - **Geography**, including whether the company operates in more than one country.
        - **Legal form and group membership**: independent company, subsidiary or headquarters.
        ## Find the pattern, then write it as a filter
        Count your best customers in each band and compare with the share of all companies in your market. Where your customers are over-represented, you have found a signal. Write the ICP as filters you could type into a search: *software publishers, 50–500 employees, founded before 2019, headquartered in Spain or Portugal*. If the query returns millions of companies, it is not yet a profile; if it returns forty, it is too narrow.
        [[find-out]]
        ## Test before you scale
        Pull a sample of 200 companies that match the ICP and have never heard from you. Run a short outreach sequence and compare reply and meeting rates with your usual lists. A good ICP typically doubles the meeting rate; if it does not, revisit the fields where your evidence was weakest.
        ## Keep it current
        Markets move. Re-run the analysis every six months with your newest customers, and watch for bands that start to appear among your wins, such as a new industry finding you through a partner. An ICP is a hypothesis you keep testing, not a document you write once.
      `,
      es: `
        Un perfil de cliente ideal (ICP) describe a las empresas con más probabilidades de comprarle, quedarse y crecer. La mayoría de los equipos tiene uno en una presentación. Muchos menos tienen uno que puedan convertir en una búsqueda, que es el único tipo que ayuda a un equipo comercial un lunes por la mañana.
        ## Empiece por sus mejores clientes, no por su lista de deseos
        Exporte los clientes que cumplen tres criterios: compraron en un ciclo de venta razonable, renovaron o repitieron y son rentables de atender. Entre treinta y cincuenta cuentas bastan para ver patrones. Después enriquézcalas con datos firmográficos para que cada fila tenga los mismos campos comparables.
        ## Los campos que más importan
        - **Código de actividad** (CNAE, SIC o NAICS). Mire el nivel de cuatro dígitos; el de dos suele ser demasiado amplio.
        - **Tramo de empleados y de facturación.** Los compradores de una empresa de 50 a 200 empleados se comportan distinto que los de un grupo de 5.000.
        - **Antigüedad.** Las empresas jóvenes adoptan antes; las consolidadas compran más.
        - **Geografía**, incluido si la empresa opera en más de un país.
        - **Forma jurídica y pertenencia a grupo**: empresa independiente, filial o sede central.
        ## Encuentre el patrón y escríbalo como filtro
        Cuente a sus mejores clientes en cada tramo y compárelo con el peso de todas las empresas de su mercado. Donde sus clientes estén sobrerrepresentados, hay una señal. Escriba el ICP como filtros que podría teclear en un buscador: *editores de software, de 50 a 500 empleados, fundados antes de 2019, con sede en España o Portugal*. Si la búsqueda devuelve millones de empresas, aún no es un perfil; si devuelve cuarenta, es demasiado estrecho.
        [[find-out]]
        ## Pruebe antes de escalar
        Extraiga una muestra de 200 empresas que encajen con el ICP y que nunca hayan sabido de usted. Lance una secuencia corta de contacto y compare las tasas de respuesta y de reuniones con sus listas habituales. Un buen ICP suele duplicar la tasa de reuniones; si no lo hace, revise los campos en los que sus pruebas eran más débiles.
        ## Manténgalo al día
        Los mercados cambian. Repita el análisis cada seis meses con sus clientes más recientes y fíjese en los tramos que empiezan a aparecer entre sus victorias, como un sector nuevo que llega a través de un socio. Un ICP es una hipótesis que se sigue probando, no un documento que se escribe una vez.
      `,
    },
  },
  {
    slug: 'match-messy-crm-lists-abc-grades',
    kind: 'blog',
    type: 'sales',
    date: '2026-05-19',
    author: 'priya-lindqvist',
    cover: 'soft-network',
    touches: ['enrichment', 'trial'],
    title: {
      en: 'Matching messy CRM lists: what A, B and C match grades mean',
      es: 'Cómo cruzar listas de CRM desordenadas: qué significan los grados A, B y C',
    },
    meta: {
      en: 'Why CRM records are hard to match to real companies, how Company Atlas grades each match A, B or C, and how to handle each grade in your import workflow.',
      es: 'Por qué es difícil asociar registros de CRM a empresas reales, cómo Company Atlas califica cada coincidencia como A, B o C y cómo tratar cada grado en su flujo de importación.',
    },
    tags: { en: ['List enrichment', 'CRM hygiene', 'Matching'], es: ['Enriquecimiento de listas', 'Higiene del CRM', 'Matching'] },
    body: {
      en: `
        Every CRM contains the same company three times: once as "Acme Ltd", once as "ACME Limited (UK)" and once as "acme - do not call". Before you can enrich, score or deduplicate those records, each one has to be matched to a real, registered company. That step decides the quality of everything after it.
        ## Why matching is hard
        - **Names are not unique.** Thousands of companies share common words, and trading names differ from legal names.
        - **Addresses drift.** Offices move, and reps type the branch address instead of the registered one.
        - **Fields are missing.** A third of CRM rows typically have no country, and very few carry a registration number.
        - **Typos and abbreviations** are everywhere: *Intl*, *Grp*, *Hldgs*.
        ## How the grades work
        Company Atlas compares each row with candidates from 300M+ company profiles, scoring name similarity, address, country, website domain, phone and any identifier you provide. The result is a grade you can act on:
        - **A: confident match.** Several independent fields agree, for example name, domain and postcode. Safe to import automatically.
        - **B: probable match.** The name agrees and at least one other field supports it, but something is missing or slightly different. Worth a quick human look.
        - **C: weak match.** Only the name is similar, or several candidates are equally plausible. Treat it as unmatched unless you can add information.
        ## A workflow that scales
        Import A matches straight into your CRM and let enrichment fill firmographics and identifiers. Route B matches to a review queue; in our experience a person can confirm or reject around 300 an hour with the candidates side by side. Send C rows back to their owners with a request for the website or registration number, and re-run them.
        ## Improve your match rate before you upload
        - Split combined fields, so that address, city and postcode each have their own column.
        - Keep the **website domain**; it is one of the strongest signals.
        - Include the country, even if most of your list is domestic.
        - Remove obvious junk rows such as test records and personal email domains.
        Teams that follow these steps typically see the share of A matches rise from around half to well over two thirds on the second upload, with fewer rows for anyone to review.
      `,
      es: `
        Todos los CRM contienen la misma empresa tres veces: una como "Acme SL", otra como "ACME Sociedad Limitada (ES)" y otra como "acme - no llamar". Antes de enriquecer, puntuar o deduplicar esos registros, cada uno debe asociarse a una empresa real y registrada. Ese paso determina la calidad de todo lo que viene después.
        ## Por qué es difícil
        - **Los nombres no son únicos.** Miles de empresas comparten palabras comunes, y los nombres comerciales difieren de las denominaciones sociales.
        - **Las direcciones cambian.** Las oficinas se mudan y los comerciales escriben la dirección de la sucursal en lugar de la social.
        - **Faltan campos.** Un tercio de las filas de un CRM no suele tener país, y muy pocas tienen número de registro.
        - **Erratas y abreviaturas** por todas partes: *Intl*, *Gr.*, *Hold.*
        ## Cómo funcionan los grados
        Company Atlas compara cada fila con candidatos de más de 300 millones de perfiles, valorando la similitud del nombre, la dirección, el país, el dominio web, el teléfono y cualquier identificador que usted aporte. El resultado es un grado con el que se puede actuar:
        - **A: coincidencia segura.** Varios campos independientes coinciden, por ejemplo nombre, dominio y código postal. Se puede importar automáticamente.
        - **B: coincidencia probable.** El nombre coincide y al menos otro campo lo respalda, pero falta algo o hay una pequeña diferencia. Merece un vistazo rápido.
        - **C: coincidencia débil.** Solo el nombre se parece, o varios candidatos son igual de plausibles. Trátela como no encontrada salvo que pueda aportar más información.
        ## Un flujo que escala
        Importe las coincidencias A directamente en su CRM y deje que el enriquecimiento complete datos firmográficos e identificadores. Envíe las B a una cola de revisión; según nuestra experiencia, una persona puede confirmar o rechazar unas 300 por hora con los candidatos uno al lado del otro. Devuelva las filas C a sus responsables pidiendo la web o el número de registro, y vuelva a procesarlas.
        ## Mejore la tasa de coincidencia antes de subir
        - Separe los campos combinados para que dirección, ciudad y código postal tengan su propia columna.
        - Conserve el **dominio web**; es una de las señales más fuertes.
        - Incluya el país, aunque casi toda su lista sea nacional.
        - Elimine filas basura evidentes, como registros de prueba y dominios de correo personales.
        Los equipos que siguen estos pasos suelen ver cómo la proporción de coincidencias A pasa de la mitad a bastante más de dos tercios en la segunda carga, con menos filas que revisar.
      `,
    },
  },
  {
    slug: 'prospecting-new-country-30-day-plan',
    kind: 'blog',
    type: 'sales',
    date: '2026-01-27',
    author: 'tomas-ribera',
    cover: 'blue-waves',
    touches: ['trial', 'credit-reports'],
    title: { en: 'Prospecting in a new country: a 30-day plan', es: 'Prospectar en un país nuevo: un plan de 30 días' },
    meta: {
      en: 'A week-by-week plan for opening a new market with company data: sizing it, building the first target list, checking partners and running the first outreach.',
      es: 'Un plan semana a semana para abrir un mercado nuevo con datos de empresas: dimensionarlo, crear la primera lista objetivo, verificar socios y lanzar el primer contacto.',
    },
    tags: { en: ['Expansion', 'Prospecting', 'International sales'], es: ['Expansión', 'Prospección', 'Ventas internacionales'] },
    parts: {
      en: [
        {
          title: 'Week 1: size the market',
          body: `
            Before anyone books a flight, find out how many companies in the new country match your ideal customer profile. Use the same industry codes and size bands you use at home, and note where the local classification differs; national variants of NACE sometimes split or merge activities.
            ## Questions to answer by Friday
            - How many companies match the profile, and how are they spread across regions?
            - What share are subsidiaries of groups you already sell to elsewhere?
            - Which competitors or partners already serve them?
            If the answer to the first question is a few dozen, you may need a partner rather than a sales team.
          `,
        },
        {
          title: 'Week 2: build the first list',
          body: `
            Pull the top 500 companies by fit, not by size alone. Add decision-maker contacts for the roles you sell to, and check that each company is active and has filed recent accounts. Flag companies that belong to groups you already work with; a warm introduction from a sister company beats any cold email.
            ## Local details that matter
            - Preferred language for the first contact, which is not always the official one
            - Local public holidays in your first month
            - Rules on unsolicited business email, which vary by country
          `,
        },
        {
          title: 'Week 3: check partners and first customers',
          body: `
            New markets attract enthusiastic resellers. Before you sign a distribution agreement, run the same checks you would run on any new supplier: registry status, owners and directors, credit score and payment behaviour. Do the same for the first customers asking for payment terms, since you do not yet have local payment experience to rely on.
            A one-page credit report per partner is a small cost compared with a year spent with the wrong one.
          `,
        },
        {
          title: 'Week 4: launch and measure',
          body: `
            Start outreach to the first 200 accounts in a tight sequence: a short email in the local language, a LinkedIn connection and a call. Measure reply rate, meeting rate and which segments respond, then adjust the list before moving to the next 300.
            ## What success looks like after 30 days
            - A sized market and a list you trust
            - At least one verified partner or a clear decision to go direct
            - Ten or more first meetings, with notes on what resonated
            From here, the market stops being a spreadsheet and becomes a pipeline.
          `,
        },
      ],
      es: [
        {
          title: 'Semana 1: dimensionar el mercado',
          body: `
            Antes de que nadie reserve un vuelo, averigüe cuántas empresas del nuevo país encajan con su perfil de cliente ideal. Use los mismos códigos de actividad y tramos de tamaño que en su país y anote dónde difiere la clasificación local; las variantes nacionales de la NACE a veces dividen o agrupan actividades.
            ## Preguntas que responder antes del viernes
            - ¿Cuántas empresas encajan con el perfil y cómo se reparten por regiones?
            - ¿Qué parte son filiales de grupos a los que ya vende en otros países?
            - ¿Qué competidores o socios las atienden ya?
            Si la respuesta a la primera pregunta son unas pocas decenas, quizá necesite un socio en lugar de un equipo comercial.
          `,
        },
        {
          title: 'Semana 2: crear la primera lista',
          body: `
            Extraiga las 500 empresas que mejor encajan, no solo las más grandes. Añada contactos de decisores para los puestos a los que vende y compruebe que cada empresa está activa y ha depositado cuentas recientes. Marque las que pertenecen a grupos con los que ya trabaja; una presentación de una empresa hermana vale más que cualquier correo en frío.
            ## Detalles locales que importan
            - Idioma preferido para el primer contacto, que no siempre es el oficial
            - Festivos locales durante su primer mes
            - Normas sobre correo comercial no solicitado, que varían por país
          `,
        },
        {
          title: 'Semana 3: verificar socios y primeros clientes',
          body: `
            Los mercados nuevos atraen a distribuidores entusiastas. Antes de firmar un acuerdo de distribución, haga las mismas comprobaciones que con cualquier proveedor nuevo: estado registral, propietarios y administradores, puntuación de crédito y comportamiento de pago. Haga lo mismo con los primeros clientes que pidan aplazamiento, porque aún no tiene experiencia de pago local en la que apoyarse.
            Un informe de crédito de una página por socio es un coste pequeño comparado con un año con el socio equivocado.
          `,
        },
        {
          title: 'Semana 4: lanzar y medir',
          body: `
            Empiece el contacto con las primeras 200 cuentas en una secuencia compacta: un correo breve en el idioma local, una conexión en LinkedIn y una llamada. Mida la tasa de respuesta, la de reuniones y qué segmentos responden, y ajuste la lista antes de pasar a las 300 siguientes.
            ## Cómo es el éxito a los 30 días
            - Un mercado dimensionado y una lista en la que confía
            - Al menos un socio verificado o una decisión clara de ir en directo
            - Diez o más primeras reuniones, con notas de lo que funcionó
            A partir de aquí, el mercado deja de ser una hoja de cálculo y se convierte en pipeline.
          `,
        },
      ],
    },
  },
  {
    slug: 'trigger-events-selling-when-companies-change',
    kind: 'blog',
    type: 'sales',
    date: '2025-09-09',
    author: 'tomas-ribera',
    cover: 'amber-circles',
    touches: ['demo'],
    title: { en: 'Trigger events: sell when companies change', es: 'Eventos desencadenantes: venda cuando las empresas cambian' },
    meta: {
      en: 'New directors, new offices, funding rounds and filings open buying windows. Here is how to spot these trigger events in company data and act on them within days.',
      es: 'Nuevos administradores, nuevas oficinas, rondas de financiación y depósitos abren ventanas de compra. Así se detectan estos eventos en los datos de empresas y se actúa en pocos días.',
    },
    tags: {
      en: ['Trigger events', 'Outbound', 'Sales intelligence'],
      es: ['Eventos desencadenantes', 'Outbound', 'Inteligencia comercial'],
    },
    body: {
      en: `
        Companies rarely buy at random. They buy when something changes: a new leader wants to make a mark, a new office needs equipment and services, a new round of funding comes with a plan to spend it. Reaching out in the weeks after such a change is the single easiest way to raise reply rates.
        ## The triggers worth watching
        - **New directors or executives.** New leaders review suppliers in their first 90 days.
        - **New branches or a change of registered address**, often a sign of growth or reorganisation.
        - **Capital increases and new shareholders**, which usually come with investment plans.
        - **Strong annual accounts**: revenue or headcount growth above the sector average.
        - **New subsidiaries**, especially in a country where you already operate.
        - **Mergers and acquisitions**, which force systems and suppliers to be consolidated.
        ## Turning events into a routine
        Save a search for your ideal customer profile and set monitoring on it. Each week, review the companies with new events, pick the ones where the event plausibly creates a need for what you sell, and write to them within days rather than weeks. The message should mention the change briefly and specifically, not generically.
        ## What a good message looks like
        Keep it short. One sentence that shows you noticed the change, one that links it to a problem you solve, one question. For example: *Congratulations on opening the Valencia warehouse. Teams expanding to a second site often struggle to keep carrier checks consistent. Would it help to see how others handle this?*
        Timing matters: reply rates are highest in the first two to four weeks after an event and fall steadily afterwards, when competitors have already called.
        ## Be careful with personal data
        Director changes involve people. Use the business context, not personal details, and make sure your outreach follows the rules for business communication in the recipient's country, including a clear way to opt out.
        ## Measure the lift
        Tag every opportunity that started from a trigger event and compare conversion with your standard outbound. Most teams find trigger-based outreach converts two to three times better, which makes a strong case for spending less time on cold lists and more time on timing.
      `,
      es: `
        Las empresas rara vez compran al azar. Compran cuando algo cambia: un nuevo directivo quiere dejar huella, una nueva oficina necesita equipos y servicios, una nueva ronda de financiación llega con un plan para invertirla. Contactar en las semanas posteriores a un cambio así es la forma más sencilla de mejorar las tasas de respuesta.
        ## Los eventos que merece la pena vigilar
        - **Nuevos administradores o directivos.** Los nuevos responsables revisan a los proveedores en sus primeros 90 días.
        - **Nuevas sucursales o cambio de domicilio social**, a menudo señal de crecimiento o reorganización.
        - **Ampliaciones de capital y nuevos socios**, que suelen venir con planes de inversión.
        - **Cuentas anuales sólidas**: crecimiento de facturación o plantilla por encima de la media del sector.
        - **Nuevas filiales**, sobre todo en un país donde usted ya opera.
        - **Fusiones y adquisiciones**, que obligan a consolidar sistemas y proveedores.
        ## Convertir eventos en rutina
        Guarde una búsqueda con su perfil de cliente ideal y active la supervisión. Cada semana, revise las empresas con eventos nuevos, elija aquellas en las que el evento pueda crear una necesidad de lo que vende y escríbales en días, no en semanas. El mensaje debe mencionar el cambio de forma breve y concreta, no genérica.
        ## Cómo es un buen mensaje
        Breve. Una frase que muestre que vio el cambio, otra que lo relacione con un problema que usted resuelve y una pregunta. Por ejemplo: *Enhorabuena por la apertura del almacén de Valencia. Los equipos que se amplían a un segundo centro suelen tener problemas para mantener homogéneas las verificaciones de transportistas. ¿Le ayudaría ver cómo lo resuelven otros?*
        El momento importa: las tasas de respuesta son máximas en las dos a cuatro semanas posteriores al evento y caen después, cuando la competencia ya ha llamado.
        ## Cuidado con los datos personales
        Los cambios de administradores afectan a personas. Use el contexto empresarial, no detalles personales, y asegúrese de que su contacto cumple las normas de comunicación comercial del país del destinatario, incluida una forma clara de darse de baja.
        ## Mida la mejora
        Etiquete cada oportunidad que nació de un evento y compare su conversión con la de su outbound habitual. La mayoría de los equipos descubre que el contacto basado en eventos convierte dos o tres veces mejor, lo que justifica dedicar menos tiempo a listas frías y más al momento oportuno.
      `,
    },
  },
  {
    slug: 'data-freshness-stale-lists-cost-deals',
    kind: 'blog',
    type: 'sales',
    date: '2025-06-24',
    author: 'priya-lindqvist',
    cover: 'green-dots',
    touches: ['enrichment', 'trial'],
    title: {
      en: 'Data freshness: why a six-month-old list costs you deals',
      es: 'Actualidad de los datos: por qué una lista de seis meses le hace perder ventas',
    },
    meta: {
      en: 'B2B data decays faster than most teams think. See how quickly company and contact records go stale, what it costs in bounces and wasted calls, and how to keep lists fresh.',
      es: 'Los datos B2B envejecen más rápido de lo que creen muchos equipos. Vea a qué ritmo caducan los registros de empresas y contactos, cuánto cuesta en rebotes y llamadas perdidas y cómo mantener las listas al día.',
    },
    tags: { en: ['Data quality', 'Data decay', 'CRM hygiene'], es: ['Calidad de datos', 'Caducidad de datos', 'Higiene del CRM'] },
    body: {
      en: `
        A list of companies and contacts starts to decay the day it is exported. People change jobs, companies move, merge or close, phone numbers are reassigned. None of this is visible in a spreadsheet, and all of it shows up in your results.
        ## How fast data goes stale
        The exact figures vary by country and sector, but the pattern is consistent across the data we maintain:
        - **Contacts** decay fastest. A meaningful share of business email addresses stop working within a year as people change roles.
        - **Company status** changes steadily: every month, new companies are registered and others enter liquidation or are struck off.
        - **Addresses and phone numbers** change with every move and every switchboard migration.
        - **Firmographics** such as headcount and revenue change with every set of annual accounts.
        ## What stale data costs
        The obvious cost is bounced emails and wrong numbers. The hidden costs are larger: sender reputation that drops when bounce rates climb, reps who lose trust in the CRM and keep their own lists, and campaigns aimed at companies that no longer exist. Sending a credit offer to a company in liquidation is not only wasted effort; it is also a sign to your customers that you are not paying attention.
        ## How fresh is fresh enough?
        Match the refresh rate to how you use the data. For outbound sequences, verify contacts just before each campaign. For account scoring, a monthly refresh of firmographics is usually enough. For credit and compliance decisions, use the live record at the moment of decision and monitor afterwards.
        ## Ask your provider the right questions
        - How often is each source checked, and when was this record last updated?
        - Is the update date shown per record or only per database?
        - What happens to companies that close: are they flagged or silently removed?
        At Company Atlas every record shows when it was last confirmed against its source, and the refresh cadence for each of our 500+ sources is published in our documentation.
        ## A simple habit
        Re-enrich your active CRM accounts every month, and never launch a campaign from a list older than your refresh cycle. It is cheaper than any of the alternatives.
      `,
      es: `
        Una lista de empresas y contactos empieza a caducar el día en que se exporta. Las personas cambian de trabajo, las empresas se mudan, se fusionan o cierran, los números de teléfono se reasignan. Nada de esto se ve en una hoja de cálculo, y todo se nota en los resultados.
        ## A qué ritmo envejecen los datos
        Las cifras exactas varían según el país y el sector, pero el patrón es constante en los datos que mantenemos:
        - **Los contactos** son lo que antes caduca. Una parte importante de los correos profesionales deja de funcionar en menos de un año porque las personas cambian de puesto.
        - **El estado de las empresas** cambia de forma continua: cada mes se registran empresas nuevas y otras entran en liquidación o se dan de baja.
        - **Las direcciones y los teléfonos** cambian con cada mudanza y cada migración de centralita.
        - **Los datos firmográficos**, como plantilla y facturación, cambian con cada depósito de cuentas anuales.
        ## Lo que cuestan los datos obsoletos
        El coste evidente son los correos rebotados y los números equivocados. Los costes ocultos son mayores: una reputación de remitente que cae cuando suben los rebotes, comerciales que dejan de confiar en el CRM y mantienen sus propias listas, y campañas dirigidas a empresas que ya no existen. Enviar una oferta de crédito a una empresa en liquidación no es solo un esfuerzo perdido; también indica a sus clientes que no está prestando atención.
        ## ¿Cuánta actualidad es suficiente?
        Ajuste la frecuencia de actualización al uso que hace de los datos. Para secuencias de outbound, verifique los contactos justo antes de cada campaña. Para la puntuación de cuentas, suele bastar con actualizar los datos firmográficos cada mes. Para decisiones de crédito y cumplimiento, use el registro vigente en el momento de decidir y supervíselo después.
        ## Haga las preguntas adecuadas a su proveedor
        - ¿Con qué frecuencia se revisa cada fuente y cuándo se actualizó este registro?
        - ¿La fecha de actualización se muestra por registro o solo por base de datos?
        - ¿Qué pasa con las empresas que cierran: se marcan o desaparecen sin aviso?
        En Company Atlas cada registro muestra cuándo se confirmó por última vez con su fuente, y la frecuencia de actualización de cada una de nuestras más de 500 fuentes está publicada en nuestra documentación.
        ## Un hábito sencillo
        Vuelva a enriquecer cada mes las cuentas activas de su CRM y no lance nunca una campaña con una lista más antigua que su ciclo de actualización. Es más barato que cualquier alternativa.
      `,
    },
  },
]
