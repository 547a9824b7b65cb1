import type { Bilingual } from './content-types'

/** Careers: category labels, benefits and ten open vacancies (two per category) in English and Spanish. */

export type Category = 'engineering' | 'sales' | 'customer_success' | 'marketing' | 'operational'
type Section = 'description' | 'responsibilities' | 'requirements' | 'qualities' | 'benefits'

export const CAREER_CATEGORY_LABELS: { category: Category; label: Bilingual }[] = [
  { category: 'engineering', label: { en: 'Engineering & Data', es: 'Ingeniería y datos' } },
  { category: 'sales', label: { en: 'Sales', es: 'Ventas' } },
  { category: 'customer_success', label: { en: 'Customer Success', es: 'Éxito del cliente' } },
  { category: 'marketing', label: { en: 'Marketing', es: 'Marketing' } },
  { category: 'operational', label: { en: 'Operations', es: 'Operaciones' } },
]

export const BENEFITS: { text: Bilingual; icon: string }[] = [
  {
    icon: 'globe',
    text: {
      en: 'Hybrid work from London or Madrid, plus four weeks a year from anywhere',
      es: 'Trabajo híbrido desde Londres o Madrid, más cuatro semanas al año desde donde quiera',
    },
  },
  {
    icon: 'cap',
    text: {
      en: '€1,500 yearly learning budget and paid time for courses',
      es: '1.500 € anuales para formación y tiempo pagado para cursos',
    },
  },
  { icon: 'shield', text: { en: 'Private health insurance for you and your family', es: 'Seguro médico privado para usted y su familia' } },
  {
    icon: 'chart',
    text: { en: 'Share options in a profitable, growing company', es: 'Opciones sobre acciones en una empresa rentable y en crecimiento' },
  },
  {
    icon: 'people',
    text: {
      en: 'Two company-wide get-togethers a year and a culture of written, open decisions',
      es: 'Dos encuentros de toda la empresa al año y una cultura de decisiones abiertas y por escrito',
    },
  },
  {
    icon: 'bolt',
    text: { en: '25 days of holiday plus your birthday off', es: '25 días de vacaciones más el día de su cumpleaños libre' },
  },
]

const SECTION_NAMES: Record<Section, Bilingual> = {
  description: { en: 'About the role', es: 'Sobre el puesto' },
  responsibilities: { en: 'What you will do', es: 'Qué hará' },
  requirements: { en: 'What you bring', es: 'Qué aporta' },
  qualities: { en: 'Who you are', es: 'Cómo es usted' },
  benefits: { en: 'What we offer', es: 'Qué ofrecemos' },
}

const SHARED_BENEFITS: Bilingual = {
  en: `
    - A competitive salary, reviewed every year, and share options
    - 25 days of holiday plus your birthday, and four weeks a year working from anywhere
    - Private health insurance and a yearly €1,500 learning budget
    - A modern laptop and the equipment you need at home
    We are an equal-opportunity employer and welcome applications from everyone. Tell us if you need any adjustment during the process.
  `,
  es: `
    - Un salario competitivo, revisado cada año, y opciones sobre acciones
    - 25 días de vacaciones más su cumpleaños, y cuatro semanas al año trabajando desde donde quiera
    - Seguro médico privado y 1.500 € anuales para formación
    - Un portátil moderno y el equipo que necesite en casa
    Somos una empresa que garantiza la igualdad de oportunidades y valoramos las candidaturas de todas las personas. Díganos si necesita alguna adaptación durante el proceso.
  `,
}

export type VacancySeed = {
  slug: string
  category: Category
  name: Bilingual
  location: Bilingual
  sectionNames: Record<Section, Bilingual>
} & Record<Section, Bilingual>

type VacancyInput = Omit<VacancySeed, 'sectionNames' | 'benefits'>

const vacancy = (input: VacancyInput): VacancySeed => ({ ...input, sectionNames: SECTION_NAMES, benefits: SHARED_BENEFITS })

export const VACANCIES: VacancySeed[] = [
  vacancy({
    slug: 'senior-data-engineer',
    category: 'engineering',
    name: { en: 'Senior Data Engineer', es: 'Ingeniero/a de datos sénior' },
    location: { en: 'London · Hybrid', es: 'Londres · Híbrido' },
    description: {
      en: `
        Our data platform ingests changes from 500+ sources, from national company registries to gazettes and payment networks, and turns them into 300M+ consistent company profiles. You will join the pipelines team that keeps that flow fast, correct and observable.
        You will work on **ingestion and change detection**: the part of the system that decides, within hours, that a company has a new director or has entered liquidation.
      `,
      es: `
        Nuestra plataforma de datos recibe cambios de más de 500 fuentes, desde registros mercantiles nacionales hasta boletines oficiales y redes de pago, y los convierte en más de 300 millones de perfiles de empresa coherentes. Se incorporará al equipo de pipelines que mantiene ese flujo rápido, correcto y observable.
        Trabajará en **ingesta y detección de cambios**: la parte del sistema que decide, en pocas horas, que una empresa tiene un nuevo administrador o ha entrado en liquidación.
      `,
    },
    responsibilities: {
      en: `
        - Design and build ingestion pipelines for new registries and data partners
        - Improve change detection so updates reach customers the same day
        - Own data quality checks and the alerts that fire when a source misbehaves
        - Work with the data quality team on entity resolution across countries
        - Review code, mentor colleagues and share what you learn in writing
      `,
      es: `
        - Diseñar y construir pipelines de ingesta para nuevos registros y socios de datos
        - Mejorar la detección de cambios para que las actualizaciones lleguen a los clientes el mismo día
        - Ser responsable de los controles de calidad de datos y de las alertas cuando una fuente falla
        - Colaborar con el equipo de calidad de datos en la resolución de entidades entre países
        - Revisar código, orientar a compañeros y compartir por escrito lo que aprenda
      `,
    },
    requirements: {
      en: `
        - Five or more years building production data pipelines
        - Strong Python or TypeScript and solid SQL, ideally PostgreSQL
        - Experience with workflow orchestration and message queues
        - Good judgement about data quality: you test data, not only code
        - Fluent English; Spanish or another European language is a plus
      `,
      es: `
        - Cinco o más años construyendo pipelines de datos en producción
        - Dominio de Python o TypeScript y buen nivel de SQL, idealmente PostgreSQL
        - Experiencia con orquestación de flujos de trabajo y colas de mensajes
        - Buen criterio sobre calidad de datos: prueba los datos, no solo el código
        - Inglés fluido; español u otro idioma europeo es un plus
      `,
    },
    qualities: {
      en: `
        - You are curious about how the messy real world ends up in a database
        - You prefer simple, boring solutions that work at three in the morning
        - You write clearly and enjoy explaining trade-offs
      `,
      es: `
        - Le interesa cómo el desordenado mundo real acaba en una base de datos
        - Prefiere soluciones sencillas y aburridas que funcionen a las tres de la madrugada
        - Escribe con claridad y disfruta explicando las decisiones
      `,
    },
  }),
  vacancy({
    slug: 'backend-engineer-api-platform',
    category: 'engineering',
    name: { en: 'Backend Engineer, API Platform', es: 'Ingeniero/a backend, plataforma API' },
    location: { en: 'Madrid · Hybrid', es: 'Madrid · Híbrido' },
    description: {
      en: `
        Thousands of customers integrate Company Atlas into their onboarding flows, CRMs and ERPs through our API. The API platform team owns the public API, batch lookups and webhooks, and the developer experience around them.
        You will help us evolve API v3, make it faster and more predictable, and keep it a pleasure to integrate with.
      `,
      es: `
        Miles de clientes integran Company Atlas en sus procesos de alta, CRM y ERP a través de nuestra API. El equipo de plataforma API es responsable de la API pública, las consultas por lotes y los webhooks, y de la experiencia de desarrollo que los rodea.
        Nos ayudará a hacer evolucionar la API v3, a hacerla más rápida y predecible y a que siga siendo un placer integrarla.
      `,
    },
    responsibilities: {
      en: `
        - Build and maintain API endpoints, batch jobs and webhook delivery
        - Improve latency, reliability and rate limiting under real customer load
        - Write and review API documentation and migration guides
        - Investigate integration issues together with customer success
        - Take part in a fair, well-paid on-call rotation
      `,
      es: `
        - Construir y mantener endpoints de la API, procesos por lotes y el envío de webhooks
        - Mejorar la latencia, la fiabilidad y la limitación de uso con la carga real de clientes
        - Escribir y revisar la documentación de la API y las guías de migración
        - Investigar problemas de integración junto con el equipo de éxito del cliente
        - Participar en una rotación de guardias justa y bien remunerada
      `,
    },
    requirements: {
      en: `
        - Three or more years building backend services in TypeScript, Go or Python
        - Experience designing HTTP APIs that other developers depend on
        - Comfort with PostgreSQL, caching and asynchronous processing
        - Understanding of authentication, security and privacy basics
        - Professional English; Spanish is a plus
      `,
      es: `
        - Tres o más años construyendo servicios backend en TypeScript, Go o Python
        - Experiencia diseñando APIs HTTP de las que dependen otros desarrolladores
        - Soltura con PostgreSQL, cachés y procesamiento asíncrono
        - Conocimientos básicos de autenticación, seguridad y privacidad
        - Inglés profesional; el español es un plus
      `,
    },
    qualities: {
      en: `
        - You care about the developer on the other side of the API
        - You like measuring before optimising
        - You leave code and documentation better than you found them
      `,
      es: `
        - Le importa el desarrollador que está al otro lado de la API
        - Le gusta medir antes de optimizar
        - Deja el código y la documentación mejor de como los encontró
      `,
    },
  }),
  vacancy({
    slug: 'account-executive-iberia',
    category: 'sales',
    name: { en: 'Account Executive, Iberia', es: 'Account Executive, Iberia' },
    location: { en: 'Madrid · Hybrid', es: 'Madrid · Híbrido' },
    description: {
      en: `
        Spain and Portugal are among our fastest-growing markets. As an Account Executive you will own the full sales cycle with mid-sized companies: finance, compliance, procurement and sales teams that need reliable company data.
        You will join a team of six that values preparation, honest forecasts and long customer relationships over quick wins.
      `,
      es: `
        España y Portugal están entre nuestros mercados de mayor crecimiento. Como Account Executive será responsable de todo el ciclo de venta con empresas medianas: equipos de finanzas, cumplimiento, compras y ventas que necesitan datos de empresas fiables.
        Se unirá a un equipo de seis personas que valora la preparación, las previsiones honestas y las relaciones duraderas con los clientes por encima de las victorias rápidas.
      `,
    },
    responsibilities: {
      en: `
        - Run discovery calls, tailored demos and trials with prospects
        - Build and manage your own pipeline alongside inbound leads
        - Write clear proposals and negotiate annual agreements
        - Hand over new customers smoothly to customer success
        - Share market feedback with product and marketing
      `,
      es: `
        - Realizar llamadas de descubrimiento, demos personalizadas y pruebas con clientes potenciales
        - Generar y gestionar su propio pipeline además de los leads entrantes
        - Redactar propuestas claras y negociar acuerdos anuales
        - Traspasar los nuevos clientes al equipo de éxito del cliente sin fricciones
        - Compartir con producto y marketing lo que aprende del mercado
      `,
    },
    requirements: {
      en: `
        - Two or more years of B2B SaaS or data sales, with a record of meeting targets
        - Native or near-native Spanish and professional English; Portuguese is a plus
        - Comfortable selling to finance, risk or compliance buyers
        - Organised CRM habits and realistic forecasting
      `,
      es: `
        - Dos o más años de venta B2B de SaaS o datos, con un historial de objetivos cumplidos
        - Español nativo o casi nativo e inglés profesional; el portugués es un plus
        - Soltura vendiendo a compradores de finanzas, riesgos o cumplimiento
        - Buenos hábitos en el CRM y previsiones realistas
      `,
    },
    qualities: {
      en: `
        - You listen more than you talk in a first meeting
        - You are persistent without being pushy
        - You enjoy learning how different industries work
      `,
      es: `
        - Escucha más de lo que habla en una primera reunión
        - Es constante sin resultar insistente
        - Disfruta aprendiendo cómo funcionan sectores distintos
      `,
    },
  }),
  vacancy({
    slug: 'enterprise-account-executive-dach',
    category: 'sales',
    name: { en: 'Enterprise Account Executive, DACH', es: 'Enterprise Account Executive, DACH' },
    location: { en: 'Berlin · Remote', es: 'Berlín · Remoto' },
    description: {
      en: `
        We are opening our first dedicated enterprise role for Germany, Austria and Switzerland. You will sell the full Company Atlas platform, credit reports, enrichment, API and AI agents, to large companies with complex buying committees.
        This is a chance to shape how we approach the region, with strong support from solutions engineering and leadership.
      `,
      es: `
        Abrimos nuestro primer puesto dedicado a grandes cuentas en Alemania, Austria y Suiza. Venderá la plataforma completa de Company Atlas, informes de crédito, enriquecimiento, API y agentes de IA, a grandes empresas con comités de compra complejos.
        Es una oportunidad para definir cómo abordamos la región, con el apoyo de ingeniería de soluciones y de la dirección.
      `,
    },
    responsibilities: {
      en: `
        - Identify and win enterprise accounts in the DACH region
        - Lead multi-stakeholder sales cycles including security and procurement reviews
        - Build account plans with solutions engineering and customer success
        - Represent Company Atlas at selected industry events
        - Report pipeline and forecast accurately every week
      `,
      es: `
        - Identificar y ganar grandes cuentas en la región DACH
        - Dirigir ciclos de venta con varios interlocutores, incluidas revisiones de seguridad y compras
        - Elaborar planes de cuenta con ingeniería de soluciones y éxito del cliente
        - Representar a Company Atlas en eventos sectoriales seleccionados
        - Informar cada semana del pipeline y de la previsión con precisión
      `,
    },
    requirements: {
      en: `
        - Five or more years of enterprise software or data sales in DACH
        - Native-level German and fluent English
        - Experience with long cycles and deals above €100,000 a year
        - Familiarity with risk, compliance or procurement buyers
      `,
      es: `
        - Cinco o más años de venta de software o datos a grandes cuentas en DACH
        - Alemán de nivel nativo e inglés fluido
        - Experiencia con ciclos largos y operaciones de más de 100.000 € anuales
        - Conocimiento de compradores de riesgos, cumplimiento o compras
      `,
    },
    qualities: {
      en: `
        - You are comfortable building something new without a playbook
        - You earn trust through preparation and follow-through
        - You collaborate easily with technical colleagues
      `,
      es: `
        - Se siente cómodo/a construyendo algo nuevo sin un manual
        - Se gana la confianza con preparación y seguimiento
        - Colabora con facilidad con compañeros técnicos
      `,
    },
  }),
  vacancy({
    slug: 'customer-success-manager',
    category: 'customer_success',
    name: { en: 'Customer Success Manager', es: 'Customer Success Manager' },
    location: { en: 'London · Hybrid', es: 'Londres · Híbrido' },
    description: {
      en: `
        Our customers range from five-person credit teams to global compliance departments. As a Customer Success Manager you will look after a portfolio of around 60 accounts in the UK and Ireland and make sure each of them gets lasting value from Company Atlas.
        You will be their trusted contact: the person who knows their goals, spots problems early and helps them grow their use of the platform.
      `,
      es: `
        Nuestros clientes van desde equipos de crédito de cinco personas hasta departamentos globales de cumplimiento. Como Customer Success Manager gestionará una cartera de unas 60 cuentas en el Reino Unido e Irlanda y se asegurará de que cada una obtenga un valor duradero de Company Atlas.
        Será su contacto de confianza: la persona que conoce sus objetivos, detecta los problemas a tiempo y les ayuda a ampliar su uso de la plataforma.
      `,
    },
    responsibilities: {
      en: `
        - Onboard new customers and agree clear success goals with them
        - Run regular reviews showing usage, results and next steps
        - Identify renewal risks early and act on them
        - Spot expansion opportunities and bring in sales at the right time
        - Turn recurring questions into guides and product feedback
      `,
      es: `
        - Dar de alta a nuevos clientes y acordar con ellos objetivos de éxito claros
        - Hacer revisiones periódicas con uso, resultados y próximos pasos
        - Detectar pronto los riesgos de renovación y actuar
        - Identificar oportunidades de ampliación e implicar a ventas en el momento adecuado
        - Convertir las preguntas recurrentes en guías y en comentarios para producto
      `,
    },
    requirements: {
      en: `
        - Three or more years in customer success or account management for B2B software
        - Confidence presenting to senior stakeholders
        - Ability to understand customer workflows in credit, compliance or sales
        - Fluent English; another European language is welcome
      `,
      es: `
        - Tres o más años en éxito del cliente o gestión de cuentas de software B2B
        - Seguridad al presentar ante directivos
        - Capacidad para entender los procesos del cliente en crédito, cumplimiento o ventas
        - Inglés fluido; otro idioma europeo será bienvenido
      `,
    },
    qualities: {
      en: `
        - You are genuinely interested in your customers' businesses
        - You are organised and reliable: you do what you say
        - You stay calm and practical when something goes wrong
      `,
      es: `
        - Le interesan de verdad los negocios de sus clientes
        - Es organizado/a y fiable: hace lo que dice
        - Mantiene la calma y el sentido práctico cuando algo falla
      `,
    },
  }),
  vacancy({
    slug: 'onboarding-specialist-spanish-portuguese',
    category: 'customer_success',
    name: { en: 'Onboarding Specialist, Spanish & Portuguese', es: 'Especialista de onboarding, español y portugués' },
    location: { en: 'Madrid · Hybrid', es: 'Madrid · Híbrido' },
    description: {
      en: `
        The first thirty days decide whether a customer succeeds. Our onboarding specialists guide new customers through set-up, training and their first real results, from the first list upload to the first API call.
        In this role you will onboard customers in Spain, Portugal and Latin America, in Spanish and Portuguese.
      `,
      es: `
        Los primeros treinta días deciden si un cliente tiene éxito. Nuestros especialistas de onboarding guían a los clientes nuevos en la configuración, la formación y sus primeros resultados reales, desde la primera carga de una lista hasta la primera llamada a la API.
        En este puesto dará de alta a clientes de España, Portugal y Latinoamérica, en español y portugués.
      `,
    },
    responsibilities: {
      en: `
        - Run kick-off calls and training sessions, online and occasionally on site
        - Help customers prepare and enrich their first lists
        - Configure watchlists, users and integrations with them
        - Track onboarding progress and hand accounts over to their CSM
        - Improve our onboarding materials in Spanish and Portuguese
      `,
      es: `
        - Dirigir reuniones de arranque y sesiones de formación, en línea y ocasionalmente presenciales
        - Ayudar a los clientes a preparar y enriquecer sus primeras listas
        - Configurar con ellos listas de seguimiento, usuarios e integraciones
        - Seguir el avance del onboarding y traspasar las cuentas a su CSM
        - Mejorar nuestros materiales de onboarding en español y portugués
      `,
    },
    requirements: {
      en: `
        - One to three years in onboarding, training, support or a similar customer-facing role
        - Fluent Spanish and Portuguese, and good English
        - Comfort with spreadsheets and data; SQL or API basics are a plus
        - Clear, patient communication
      `,
      es: `
        - De uno a tres años en onboarding, formación, soporte o un puesto similar de cara al cliente
        - Español y portugués fluidos, y buen inglés
        - Soltura con hojas de cálculo y datos; nociones de SQL o APIs son un plus
        - Comunicación clara y paciente
      `,
    },
    qualities: {
      en: `
        - You love the moment a customer gets it
        - You explain technical things without jargon
        - You notice patterns and suggest improvements
      `,
      es: `
        - Disfruta del momento en que un cliente lo entiende
        - Explica cosas técnicas sin jerga
        - Detecta patrones y propone mejoras
      `,
    },
  }),
  vacancy({
    slug: 'content-marketing-manager',
    category: 'marketing',
    name: { en: 'Content Marketing Manager', es: 'Content Marketing Manager' },
    location: { en: 'London · Hybrid', es: 'Londres · Híbrido' },
    description: {
      en: `
        Our blog, guides and case studies are read by credit managers, compliance officers and sales leaders who want practical answers. You will own that content: what we publish, how good it is and whether it helps people and the business.
        You will work with subject experts across the company and turn their knowledge into clear, useful writing in English, coordinating translations with our Spanish team.
      `,
      es: `
        Nuestro blog, guías y casos de éxito los leen responsables de crédito, de cumplimiento y de ventas que buscan respuestas prácticas. Será responsable de ese contenido: qué publicamos, su calidad y si ayuda a las personas y al negocio.
        Trabajará con expertos de toda la empresa y convertirá sus conocimientos en textos claros y útiles en inglés, coordinando las traducciones con nuestro equipo en español.
      `,
    },
    responsibilities: {
      en: `
        - Plan and maintain the editorial calendar for the blog and guides
        - Write and edit articles, case studies and product pages
        - Interview customers and internal experts
        - Measure performance and improve existing content
        - Work with product marketing on launches
      `,
      es: `
        - Planificar y mantener el calendario editorial del blog y las guías
        - Escribir y editar artículos, casos de éxito y páginas de producto
        - Entrevistar a clientes y expertos internos
        - Medir el rendimiento y mejorar el contenido existente
        - Colaborar con product marketing en los lanzamientos
      `,
    },
    requirements: {
      en: `
        - Four or more years writing B2B content, ideally about finance, risk or data
        - Excellent written English and a portfolio you are proud of
        - Working knowledge of SEO and content analytics
        - Experience managing freelancers or translators is a plus
      `,
      es: `
        - Cuatro o más años escribiendo contenido B2B, idealmente sobre finanzas, riesgo o datos
        - Un inglés escrito excelente y un portafolio del que se sienta orgulloso/a
        - Conocimientos prácticos de SEO y analítica de contenidos
        - Experiencia gestionando colaboradores o traductores es un plus
      `,
    },
    qualities: {
      en: `
        - You can make a dry topic readable without dumbing it down
        - You check your facts twice
        - You enjoy feedback and give it kindly
      `,
      es: `
        - Sabe hacer legible un tema árido sin simplificarlo en exceso
        - Comprueba los datos dos veces
        - Agradece los comentarios y los da con amabilidad
      `,
    },
  }),
  vacancy({
    slug: 'performance-marketing-specialist',
    category: 'marketing',
    name: { en: 'Performance Marketing Specialist', es: 'Especialista en performance marketing' },
    location: { en: 'Madrid · Hybrid', es: 'Madrid · Híbrido' },
    description: {
      en: `
        Most of our customers start with a free trial or a demo request. You will run the paid search, paid social and conversion optimisation that bring the right companies to those pages in Europe and Latin America.
        You will have real budget, clear goals and the freedom to test, with a focus on pipeline and revenue rather than clicks.
      `,
      es: `
        La mayoría de nuestros clientes empieza con una prueba gratuita o una solicitud de demo. Gestionará la búsqueda de pago, las redes sociales de pago y la optimización de la conversión que llevan a las empresas adecuadas a esas páginas en Europa y Latinoamérica.
        Tendrá presupuesto real, objetivos claros y libertad para probar, centrándose en pipeline e ingresos más que en clics.
      `,
    },
    responsibilities: {
      en: `
        - Plan, launch and optimise paid campaigns across search and social
        - Run landing page and form experiments with design and web teams
        - Report on cost per opportunity and return on spend
        - Maintain tracking and conversion data with analytics
        - Share learnings with sales and content teams
      `,
      es: `
        - Planificar, lanzar y optimizar campañas de pago en buscadores y redes sociales
        - Realizar experimentos con páginas de destino y formularios junto a diseño y web
        - Informar del coste por oportunidad y del retorno de la inversión
        - Mantener el seguimiento y los datos de conversión con analítica
        - Compartir los aprendizajes con ventas y contenidos
      `,
    },
    requirements: {
      en: `
        - Two or more years managing B2B paid campaigns with meaningful budgets
        - Strong analytical skills and comfort with spreadsheets
        - Knowledge of consent and privacy rules for tracking in Europe
        - Fluent Spanish and English
      `,
      es: `
        - Dos o más años gestionando campañas de pago B2B con presupuestos relevantes
        - Gran capacidad analítica y soltura con hojas de cálculo
        - Conocimiento de las normas de consentimiento y privacidad para el seguimiento en Europa
        - Español e inglés fluidos
      `,
    },
    qualities: {
      en: `
        - You form hypotheses and test them rigorously
        - You are honest about what did not work
        - You care about the quality of leads, not just the volume
      `,
      es: `
        - Plantea hipótesis y las pone a prueba con rigor
        - Es honesto/a sobre lo que no funcionó
        - Le importa la calidad de los leads, no solo el volumen
      `,
    },
  }),
  vacancy({
    slug: 'data-research-analyst',
    category: 'operational',
    name: { en: 'Data Research Analyst', es: 'Analista de investigación de datos' },
    location: { en: 'Madrid · Hybrid', es: 'Madrid · Híbrido' },
    description: {
      en: `
        When a company cannot be found in any registry, customers can order a fresh investigation. Our research analysts find out who the company is, whether it is active and how it is doing, working with registries, public sources and local partners around the world.
        You will join a team of twelve that delivers hundreds of investigations a month, on time and to a consistent standard.
      `,
      es: `
        Cuando una empresa no aparece en ningún registro, los clientes pueden pedir una investigación. Nuestros analistas averiguan quién es la empresa, si está activa y cómo le va, trabajando con registros, fuentes públicas y socios locales de todo el mundo.
        Se unirá a un equipo de doce personas que entrega cientos de investigaciones al mes, a tiempo y con un estándar homogéneo.
      `,
    },
    responsibilities: {
      en: `
        - Research companies using registries, official gazettes and public sources
        - Coordinate with local research partners and check their findings
        - Write clear, structured investigation reports
        - Keep delivery dates and customers informed of progress
        - Suggest new sources and improvements to our research process
      `,
      es: `
        - Investigar empresas mediante registros, boletines oficiales y fuentes públicas
        - Coordinarse con socios de investigación locales y revisar sus resultados
        - Redactar informes de investigación claros y estructurados
        - Cumplir los plazos de entrega e informar a los clientes del progreso
        - Proponer nuevas fuentes y mejoras en nuestro proceso de investigación
      `,
    },
    requirements: {
      en: `
        - A degree or experience in business, economics, law, journalism or a related field
        - Fluent Spanish and English; any other language is a real asset
        - Careful, methodical research habits
        - Comfort with spreadsheets and online databases
      `,
      es: `
        - Titulación o experiencia en empresa, economía, derecho, periodismo o un ámbito relacionado
        - Español e inglés fluidos; cualquier otro idioma es un verdadero valor
        - Hábitos de investigación cuidadosos y metódicos
        - Soltura con hojas de cálculo y bases de datos en línea
      `,
    },
    qualities: {
      en: `
        - You enjoy a puzzle and do not give up easily
        - You separate facts from assumptions, and say which is which
        - You like working in a close, supportive team
      `,
      es: `
        - Disfruta con un enigma y no se rinde con facilidad
        - Separa los hechos de las suposiciones, y dice cuál es cuál
        - Le gusta trabajar en un equipo cercano y que se apoya
      `,
    },
  }),
  vacancy({
    slug: 'people-operations-partner',
    category: 'operational',
    name: { en: 'People Operations Partner', es: 'People Operations Partner' },
    location: { en: 'London · Hybrid', es: 'Londres · Híbrido' },
    description: {
      en: `
        We are about 180 people across London, Madrid and remote locations, and growing. As People Operations Partner you will make sure that joining, working at and growing within Company Atlas is simple, fair and well organised.
        You will work closely with managers and with our Head of People, and own key processes end to end.
      `,
      es: `
        Somos unas 180 personas entre Londres, Madrid y ubicaciones en remoto, y seguimos creciendo. Como People Operations Partner se asegurará de que incorporarse, trabajar y crecer en Company Atlas sea sencillo, justo y esté bien organizado.
        Trabajará de cerca con los responsables de equipo y con nuestra directora de personas, y llevará procesos clave de principio a fin.
      `,
    },
    responsibilities: {
      en: `
        - Run onboarding and offboarding for the UK and Spain
        - Maintain HR systems, contracts and employee records accurately and securely
        - Coordinate the performance review and salary review cycles
        - Advise managers on policies and employment questions
        - Improve our handbook and internal documentation
      `,
      es: `
        - Gestionar las incorporaciones y salidas en el Reino Unido y España
        - Mantener los sistemas de RR. HH., contratos y expedientes con precisión y seguridad
        - Coordinar los ciclos de evaluación del desempeño y de revisión salarial
        - Asesorar a los responsables sobre políticas y cuestiones laborales
        - Mejorar nuestro manual y la documentación interna
      `,
    },
    requirements: {
      en: `
        - Three or more years in HR or people operations, ideally in a growing tech company
        - Working knowledge of UK employment practice; Spanish experience is a plus
        - Excellent organisation and discretion with personal data
        - Fluent English; Spanish is a plus
      `,
      es: `
        - Tres o más años en RR. HH. o people operations, idealmente en una tecnológica en crecimiento
        - Conocimientos prácticos de la normativa laboral británica; la experiencia en España es un plus
        - Gran capacidad de organización y discreción con los datos personales
        - Inglés fluido; el español es un plus
      `,
    },
    qualities: {
      en: `
        - You are approachable and people trust you
        - You like turning messy processes into simple ones
        - You balance empathy with consistency
      `,
      es: `
        - Es cercano/a y la gente confía en usted
        - Le gusta convertir procesos desordenados en sencillos
        - Equilibra la empatía con la coherencia
      `,
    },
  }),
]
