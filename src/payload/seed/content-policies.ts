import type { Bilingual } from './content-types'

/** Policy pages and the cookies this site actually sets. */

export type PolicySeed = {
  slug: 'privacy' | 'cookies' | 'terms' | 'data-processing'
  title: Bilingual
  category: Bilingual
  content: Bilingual
}

export const POLICIES: PolicySeed[] = [
  {
    slug: 'privacy',
    title: { en: 'Privacy policy', es: 'Política de privacidad' },
    category: { en: 'Privacy', es: 'Privacidad' },
    content: {
      en: `
        This policy explains how Company Atlas collects and uses personal data when you visit our website, request a demo or trial, buy a report or use our platform, and how we handle personal data that appears in our company database. It was last updated in November 2026.
        ## Who we are
        Company Atlas is the controller of the personal data described in this policy. You can reach our data protection team at privacy@companyatlas.com or by post at our London office.
        ## Data we collect about visitors and customers
        - **Contact details** you give us in forms: name, business email, phone number, company and the product you are interested in.
        - **Account and usage data** when you use the platform: sign-in records, searches, reports ordered and settings.
        - **Order and billing data** for purchases: invoicing details and payment status. Card details are handled by our payment provider, not stored by us.
        - **Technical data** such as IP address, browser and the pages you visit, subject to your cookie choices.
        ## Why we use it and on what basis
        - To provide the services you ask for, including trials, reports and support (performance of a contract).
        - To send you information about our products as a business contact, which you can stop at any time (legitimate interest or, where required, consent).
        - To keep our services secure and prevent fraud (legitimate interest).
        - To meet legal obligations such as tax and accounting rules (legal obligation).
        ## Personal data in our company database
        Company profiles can include the names and roles of directors, shareholders and business contacts, collected from public registries, official publications and other lawful sources. We process this information on the basis of legitimate interest to support credit, compliance and business decisions. You can ask us for access to the information we hold about you, and you may object to or request correction of it.
        ## Sharing and international transfers
        We use carefully selected processors for hosting, email and payments. Our platform is hosted in the European Union. Where a supplier processes data outside the European Economic Area, we rely on appropriate safeguards such as standard contractual clauses.
        ## How long we keep data
        We keep customer and lead data for as long as our relationship continues and for up to three years after the last contact, and accounting records for the period the law requires.
        A list you upload to our free list enrichment tool is deleted with its results 24 hours after the upload if you do not start the enrichment, and otherwise 30 days after the enrichment finishes, unless we agree with you to keep it longer.
        ## Your rights
        You can ask to access, correct, delete, restrict or receive a copy of your personal data, and object to processing based on legitimate interest or for direct marketing. Write to privacy@companyatlas.com; we reply within one month. You may also complain to your data protection authority.
      `,
      es: `
        Esta política explica cómo Company Atlas recoge y utiliza datos personales cuando visita nuestra web, solicita una demo o una prueba, compra un informe o usa nuestra plataforma, y cómo tratamos los datos personales que aparecen en nuestra base de datos de empresas. Se actualizó por última vez en noviembre de 2026.
        ## Quiénes somos
        Company Atlas es el responsable del tratamiento de los datos personales descritos en esta política. Puede contactar con nuestro equipo de protección de datos en privacy@companyatlas.com o por correo postal en nuestra oficina de Londres.
        ## Datos que recogemos de visitantes y clientes
        - **Datos de contacto** que nos facilita en formularios: nombre, correo profesional, teléfono, empresa y producto de interés.
        - **Datos de cuenta y de uso** cuando utiliza la plataforma: registros de acceso, búsquedas, informes pedidos y configuración.
        - **Datos de pedidos y facturación**: datos de facturación y estado de los pagos. Los datos de tarjeta los gestiona nuestro proveedor de pagos; no los almacenamos.
        - **Datos técnicos** como la dirección IP, el navegador y las páginas que visita, según sus preferencias de cookies.
        ## Para qué los usamos y con qué base
        - Para prestar los servicios que solicita, incluidas pruebas, informes y soporte (ejecución de un contrato).
        - Para enviarle información sobre nuestros productos como contacto profesional, lo que puede detener en cualquier momento (interés legítimo o, cuando se exija, consentimiento).
        - Para mantener seguros nuestros servicios y prevenir el fraude (interés legítimo).
        - Para cumplir obligaciones legales como las normas fiscales y contables (obligación legal).
        ## Datos personales en nuestra base de datos de empresas
        Los perfiles de empresa pueden incluir nombres y cargos de administradores, socios y contactos profesionales, obtenidos de registros públicos, publicaciones oficiales y otras fuentes lícitas. Tratamos esta información sobre la base del interés legítimo para apoyar decisiones de crédito, cumplimiento y negocio. Puede pedirnos acceso a la información que tenemos sobre usted, y oponerse a su tratamiento o solicitar su rectificación.
        ## Comunicación de datos y transferencias internacionales
        Utilizamos encargados del tratamiento seleccionados con cuidado para alojamiento, correo electrónico y pagos. Nuestra plataforma está alojada en la Unión Europea. Cuando un proveedor trata datos fuera del Espacio Económico Europeo, aplicamos garantías adecuadas como las cláusulas contractuales tipo.
        ## Cuánto tiempo conservamos los datos
        Conservamos los datos de clientes y contactos comerciales mientras dure nuestra relación y hasta tres años después del último contacto, y los registros contables durante el plazo que exige la ley.
        Las listas que sube a nuestra herramienta gratuita de enriquecimiento se eliminan con sus resultados 24 horas después de subirlas si no inicia el enriquecimiento y, en otro caso, 30 días después de que termine, salvo que acordemos con usted conservarlas más tiempo.
        ## Sus derechos
        Puede solicitar el acceso, la rectificación, la supresión, la limitación o una copia de sus datos personales, y oponerse al tratamiento basado en el interés legítimo o con fines de mercadotecnia directa. Escriba a privacy@companyatlas.com; respondemos en el plazo de un mes. También puede presentar una reclamación ante su autoridad de protección de datos.
      `,
    },
  },
  {
    slug: 'cookies',
    title: { en: 'Cookie policy', es: 'Política de cookies' },
    category: { en: 'Cookies', es: 'Cookies' },
    content: {
      en: `
        This policy explains which cookies and similar technologies the Company Atlas website uses, why, and how you can control them. The tables below list every cookie we set, grouped by category, with its provider, purpose and expiry.
        ## What cookies are
        Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage, keep information in your browser in the same way. Some are essential for the site to work; others help us understand how the site is used or measure our advertising.
        ## The categories we use
        - **Necessary** cookies make the site work: they remember your consent choice, keep administrators signed in and give you access to a free trial. They cannot be switched off, because the site would not function without them.
        - **Preferences** remember choices such as your language and keep the state of tools you are using, such as a list enrichment in progress or the details you entered in a form.
        - **Statistics** cookies help us understand how visitors use the site, in aggregate, so we can improve it. They are only set if you accept them.
        - **Marketing** cookies measure the effectiveness of our advertising campaigns. They are only set if you accept them.
        We do not use unclassified cookies: every cookie we set belongs to one of the categories above.
        ## Your choices
        When you first visit the site, a banner asks for your consent to the optional categories. You can accept all, accept a selection or decline all optional cookies. You can change your mind at any time from this page; the current state of your consent and your consent ID are shown below, and you should quote the consent ID if you contact us about your choice.
        You can also delete or block cookies in your browser settings. If you block necessary cookies, parts of the site, such as the free trial, may not work.
        ## Changes to this policy
        When we add or change a cookie we update the tables below. If the change affects an optional category, we ask for your consent again.
        ## Contact
        Questions about cookies can be sent to privacy@companyatlas.com.
      `,
      es: `
        Esta política explica qué cookies y tecnologías similares utiliza la web de Company Atlas, para qué y cómo puede controlarlas. Las tablas siguientes enumeran todas las cookies que instalamos, agrupadas por categoría, con su proveedor, finalidad y caducidad.
        ## Qué son las cookies
        Las cookies son pequeños archivos de texto que una web guarda en su navegador. Las tecnologías similares, como el almacenamiento local, guardan información en su navegador de la misma forma. Algunas son imprescindibles para que la web funcione; otras nos ayudan a entender cómo se usa la web o a medir nuestra publicidad.
        ## Las categorías que utilizamos
        - **Necesarias**: hacen que la web funcione; recuerdan su elección de consentimiento, mantienen la sesión de los administradores y le dan acceso a una prueba gratuita. No pueden desactivarse, porque la web no funcionaría sin ellas.
        - **Preferencias**: recuerdan opciones como su idioma y conservan el estado de las herramientas que está usando, como un enriquecimiento de lista en curso o los datos que introdujo en un formulario.
        - **Estadísticas**: nos ayudan a entender de forma agregada cómo usan la web los visitantes, para mejorarla. Solo se instalan si las acepta.
        - **Marketing**: miden la eficacia de nuestras campañas publicitarias. Solo se instalan si las acepta.
        No utilizamos cookies sin clasificar: todas las cookies que instalamos pertenecen a una de las categorías anteriores.
        ## Sus opciones
        En su primera visita, un banner le pide su consentimiento para las categorías opcionales. Puede aceptarlas todas, aceptar una selección o rechazar todas las cookies opcionales. Puede cambiar de opinión en cualquier momento desde esta página; a continuación se muestran el estado actual de su consentimiento y su identificador de consentimiento, que deberá indicar si nos contacta sobre su elección.
        También puede eliminar o bloquear las cookies en la configuración de su navegador. Si bloquea las cookies necesarias, partes de la web, como la prueba gratuita, pueden dejar de funcionar.
        ## Cambios en esta política
        Cuando añadimos o modificamos una cookie, actualizamos las tablas siguientes. Si el cambio afecta a una categoría opcional, volvemos a pedirle su consentimiento.
        ## Contacto
        Puede enviar sus preguntas sobre cookies a privacy@companyatlas.com.
      `,
    },
  },
  {
    slug: 'terms',
    title: { en: 'Terms of service', es: 'Condiciones del servicio' },
    category: { en: 'Terms', es: 'Condiciones' },
    content: {
      en: `
        These terms apply to your use of the Company Atlas website and platform, including free trials, credit reports, list enrichment, the API and AI company-check agents. By creating an account or placing an order you accept them on behalf of the organisation you represent. A signed order form or master agreement takes precedence where it differs.
        ## Accounts
        Accounts are for business use. You are responsible for keeping sign-in details confidential, for the activity of the users you invite and for telling us promptly about any unauthorised use.
        ## Free trial
        The free trial lasts 7 days and includes a limited allowance of searches, reports and enrichment. It ends automatically; we do not charge you unless you choose a paid plan.
        ## Using the data
        - You may use the data for your internal business purposes, such as credit decisions, compliance checks, procurement and sales and marketing.
        - You may not resell, republish or build a competing database from the data, or share your account with third parties.
        - You must use personal data in the platform lawfully, including the GDPR and rules on electronic marketing, and honour objections from the people concerned.
        - You must not use the data as the sole basis for decisions that require a regulated credit reference agency where the law demands one.
        ## Accuracy
        Our data comes from 500+ sources and we work hard to keep it accurate and current, but registries and other sources can contain errors or delays. The data supports your decisions; it does not replace your own judgement. Report any error you find and we will investigate it.
        ## Fees and payment
        Plans are billed monthly or yearly in advance; reports and investigations bought individually are charged at the price shown at the time of order. Prices exclude VAT.
        ## Liability
        Neither party excludes liability that cannot be excluded by law. Otherwise, our total liability in any year is limited to the fees you paid us in the twelve months before the claim, and neither party is liable for indirect or consequential loss.
        ## Ending the agreement
        You can cancel a subscription at the end of its current term. We may suspend access for serious breaches of these terms after giving notice where practical.
        ## Law
        These terms are governed by the laws of England and Wales, unless your order form states otherwise.
      `,
      es: `
        Estas condiciones se aplican al uso de la web y la plataforma de Company Atlas, incluidas las pruebas gratuitas, los informes de crédito, el enriquecimiento de listas, la API y los agentes de IA de verificación de empresas. Al crear una cuenta o hacer un pedido, las acepta en nombre de la organización a la que representa. Un pedido firmado o un contrato marco prevalece en lo que sea distinto.
        ## Cuentas
        Las cuentas son de uso profesional. Usted es responsable de mantener la confidencialidad de sus credenciales, de la actividad de los usuarios que invite y de avisarnos sin demora de cualquier uso no autorizado.
        ## Prueba gratuita
        La prueba gratuita dura 7 días e incluye un cupo limitado de búsquedas, informes y enriquecimiento. Termina automáticamente; no le cobramos nada salvo que elija un plan de pago.
        ## Uso de los datos
        - Puede usar los datos para fines internos de su empresa, como decisiones de crédito, verificaciones de cumplimiento, compras, ventas y marketing.
        - No puede revender ni republicar los datos, ni crear con ellos una base de datos competidora, ni compartir su cuenta con terceros.
        - Debe tratar los datos personales de la plataforma de forma lícita, incluido el RGPD y las normas sobre comunicaciones comerciales electrónicas, y respetar la oposición de las personas afectadas.
        - No debe usar los datos como única base de decisiones que, por ley, requieran una agencia de referencias crediticias regulada.
        ## Exactitud
        Nuestros datos proceden de más de 500 fuentes y trabajamos para que sean exactos y actuales, pero los registros y otras fuentes pueden contener errores o retrasos. Los datos apoyan sus decisiones; no sustituyen su propio criterio. Comuníquenos cualquier error que detecte y lo investigaremos.
        ## Precios y pago
        Los planes se facturan por adelantado de forma mensual o anual; los informes e investigaciones comprados por separado se cobran al precio indicado en el momento del pedido. Los precios no incluyen el IVA.
        ## Responsabilidad
        Ninguna de las partes excluye la responsabilidad que no pueda excluirse por ley. En lo demás, nuestra responsabilidad total en un año se limita a las cantidades que nos pagó en los doce meses anteriores a la reclamación, y ninguna parte responde de daños indirectos o consecuenciales.
        ## Fin del contrato
        Puede cancelar una suscripción al final de su periodo vigente. Podemos suspender el acceso por incumplimientos graves de estas condiciones, avisando previamente cuando sea posible.
        ## Ley aplicable
        Estas condiciones se rigen por las leyes de Inglaterra y Gales, salvo que su pedido indique otra cosa.
      `,
    },
  },
  {
    slug: 'data-processing',
    title: { en: 'Data processing terms', es: 'Condiciones de tratamiento de datos' },
    category: { en: 'Data processing', es: 'Tratamiento de datos' },
    content: {
      en: `
        These terms apply where Company Atlas processes personal data on behalf of a customer, for example when you upload a list for enrichment, connect your CRM or use monitoring on records you provide. In those cases you are the controller and we are your processor, as described in Article 28 of the GDPR. They form part of your agreement with us.
        ## Scope of processing
        - **Subject matter**: enrichment, matching, monitoring and storage of the records you provide.
        - **Categories of data**: business contact details such as names, job titles, business emails and phone numbers, and any other fields you choose to upload.
        - **Data subjects**: your customers', suppliers' and prospects' employees and representatives.
        - **Duration**: for the term of your agreement, plus the deletion period below.
        ## Our commitments
        - We process your data only on your documented instructions, including the settings you choose in the platform.
        - Everyone who can access your data is bound by confidentiality.
        - We apply the technical and organisational measures of our ISO 27001 and ISO 27701 certified management system, including encryption in transit and at rest, access control and logging.
        - We help you respond to data subject requests and to carry out data protection impact assessments where needed.
        - We notify you without undue delay, and in any case within 48 hours, after becoming aware of a personal data breach affecting your data.
        ## Sub-processors
        We use a limited number of sub-processors for hosting, email delivery and support tools. The current list is available on request. We give you at least 30 days' notice before adding or replacing one, and you may object on reasonable data protection grounds.
        ## Location and transfers
        Your data is hosted in the European Union. If a sub-processor needs to access it from outside the European Economic Area, we put appropriate safeguards in place, such as standard contractual clauses.
        ## Deletion and audits
        Uploaded files are deleted automatically after the retention period you choose, and no later than 30 days after your agreement ends. You may request our current certificates and audit summaries; where those are not sufficient, you may carry out a reasonable audit once a year with prior notice.
      `,
      es: `
        Estas condiciones se aplican cuando Company Atlas trata datos personales por cuenta de un cliente, por ejemplo cuando sube una lista para enriquecerla, conecta su CRM o supervisa registros que nos proporciona. En esos casos usted es el responsable y nosotros su encargado del tratamiento, según el artículo 28 del RGPD. Forman parte de su contrato con nosotros.
        ## Alcance del tratamiento
        - **Objeto**: enriquecimiento, cruce, supervisión y almacenamiento de los registros que nos proporciona.
        - **Categorías de datos**: datos de contacto profesional como nombres, cargos, correos y teléfonos profesionales, y cualquier otro campo que decida subir.
        - **Interesados**: empleados y representantes de sus clientes, proveedores y clientes potenciales.
        - **Duración**: la vigencia de su contrato, más el plazo de supresión indicado más abajo.
        ## Nuestros compromisos
        - Tratamos sus datos solo siguiendo sus instrucciones documentadas, incluida la configuración que elija en la plataforma.
        - Todas las personas que pueden acceder a sus datos están sujetas a confidencialidad.
        - Aplicamos las medidas técnicas y organizativas de nuestro sistema de gestión certificado ISO 27001 e ISO 27701, incluido el cifrado en tránsito y en reposo, el control de accesos y el registro de actividad.
        - Le ayudamos a responder a las solicitudes de los interesados y a realizar evaluaciones de impacto cuando sean necesarias.
        - Le notificamos sin dilación indebida, y en todo caso en un plazo de 48 horas, cualquier violación de seguridad que afecte a sus datos desde que tengamos conocimiento de ella.
        ## Subencargados
        Utilizamos un número limitado de subencargados para alojamiento, envío de correo y herramientas de soporte. La lista actual está disponible a petición. Le avisamos con al menos 30 días de antelación antes de añadir o sustituir uno, y puede oponerse por motivos razonables de protección de datos.
        ## Ubicación y transferencias
        Sus datos se alojan en la Unión Europea. Si un subencargado necesita acceder a ellos desde fuera del Espacio Económico Europeo, aplicamos garantías adecuadas, como las cláusulas contractuales tipo.
        ## Supresión y auditorías
        Los archivos subidos se eliminan automáticamente tras el plazo de conservación que elija, y como máximo 30 días después de que termine su contrato. Puede solicitar nuestros certificados y resúmenes de auditoría vigentes; si no fueran suficientes, puede realizar una auditoría razonable una vez al año con aviso previo.
      `,
    },
  },
]

export type CookieSeed = {
  name: string
  category: 'necessary' | 'preferences' | 'statistics' | 'marketing'
  provider: string
  purpose: Bilingual
  expiry: Bilingual
  type: 'http' | 'html'
}

const SITE = 'Company Atlas'

/** The unclassified category stays empty on purpose: the policy page says no such cookies are used. */
export const COOKIE_DECLARATIONS: CookieSeed[] = [
  {
    name: 'consent',
    category: 'necessary',
    provider: SITE,
    type: 'http',
    purpose: {
      en: 'Stores your cookie consent choice (all, a selection or none) so the banner is not shown again.',
      es: 'Guarda su elección de consentimiento de cookies (todas, una selección o ninguna) para no volver a mostrar el banner.',
    },
    expiry: { en: '1 year', es: '1 año' },
  },
  {
    name: 'consent-id',
    category: 'necessary',
    provider: SITE,
    type: 'http',
    purpose: {
      en: 'A random identifier of your consent record, shown on the cookie policy so you can refer to it if you contact us.',
      es: 'Un identificador aleatorio de su registro de consentimiento, que se muestra en la política de cookies para que pueda citarlo si nos contacta.',
    },
    expiry: { en: '1 year', es: '1 año' },
  },
  {
    name: 'payload-token',
    category: 'necessary',
    provider: SITE,
    type: 'http',
    purpose: {
      en: 'Keeps site administrators signed in to the content management area. Not set for regular visitors.',
      es: 'Mantiene la sesión de los administradores en el área de gestión de contenidos. No se instala a los visitantes habituales.',
    },
    expiry: { en: '2 hours', es: '2 horas' },
  },
  {
    name: 'access_token',
    category: 'necessary',
    provider: SITE,
    type: 'http',
    purpose: {
      en: 'Gives you access to the platform after you start a free trial.',
      es: 'Le da acceso a la plataforma después de iniciar una prueba gratuita.',
    },
    expiry: { en: '7 days', es: '7 días' },
  },
  {
    name: 'locale',
    category: 'preferences',
    provider: SITE,
    type: 'http',
    purpose: { en: 'Remembers the language you chose for the site.', es: 'Recuerda el idioma que eligió para la web.' },
    expiry: { en: '1 year', es: '1 año' },
  },
  {
    name: 'lead-data',
    category: 'preferences',
    provider: SITE,
    type: 'html',
    purpose: {
      en: 'Remembers the name, email and phone you entered in a form so you do not have to type them again on the next form.',
      es: 'Recuerda el nombre, el correo y el teléfono que introdujo en un formulario para que no tenga que volver a escribirlos en el siguiente.',
    },
    expiry: { en: 'Persistent (local storage) until you clear it', es: 'Persistente (almacenamiento local) hasta que lo borre' },
  },
  {
    name: 'enrichment_session',
    category: 'preferences',
    provider: SITE,
    type: 'html',
    purpose: {
      en: 'Keeps track of the list enrichment you are running so you can return to its results.',
      es: 'Guarda la referencia del enriquecimiento de lista en curso para que pueda volver a sus resultados.',
    },
    expiry: { en: 'Persistent (local storage) until you clear it', es: 'Persistente (almacenamiento local) hasta que lo borre' },
  },
  {
    name: 'academy-progress-*',
    category: 'preferences',
    provider: SITE,
    type: 'http',
    purpose: {
      en: 'Remembers how much of each academy lesson you have watched, one cookie per course, so your completion list is still there when you come back.',
      es: 'Recuerda cuánto ha visto de cada lección de la academia, una cookie por curso, para que su lista de progreso siga ahí cuando vuelva.',
    },
    expiry: { en: '1 year', es: '1 año' },
  },
  {
    name: '_ga',
    category: 'statistics',
    provider: 'Google Analytics',
    type: 'http',
    purpose: {
      en: 'Distinguishes visitors so we can measure, in aggregate, how the site is used. Set only with your consent.',
      es: 'Distingue a los visitantes para medir, de forma agregada, cómo se usa la web. Solo se instala con su consentimiento.',
    },
    expiry: { en: '2 years', es: '2 años' },
  },
  {
    name: '_ga_*',
    category: 'statistics',
    provider: 'Google Analytics',
    type: 'http',
    purpose: {
      en: 'Keeps the state of the current visit for aggregate usage statistics. Set only with your consent.',
      es: 'Conserva el estado de la visita actual para las estadísticas de uso agregadas. Solo se instala con su consentimiento.',
    },
    expiry: { en: '2 years', es: '2 años' },
  },
  {
    name: '_fbp',
    category: 'marketing',
    provider: 'Meta',
    type: 'http',
    purpose: {
      en: 'Measures the results of our advertising campaigns and limits how often you see the same ad. Set only with your consent.',
      es: 'Mide los resultados de nuestras campañas publicitarias y limita cuántas veces ve el mismo anuncio. Solo se instala con su consentimiento.',
    },
    expiry: { en: '3 months', es: '3 meses' },
  },
  {
    name: 'li_fat_id',
    category: 'marketing',
    provider: 'LinkedIn',
    type: 'http',
    purpose: {
      en: 'Attributes sign-ups to our LinkedIn advertising campaigns. Set only with your consent.',
      es: 'Atribuye los registros a nuestras campañas publicitarias en LinkedIn. Solo se instala con su consentimiento.',
    },
    expiry: { en: '30 days', es: '30 días' },
  },
]
