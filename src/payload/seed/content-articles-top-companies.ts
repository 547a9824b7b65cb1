import type { ArticleSeed } from './content-types'

/** Blog articles of type top_gdb_companies. Every company name is invented for illustration. */
export const TOP_COMPANIES_ARTICLES: ArticleSeed[] = [
  {
    slug: 'fastest-growing-logistics-companies-spain',
    kind: 'blog',
    type: 'top_gdb_companies',
    date: '2026-11-10',
    author: 'daniel-osei',
    cover: 'blue-waves',
    touches: ['trial', 'enrichment'],
    title: {
      en: 'Fast-growing logistics companies in Spain: what the data shows',
      es: 'Empresas de logística que más crecen en España: lo que dicen los datos',
    },
    meta: {
      en: 'An anonymised look at the Spanish logistics companies with the strongest revenue and headcount growth over three filing years, and how to build the same ranking yourself.',
      es: 'Una mirada anonimizada a las empresas logísticas españolas con mayor crecimiento de facturación y plantilla en tres ejercicios, y cómo crear usted mismo la misma clasificación.',
    },
    tags: { en: ['Spain', 'Logistics', 'Rankings'], es: ['España', 'Logística', 'Clasificaciones'] },
    body: {
      en: `
        Spanish logistics has changed shape in the last three years. E-commerce volumes, nearshoring from Asia and new rail links have created room for mid-sized operators to grow quickly. We looked at every active Spanish company classified under freight transport by road and warehousing, and ranked them by growth. *The company names below are invented examples that stand in for the real profiles behind the figures.*
        ## How we built the ranking
        - **Population**: active companies with NACE codes 49.41 and 52.10 and at least three consecutive years of filed accounts.
        - **Size floor**: revenue above €5 million in the first year, to avoid small-base effects.
        - **Growth measure**: compound annual growth of revenue, with headcount growth as a tie-breaker.
        - **Health filter**: companies with a credit score in the lowest risk band excluded from the top ten, so that growth funded by unsustainable debt does not rank.
        ## The top five, anonymised
        - **Transportes Meridiana Norte** (Zaragoza): revenue up 41% a year, driven by a new cross-dock near the rail terminal.
        - **Almacenes Brisa Levante** (Valencia): up 36% a year, specialising in temperature-controlled storage for food exporters.
        - **Rutas Cantábricas Express** (Bilbao): up 33% a year after adding a port-to-inland shuttle service.
        - **Logística Olivar del Sur** (Seville): up 29% a year with a growing share of pharmaceutical distribution.
        - **Carga Ágil Castilla** (Valladolid): up 27% a year, notably while keeping debt flat.
        ## What the fastest growers have in common
        Three patterns stand out. First, location: five of the top ten sit within 30 km of an intermodal terminal. Second, specialisation: generalist hauliers grew, but specialists grew faster. Third, discipline: the healthiest growers added staff roughly in line with revenue, while those that hired ahead of demand show weaker scores today.
        ## Using a ranking like this
        For sales teams, fast growers need capacity, software, insurance and finance now, not next year. For procurement, a fast-growing carrier is attractive but deserves a check on its payment behaviour and liquidity before it takes a large share of your volume.
        ## Build your own
        Every filter above is available in Company Atlas: pick the country, the industry codes and the growth and risk bands, then export the list with contacts. The same method works for any sector in any of the 200+ countries we cover.
      `,
      es: `
        La logística española ha cambiado de forma en los últimos tres años. El volumen del comercio electrónico, la relocalización de producción desde Asia y las nuevas conexiones ferroviarias han abierto espacio para que operadores medianos crezcan con rapidez. Analizamos todas las empresas españolas activas clasificadas en transporte de mercancías por carretera y almacenamiento, y las ordenamos por crecimiento. *Los nombres de empresa que aparecen a continuación son ejemplos inventados que representan los perfiles reales que hay detrás de las cifras.*
        ## Cómo construimos la clasificación
        - **Población**: empresas activas con códigos NACE 49.41 y 52.10 y al menos tres ejercicios consecutivos de cuentas depositadas.
        - **Tamaño mínimo**: facturación superior a 5 millones de euros el primer año, para evitar efectos de base pequeña.
        - **Medida de crecimiento**: crecimiento anual compuesto de la facturación, con el crecimiento de plantilla como criterio de desempate.
        - **Filtro de salud**: las empresas en la banda de mayor riesgo quedan fuera del top diez, para que no puntúe el crecimiento financiado con deuda insostenible.
        ## Las cinco primeras, anonimizadas
        - **Transportes Meridiana Norte** (Zaragoza): facturación +41 % anual, gracias a una nueva plataforma de cross-docking junto a la terminal ferroviaria.
        - **Almacenes Brisa Levante** (Valencia): +36 % anual, especializada en almacenamiento a temperatura controlada para exportadores de alimentación.
        - **Rutas Cantábricas Express** (Bilbao): +33 % anual tras añadir un servicio lanzadera entre el puerto y el interior.
        - **Logística Olivar del Sur** (Sevilla): +29 % anual con un peso creciente de la distribución farmacéutica.
        - **Carga Ágil Castilla** (Valladolid): +27 % anual, con la particularidad de mantener estable su deuda.
        ## Qué tienen en común las que más crecen
        Destacan tres patrones. Primero, la ubicación: cinco de las diez primeras están a menos de 30 km de una terminal intermodal. Segundo, la especialización: los transportistas generalistas crecieron, pero los especialistas lo hicieron más rápido. Tercero, la disciplina: las empresas más sanas aumentaron plantilla al ritmo de la facturación, mientras que las que contrataron antes de tener demanda muestran hoy puntuaciones más débiles.
        ## Cómo usar una clasificación así
        Para los equipos comerciales, las empresas que crecen rápido necesitan capacidad, software, seguros y financiación ahora, no el año que viene. Para compras, un transportista en pleno crecimiento es atractivo, pero conviene revisar su comportamiento de pago y su liquidez antes de confiarle una gran parte del volumen.
        ## Cree la suya
        Todos los filtros anteriores están disponibles en Company Atlas: elija el país, los códigos de actividad y los tramos de crecimiento y riesgo, y exporte la lista con contactos. El mismo método sirve para cualquier sector en cualquiera de los más de 200 países que cubrimos.
      `,
    },
  },
  {
    slug: 'top-renewable-energy-installers-germany',
    kind: 'blog',
    type: 'top_gdb_companies',
    date: '2026-08-04',
    author: 'priya-lindqvist',
    cover: 'green-bars',
    touches: ['trial', 'demo'],
    title: {
      en: 'Top renewable-energy installers in Germany by financial strength',
      es: 'Principales instaladores de energías renovables en Alemania por solidez financiera',
    },
    meta: {
      en: 'Which German solar and heat-pump installers combine growth with healthy finances? An anonymised top ten built from filings, payment data and credit scores.',
      es: '¿Qué instaladores alemanes de energía solar y bombas de calor combinan crecimiento y finanzas sanas? Un top diez anonimizado a partir de depósitos, datos de pago y puntuaciones de crédito.',
    },
    tags: { en: ['Germany', 'Renewable energy', 'Rankings'], es: ['Alemania', 'Energías renovables', 'Clasificaciones'] },
    body: {
      en: `
        Germany's installer market boomed with subsidies for rooftop solar and heat pumps, and then cooled as programmes changed. That cycle makes it a good case study in why growth alone is a poor guide to a partner's reliability. We ranked installers by financial strength rather than by size. *Company names are invented and represent real, anonymised profiles.*
        ## Method
        - Active companies classified under electrical installation and plumbing and heating installation, with solar or heat-pump activity in their registered purpose.
        - At least 20 employees and two years of filed accounts.
        - Ranked by a composite of credit score, equity ratio and payment behaviour, with revenue growth as a secondary factor.
        ## The strongest installers, anonymised
        - **Sonnenfeld Haustechnik** (Bavaria): the highest credit score in the group, equity ratio above 45%, paying suppliers on average two days early.
        - **Nordlicht Energiesysteme** (Lower Saxony): steady 18% growth with no increase in debt.
        - **Rheinwärme Installationen** (North Rhine-Westphalia): a long-established plumbing firm that moved into heat pumps without straining its balance sheet.
        - **Elbtal Solartechnik** (Saxony): smaller, but with some of the best payment behaviour in the dataset.
        - **Schwarzwald Energiepartner** (Baden-Württemberg): strong order book and a conservative dividend policy.
        ## What separates the strong from the fast
        The fastest growers of the boom years are mostly absent from this list. Several expanded headcount by more than half in a year, financed by customer prepayments, and their scores fell sharply when demand slowed. The strongest firms grew more slowly, kept a large share of profits in the business and diversified across solar, heat pumps and maintenance contracts.
        ## Why it matters to buyers and suppliers
        Equipment wholesalers extend significant trade credit to installers; a strong partner list helps them grow exposure safely. Housing associations and commercial landlords choosing an installer for a multi-year programme need a firm that will still exist at the end of the warranty period.
        A ranking like this is a starting point, not a verdict. Financial strength measured on last year's accounts says little about a contract signed next month, so combine the list with a current credit report and your own references before you commit.
        ## Run the same analysis
        Company Atlas lets you combine industry, region, size and risk filters and sort by score, then monitor the resulting list so you learn when a partner's position changes.
      `,
      es: `
        El mercado alemán de instaladores vivió un auge gracias a las ayudas para la energía solar en tejados y las bombas de calor, y después se enfrió cuando cambiaron los programas. Ese ciclo lo convierte en un buen ejemplo de por qué el crecimiento por sí solo es una mala guía de la fiabilidad de un socio. Clasificamos a los instaladores por solidez financiera, no por tamaño. *Los nombres de empresa son inventados y representan perfiles reales anonimizados.*
        ## Método
        - Empresas activas clasificadas en instalaciones eléctricas y en fontanería y calefacción, con actividad solar o de bombas de calor en su objeto social.
        - Al menos 20 empleados y dos ejercicios de cuentas depositadas.
        - Ordenadas por una combinación de puntuación de crédito, ratio de fondos propios y comportamiento de pago, con el crecimiento de facturación como factor secundario.
        ## Los instaladores más sólidos, anonimizados
        - **Sonnenfeld Haustechnik** (Baviera): la puntuación más alta del grupo, fondos propios superiores al 45 % y pago a proveedores dos días antes del vencimiento de media.
        - **Nordlicht Energiesysteme** (Baja Sajonia): crecimiento estable del 18 % sin aumento de la deuda.
        - **Rheinwärme Installationen** (Renania del Norte-Westfalia): una empresa de fontanería veterana que se pasó a las bombas de calor sin tensionar su balance.
        - **Elbtal Solartechnik** (Sajonia): más pequeña, pero con uno de los mejores comportamientos de pago del conjunto.
        - **Schwarzwald Energiepartner** (Baden-Wurtemberg): buena cartera de pedidos y una política de dividendos prudente.
        ## Qué separa a los sólidos de los rápidos
        Las empresas que más crecieron durante el auge apenas aparecen en esta lista. Varias aumentaron su plantilla más de la mitad en un año, financiadas con anticipos de clientes, y sus puntuaciones cayeron con fuerza cuando se frenó la demanda. Las más sólidas crecieron más despacio, retuvieron gran parte de los beneficios y se diversificaron entre solar, bombas de calor y contratos de mantenimiento.
        ## Por qué importa a compradores y proveedores
        Los mayoristas de equipos conceden un crédito comercial importante a los instaladores; una buena lista de socios les ayuda a aumentar su exposición con seguridad. Las cooperativas de vivienda y los propietarios comerciales que eligen instalador para un programa de varios años necesitan una empresa que siga existiendo al final de la garantía.
        Una clasificación así es un punto de partida, no un veredicto. La solidez medida con las cuentas del año pasado dice poco de un contrato que se firmará el mes que viene, así que combine la lista con un informe de crédito actual y sus propias referencias antes de comprometerse.
        ## Haga el mismo análisis
        Company Atlas le permite combinar filtros de sector, región, tamaño y riesgo, ordenar por puntuación y supervisar la lista resultante para saber cuándo cambia la posición de un socio.
      `,
    },
  },
  {
    slug: 'largest-food-exporters-italy',
    kind: 'blog',
    type: 'top_gdb_companies',
    date: '2026-04-14',
    author: 'daniel-osei',
    cover: 'amber-circles',
    touches: ['trial', 'credit-reports'],
    title: {
      en: 'Italy’s mid-sized food exporters: a data portrait',
      es: 'Los exportadores alimentarios medianos de Italia: un retrato con datos',
    },
    meta: {
      en: 'An anonymised portrait of Italy’s leading mid-sized food exporters: where they are, how they grow and what distributors should check before signing with one.',
      es: 'Un retrato anonimizado de los principales exportadores alimentarios medianos de Italia: dónde están, cómo crecen y qué deben comprobar los distribuidores antes de firmar con uno.',
    },
    tags: { en: ['Italy', 'Food and beverage', 'Exporters'], es: ['Italia', 'Alimentación y bebidas', 'Exportadores'] },
    body: {
      en: `
        Italy's food exports are often associated with a few famous brands, but much of the volume comes from mid-sized family companies with 50 to 500 employees. These firms are attractive partners for distributors and retailers abroad, and they are also significant buyers of packaging, logistics and software. *All company names in this article are invented and stand for anonymised profiles.*
        ## Who we looked at
        - Active Italian companies in food manufacturing with export activity reported in their accounts.
        - Between 50 and 500 employees.
        - At least three years of filings, ranked by export revenue and its growth.
        ## Where they are
        Emilia-Romagna and Lombardy together account for roughly half of the companies in the group, followed by Veneto, Campania and Piedmont. Clusters follow specialities: cured meats and cheese in Emilia, pasta and tomato products in Campania, wine and sparkling wine in Veneto and Piedmont.
        ## Five representative profiles
        - **Caseificio Valle Serena** (Emilia-Romagna): aged cheeses, exports to 30 countries, low leverage.
        - **Pastificio Monte Aurunci** (Campania): bronze-drawn pasta, export share above 60%.
        - **Cantine Colle Azzurro** (Veneto): sparkling wine, growing fast in North America.
        - **Salumificio Torre Antica** (Emilia-Romagna): family-owned for three generations, among the best payment scores in the sector.
        - **Conserve Golfo Chiaro** (Campania): tomato products, heavy seasonal working capital, worth watching in low-harvest years.
        ## What distributors should check
        Exclusive distribution agreements tie you to a producer for years. Before signing, look at the producer's credit score and its trend, its dependence on a single market, the seasonality of its cash flow and whether it belongs to a larger group. Seasonal businesses often show weak liquidity at year-end that is perfectly normal; read the notes before drawing conclusions.
        ## For suppliers selling to them
        Packaging, cold-chain logistics and export-compliance software are natural fits. Target by speciality and region, and time outreach to the post-harvest planning period, when budgets for the next season are set.
        Currency matters too. Many of these producers invoice in euros but buy packaging and energy under contracts that change every year, so margins can move quickly even when sales are steady.
        ## Explore the data
        Filter Italian food producers by region, size and export activity in Company Atlas, and open a credit report on any of them in seconds.
      `,
      es: `
        Las exportaciones alimentarias de Italia se asocian a menudo con unas pocas marcas famosas, pero gran parte del volumen procede de empresas familiares medianas de 50 a 500 empleados. Son socios atractivos para distribuidores y minoristas de otros países y también grandes compradores de envases, logística y software. *Todos los nombres de empresa de este artículo son inventados y representan perfiles anonimizados.*
        ## A quién analizamos
        - Empresas italianas activas de fabricación de alimentos con actividad exportadora declarada en sus cuentas.
        - Entre 50 y 500 empleados.
        - Al menos tres ejercicios depositados, ordenadas por facturación exportadora y su crecimiento.
        ## Dónde están
        Emilia-Romaña y Lombardía suman aproximadamente la mitad de las empresas del grupo, seguidas de Véneto, Campania y Piamonte. Los polos siguen las especialidades: embutidos y quesos en Emilia, pasta y derivados del tomate en Campania, vino y espumosos en Véneto y Piamonte.
        ## Cinco perfiles representativos
        - **Caseificio Valle Serena** (Emilia-Romaña): quesos curados, exporta a 30 países, endeudamiento bajo.
        - **Pastificio Monte Aurunci** (Campania): pasta trefilada en bronce, más del 60 % de ventas en exportación.
        - **Cantine Colle Azzurro** (Véneto): vino espumoso, crece con rapidez en Norteamérica.
        - **Salumificio Torre Antica** (Emilia-Romaña): familiar desde hace tres generaciones, con una de las mejores puntuaciones de pago del sector.
        - **Conserve Golfo Chiaro** (Campania): derivados del tomate, gran necesidad de circulante estacional; conviene vigilarla en años de mala cosecha.
        ## Qué deben comprobar los distribuidores
        Un acuerdo de distribución exclusiva le vincula a un productor durante años. Antes de firmar, revise su puntuación de crédito y su evolución, su dependencia de un único mercado, la estacionalidad de su tesorería y si pertenece a un grupo mayor. Los negocios estacionales suelen mostrar una liquidez débil al cierre que es perfectamente normal; lea la memoria antes de sacar conclusiones.
        ## Para los proveedores que les venden
        Envases, logística de frío y software de cumplimiento aduanero encajan de forma natural. Segmente por especialidad y región y planifique el contacto para el periodo posterior a la cosecha, cuando se fijan los presupuestos de la temporada siguiente.
        La divisa también importa. Muchos de estos productores facturan en euros pero compran envases y energía con contratos que cambian cada año, de modo que los márgenes pueden moverse rápido aunque las ventas sean estables.
        ## Explore los datos
        Filtre productores alimentarios italianos por región, tamaño y actividad exportadora en Company Atlas y abra el informe de crédito de cualquiera de ellos en segundos.
      `,
    },
  },
  {
    slug: 'nordic-saas-companies-headcount-growth',
    kind: 'blog',
    type: 'top_gdb_companies',
    date: '2025-12-16',
    author: 'daniel-osei',
    cover: 'navy-grid',
    touches: ['enrichment', 'demo'],
    title: {
      en: 'Nordic software companies hiring fastest: an anonymised top list',
      es: 'Las empresas de software nórdicas que más contratan: una lista anonimizada',
    },
    meta: {
      en: 'Which Nordic software companies grew headcount fastest while staying financially healthy? Our method, an anonymised top list and what it means for sellers.',
      es: '¿Qué empresas de software nórdicas aumentaron más su plantilla sin perder solidez financiera? Nuestro método, una lista anonimizada y lo que significa para quien vende.',
    },
    tags: { en: ['Nordics', 'Software', 'Hiring'], es: ['Países nórdicos', 'Software', 'Contratación'] },
    body: {
      en: `
        Headcount growth is one of the most reliable buying signals in B2B. A software company that adds 40% more people in a year needs laptops, offices, payroll, recruiting help, security tooling and more. We looked at software publishers in Sweden, Denmark, Norway and Finland to find the fastest hirers that are also financially sound. *Company names are invented; figures come from real, anonymised profiles.*
        ## Method
        - Active software publishers and IT service companies with 30 to 1,000 employees.
        - Headcount growth between the last two annual filings, confirmed against registry employee data where available.
        - Excluded: companies whose credit score fell in the same period, to avoid counting hiring funded by short runways.
        ## The anonymised top five
        - **Fjordline Analytics** (Norway): headcount up 58%, profitable for three years running.
        - **Kaskad Systems** (Sweden): up 52%, new subsidiaries in Germany and the Netherlands.
        - **Havbrise Software** (Denmark): up 47%, strong cash position after a capital increase.
        - **Lumikko Data** (Finland): up 44%, mostly engineering hires in two cities.
        - **Skärgård Cloud** (Sweden): up 39%, with revenue per employee also rising.
        ## Patterns worth noting
        Most of the top twenty are between five and twelve years old: past the start-up stage, before the plateau. Many opened a subsidiary abroad in the same year, which is often when finance and HR systems are replaced. And growth concentrates in a few cities: Stockholm, Copenhagen, Oslo, Helsinki, plus Gothenburg and Aarhus.
        ## How sellers can use it
        Build the list, then sort by the date of the latest filing so you reach companies while the growth is recent. Enrich it with contacts for the functions that buy what you sell, and mention the growth specifically in your first message.
        Timing matters as much as targeting. Fast-hiring companies usually run their largest supplier reviews in the two quarters after a funding round or a new subsidiary, when new leaders join and the tools that worked for forty people stop working for a hundred. Reaching them during that window is far easier than a year later, when the new stack is already in place.
        ## A note on data
        Employee counts in filings are averages over the year, and registry figures can lag. Combine them with recent job posting activity or your own research before drawing firm conclusions about a single company.
      `,
      es: `
        El crecimiento de plantilla es una de las señales de compra más fiables en B2B. Una empresa de software que suma un 40 % más de personas en un año necesita portátiles, oficinas, nóminas, ayuda para contratar, herramientas de seguridad y mucho más. Analizamos editores de software de Suecia, Dinamarca, Noruega y Finlandia para encontrar a los que más contratan sin dejar de estar sanos financieramente. *Los nombres de empresa son inventados; las cifras proceden de perfiles reales anonimizados.*
        ## Método
        - Editores de software y empresas de servicios informáticos activos, de 30 a 1.000 empleados.
        - Crecimiento de plantilla entre los dos últimos depósitos anuales, contrastado con datos registrales de empleo cuando existen.
        - Excluidas: empresas cuya puntuación de crédito bajó en el mismo periodo, para no contar contrataciones financiadas con poco margen de caja.
        ## Las cinco primeras, anonimizadas
        - **Fjordline Analytics** (Noruega): plantilla +58 %, con beneficios tres años seguidos.
        - **Kaskad Systems** (Suecia): +52 %, nuevas filiales en Alemania y Países Bajos.
        - **Havbrise Software** (Dinamarca): +47 %, buena posición de caja tras una ampliación de capital.
        - **Lumikko Data** (Finlandia): +44 %, sobre todo perfiles de ingeniería en dos ciudades.
        - **Skärgård Cloud** (Suecia): +39 %, con la facturación por empleado también al alza.
        ## Patrones a tener en cuenta
        La mayoría de las veinte primeras tienen entre cinco y doce años: han dejado atrás la fase de start-up y aún no se han estancado. Muchas abrieron una filial en el extranjero ese mismo año, que suele ser cuando se sustituyen los sistemas de finanzas y recursos humanos. Y el crecimiento se concentra en pocas ciudades: Estocolmo, Copenhague, Oslo, Helsinki, además de Gotemburgo y Aarhus.
        ## Cómo aprovecharlo si vende
        Cree la lista y ordénela por la fecha del último depósito para llegar a las empresas mientras el crecimiento es reciente. Enriquézcala con contactos de las áreas que compran lo que usted vende y mencione el crecimiento de forma concreta en su primer mensaje.
        El momento importa tanto como el objetivo. Las empresas que contratan rápido suelen revisar a fondo sus proveedores en los dos trimestres posteriores a una ronda de financiación o a una nueva filial, cuando llegan nuevos responsables y las herramientas que servían para cuarenta personas dejan de servir para cien. Llegar a ellas en ese momento es mucho más fácil que un año después, con las nuevas herramientas ya implantadas.
        ## Una nota sobre los datos
        Las cifras de empleados de las cuentas son medias anuales y las del registro pueden ir con retraso. Combínelas con la actividad reciente de ofertas de empleo o con su propia investigación antes de sacar conclusiones firmes sobre una empresa concreta.
      `,
    },
  },
  {
    slug: 'uk-construction-firms-filing-health',
    kind: 'blog',
    type: 'top_gdb_companies',
    date: '2025-07-22',
    author: 'elena-marsh',
    cover: 'navy-rings',
    touches: ['credit-reports', 'trial'],
    title: {
      en: 'UK construction contractors with the healthiest filings',
      es: 'Los contratistas de construcción británicos con las cuentas más sanas',
    },
    meta: {
      en: 'Construction has one of the highest insolvency rates of any UK sector. We ranked mid-sized contractors by filing health, payment behaviour and score, with anonymised results.',
      es: 'La construcción tiene una de las tasas de insolvencia más altas del Reino Unido. Clasificamos a contratistas medianos por salud de sus cuentas, comportamiento de pago y puntuación, con resultados anonimizados.',
    },
    tags: { en: ['United Kingdom', 'Construction', 'Credit risk'], es: ['Reino Unido', 'Construcción', 'Riesgo de crédito'] },
    body: {
      en: `
        Construction consistently records one of the highest numbers of company insolvencies in the UK. Thin margins, fixed-price contracts and long payment chains mean that one failed project can bring down a contractor, and with it the subcontractors and suppliers waiting to be paid. That makes a list of the financially healthiest contractors genuinely useful. *The names below are invented and stand in for anonymised profiles.*
        ## Method
        - Active UK companies in building construction and civil engineering with 50 to 1,000 employees.
        - Accounts filed on time for at least four consecutive years.
        - Ranked by credit score, average days beyond terms when paying suppliers, and the absence of county court judgments in the last two years.
        ## Anonymised leaders
        - **Harrowgate Build Partners** (Yorkshire): pays suppliers within terms on average, no judgments, net cash positive.
        - **Severn Vale Civils** (Gloucestershire): civil engineering, steady public-sector work, low leverage.
        - **Northmere Construction** (Cumbria): family-owned, conservative bidding, consistently profitable.
        - **Tamar Bridge Contractors** (Devon): strong order book in housing refurbishment.
        - **Calderbrook Developments** (Lancashire): improving score three years in a row.
        ## What healthy contractors do differently
        They file early, not late. They pay suppliers close to terms, which keeps their supply chain loyal when materials are scarce. And they avoid concentration: no single client or project above a quarter of revenue.
        ## What this means for subcontractors and suppliers
        Before accepting a large package, check the main contractor's score, its payment days and any recent judgments, and ask about retention terms. Set credit limits from the report rather than the size of the opportunity, and monitor every contractor you are exposed to: conditions in construction can change within a quarter.
        Public-sector buyers increasingly ask for the same evidence. Frameworks for schools, hospitals and local authorities often require a financial standing assessment before award, and contractors that keep their filings clean and punctual find those assessments quick and uneventful. For a subcontractor choosing which tenders to support, the main contractor's filing record is one of the simplest and most telling checks available.
        ## Check any contractor
        Company Atlas credit reports cover every active UK company, with payment behaviour and court data, and monitoring alerts when something changes.
      `,
      es: `
        La construcción registra de forma constante una de las cifras más altas de insolvencias empresariales del Reino Unido. Márgenes estrechos, contratos a precio cerrado y largas cadenas de pago hacen que un solo proyecto fallido pueda hundir a un contratista y, con él, a los subcontratistas y proveedores que esperan cobrar. Por eso una lista de los contratistas más sanos financieramente resulta realmente útil. *Los nombres siguientes son inventados y representan perfiles anonimizados.*
        ## Método
        - Empresas británicas activas de construcción de edificios e ingeniería civil, de 50 a 1.000 empleados.
        - Cuentas depositadas en plazo al menos cuatro años seguidos.
        - Ordenadas por puntuación de crédito, días medios de retraso en el pago a proveedores y ausencia de sentencias judiciales en los dos últimos años.
        ## Los líderes, anonimizados
        - **Harrowgate Build Partners** (Yorkshire): paga a proveedores dentro de plazo de media, sin sentencias, con caja neta positiva.
        - **Severn Vale Civils** (Gloucestershire): ingeniería civil, trabajo público estable y bajo endeudamiento.
        - **Northmere Construction** (Cumbria): familiar, ofertas prudentes y beneficios constantes.
        - **Tamar Bridge Contractors** (Devon): buena cartera de pedidos en rehabilitación de viviendas.
        - **Calderbrook Developments** (Lancashire): puntuación en mejora tres años seguidos.
        ## Qué hacen distinto los contratistas sanos
        Depositan pronto, no tarde. Pagan a sus proveedores cerca del plazo, lo que mantiene fiel su cadena de suministro cuando escasean los materiales. Y evitan la concentración: ningún cliente o proyecto supera la cuarta parte de la facturación.
        ## Qué significa para subcontratistas y proveedores
        Antes de aceptar un paquete grande, revise la puntuación del contratista principal, sus días de pago y las sentencias recientes, y pregunte por las condiciones de retención. Fije límites de crédito a partir del informe y no del tamaño de la oportunidad, y supervise a todos los contratistas con los que tenga exposición: en la construcción las condiciones pueden cambiar en un trimestre.
        Los compradores públicos piden cada vez más las mismas pruebas. Los acuerdos marco para colegios, hospitales y ayuntamientos suelen exigir una evaluación de solvencia financiera antes de adjudicar, y los contratistas que mantienen sus cuentas limpias y en plazo superan esas evaluaciones sin sobresaltos. Para un subcontratista que elige qué licitaciones apoyar, el historial de depósitos del contratista principal es una de las comprobaciones más sencillas y reveladoras.
        ## Verifique cualquier contratista
        Los informes de crédito de Company Atlas cubren todas las empresas británicas activas, con comportamiento de pago y datos judiciales, y alertas cuando algo cambia.
      `,
    },
  },
]
