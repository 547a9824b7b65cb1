import type { ArticleSeed } from './content-types'

/** Blog articles of type due_diligence. */
export const DUE_DILIGENCE_ARTICLES: ArticleSeed[] = [
  {
    slug: 'kyb-check-practical-checklist',
    kind: 'blog',
    sample: {
      title: {
        en: 'Download a sample of verified company records',
        es: 'Descargue una muestra de fichas de empresa verificadas',
        de: 'Laden Sie eine Stichprobe geprüfter Firmendatensätze herunter',
      },
      link: '/storage/samples/company-data-sample.csv',
    },
    type: 'due_diligence',
    date: '2026-10-28',
    author: 'elena-marsh',
    cover: 'navy-grid',
    touches: ['trial', 'credit-reports', 'demo'],
    title: { en: 'What is a KYB check? A practical checklist', es: '¿Qué es una verificación KYB? Una lista de comprobación práctica' },
    meta: {
      en: 'Know Your Business explained step by step: which registry facts to confirm, how to screen owners and directors, and how to record the result so an auditor can follow it.',
      es: 'Know Your Business explicado paso a paso: qué datos registrales confirmar, cómo revisar propietarios y administradores y cómo documentar el resultado para que un auditor pueda seguirlo.',
    },
    tags: { en: ['KYB', 'Compliance', 'Onboarding'], es: ['KYB', 'Cumplimiento', 'Onboarding'] },
    body: {
      en: `
        Know Your Business, or KYB, is the business equivalent of KYC: before you open an account, extend credit or sign a contract, you confirm that the company exists, that it is who it says it is, and that the people behind it are not a risk you are unwilling to take. Regulators expect it from banks and payment firms, but any company that pays suppliers or sells on credit benefits from the same discipline.
        ## Step 1: confirm the legal entity
        Start with the official registry record, not with what the applicant typed into your form. Check:
        - the **registered name** and any trading names;
        - the **registration number** and the registry it belongs to;
        - the **legal form** (limited company, partnership, branch of a foreign entity);
        - the **status**: active, dormant, in liquidation or dissolved;
        - the **registered address** and the date of incorporation.
        A company incorporated three weeks ago that asks for a high credit limit is not necessarily fraudulent, but it deserves a different process from one that has filed accounts for twenty years.
        ## Step 2: identify the people
        List the directors and the ultimate beneficial owners, the natural persons who own or control more than 25% (the threshold varies by country and by your own policy). Compare the names you receive from the applicant with the registry. Mismatches are common and usually innocent, such as a director who resigned last month, but each one should be explained.
        ## Step 3: screen against sanctions and adverse media
        Screen the company, its directors and its owners against the sanctions lists that apply to you and against politically exposed person data. Add an *adverse media* search for fraud, corruption or insolvency news. Record which lists you checked and when: a clean result is only meaningful with a date attached.
        [[download-sample]]
        ## Step 4: assess financial health
        A credit report answers the question compliance often forgets: can this company pay? Look at the credit score, the recommended limit, recent filings, payment behaviour and any court judgments. A late filing is not a disaster; three in a row is a pattern.
        ## Step 5: decide, document and monitor
        Write down the decision and the evidence behind it. Then set up monitoring, because a KYB check is a snapshot. Directors change, owners sell and companies fall behind on payments. With Company Atlas you can add any checked company to a watchlist and receive an alert when its status, officers or score change, across 300M+ company profiles in 200+ countries.
        ### A short checklist to copy
        - Registry record retrieved and saved with its date
        - Directors and UBOs identified and compared
        - Sanctions, PEP and adverse media screening recorded
        - Credit report reviewed and limit agreed
        - Monitoring switched on
      `,
      es: `
        Know Your Business, o KYB, es el equivalente empresarial del KYC: antes de abrir una cuenta, conceder crédito o firmar un contrato, se confirma que la empresa existe, que es quien dice ser y que las personas que están detrás no suponen un riesgo que no esté dispuesto a asumir. Los reguladores lo exigen a bancos y entidades de pago, pero cualquier empresa que paga a proveedores o vende a crédito se beneficia de la misma disciplina.
        ## Paso 1: confirmar la entidad jurídica
        Empiece por el registro oficial, no por lo que el solicitante escribió en su formulario. Compruebe:
        - la **denominación social** y los nombres comerciales;
        - el **número de registro** y el registro al que pertenece;
        - la **forma jurídica** (sociedad limitada, sociedad colectiva, sucursal de una entidad extranjera);
        - el **estado**: activa, inactiva, en liquidación o disuelta;
        - el **domicilio social** y la fecha de constitución.
        Una sociedad constituida hace tres semanas que pide un límite de crédito alto no es necesariamente fraudulenta, pero merece un proceso distinto al de una que lleva veinte años depositando cuentas.
        ## Paso 2: identificar a las personas
        Enumere a los administradores y a los titulares reales, las personas físicas que poseen o controlan más del 25 % (el umbral varía según el país y su propia política). Compare los nombres que le facilita el solicitante con el registro. Las discrepancias son frecuentes y normalmente inocentes, como un administrador que dimitió el mes pasado, pero cada una debe quedar explicada.
        ## Paso 3: revisar sanciones y noticias adversas
        Revise la empresa, sus administradores y sus propietarios frente a las listas de sanciones que le aplican y frente a datos de personas políticamente expuestas. Añada una búsqueda de *noticias adversas* sobre fraude, corrupción o insolvencia. Registre qué listas consultó y cuándo: un resultado limpio solo tiene sentido con una fecha.
        [[download-sample]]
        ## Paso 4: evaluar la salud financiera
        Un informe de crédito responde a la pregunta que cumplimiento suele olvidar: ¿puede pagar esta empresa? Revise la puntuación, el límite recomendado, los depósitos recientes, el comportamiento de pago y las resoluciones judiciales. Un depósito tardío no es un desastre; tres seguidos son un patrón.
        ## Paso 5: decidir, documentar y supervisar
        Anote la decisión y las pruebas que la respaldan. Después active la supervisión, porque una verificación KYB es una foto fija. Los administradores cambian, los propietarios venden y las empresas se retrasan en los pagos. Con Company Atlas puede añadir cualquier empresa a una lista de seguimiento y recibir una alerta cuando cambien su estado, sus cargos o su puntuación, en más de 300 millones de perfiles de empresa en más de 200 países.
        ### Una lista breve para copiar
        - Registro obtenido y guardado con su fecha
        - Administradores y titulares reales identificados y comparados
        - Revisión de sanciones, PEP y noticias adversas registrada
        - Informe de crédito revisado y límite acordado
        - Supervisión activada
      `,
    },
  },
  {
    slug: 'verify-ultimate-beneficial-owners',
    kind: 'blog',
    type: 'due_diligence',
    date: '2026-07-14',
    author: 'elena-marsh',
    cover: 'soft-network',
    touches: ['demo', 'credit-reports'],
    title: {
      en: 'How to verify ultimate beneficial owners without losing a week',
      es: 'Cómo verificar a los titulares reales sin perder una semana',
    },
    meta: {
      en: 'A four-part guide to UBO verification: where ownership data comes from, how to follow a chain across borders, what to do when the trail goes cold and how to keep it current.',
      es: 'Una guía en cuatro partes sobre la verificación de titulares reales: de dónde salen los datos de propiedad, cómo seguir una cadena entre países, qué hacer cuando el rastro se pierde y cómo mantenerlo al día.',
    },
    tags: { en: ['UBO', 'KYB', 'AML'], es: ['Titularidad real', 'KYB', 'PBC'] },
    parts: {
      en: [
        {
          title: 'Why UBO checks take so long',
          body: `
            The ultimate beneficial owner is the natural person who ultimately owns or controls a company. On paper the rule is simple; in practice ownership is often held through one or more holding companies, sometimes in different countries, and each layer comes from a different registry with its own format, language and delay.
            Most of the time spent on UBO checks is not analysis. It is waiting for documents, translating them and re-typing the same shareholder names into a spreadsheet. That is the part worth automating.
            ## What good looks like
            A complete UBO file answers three questions: who the owners are, how you know, and when you last checked. If any of the three is missing, the file is not finished.
          `,
        },
        {
          title: 'Following the ownership chain',
          body: `
            Start from the company you are onboarding and work upwards:
            - retrieve the shareholder register or the beneficial ownership filing;
            - for every corporate shareholder above your threshold, repeat the step for that company;
            - stop when you reach natural persons, a listed company or a public body;
            - multiply the percentages along each path to get the **indirect** holding.
            A person who holds 50% of a holding company that holds 60% of your customer has an indirect stake of 30%, above the common 25% threshold even though their name never appears in your customer's own register.
            ## Cross-border layers
            When a layer sits in another country, use the local registry rather than a translated summary where you can. Company Atlas links group structures across 200+ countries, so the chain is usually already assembled; your job is to review it, not to build it.
          `,
        },
        {
          title: 'When the trail goes cold',
          body: `
            Some jurisdictions do not publish ownership, and trusts or nominee arrangements can hide the real controller. When you cannot identify a UBO by ownership, most frameworks ask you to identify who exercises **control** by other means, and as a last resort to record the senior managing official.
            Do not stop there silently. Write down what you searched, which registries did not disclose ownership, and what the applicant told you. Ask for a signed ownership declaration and supporting documents. An opaque structure is not a reason to refuse on its own, but it should move the case to enhanced due diligence.
            [[form]]
          `,
        },
        {
          title: 'Keeping ownership data current',
          body: `
            Ownership changes more often than most teams assume. Re-verify on a schedule that matches risk: yearly for standard customers, more often for high-risk ones, and immediately when a monitoring alert reports a change of shareholder or director.
            ### A practical routine
            - Monitor every onboarded company for ownership and officer changes
            - Review alerts weekly and re-screen new names the same day
            - Keep each version of the ownership chart with its date
            Done this way, a UBO review becomes a short, repeatable task instead of a week of email.
          `,
        },
      ],
      es: [
        {
          title: 'Por qué las verificaciones de titularidad real tardan tanto',
          body: `
            El titular real es la persona física que, en última instancia, posee o controla una empresa. En teoría la regla es sencilla; en la práctica la propiedad suele mantenerse a través de una o varias sociedades holding, a veces en países distintos, y cada capa procede de un registro diferente con su propio formato, idioma y plazo.
            La mayor parte del tiempo dedicado a estas verificaciones no es análisis. Es esperar documentos, traducirlos y volver a teclear los mismos nombres de socios en una hoja de cálculo. Esa es la parte que merece la pena automatizar.
            ## Cómo es un buen expediente
            Un expediente completo responde a tres preguntas: quiénes son los titulares, cómo lo sabe y cuándo lo comprobó por última vez. Si falta alguna, el expediente no está terminado.
          `,
        },
        {
          title: 'Seguir la cadena de propiedad',
          body: `
            Empiece por la empresa que está dando de alta y suba nivel a nivel:
            - obtenga el libro de socios o la declaración de titularidad real;
            - para cada socio persona jurídica por encima de su umbral, repita el paso con esa empresa;
            - deténgase al llegar a personas físicas, a una sociedad cotizada o a un organismo público;
            - multiplique los porcentajes de cada camino para obtener la participación **indirecta**.
            Una persona que posee el 50 % de una holding que a su vez posee el 60 % de su cliente tiene una participación indirecta del 30 %, por encima del umbral habitual del 25 %, aunque su nombre nunca aparezca en el libro de socios de su cliente.
            ## Capas en otros países
            Cuando una capa está en otro país, utilice el registro local en lugar de un resumen traducido siempre que pueda. Company Atlas enlaza estructuras de grupo en más de 200 países, así que la cadena suele estar ya montada; su trabajo es revisarla, no construirla.
          `,
        },
        {
          title: 'Cuando se pierde el rastro',
          body: `
            Algunas jurisdicciones no publican la titularidad, y los fideicomisos o los testaferros pueden ocultar a quien realmente controla. Cuando no puede identificar al titular real por la propiedad, la mayoría de los marcos normativos piden identificar a quien ejerce el **control** por otros medios y, en último término, registrar al directivo principal.
            No se quede ahí en silencio. Anote qué buscó, qué registros no publicaban la titularidad y qué le dijo el solicitante. Pida una declaración firmada de titularidad y documentos que la respalden. Una estructura opaca no es por sí sola motivo de rechazo, pero debería llevar el caso a diligencia debida reforzada.
            [[form]]
          `,
        },
        {
          title: 'Mantener al día los datos de titularidad',
          body: `
            La propiedad cambia más a menudo de lo que suponen muchos equipos. Vuelva a verificar con una frecuencia acorde al riesgo: anual para clientes estándar, más a menudo para los de alto riesgo, y de inmediato cuando una alerta informe de un cambio de socio o administrador.
            ### Una rutina práctica
            - Supervise cada empresa dada de alta para detectar cambios de propiedad y de cargos
            - Revise las alertas cada semana y compruebe los nombres nuevos el mismo día
            - Conserve cada versión del organigrama de propiedad con su fecha
            Así, la revisión de titulares reales se convierte en una tarea breve y repetible en lugar de una semana de correos.
          `,
        },
      ],
    },
  },
  {
    slug: 'supplier-risk-scoring-model',
    kind: 'blog',
    // The academy's lesson video on scores and limits (seeded into the media library with the academy).
    video: {
      url: '/api/media/file/dd-scores-and-limits.mp4',
      title: { en: 'Scores and credit limits in two minutes', es: 'Puntuaciones y límites de crédito en dos minutos' },
    },
    type: 'due_diligence',
    date: '2026-03-03',
    author: 'elena-marsh',
    cover: 'green-bars',
    touches: ['trial', 'demo'],
    title: {
      en: 'Supplier risk scoring: a model your procurement team will actually use',
      es: 'Puntuación de riesgo de proveedores: un modelo que su equipo de compras usará de verdad',
    },
    meta: {
      en: 'Build a simple, explainable supplier risk score from financial health, dependency, country and compliance signals, and turn it into actions procurement can take.',
      es: 'Construya una puntuación de riesgo de proveedores sencilla y explicable a partir de la salud financiera, la dependencia, el país y el cumplimiento, y conviértala en acciones que compras pueda ejecutar.',
    },
    tags: { en: ['Supplier risk', 'Procurement', 'Monitoring'], es: ['Riesgo de proveedores', 'Compras', 'Supervisión'] },
    body: {
      en: `
        Most supplier risk programmes fail for the same reason: the score is either too simple to be trusted or too complex to be explained. A buyer who cannot say why a supplier is rated high risk will ignore the rating the first time it gets in the way of a deal. Here is a model that stays simple enough to explain and rich enough to be useful.
        ## Four dimensions, scored separately
        Score each supplier from 1 (low risk) to 5 (high risk) on four dimensions, and keep the four numbers visible instead of hiding them in one total.
        - **Financial health**: the supplier's credit score, payment behaviour, filing history and any insolvency or court events.
        - **Dependency**: how much you spend with them, whether you have an alternative, and how long switching would take.
        - **Country and sector**: political and economic stability, sanctions exposure and the typical failure rate of the industry.
        - **Compliance**: ownership transparency, sanctions and adverse media screening, and certificates you require.
        ## Combine with a rule, not a formula
        Instead of weighting and averaging, use a rule everyone understands: the overall rating is the highest of the four scores, lowered by one when dependency is 1. A supplier with excellent finances but an opaque ownership structure is still a compliance risk; averaging would hide it.
        ## Where the data comes from
        Financial health and compliance are where external data does the heavy lifting. A company credit report gives you a score and a recommended limit that already combine filings, payment data and legal events. Ownership and sanctions checks come from registry and screening data. Dependency comes from your own spend data, and only your team can judge it.
        [[video]]
        ## Turn ratings into actions
        A score without an action is just a colour on a dashboard. Agree in advance what each level triggers:
        - **1–2**: annual review, automatic monitoring.
        - **3**: half-yearly review and a named owner in procurement.
        - **4**: quarterly review, a contingency supplier identified, payment terms reviewed.
        - **5**: escalation to the category head before any new order.
        ## Keep it alive
        The model only works if scores move when reality does. Connect it to monitoring so that a late filing, a director change or a drop in the credit score updates the financial or compliance dimension automatically, and review the dependency scores whenever spend shifts by more than a fifth.
      `,
      es: `
        La mayoría de los programas de riesgo de proveedores fracasan por la misma razón: la puntuación es demasiado simple para inspirar confianza o demasiado compleja para explicarla. Un comprador que no sabe decir por qué un proveedor tiene riesgo alto ignorará la calificación la primera vez que se interponga en un acuerdo. Este es un modelo lo bastante sencillo para explicarlo y lo bastante rico para ser útil.
        ## Cuatro dimensiones, puntuadas por separado
        Puntúe cada proveedor de 1 (riesgo bajo) a 5 (riesgo alto) en cuatro dimensiones y mantenga visibles las cuatro cifras en lugar de esconderlas en un total.
        - **Salud financiera**: puntuación de crédito, comportamiento de pago, historial de depósitos y cualquier evento concursal o judicial.
        - **Dependencia**: cuánto gasta con él, si tiene alternativa y cuánto tardaría en cambiar.
        - **País y sector**: estabilidad política y económica, exposición a sanciones y tasa habitual de quiebras del sector.
        - **Cumplimiento**: transparencia de la propiedad, revisión de sanciones y noticias adversas, y certificados que usted exige.
        ## Combinar con una regla, no con una fórmula
        En lugar de ponderar y promediar, use una regla que todos entiendan: la calificación global es la más alta de las cuatro, rebajada en un punto cuando la dependencia es 1. Un proveedor con finanzas excelentes pero una estructura de propiedad opaca sigue siendo un riesgo de cumplimiento; un promedio lo ocultaría.
        ## De dónde salen los datos
        La salud financiera y el cumplimiento son donde los datos externos hacen el trabajo pesado. Un informe de crédito ofrece una puntuación y un límite recomendado que ya combinan depósitos, datos de pago y eventos judiciales. La propiedad y las sanciones salen de datos registrales y de listas de control. La dependencia sale de sus propios datos de gasto y solo su equipo puede valorarla.
        [[video]]
        ## Convertir calificaciones en acciones
        Una puntuación sin acción es solo un color en un panel. Acuerde de antemano qué desencadena cada nivel:
        - **1–2**: revisión anual y supervisión automática.
        - **3**: revisión semestral y un responsable designado en compras.
        - **4**: revisión trimestral, proveedor alternativo identificado y condiciones de pago revisadas.
        - **5**: escalado al responsable de categoría antes de cualquier pedido nuevo.
        ## Mantenerlo vivo
        El modelo solo funciona si las puntuaciones se mueven cuando cambia la realidad. Conéctelo a la supervisión para que un depósito tardío, un cambio de administrador o una caída de la puntuación actualicen automáticamente la dimensión financiera o de cumplimiento, y revise la dependencia cada vez que el gasto varíe más de una quinta parte.
      `,
    },
  },
  {
    slug: 'how-company-credit-scores-are-built',
    kind: 'blog',
    type: 'due_diligence',
    date: '2025-11-18',
    author: 'priya-lindqvist',
    cover: 'navy-rings',
    touches: ['credit-reports', 'trial'],
    title: {
      en: 'How company credit scores are built, and how to read one',
      es: 'Cómo se construyen las puntuaciones de crédito de empresas y cómo leerlas',
    },
    meta: {
      en: 'What goes into a company credit score, why two providers can disagree, and how to use the score, the limit and the underlying facts together when you make a credit decision.',
      es: 'Qué hay dentro de una puntuación de crédito empresarial, por qué dos proveedores pueden discrepar y cómo usar juntos la puntuación, el límite y los datos de fondo al decidir un crédito.',
    },
    tags: { en: ['Credit scores', 'Credit reports', 'Risk'], es: ['Puntuación de crédito', 'Informes de crédito', 'Riesgo'] },
    body: {
      en: `
        A company credit score compresses a lot of information into one number: how likely is this business to fail or to pay seriously late in the next twelve months? Understanding what goes into that number makes you much better at using it, and at knowing when to look past it.
        ## The ingredients
        Every scoring model is different, but most combine the same families of signals:
        - **Financial statements**: profitability, liquidity, leverage and the trend across several years, where accounts are filed.
        - **Payment behaviour**: how many days beyond terms the company usually pays its suppliers.
        - **Legal events**: court judgments, insolvency filings, tax liens and their amounts.
        - **Firmographics**: age, size, sector and legal form. Young and very small companies fail more often.
        - **Filing behaviour**: late or missing accounts are one of the earliest warning signs.
        - **Group structure**: the health of the parent can support, or drag down, a subsidiary.
        ## From signals to a score
        Models are trained on historical outcomes: which companies actually failed. The model learns how strongly each signal predicted failure, and the score is usually expressed on a simple scale, such as 0 to 100, together with a risk band. At Company Atlas the scale and bands are the same in every country, so a score of 62 in Spain means the same thing as 62 in Poland.
        ## Why providers disagree
        Two scores for the same company can differ because the models saw different data. One provider may hold payment data from a large trade network; another may react faster to a new filing. Neither is necessarily wrong. When scores disagree sharply, read the underlying facts; the difference is usually explained by one recent event.
        ## The limit is not the score
        The recommended credit limit answers a different question: how much credit is reasonable to extend to this company at once? It takes size into account. A small, very healthy company can have a high score and a modest limit.
        ## Reading a score well
        - Check the **date** of the last filing the score is based on.
        - Look at the **trend**, not only today's value.
        - Read the **reasons** listed next to the score.
        - Combine it with what you know: your own payment experience with the customer is valuable data.
        Used this way, a credit score is a fast, consistent first opinion, and the report behind it tells you when a second opinion is needed.
      `,
      es: `
        Una puntuación de crédito empresarial resume mucha información en una cifra: ¿qué probabilidad tiene esta empresa de quebrar o de pagar con un retraso grave en los próximos doce meses? Entender qué hay dentro de esa cifra le permite usarla mucho mejor y saber cuándo mirar más allá.
        ## Los ingredientes
        Cada modelo es distinto, pero la mayoría combina las mismas familias de señales:
        - **Estados financieros**: rentabilidad, liquidez, endeudamiento y evolución durante varios años, cuando se depositan cuentas.
        - **Comportamiento de pago**: cuántos días después del vencimiento suele pagar la empresa a sus proveedores.
        - **Eventos judiciales**: sentencias, procedimientos concursales, embargos fiscales y sus importes.
        - **Datos firmográficos**: antigüedad, tamaño, sector y forma jurídica. Las empresas jóvenes y muy pequeñas fracasan con más frecuencia.
        - **Comportamiento de depósito**: las cuentas tardías o ausentes son una de las primeras señales de alerta.
        - **Estructura de grupo**: la salud de la matriz puede sostener, o arrastrar, a una filial.
        ## De las señales a la puntuación
        Los modelos se entrenan con resultados históricos: qué empresas quebraron realmente. El modelo aprende con qué fuerza cada señal anticipó el fracaso, y la puntuación suele expresarse en una escala sencilla, por ejemplo de 0 a 100, junto con una banda de riesgo. En Company Atlas la escala y las bandas son iguales en todos los países, de modo que un 62 en España significa lo mismo que un 62 en Polonia.
        ## Por qué discrepan los proveedores
        Dos puntuaciones de la misma empresa pueden diferir porque los modelos vieron datos distintos. Un proveedor puede tener datos de pago de una gran red comercial; otro puede reaccionar antes a un nuevo depósito. Ninguno está necesariamente equivocado. Cuando discrepan mucho, lea los datos de fondo; la diferencia suele explicarse por un único evento reciente.
        ## El límite no es la puntuación
        El límite de crédito recomendado responde a otra pregunta: ¿cuánto crédito es razonable conceder a esta empresa a la vez? Tiene en cuenta el tamaño. Una empresa pequeña y muy sana puede tener una puntuación alta y un límite modesto.
        ## Leer bien una puntuación
        - Compruebe la **fecha** del último depósito en que se basa.
        - Mire la **tendencia**, no solo el valor de hoy.
        - Lea los **motivos** que acompañan a la puntuación.
        - Combínela con lo que ya sabe: su propia experiencia de pago con el cliente es un dato valioso.
        Usada así, la puntuación es una primera opinión rápida y coherente, y el informe que la respalda le indica cuándo hace falta una segunda.
      `,
    },
  },
  {
    slug: 'credit-report-red-flags',
    kind: 'blog',
    type: 'due_diligence',
    date: '2025-06-10',
    author: 'elena-marsh',
    cover: 'amber-circles',
    touches: ['credit-reports'],
    title: { en: 'Eight red flags in a company credit report', es: 'Ocho señales de alerta en un informe de crédito empresarial' },
    meta: {
      en: 'The warning signs experienced credit managers look for first: late filings, director churn, address changes, judgments and more, and what to do when you find one.',
      es: 'Las señales de alerta que los responsables de crédito con experiencia buscan primero: depósitos tardíos, rotación de administradores, cambios de domicilio, sentencias y más, y qué hacer al encontrarlas.',
    },
    tags: {
      en: ['Credit reports', 'Fraud prevention', 'Credit management'],
      es: ['Informes de crédito', 'Prevención del fraude', 'Gestión de crédito'],
    },
    body: {
      en: `
        A credit score tells you how worried to be. The details of the report tell you why. Experienced credit managers scan a report in a particular order, looking for a handful of signals that often appear months before a customer stops paying. Here are the eight we see most often.
        ## Filing and structure signals
        - **Late or missing accounts.** Companies under pressure delay bad news. One late filing can be an accountant's holiday; two in a row deserve a call.
        - **Frequent director changes.** Three or more appointments and resignations in a year, especially of the finance director, often precede trouble.
        - **A recent change of registered address**, particularly to a formation agent or virtual office, combined with other signals.
        - **A change of accounting year-end** that pushes the next filing further away.
        ## Legal and payment signals
        - **Court judgments or claims**, even small ones. Their number and trend matter more than the amount.
        - **Lengthening payment days.** A customer who moved from paying 5 days late to 25 days late over two quarters is telling you something.
        ## Context signals
        - **A very young company asking for large credit**, or an old dormant company that suddenly becomes active with a new owner. The second pattern is a classic in procurement fraud.
        - **Mismatch with what you were told**: different trading address, different directors, a sector that does not fit the order.
        ## What to do when you find one
        One red flag rarely justifies refusing a customer. It justifies a question. Ask for recent management accounts, shorten payment terms, request a deposit or a parent company guarantee, or lower the limit while you learn more. Two or more flags together warrant a proper review before shipping anything.
        Keep a note of every red flag you find and what you decided. Over a year, that log becomes your own evidence of which signals predicted trouble among your customers, and it helps new colleagues apply the same standards.
        ## Make the scan systematic
        The point of a checklist is that you run it every time, not only when something feels off. Company Atlas highlights these events at the top of every credit report and sends monitoring alerts when a new one appears, so the scan takes a minute rather than a morning.
      `,
      es: `
        Una puntuación de crédito le dice cuánto preocuparse. Los detalles del informe le dicen por qué. Los responsables de crédito con experiencia leen un informe en un orden concreto, buscando unas pocas señales que suelen aparecer meses antes de que un cliente deje de pagar. Estas son las ocho que vemos con más frecuencia.
        ## Señales de depósito y estructura
        - **Cuentas tardías o no depositadas.** Las empresas bajo presión retrasan las malas noticias. Un depósito tardío puede ser el descanso del contable; dos seguidos merecen una llamada.
        - **Cambios frecuentes de administradores.** Tres o más nombramientos y dimisiones en un año, sobre todo del director financiero, suelen preceder a los problemas.
        - **Un cambio reciente de domicilio social**, especialmente a una gestoría o a una oficina virtual, combinado con otras señales.
        - **Un cambio de cierre contable** que aleja el siguiente depósito.
        ## Señales judiciales y de pago
        - **Sentencias o reclamaciones judiciales**, aunque sean pequeñas. Su número y su tendencia importan más que el importe.
        - **Días de pago en aumento.** Un cliente que pasa de pagar con 5 días de retraso a 25 días en dos trimestres le está diciendo algo.
        ## Señales de contexto
        - **Una empresa muy joven que pide mucho crédito**, o una empresa antigua e inactiva que de repente se reactiva con un nuevo propietario. El segundo patrón es un clásico del fraude en compras.
        - **Discrepancias con lo que le dijeron**: otra dirección comercial, otros administradores, un sector que no encaja con el pedido.
        ## Qué hacer al encontrar una
        Una sola señal rara vez justifica rechazar a un cliente. Justifica una pregunta. Pida cuentas de gestión recientes, acorte los plazos de pago, solicite un anticipo o una garantía de la matriz, o reduzca el límite mientras averigua más. Dos o más señales juntas exigen una revisión completa antes de enviar nada.
        Anote cada señal de alerta que encuentre y lo que decidió. En un año, ese registro se convierte en su propia prueba de qué señales anticiparon problemas entre sus clientes, y ayuda a los nuevos compañeros a aplicar los mismos criterios.
        ## Haga la revisión sistemática
        Una lista de comprobación sirve porque se aplica siempre, no solo cuando algo huele mal. Company Atlas destaca estos eventos al principio de cada informe de crédito y envía alertas cuando aparece uno nuevo, así que la revisión lleva un minuto en lugar de una mañana.
      `,
    },
  },
]
