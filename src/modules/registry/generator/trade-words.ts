import { words, type Language, type Word } from './name-words'
import type { TradeKind } from './sic-codes'

/**
 * What companies of a trade call themselves, per language: "en; de; fr; it; es; nl; pt", each a
 * '|'-separated list. Romance-language entries are the nouns that open a name ("Costruzioni Rossi",
 * "Transportes García"); Germanic ones follow the owner's name ("Müller Logistik").
 */
const TABLE: Readonly<Record<TradeKind, string>> = {
  farming:
    'Farms|Agriculture|Growers; Agrar|Landwirtschaft|Agrarhandel; Agriculture|Exploitation Agricole|Cultures; Agricola|Aziende Agricole|Agri; Agrícola|Explotaciones Agrícolas|Cultivos; Agri|Akkerbouw|Landbouw; Agropecuária|Agrícola|Agronegócio',
  dairy:
    'Dairy|Dairies|Creamery; Milchwirtschaft|Molkerei|Milchhof; Laiterie|Fromagerie|Produits Laitiers; Caseificio|Latteria|Lattiero-Casearia; Lácteos|Quesería|Granja Lechera; Zuivel|Melkveehouderij|Kaasmakerij; Laticínios|Leite|Queijaria',
  forestry:
    'Forestry|Timber|Woodlands; Forst|Holz|Forstwirtschaft; Forêts|Bois|Exploitation Forestière; Forestale|Legnami|Boschi; Forestal|Maderas|Montes; Bosbouw|Hout|Houtbouw; Florestal|Madeiras|Reflorestamento',
  fishing:
    'Fisheries|Seafoods|Fishing; Fischerei|Fisch|Seefisch; Pêcheries|Marée|Produits de la Mer; Pesca|Ittica|Prodotti Ittici; Pesquera|Pescados|Mariscos; Visserij|Vis|Zeevis; Pescados|Pesca|Frutos do Mar',
  meat: 'Meats|Butchers|Foods; Fleischwaren|Metzgerei|Wurstwaren; Viandes|Salaisons|Boucherie; Carni|Salumificio|Macelleria; Cárnicas|Embutidos|Jamones; Vleeswaren|Slagerij|Vlees; Frigorífico|Carnes|Alimentos',
  bakery:
    'Bakery|Bakers|Patisserie; Bäckerei|Backwaren|Backhaus; Boulangerie|Pâtisserie|Fournil; Panificio|Forno|Pasticceria; Panadería|Obrador|Pastelería; Bakkerij|Banketbakkerij|Bakkers; Panificadora|Padaria|Confeitaria',
  food: 'Foods|Food Products|Provisions; Feinkost|Lebensmittel|Nahrungsmittel; Alimentaire|Produits Alimentaires|Épicerie Fine; Alimentari|Specialità Alimentari|Conserve; Alimentación|Conservas|Productos Alimenticios; Food|Voedingsmiddelen|Levensmiddelen; Alimentos|Produtos Alimentícios|Indústria Alimentícia',
  brewery:
    'Brewing|Brewery|Ales; Brauerei|Bräu|Brauhaus; Brasserie|Bières|Brasseurs; Birrificio|Birra|Birre Artigianali; Cervecera|Cervezas|Cervecería; Brouwerij|Bier|Bierbrouwerij; Cervejaria|Cervejas|Bebidas',
  drinks:
    'Drinks|Beverages|Distillers; Getränke|Spirituosen|Brennerei; Boissons|Spiritueux|Distillerie; Bevande|Distilleria|Liquori; Bebidas|Destilerías|Licores; Dranken|Distilleerderij|Frisdranken; Bebidas|Destilaria|Sucos',
  chemicals:
    'Chemicals|Chemical Products|Coatings; Chemie|Chemische Werke|Lacke; Chimie|Produits Chimiques|Revêtements; Chimica|Prodotti Chimici|Vernici; Químicas|Productos Químicos|Pinturas; Chemie|Chemicaliën|Coatings; Química|Produtos Químicos|Tintas',
  plastics:
    'Plastics|Polymers|Mouldings; Kunststofftechnik|Kunststoffe|Kunststoffwerk; Plastiques|Plasturgie|Polymères; Plastica|Materie Plastiche|Stampaggio Plastica; Plásticos|Polímeros|Inyección de Plásticos; Kunststoffen|Kunststof|Polymeren; Plásticos|Embalagens Plásticas|Polímeros',
  metal:
    'Engineering|Fabrications|Precision Engineering|Metalworks; Metallbau|Stahlbau|Zerspanungstechnik|Metalltechnik; Mécanique|Métallerie|Usinage|Chaudronnerie; Meccanica|Carpenteria Metallica|Lavorazioni Meccaniche|Minuterie Metalliche; Metalúrgica|Mecanizados|Estructuras Metálicas|Calderería; Metaalbewerking|Staalbouw|Precisietechniek|Metaal; Metalúrgica|Usinagem|Estruturas Metálicas|Metais',
  electronics:
    'Electronics|Electrical Systems|Controls; Elektronik|Elektrotechnik|Steuerungstechnik; Électronique|Électrotechnique|Automatismes; Elettronica|Elettromeccanica|Automazione; Electrónica|Automatismos|Sistemas Eléctricos; Elektronica|Elektrotechniek|Besturingstechniek; Eletrônica|Automação|Sistemas Elétricos',
  computers:
    'Computers|IT Supplies|Hardware; Computer|IT-Systeme|Hardware; Informatique|Matériel Informatique|Micro-Informatique; Computer|Informatica|Hardware; Informática|Equipos Informáticos|Hardware; Computers|Computersystemen|Hardware; Informática|Computadores|Hardware',
  machinery:
    'Machinery|Machine Tools|Industrial Equipment; Maschinenbau|Anlagenbau|Maschinen; Machines|Équipements Industriels|Machinisme; Macchine|Impianti Industriali|Meccanica Strumentale; Maquinaria|Bienes de Equipo|Máquinas; Machinebouw|Machines|Installaties; Máquinas|Equipamentos Industriais|Maquinário',
  automotive:
    'Automotive|Auto Parts|Components; Fahrzeugtechnik|Fahrzeugteile|Automotive; Équipements Automobiles|Pièces Auto|Automobile; Componenti Auto|Ricambi|Automotive; Componentes de Automoción|Recambios|Automoción; Auto-onderdelen|Automotive|Carrosseriebouw; Autopeças|Componentes Automotivos|Automotiva',
  energy:
    'Energy|Power|Renewables|Solar; Energie|Solartechnik|Energietechnik|Stromhandel; Énergie|Énergies Renouvelables|Solaire|Énergies; Energia|Energie Rinnovabili|Solare|Energy; Energía|Renovables|Solar|Energías; Energie|Zonne-energie|Duurzame Energie|Energy; Energia|Energia Solar|Renováveis|Energias',
  water:
    'Water|Water Services|Water Treatment; Wasser|Wassertechnik|Wasserversorgung; Eaux|Traitement des Eaux|Hydraulique; Acque|Servizi Idrici|Trattamento Acque; Aguas|Tratamiento de Aguas|Hidráulica; Water|Watertechniek|Waterbehandeling; Águas|Saneamento|Tratamento de Água',
  waste:
    'Recycling|Waste Management|Environmental Services; Recycling|Entsorgung|Umweltdienste; Recyclage|Environnement|Valorisation des Déchets; Ecologia|Rifiuti|Servizi Ambientali; Reciclajes|Gestión de Residuos|Medio Ambiente; Recycling|Afvalbeheer|Milieuservice; Reciclagem|Gestão de Resíduos|Ambiental',
  property:
    'Properties|Estates|Developments|Property; Immobilien|Grundbesitz|Projektentwicklung|Wohnbau; Immobilier|Promotion Immobilière|Patrimoine|Foncière; Immobiliare|Immobili|Sviluppo Immobiliare|Patrimoniale; Inmobiliaria|Promociones|Patrimonial|Inversiones Inmobiliarias; Vastgoed|Projectontwikkeling|Onroerend Goed|Beheer; Empreendimentos|Imobiliária|Incorporadora|Participações',
  construction:
    'Construction|Builders|Building Services|Contractors; Bau|Bauunternehmung|Hochbau|Bauservice; Construction|Bâtiment|BTP|Travaux; Costruzioni|Edilizia|Edil|Impresa Edile; Construcciones|Obras|Reformas|Edificaciones; Bouw|Aannemersbedrijf|Bouwbedrijf|Bouwgroep; Construtora|Construções|Engenharia|Obras',
  electrical:
    'Electrical|Electrical Contractors|Electrics; Elektro|Elektroinstallation|Elektrotechnik; Électricité|Installations Électriques|Électricité Générale; Impianti Elettrici|Elettroimpianti|Elettrica; Instalaciones Eléctricas|Electricidad|Montajes Eléctricos; Elektrotechniek|Installatietechniek|Elektra; Instalações Elétricas|Elétrica|Eletricidade',
  plumbing:
    'Plumbing & Heating|Heating|Mechanical Services; Haustechnik|Sanitär|Heizungsbau; Plomberie|Chauffage|Génie Climatique; Termoidraulica|Impianti Termici|Idraulica; Fontanería|Climatización|Instalaciones; Installatietechniek|Loodgietersbedrijf|Klimaattechniek; Hidráulica|Climatização|Instalações',
  estates:
    'Estate Agents|Lettings|Property Management; Immobilienmakler|Hausverwaltung|Immobilienservice; Agence Immobilière|Gestion Immobilière|Transactions; Agenzia Immobiliare|Gestioni Immobiliari|Servizi Immobiliari; Agencia Inmobiliaria|Gestión Inmobiliaria|Administración de Fincas; Makelaardij|Vastgoedbeheer|Makelaars; Imóveis|Administradora de Imóveis|Corretora de Imóveis',
  trading:
    'Trading|Distribution|Supplies|International; Handel|Handelsgesellschaft|Vertrieb|Großhandel; Négoce|Distribution|Import Export|Commerce; Commerciale|Distribuzione|Import Export|Forniture; Comercial|Distribuciones|Importaciones|Suministros; Handel|Groothandel|Import|Distributie; Comercial|Distribuidora|Importadora|Comércio',
  motors:
    'Motors|Cars|Vehicle Hire; Autohaus|Automobile|Autovermietung; Automobiles|Garage|Location de Véhicules; Auto|Autosalone|Noleggio Auto; Automóviles|Motor|Alquiler de Vehículos; Auto|Autobedrijf|Autoverhuur; Veículos|Automóveis|Locadora de Veículos',
  retail:
    'Stores|Retail|Shops; Handel|Warenhaus|Markt; Distribution|Magasins|Commerce; Market|Negozi|Commercio; Supermercados|Comercio|Tiendas; Winkels|Retail|Supermarkt; Supermercados|Lojas|Comércio Varejista',
  fashion:
    'Fashion|Clothing|Apparel; Mode|Textil|Bekleidung; Mode|Prêt-à-Porter|Textile; Moda|Abbigliamento|Confezioni; Moda|Confecciones|Textil; Mode|Kleding|Textiel; Moda|Confecções|Vestuário',
  online:
    'Online|Direct|E-commerce|Shop; Online|Versand|E-Commerce|Shop; E-commerce|Vente en Ligne|Distribution|Shop; E-commerce|Online|Vendite Online|Shop; Online|Comercio Electrónico|E-commerce|Shop; Online|Webshop|E-commerce|Shop; Online|E-commerce|Comércio Eletrônico|Shop',
  haulage:
    'Haulage|Transport|Freight; Spedition|Transporte|Logistik; Transports|Transport Routier|Fret; Trasporti|Autotrasporti|Spedizioni; Transportes|Logística y Transporte|Transportes por Carretera; Transport|Transportbedrijf|Expeditie; Transportes|Transportadora|Logística',
  shipping:
    'Shipping|Maritime|Marine; Reederei|Schifffahrt|Maritime Dienste; Maritime|Armement|Transport Maritime; Navigazione|Marittima|Shipping; Naviera|Marítima|Transportes Marítimos; Scheepvaart|Rederij|Maritiem; Navegação|Marítima|Transportes Marítimos',
  logistics:
    'Logistics|Supply Chain|Warehousing; Logistik|Lagerlogistik|Logistikzentrum; Logistique|Entreposage|Supply Chain; Logistica|Magazzini|Servizi Logistici; Logística|Almacenes|Operador Logístico; Logistiek|Warehousing|Distributiecentrum; Logística|Armazéns Gerais|Operador Logístico',
  courier:
    'Couriers|Express|Deliveries; Kurierdienst|Express|Paketdienst; Coursiers|Express|Livraisons; Corrieri|Express|Consegne; Mensajería|Express|Paquetería; Koeriers|Express|Bezorgdienst; Entregas|Expresso|Courier',
  hotel:
    'Hotels|Hospitality|Inns; Hotel|Hotelbetriebe|Gasthof; Hôtels|Hôtellerie|Résidences; Hotel|Alberghi|Ospitalità; Hoteles|Hostelería|Alojamientos; Hotel|Hotelgroep|Hospitality; Hotéis|Hotelaria|Pousadas',
  restaurant:
    'Restaurants|Kitchen|Dining; Gastronomie|Restaurant|Gastro; Restauration|Restaurants|Brasserie; Ristorazione|Ristoranti|Trattoria; Restauración|Restaurantes|Grupo de Restauración; Horeca|Restaurants|Eetcafé; Restaurantes|Gastronomia|Alimentação',
  catering:
    'Catering|Events|Hospitality Services; Catering|Partyservice|Event-Catering; Traiteur|Réceptions|Restauration Collective; Catering|Banqueting|Ristorazione Collettiva; Catering|Eventos|Colectividades; Catering|Evenementen|Cateringservice; Buffet|Eventos|Refeições Coletivas',
  bar: 'Inns|Taverns|Bars; Gaststätten|Brauhaus|Schankwirtschaft; Bars|Cafés|Débits de Boissons; Bar|Caffè|Enoteca; Bares|Cafeterías|Tabernas; Cafés|Bar|Grand Café; Bares|Choperia|Botecos',
  software:
    'Software|Systems|Technologies|Digital; Software|Systemhaus|Softwareentwicklung|Digital; Logiciels|Informatique|Technologies|Digital; Software|Sistemi|Informatica|Digital; Software|Sistemas|Tecnologías|Digital; Software|Automatisering|ICT|Digital; Software|Sistemas|Tecnologia|Digital',
  telecom:
    'Telecom|Communications|Networks; Telekommunikation|Netzwerke|Kommunikationstechnik; Télécom|Réseaux|Communications; Telecomunicazioni|Reti|Comunicazioni; Telecomunicaciones|Redes|Comunicaciones; Telecom|Netwerken|Communicatie; Telecom|Telecomunicações|Redes',
  it_services:
    'IT Solutions|Consulting|IT Services|Technology; IT-Service|IT-Beratung|IT Solutions|IT-Systemhaus; Conseil Informatique|Services Numériques|Ingénierie Informatique|IT; Consulting|Servizi Informatici|Soluzioni Informatiche|IT; Consultoría Informática|Servicios Informáticos|Soluciones TI|IT; IT Services|ICT Consultancy|IT Solutions|Automatisering; Consultoria em TI|Soluções em TI|Tecnologia da Informação|TI',
  data: 'Data|Cloud|Hosting; Rechenzentrum|Cloud Services|Datenverarbeitung; Data|Cloud|Hébergement; Data|Cloud|Servizi Web; Datos|Cloud|Hosting; Data|Cloud|Hosting; Dados|Cloud|Hospedagem',
  bank: 'Bank|Private Bank|Banking; Privatbank|Bankhaus|Bank; Banque|Banque Privée|Crédit; Banca|Banca Privata|Credito; Banca Privada|Banco|Crédito; Bank|Private Bank|Bankiers; Banco|Financeira|Crédito',
  holdings:
    'Holdings|Group|Investments; Holding|Beteiligungen|Verwaltung; Holding|Participations|Groupe; Holding|Partecipazioni|Gruppo; Holding|Inversiones|Participaciones; Holding|Beheer|Participaties; Participações|Holding|Investimentos',
  finance:
    'Capital|Finance|Asset Management|Wealth; Vermögensverwaltung|Finanz|Kapital|Capital; Finance|Gestion de Patrimoine|Capital|Investissement; Finanziaria|Capital|Gestione Patrimoni|Investimenti; Capital|Finanzas|Gestión de Patrimonios|Inversiones; Vermogensbeheer|Capital|Finance|Investments; Capital|Investimentos|Gestão de Recursos|Finanças',
  insurance:
    'Insurance|Insurance Brokers|Risk; Versicherungsmakler|Assekuranz|Versicherungsservice; Assurances|Courtage|Conseil en Assurances; Assicurazioni|Broker Assicurativo|Consulenza Assicurativa; Correduría de Seguros|Seguros|Asesores de Seguros; Verzekeringen|Assurantiën|Assurantiekantoor; Corretora de Seguros|Seguros|Consultoria em Seguros',
  law: 'Solicitors|Legal|Law; Rechtsanwälte|Kanzlei|Rechtsanwaltsgesellschaft; Avocats|Cabinet|Conseil Juridique; Studio Legale|Avvocati|Consulenza Legale; Abogados|Bufete|Asesoría Jurídica; Advocaten|Advocatenkantoor|Juristen; Advogados|Advocacia|Consultoria Jurídica',
  accounting:
    'Accountants|Accountancy|Chartered Accountants; Steuerberatung|Wirtschaftsprüfung|Treuhand; Expertise Comptable|Audit|Conseil; Commercialisti|Studio Commercialista|Revisione; Asesores|Asesoría Fiscal|Auditores; Accountants|Administratiekantoor|Belastingadvies; Contabilidade|Auditoria|Assessoria Contábil',
  consulting:
    'Consulting|Consultancy|Advisory|Partners; Consulting|Beratung|Unternehmensberatung|Partner; Conseil|Consulting|Stratégie|Partenaires; Consulting|Consulenza|Advisory|Partners; Consultores|Consultoría|Asesores|Partners; Consultancy|Advies|Consulting|Partners; Consultoria|Assessoria|Consultores|Partners',
  architecture:
    "Architects|Architecture|Design Studio; Architekten|Architekturbüro|Planungsgesellschaft; Architectes|Architecture|Atelier d'Architecture; Architetti|Architettura|Studio di Architettura; Arquitectos|Arquitectura|Estudio de Arquitectura; Architecten|Architectenbureau|Architectuur; Arquitetura|Arquitetos|Projetos",
  engineering:
    "Engineering|Engineering Consultants|Technical Services; Ingenieurbüro|Ingenieurgesellschaft|Engineering; Ingénierie|Bureau d'Études|Études Techniques; Ingegneria|Progettazione|Studio Tecnico; Ingeniería|Proyectos|Estudio Técnico; Ingenieursbureau|Engineering|Technisch Advies; Engenharia|Projetos|Consultoria Técnica",
  marketing:
    'Marketing|Media|Creative|Communications; Werbeagentur|Kommunikation|Marketing|Media; Communication|Publicité|Marketing|Médias; Comunicazione|Pubblicità|Marketing|Media; Publicidad|Comunicación|Marketing|Medios; Reclamebureau|Communicatie|Marketing|Media; Publicidade|Comunicação|Marketing|Mídia',
  design:
    'Design|Creative|Studio; Design|Gestaltung|Designbüro; Design|Création|Studio; Design|Progettazione Grafica|Studio; Diseño|Estudio Creativo|Design; Design|Vormgeving|Ontwerpbureau; Design|Criação|Estúdio',
  recruitment:
    'Recruitment|Staffing|People|Resourcing; Personalservice|Personaldienstleistungen|Zeitarbeit|Personalberatung; Intérim|Recrutement|Ressources Humaines|Travail Temporaire; Risorse Umane|Selezione del Personale|Lavoro Temporaneo|Staffing; Recursos Humanos|Trabajo Temporal|Selección de Personal|Staffing; Uitzendbureau|Werving & Selectie|Personeelsdiensten|Staffing; Recursos Humanos|Recrutamento|Trabalho Temporário|Staffing',
  security:
    'Security|Security Services|Protection; Sicherheitsdienst|Sicherheit|Objektschutz; Sécurité|Gardiennage|Protection; Sicurezza|Vigilanza|Servizi di Sicurezza; Seguridad|Vigilancia|Protección; Beveiliging|Security|Beveiligingsdienst; Segurança|Vigilância|Proteção',
  cleaning:
    'Cleaning|Facilities|Cleaning Services; Gebäudereinigung|Reinigung|Facility Services; Nettoyage|Propreté|Services; Pulizie|Servizi di Pulizia|Multiservizi; Limpiezas|Servicios de Limpieza|Mantenimiento; Schoonmaak|Schoonmaakbedrijf|Facilitaire Diensten; Limpeza|Serviços de Limpeza|Conservação',
  services:
    'Services|Solutions|Business Services|Support; Service|Dienstleistungen|Business Services|Services; Services|Solutions|Prestations|Assistance; Servizi|Soluzioni|Multiservizi|Service; Servicios|Soluciones|Gestión|Servicios Integrales; Services|Diensten|Zakelijke Dienstverlening|Solutions; Serviços|Soluções|Gestão Empresarial|Assessoria',
  lifesciences:
    'Pharmaceuticals|Life Sciences|Biotech|Therapeutics; Pharma|Biotech|Life Sciences|Arzneimittel; Pharma|Laboratoires|Biotech|Santé; Farmaceutici|Laboratori|Biotech|Farma; Farma|Laboratorios|Biotech|Farmacéutica; Pharma|Biotech|Life Sciences|Farmaceutica; Farmacêutica|Laboratório|Biotecnologia|Farma',
  medical:
    'Medical|Healthcare|Clinic; Praxisklinik|Medizinisches Versorgungszentrum|Gesundheitszentrum; Clinique|Centre Médical|Santé; Clinica|Centro Medico|Poliambulatorio; Clínica|Centro Médico|Policlínica; Medisch Centrum|Kliniek|Zorg; Clínica|Centro Médico|Saúde',
  dental:
    'Dental|Dental Care|Dental Practice; Zahnarztpraxis|Zahnmedizin|Dental; Dentaire|Centre Dentaire|Cabinet Dentaire; Studio Dentistico|Odontoiatria|Dental; Clínica Dental|Odontología|Dental; Tandartspraktijk|Tandzorg|Dental; Odontologia|Clínica Odontológica|Dental',
  care: 'Care|Care Homes|Healthcare; Pflege|Seniorenresidenz|Pflegedienst; Résidences Seniors|Soins|Maison de Retraite; Residenze|Assistenza|RSA; Residencias|Atención Sociosanitaria|Cuidados; Zorg|Zorggroep|Thuiszorg; Residencial Sênior|Cuidados|Saúde',
  school:
    'School|College|Academy; Schule|Privatschule|Akademie; École|Cours|Lycée Privé; Scuola|Istituto|Accademia; Colegio|Escuela|Academia; School|College|Academie; Escola|Colégio|Instituto',
  training:
    'Training|Learning|Academy|Education; Akademie|Bildungszentrum|Seminare|Training; Formation|Formations|Académie|Enseignement; Formazione|Accademia|Training|Istruzione; Formación|Academia|Centro de Formación|Training; Opleidingen|Academie|Training|Educatie; Treinamento|Educação|Academia|Cursos',
  publishing:
    'Publishing|Press|Books; Verlag|Verlagsgesellschaft|Buchverlag; Éditions|Publications|Presse; Editore|Edizioni|Editoriale; Editorial|Ediciones|Publicaciones; Uitgeverij|Uitgevers|Publishing; Editora|Edições|Publicações',
  film: 'Films|Pictures|Productions; Film|Filmproduktion|Pictures; Films|Productions|Images; Film|Produzioni|Cinematografica; Films|Producciones|Audiovisual; Film|Producties|Pictures; Filmes|Produções|Audiovisual',
  studio:
    'Studio|Arts|Gallery; Atelier|Kunst|Studio; Atelier|Arts|Galerie; Atelier|Arte|Galleria; Estudio|Arte|Galería; Atelier|Kunst|Studio; Ateliê|Arte|Galeria',
}

const COLUMNS = ['en', 'de', 'fr', 'it', 'es', 'nl', 'pt'] as const

/** Indian English company vocabulary ("Roadlines", "Infotech", "Engineering Works"); other kinds use 'en'. */
const INDIAN_ENGLISH: Partial<Record<TradeKind, string>> = {
  software: 'Infotech|Softech|Technologies|Software Solutions',
  it_services: 'Infosystems|IT Solutions|Technologies|Infotech Solutions',
  construction: 'Constructions|Infra|Builders|Infrastructure',
  property: 'Developers|Realty|Estates|Infra Projects',
  trading: 'Traders|Exports|Enterprises|Overseas',
  metal: 'Engineering Works|Steels|Castings|Fabricators',
  chemicals: 'Chemicals|Chem|Dyes & Chemicals',
  plastics: 'Polymers|Plast|Packaging',
  fashion: 'Textiles|Garments|Fabrics|Apparels',
  food: 'Foods|Agro Foods|Food Products|Spices',
  farming: 'Agro|Agritech|Farms',
  finance: 'Finserv|Capital|Securities|Fincorp',
  lifesciences: 'Pharma|Lifesciences|Healthcare|Remedies',
  medical: 'Hospitals|Healthcare|Diagnostics',
  logistics: 'Logistics|Cargo Movers|Supply Chain',
  haulage: 'Roadlines|Transport|Carriers|Logistics',
  courier: 'Couriers|Express Cargo',
  consulting: 'Consultants|Management Consultants|Advisors',
  accounting: 'Associates|Financial Consultants|Tax Consultants',
  training: 'Edutech|Education|Academy|Learning Solutions',
  energy: 'Power|Solar|Energy|Green Energy',
  automotive: 'Auto Components|Auto Parts|Automotives',
  electronics: 'Electricals|Electronics|Controls',
  machinery: 'Machines|Engineers|Industries',
  hotel: 'Hotels|Resorts|Hospitality',
  restaurant: 'Foods|Restaurants|Caterers',
  recruitment: 'Manpower Services|Placement Services|HR Solutions',
  security: 'Security Services|Protection Force|Security & Allied Services',
  cleaning: 'Facility Management|Housekeeping Services',
  services: 'Services|Solutions|Enterprises',
  motors: 'Motors|Automobiles|Car Rentals',
}

/** English names of Chinese companies follow the registered Chinese wording ("Network Technology"). */
const CHINESE_ENGLISH: Partial<Record<TradeKind, string>> = {
  software: 'Software Technology|Information Technology|Network Technology|Intelligent Technology',
  it_services: 'Information Technology|Technology|Digital Technology',
  data: 'Cloud Computing Technology|Data Technology|Network Technology',
  electronics: 'Electronics|Electronic Technology|Optoelectronics|Electrical Appliance',
  computers: 'Computer Technology|Electronic Technology',
  trading: 'Trading|Import & Export|International Trade|Supply Chain Management',
  construction: 'Construction Engineering|Construction|Decoration Engineering',
  property: 'Real Estate Development|Real Estate|Property',
  estates: 'Property Management|Real Estate Agency',
  machinery: 'Machinery|Machinery Manufacturing|Intelligent Equipment|Heavy Industry',
  metal: 'Metal Products|Hardware|Precision Machinery|Steel Structure',
  plastics: 'Plastic Products|Plastics|New Materials',
  chemicals: 'Chemical|Chemical Industry|New Material Technology',
  fashion: 'Garment|Textile|Apparel|Clothing',
  food: 'Food|Foodstuff|Agricultural Products',
  logistics: 'Logistics|Supply Chain|Warehousing',
  haulage: 'Logistics|Freight|Transportation',
  shipping: 'Shipping|International Freight Forwarding|Shipping Agency',
  energy: 'New Energy|Photovoltaic Technology|Power|Energy Technology',
  waste: 'Environmental Protection Technology|Environmental Engineering|Renewable Resources',
  lifesciences: 'Pharmaceutical|Biotechnology|Biopharmaceutical|Medicine',
  medical: 'Medical Technology|Medical Equipment|Hospital Management',
  finance: 'Investment Management|Asset Management|Financial Leasing|Equity Investment',
  holdings: 'Investment Holding|Industrial Investment|Holding Group',
  consulting: 'Enterprise Management Consulting|Business Consulting|Management Consulting',
  marketing: 'Culture Media|Advertising|Brand Management',
  services: 'Business Services|Enterprise Services|Technical Services',
  recruitment: 'Human Resources|Human Resources Services',
  training: 'Education Technology|Education Consulting|Training',
  hotel: 'Hotel Management|Hotel',
  restaurant: 'Catering Management|Food & Beverage Management',
  automotive: 'Auto Parts|Automotive Components|Auto Accessories',
}

function build(): Record<TradeKind, Record<Language, readonly Word[]>> {
  const result = {} as Record<TradeKind, Record<Language, readonly Word[]>>
  for (const [kind, row] of Object.entries(TABLE) as [TradeKind, string][]) {
    const cells = row.split(';')
    if (cells.length !== COLUMNS.length) throw new Error(`Trade words for ${kind} need ${COLUMNS.length} languages`)
    const byLanguage = {} as Record<Language, readonly Word[]>
    COLUMNS.forEach((language, index) => {
      byLanguage[language] = words(cells[index] ?? '', language, true)
    })
    const english = byLanguage.en
    byLanguage.enIn = INDIAN_ENGLISH[kind] ? words(INDIAN_ENGLISH[kind], 'en', true) : english
    byLanguage.zhEn = CHINESE_ENGLISH[kind] ? words(CHINESE_ENGLISH[kind], 'en', true) : english
    result[kind] = byLanguage
  }
  return result
}

export const TRADE_WORDS: Readonly<Record<TradeKind, Readonly<Record<Language, readonly Word[]>>>> = build()
