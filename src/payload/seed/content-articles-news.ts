import type { ArticleSeed } from './content-types'

/** Blog articles of type news: product and company announcements. */
export const NEWS_ARTICLES: ArticleSeed[] = [
  {
    slug: 'introducing-ai-company-check-agents',
    kind: 'blog',
    type: 'news',
    date: '2026-10-06',
    author: 'sofia-castellan',
    cover: 'navy-rings',
    touches: ['trial', 'demo'],
    title: { en: 'Introducing AI company-check agents', es: 'Presentamos los agentes de IA de verificación de empresas' },
    meta: {
      en: 'Our AI agents run a first company check in under a minute: registry facts, ownership, credit signals and news, summarised with a source for every statement.',
      es: 'Nuestros agentes de IA hacen una primera verificación de empresa en menos de un minuto: datos registrales, propiedad, señales de crédito y noticias, resumidos con una fuente para cada afirmación.',
    },
    tags: { en: ['AI agents', 'Product news', 'Due diligence'], es: ['Agentes de IA', 'Novedades', 'Diligencia debida'] },
    body: {
      en: `
        Today we are opening AI company-check agents to every Company Atlas customer. An agent takes a company name, a registration number or a website, and within a minute returns a structured first assessment: who the company is, who owns and runs it, how healthy it looks and what has been said about it recently.
        ## What an agent does
        - **Identifies the entity** in our 300M+ company profiles and asks you to confirm when more than one candidate fits.
        - **Collects the facts**: registry status, directors, shareholders and group structure, latest filings and credit score.
        - **Reads recent news** and public notices about the company and its officers, and flags anything relevant to risk.
        - **Writes a summary** in plain language, in English or Spanish, with a source link next to every statement.
        ## Designed to be checked
        We built the agents for teams that have to justify their decisions. Agents do not invent facts: every sentence is grounded in a record you can open, and when the data is missing the agent says so instead of guessing. You can export the full trail, including the sources consulted and their dates, to your case file.
        ## Where it helps most
        - First-line KYB reviews, so analysts start with the evidence already gathered.
        - Supplier onboarding questionnaires, pre-filled from public data.
        - Account research before a sales meeting.
        [[form]]
        During the pilot, customers ran more than forty thousand checks. Analysts told us the biggest gain was not speed alone but consistency: every file now starts with the same evidence, gathered in the same order, which makes reviews easier to compare and to audit. Several teams also used agent summaries to brief colleagues in sales and procurement who do not read credit reports every day.
        ## Privacy and security
        Agents run on infrastructure hosted in Europe, inside the same ISO 27001 and ISO 27701 certified environment as the rest of the platform. Your prompts and results are not used to train third-party models.
        ## Availability
        Agents are included in every plan with a monthly allowance of checks, and you can try them during the 7-day free trial. We would love to hear how you use them; every piece of feedback goes straight to the product team.
      `,
      es: `
        Desde hoy, todos los clientes de Company Atlas pueden usar los agentes de IA de verificación de empresas. Un agente recibe un nombre de empresa, un número de registro o una web y, en menos de un minuto, devuelve una primera evaluación estructurada: quién es la empresa, quién la posee y la dirige, qué salud financiera muestra y qué se ha publicado sobre ella recientemente.
        ## Qué hace un agente
        - **Identifica la entidad** entre nuestros más de 300 millones de perfiles y le pide confirmación cuando encaja más de un candidato.
        - **Reúne los datos**: estado registral, administradores, socios y estructura de grupo, últimos depósitos y puntuación de crédito.
        - **Lee noticias recientes** y anuncios públicos sobre la empresa y sus cargos, y señala lo que es relevante para el riesgo.
        - **Redacta un resumen** en lenguaje claro, en inglés o español, con un enlace a la fuente junto a cada afirmación.
        ## Pensado para poder comprobarse
        Hemos creado los agentes para equipos que tienen que justificar sus decisiones. Los agentes no inventan datos: cada frase se apoya en un registro que usted puede abrir, y cuando falta información el agente lo dice en lugar de suponer. Puede exportar el rastro completo, con las fuentes consultadas y sus fechas, a su expediente.
        ## Dónde más ayuda
        - Revisiones KYB de primer nivel, para que los analistas empiecen con las pruebas ya reunidas.
        - Cuestionarios de alta de proveedores, rellenados previamente con datos públicos.
        - Investigación de cuentas antes de una reunión comercial.
        [[form]]
        Durante el piloto, los clientes realizaron más de cuarenta mil verificaciones. Los analistas nos dijeron que la mayor ventaja no era solo la rapidez, sino la coherencia: cada expediente empieza ahora con las mismas pruebas, reunidas en el mismo orden, lo que facilita comparar y auditar las revisiones. Varios equipos usaron además los resúmenes de los agentes para informar a compañeros de ventas y compras que no leen informes de crédito a diario.
        ## Privacidad y seguridad
        Los agentes funcionan en infraestructura alojada en Europa, dentro del mismo entorno certificado ISO 27001 e ISO 27701 que el resto de la plataforma. Sus consultas y resultados no se usan para entrenar modelos de terceros.
        ## Disponibilidad
        Los agentes están incluidos en todos los planes con un cupo mensual de verificaciones, y puede probarlos durante la prueba gratuita de 7 días. Nos encantará saber cómo los usa; todos los comentarios llegan directamente al equipo de producto.
      `,
    },
  },
  {
    slug: 'api-v3-batch-lookups-webhooks',
    kind: 'blog',
    type: 'news',
    date: '2026-06-09',
    author: 'sofia-castellan',
    cover: 'blue-blocks',
    touches: ['demo', 'trial'],
    title: { en: 'API v3: batch lookups, webhooks and clearer errors', es: 'API v3: consultas por lotes, webhooks y errores más claros' },
    meta: {
      en: 'Version 3 of the Company Atlas API adds batch company lookups, monitoring webhooks and consistent error responses. What changed, why, and how to migrate from v2.',
      es: 'La versión 3 de la API de Company Atlas añade consultas de empresas por lotes, webhooks de supervisión y respuestas de error coherentes. Qué cambia, por qué y cómo migrar desde la v2.',
    },
    tags: { en: ['API', 'Product news', 'Developers'], es: ['API', 'Novedades', 'Desarrolladores'] },
    parts: {
      en: [
        {
          title: 'Why a new version',
          body: `
            Version 2 of our API has served thousands of integrations, and your feedback has been consistent: fewer round trips, push instead of polling, and errors a program can act on. Version 3 addresses all three. It is available today, and v2 remains supported for at least eighteen months.
            ## At a glance
            - Batch lookups of up to 1,000 companies per request
            - Webhooks for monitoring events
            - One error format across every endpoint
          `,
        },
        {
          title: 'Batch lookups',
          body: `
            Instead of one request per company, send up to 1,000 identifiers or name-and-address records in a single call. Each result carries the same **A/B/C match grade** you know from list enrichment, so your code can accept A matches automatically and route the rest to review.
            Results keep the order of your input and carry your own reference field, so mapping them back to your records is trivial.
            ## What it saves
            In our tests, enriching a 50,000-row CRM export fell from hours of sequential calls to a few minutes, with far fewer rate-limit retries. Batch requests are processed asynchronously; you receive a job identifier and either poll it or, better, receive a webhook when it is done.
          `,
        },
        {
          title: 'Monitoring webhooks',
          body: `
            Register a webhook endpoint and choose the events you care about: status changes, new directors or shareholders, new filings, score changes and court events. We sign every delivery so you can verify it came from us, and we retry with back-off for up to 24 hours if your endpoint is down.
            ## Typical uses
            - Re-open a KYB case when a customer's ownership changes
            - Pause shipments when a supplier enters insolvency proceedings
            - Alert an account owner when a prospect files strong results
          `,
        },
        {
          title: 'Clearer errors and migrating from v2',
          body: `
            Every error now returns a stable machine-readable code, a human-readable message and, where it applies, the field that caused it. Rate-limit responses say when to retry.
            ## Migrating
            Most integrations need three changes: the base path, the new error format and the renamed match-quality field, which becomes the match grade. The migration guide in our documentation lists every difference, and our support team will review your integration plan on request.
            [[find-out]]
          `,
        },
      ],
      es: [
        {
          title: 'Por qué una nueva versión',
          body: `
            La versión 2 de nuestra API ha dado servicio a miles de integraciones, y sus comentarios han sido constantes: menos llamadas de ida y vuelta, notificaciones en lugar de consultas periódicas y errores con los que un programa pueda actuar. La versión 3 responde a los tres. Está disponible desde hoy y la v2 seguirá soportada al menos dieciocho meses.
            ## De un vistazo
            - Consultas por lotes de hasta 1.000 empresas por petición
            - Webhooks para eventos de supervisión
            - Un único formato de error en todos los endpoints
          `,
        },
        {
          title: 'Consultas por lotes',
          body: `
            En lugar de una petición por empresa, envíe hasta 1.000 identificadores o registros de nombre y dirección en una sola llamada. Cada resultado incluye el mismo **grado de coincidencia A/B/C** que ya conoce del enriquecimiento de listas, de modo que su código puede aceptar automáticamente las coincidencias A y enviar el resto a revisión.
            Los resultados mantienen el orden de la entrada e incluyen su propio campo de referencia, así que asociarlos a sus registros es trivial.
            ## Lo que ahorra
            En nuestras pruebas, enriquecer una exportación de CRM de 50.000 filas pasó de horas de llamadas secuenciales a unos minutos, con muchos menos reintentos por límite de uso. Las peticiones por lotes se procesan de forma asíncrona; recibe un identificador de trabajo y puede consultarlo o, mejor, recibir un webhook cuando termina.
          `,
        },
        {
          title: 'Webhooks de supervisión',
          body: `
            Registre un endpoint y elija los eventos que le interesan: cambios de estado, nuevos administradores o socios, nuevos depósitos, cambios de puntuación y eventos judiciales. Firmamos cada envío para que pueda comprobar que procede de nosotros y reintentamos de forma escalonada durante 24 horas si su endpoint no responde.
            ## Usos habituales
            - Reabrir un expediente KYB cuando cambia la propiedad de un cliente
            - Detener envíos cuando un proveedor entra en concurso
            - Avisar al responsable de una cuenta cuando un cliente potencial presenta buenos resultados
          `,
        },
        {
          title: 'Errores más claros y migración desde la v2',
          body: `
            Cada error devuelve ahora un código estable legible por máquina, un mensaje comprensible y, cuando procede, el campo que lo causó. Las respuestas por límite de uso indican cuándo reintentar.
            ## Migrar
            La mayoría de las integraciones necesita tres cambios: la ruta base, el nuevo formato de error y el campo de calidad de coincidencia, que pasa a llamarse grado de coincidencia. La guía de migración de nuestra documentación enumera todas las diferencias, y nuestro equipo de soporte revisará su plan de integración si lo solicita.
            [[find-out]]
          `,
        },
      ],
    },
  },
  {
    slug: 'new-country-coverage-africa-central-asia',
    kind: 'blog',
    type: 'news',
    date: '2026-02-17',
    author: 'priya-lindqvist',
    cover: 'green-dots',
    touches: ['credit-reports', 'trial'],
    title: { en: 'Deeper coverage in Africa and Central Asia', es: 'Más cobertura en África y Asia Central' },
    meta: {
      en: 'We have added direct registry connections and local research partners in twelve countries across Africa and Central Asia, bringing faster reports and fresher data.',
      es: 'Hemos añadido conexiones directas con registros y socios de investigación locales en doce países de África y Asia Central, con informes más rápidos y datos más actuales.',
    },
    tags: { en: ['Coverage', 'Product news', 'Emerging markets'], es: ['Cobertura', 'Novedades', 'Mercados emergentes'] },
    body: {
      en: `
        Customers increasingly trade with, buy from and invest in companies in Africa and Central Asia, and they have told us the same thing: reports there took too long and the data was often thin. This quarter we addressed that directly, with new registry connections and research partners in twelve countries.
        ## What changed
        - **Direct registry access** in countries where the registry now offers an electronic service, replacing manual extracts. Basic company facts now arrive in minutes instead of days.
        - **Local research partners** where registries are not online, with agreed turnaround times and a standard report format.
        - **Translated and normalised fields**, so a report from Central Asia has the same structure, the same score scale and the same labels as one from Spain or Germany.
        ## What you will notice
        Instant reports are now available for many more companies in these countries. Where an investigation is still needed, the expected delivery date is shown before you order, and typical turnaround has dropped by around half. Status, directors and shareholders are refreshed more often, and we show the date of the last confirmation on every record.
        ## Why coverage is more than a country count
        We already cover 200+ countries, so this announcement does not change a headline number. It changes depth: how many companies have full records, how fresh they are and how quickly an investigation comes back. That is what matters when you are onboarding a supplier or setting a credit limit.
        For compliance teams, the change also shortens the list of exceptions. Where a registry now answers electronically, an automated KYB flow can complete without manual extracts, and analysts only step in when ownership is unclear or a record is missing.
        ## What comes next
        Over the next two quarters we will extend direct access to more registries as they go online, add payment-behaviour data from regional trade networks and publish per-country freshness statistics so you can see exactly what to expect before you order.
        ## Try it
        Search any company in these countries from the credit report search. If a report is not instantly available, you can order a fresh investigation in the same flow.
      `,
      es: `
        Cada vez más clientes comercian con empresas de África y Asia Central, les compran o invierten en ellas, y nos decían lo mismo: los informes tardaban demasiado y los datos solían ser escasos. Este trimestre lo hemos abordado directamente, con nuevas conexiones a registros y socios de investigación en doce países.
        ## Qué ha cambiado
        - **Acceso directo a registros** en países donde el registro ofrece ya un servicio electrónico, en lugar de extractos manuales. Los datos básicos llegan ahora en minutos, no en días.
        - **Socios de investigación locales** donde los registros no están en línea, con plazos acordados y un formato de informe estándar.
        - **Campos traducidos y normalizados**, de modo que un informe de Asia Central tiene la misma estructura, la misma escala de puntuación y las mismas etiquetas que uno de España o Alemania.
        ## Qué notará
        Ahora hay informes inmediatos para muchas más empresas de estos países. Cuando aún hace falta una investigación, la fecha de entrega prevista se muestra antes de pedirla, y el plazo habitual se ha reducido aproximadamente a la mitad. El estado, los administradores y los socios se actualizan con más frecuencia, y mostramos la fecha de la última confirmación en cada registro.
        ## Por qué la cobertura es más que un número de países
        Ya cubrimos más de 200 países, así que este anuncio no cambia ninguna cifra de portada. Cambia la profundidad: cuántas empresas tienen registros completos, lo actuales que son y lo rápido que vuelve una investigación. Eso es lo que importa al dar de alta a un proveedor o fijar un límite de crédito.
        Para los equipos de cumplimiento, el cambio también reduce la lista de excepciones. Donde un registro responde ya de forma electrónica, un proceso KYB automatizado puede completarse sin extractos manuales, y los analistas solo intervienen cuando la propiedad no está clara o falta un registro.
        ## Próximos pasos
        En los dos próximos trimestres ampliaremos el acceso directo a más registros a medida que se digitalicen, añadiremos datos de comportamiento de pago de redes comerciales regionales y publicaremos estadísticas de actualidad por país para que sepa exactamente qué esperar antes de pedir.
        ## Pruébelo
        Busque cualquier empresa de estos países desde el buscador de informes de crédito. Si un informe no está disponible al momento, puede pedir una investigación en el mismo proceso.
      `,
    },
  },
  {
    slug: 'iso-27701-certification-privacy',
    kind: 'blog',
    type: 'news',
    date: '2025-10-21',
    author: 'sofia-castellan',
    cover: 'soft-network',
    touches: ['demo'],
    title: {
      en: 'We are now ISO 27701 certified: what it means for your data',
      es: 'Ya tenemos la certificación ISO 27701: qué significa para sus datos',
    },
    meta: {
      en: 'Company Atlas now holds ISO 27701 alongside ISO 27001. A plain-language explanation of both standards and what they change for customers and their procurement teams.',
      es: 'Company Atlas cuenta ya con la ISO 27701 además de la ISO 27001. Una explicación clara de ambas normas y de lo que cambian para los clientes y sus equipos de compras.',
    },
    tags: { en: ['Security', 'Privacy', 'Product news'], es: ['Seguridad', 'Privacidad', 'Novedades'] },
    body: {
      en: `
        We have completed our ISO/IEC 27701 certification audit, extending our existing ISO/IEC 27001 certification. Together they cover how we protect information and how we manage personal data, and they are independently audited every year.
        ## Two standards, two questions
        - **ISO 27001** answers: *is information kept secure?* It requires a managed set of controls for access, encryption, change management, supplier security, incident response and business continuity.
        - **ISO 27701** answers: *is personal data handled properly?* It extends 27001 with a privacy information management system: records of processing, purpose limitation, data subject requests, retention and the roles of controller and processor.
        ## Why it matters for a data provider
        Our business is information about companies, and some of that information concerns people: directors, shareholders and business contacts. Customers rightly ask how we source, keep and share it. Certification does not replace the law, but it shows that the processes behind our answers are written down, followed and checked by an external auditor.
        ## What changes for you
        - **Faster vendor assessments**: our certificates, statement of applicability summary and data processing terms are available to customers on request, which shortens most security questionnaires.
        - **Clearer roles**: our documentation now states for each product whether we act as controller or processor.
        - **Predictable data subject handling**: requests to access, correct or object to the processing of personal data are handled within defined times.
        Certification is not a one-off project. Every year an accredited auditor reviews a sample of our controls, interviews the people who operate them and checks the evidence, and any finding has to be resolved within an agreed time. Internally, we run our own audits between the external ones, test our incident response plan twice a year and review supplier security annually. The result is a programme that improves every year rather than a certificate on the wall.
        ## Hosting in Europe
        Our production platform and backups are hosted in data centres in the European Union. Support staff access follows least privilege and is logged.
        ## Questions
        If your security or privacy team needs more detail, ask your account manager or write to our data protection team; we are happy to walk through our controls with them.
      `,
      es: `
        Hemos superado la auditoría de certificación ISO/IEC 27701, que amplía nuestra certificación ISO/IEC 27001. Juntas cubren cómo protegemos la información y cómo gestionamos los datos personales, y se auditan de forma independiente cada año.
        ## Dos normas, dos preguntas
        - **ISO 27001** responde a: *¿está segura la información?* Exige un conjunto gestionado de controles de acceso, cifrado, gestión de cambios, seguridad de proveedores, respuesta a incidentes y continuidad de negocio.
        - **ISO 27701** responde a: *¿se tratan bien los datos personales?* Amplía la 27001 con un sistema de gestión de la privacidad: registro de actividades de tratamiento, limitación de la finalidad, solicitudes de los interesados, conservación y funciones de responsable y encargado.
        ## Por qué importa en un proveedor de datos
        Nuestro negocio es la información sobre empresas, y parte de ella se refiere a personas: administradores, socios y contactos profesionales. Los clientes preguntan, con razón, cómo la obtenemos, conservamos y compartimos. La certificación no sustituye a la ley, pero demuestra que los procesos detrás de nuestras respuestas están documentados, se cumplen y los revisa un auditor externo.
        ## Qué cambia para usted
        - **Evaluaciones de proveedor más rápidas**: nuestros certificados, el resumen de la declaración de aplicabilidad y las condiciones de tratamiento de datos están a disposición de los clientes que los pidan, lo que acorta la mayoría de los cuestionarios de seguridad.
        - **Funciones más claras**: nuestra documentación indica ahora para cada producto si actuamos como responsable o como encargado.
        - **Gestión previsible de los derechos**: las solicitudes de acceso, rectificación u oposición al tratamiento se atienden en plazos definidos.
        La certificación no es un proyecto puntual. Cada año un auditor acreditado revisa una muestra de nuestros controles, entrevista a las personas que los aplican y comprueba las pruebas, y cualquier hallazgo debe resolverse en un plazo acordado. Internamente, realizamos nuestras propias auditorías entre las externas, probamos el plan de respuesta a incidentes dos veces al año y revisamos anualmente la seguridad de los proveedores. El resultado es un programa que mejora cada año, no un certificado colgado en la pared.
        ## Alojamiento en Europa
        Nuestra plataforma de producción y sus copias de seguridad se alojan en centros de datos de la Unión Europea. El acceso del personal de soporte sigue el principio de mínimo privilegio y queda registrado.
        ## Preguntas
        Si su equipo de seguridad o privacidad necesita más detalle, pregunte a su gestor de cuenta o escriba a nuestro equipo de protección de datos; estaremos encantados de repasar nuestros controles con ellos.
      `,
    },
  },
  {
    slug: 'faster-monitoring-alerts',
    kind: 'blog',
    type: 'news',
    date: '2025-05-27',
    author: 'sofia-castellan',
    cover: 'amber-circles',
    touches: ['trial'],
    title: { en: 'Monitoring alerts now arrive the same day', es: 'Las alertas de supervisión llegan ahora el mismo día' },
    meta: {
      en: 'We rebuilt the monitoring pipeline so most changes to a watched company reach you the same day the source publishes them, with digest and instant options.',
      es: 'Hemos rehecho el sistema de supervisión para que la mayoría de los cambios de una empresa vigilada le lleguen el mismo día en que la fuente los publica, con opciones de resumen e inmediatas.',
    },
    tags: { en: ['Monitoring', 'Product news', 'Alerts'], es: ['Supervisión', 'Novedades', 'Alertas'] },
    body: {
      en: `
        Monitoring is only useful if it is fast. A notice that a customer has entered insolvency proceedings is valuable on the day it is published and much less so a week later, after you have shipped another order. Over the last six months we rebuilt our monitoring pipeline around that simple idea.
        ## What is new
        - **Same-day delivery** for most events. For sources that publish daily, changes now typically reach your inbox or webhook within hours of publication.
        - **Instant or digest**: choose per watchlist whether you want each alert as it happens or a daily summary.
        - **Event filters**: receive only the events that matter for a list, for example insolvency and status changes for suppliers, and director changes for prospects.
        - **Clear context**: every alert shows the previous and new value, the source and the date of publication.
        ## How it works
        Previously, we refreshed watched companies on a fixed schedule. Now each of our 500+ sources pushes changes into a queue as soon as we detect them, and we match each change against every watchlist that includes the company. The result is not only faster but also cheaper to run, which is why we could raise the number of monitored companies included in each plan.
        Early users have already seen the difference. In the pilot, the median time between a registry publishing an insolvency notice and the alert reaching the customer fell from several days to a few hours. Credit teams told us that this was enough to stop shipments that would otherwise have left the warehouse, and procurement teams used the extra time to line up alternative suppliers before a failure became a crisis. We also reduced duplicate alerts, so each change is reported once even when several sources publish it.
        ## Getting the most out of it
        - Put every customer with an open credit limit on a watchlist.
        - Add your top suppliers by spend and every single-source supplier.
        - Route alerts to a shared mailbox or a team channel rather than one person's inbox.
        ## Available now
        The new pipeline is live for all customers; existing watchlists have been migrated automatically, and you can adjust delivery preferences in your account settings.
      `,
      es: `
        La supervisión solo es útil si es rápida. Un aviso de que un cliente ha entrado en concurso tiene valor el día en que se publica, y mucho menos una semana después, cuando ya ha enviado otro pedido. Durante los últimos seis meses hemos reconstruido nuestro sistema de supervisión en torno a esa idea sencilla.
        ## Qué hay de nuevo
        - **Entrega en el mismo día** para la mayoría de los eventos. En las fuentes que publican a diario, los cambios llegan ahora normalmente a su correo o webhook pocas horas después de publicarse.
        - **Inmediato o resumen**: elija para cada lista si quiere cada alerta en el momento o un resumen diario.
        - **Filtros de eventos**: reciba solo los eventos que importan para cada lista, por ejemplo concursos y cambios de estado para proveedores y cambios de administradores para clientes potenciales.
        - **Contexto claro**: cada alerta muestra el valor anterior y el nuevo, la fuente y la fecha de publicación.
        ## Cómo funciona
        Antes actualizábamos las empresas vigiladas con un calendario fijo. Ahora cada una de nuestras más de 500 fuentes envía los cambios a una cola en cuanto los detectamos, y cruzamos cada cambio con todas las listas que incluyen a la empresa. El resultado no solo es más rápido, sino también más barato de operar, y por eso hemos podido aumentar el número de empresas supervisadas incluidas en cada plan.
        Los primeros usuarios ya han notado la diferencia. En el piloto, la mediana entre la publicación de un anuncio concursal en un registro y la llegada de la alerta al cliente bajó de varios días a pocas horas. Los equipos de crédito nos dijeron que eso bastó para detener envíos que habrían salido del almacén, y los equipos de compras aprovecharon el tiempo extra para preparar proveedores alternativos antes de que una quiebra se convirtiera en una crisis. También hemos reducido las alertas duplicadas, de modo que cada cambio se comunica una sola vez aunque lo publiquen varias fuentes.
        ## Cómo sacarle partido
        - Incluya en una lista a todos los clientes con un límite de crédito abierto.
        - Añada a sus principales proveedores por gasto y a todos los proveedores únicos.
        - Envíe las alertas a un buzón compartido o a un canal del equipo, no al correo de una sola persona.
        ## Disponible ya
        El nuevo sistema está activo para todos los clientes; las listas existentes se han migrado automáticamente y puede ajustar las preferencias de entrega en la configuración de su cuenta.
      `,
    },
  },
]
