import { cityList, defineCountry, legalForm, parseCities, rangePostcode, type Bucket, type City, type Draft } from '../country-spec'
import { exponentialYears } from '../founding-years'
import { composeName, founderSurname, initialsWord, partnerSurname, tradeWord, type NameTemplate } from '../name-kit'
import { connector, list, word, words, type Word } from '../name-words'
import { nameGroup, nameGroups, type NameGroup } from '../person-names'
import type { Prng } from '../prng'
import { WeightedList } from '../weighted-list'

type RegionGroup =
  | 'newengland'
  | 'northeast'
  | 'midatlantic'
  | 'south'
  | 'florida'
  | 'texas'
  | 'midwest'
  | 'mountain'
  | 'southwest'
  | 'northwest'
  | 'california'
  | 'hawaii'

/** [code, name, share of US companies (%), region, cities: "Name; weight; ZIP ranges; area codes"]. */
const STATES: readonly (readonly [string, string, number, RegionGroup, string])[] = [
  [
    'AL',
    'Alabama',
    1.2,
    'south',
    'Birmingham; 4; 35203-35244; 205\nHuntsville; 3; 35801-35824; 256\nMontgomery; 2; 36104-36117; 334\nMobile; 2; 36602-36695; 251',
  ],
  ['AK', 'Alaska', 0.2, 'northwest', 'Anchorage; 5; 99501-99518; 907\nFairbanks; 1; 99701-99709; 907\nJuneau; 1; 99801-99803; 907'],
  [
    'AZ',
    'Arizona',
    2.2,
    'southwest',
    'Phoenix; 8; 85003-85054; 602 480\nTucson; 3; 85701-85750; 520\nScottsdale; 3; 85250-85262; 480\nMesa; 2; 85201-85215; 480\nTempe; 2; 85281-85284; 480\nChandler; 2; 85224-85249; 480',
  ],
  [
    'AR',
    'Arkansas',
    0.8,
    'south',
    'Little Rock; 4; 72201-72227; 501\nFayetteville; 1.5; 72701-72704; 479\nBentonville; 1.5; 72712-72716; 479\nFort Smith; 1; 72901-72916; 479',
  ],
  [
    'CA',
    'California',
    12,
    'california',
    'Los Angeles; 14; 90001-90089; 213 310 323\nSan Francisco; 9; 94102-94134; 415 628\nSan Diego; 7; 92101-92139; 619 858\nSan Jose; 6; 95110-95139; 408 669\nSacramento; 3; 95811-95838; 916\nOakland; 2.5; 94601-94621; 510\nIrvine; 3; 92602-92620; 949\nPalo Alto; 2; 94301-94306; 650\nFresno; 1.5; 93701-93730; 559\nLong Beach; 1.5; 90802-90815; 562\nSanta Clara; 2; 95050-95054; 408\nPasadena; 1.5; 91101-91107; 626',
  ],
  [
    'CO',
    'Colorado',
    2,
    'mountain',
    'Denver; 8; 80202-80239; 303 720\nColorado Springs; 3; 80903-80951; 719\nBoulder; 2; 80301-80310; 303\nAurora; 1.5; 80010-80019; 303\nFort Collins; 1.5; 80521-80528; 970',
  ],
  [
    'CT',
    'Connecticut',
    1.1,
    'newengland',
    'Hartford; 3; 06103-06120; 860\nStamford; 3; 06901-06907; 203\nNew Haven; 2; 06510-06519; 203\nBridgeport; 1.5; 06604-06610; 203\nNorwalk; 1.5; 06850-06856; 203',
  ],
  ['DE', 'Delaware', 0.5, 'midatlantic', 'Wilmington; 5; 19801-19810; 302\nDover; 1.5; 19901-19904; 302\nNewark; 1.5; 19711-19713; 302'],
  ['DC', 'District of Columbia', 0.5, 'midatlantic', 'Washington; 1; 20001-20037; 202'],
  [
    'FL',
    'Florida',
    8,
    'florida',
    'Miami; 8; 33125-33199; 305 786\nOrlando; 5; 32801-32839; 407\nTampa; 5; 33602-33647; 813\nJacksonville; 4; 32202-32258; 904\nFort Lauderdale; 3; 33301-33334; 954\nTallahassee; 1.5; 32301-32317; 850\nBoca Raton; 2; 33431-33498; 561\nWest Palm Beach; 2; 33401-33417; 561',
  ],
  [
    'GA',
    'Georgia',
    3.2,
    'south',
    'Atlanta; 10; 30303-30363; 404 678 470\nSavannah; 2; 31401-31419; 912\nAugusta; 1.5; 30901-30912; 706\nAlpharetta; 2; 30004-30022; 770\nMarietta; 1.5; 30060-30068; 770',
  ],
  ['HI', 'Hawaii', 0.4, 'hawaii', 'Honolulu; 8; 96813-96826; 808\nHilo; 1; 96720; 808\nKahului; 1; 96732; 808'],
  ['ID', 'Idaho', 0.6, 'mountain', 'Boise; 5; 83702-83716; 208\nMeridian; 1.5; 83642-83646; 208\nIdaho Falls; 1; 83401-83406; 208'],
  [
    'IL',
    'Illinois',
    4,
    'midwest',
    'Chicago; 14; 60601-60661; 312 773 872\nNaperville; 2; 60540-60565; 630\nSchaumburg; 2; 60173-60196; 847\nSpringfield; 1; 62701-62712; 217\nPeoria; 1; 61602-61615; 309\nRockford; 1; 61101-61114; 815',
  ],
  [
    'IN',
    'Indiana',
    1.8,
    'midwest',
    'Indianapolis; 7; 46201-46260; 317\nFort Wayne; 2; 46802-46835; 260\nEvansville; 1; 47708-47715; 812\nSouth Bend; 1; 46601-46637; 574\nCarmel; 1.5; 46032-46033; 317',
  ],
  [
    'IA',
    'Iowa',
    0.9,
    'midwest',
    'Des Moines; 5; 50309-50321; 515\nCedar Rapids; 2; 52401-52411; 319\nDavenport; 1.5; 52801-52807; 563\nIowa City; 1; 52240-52246; 319',
  ],
  [
    'KS',
    'Kansas',
    0.8,
    'midwest',
    'Wichita; 4; 67202-67235; 316\nOverland Park; 3; 66204-66223; 913\nKansas City; 1.5; 66101-66112; 913\nTopeka; 1.5; 66603-66619; 785',
  ],
  ['KY', 'Kentucky', 1.1, 'south', 'Louisville; 6; 40202-40299; 502\nLexington; 4; 40502-40517; 859\nBowling Green; 1; 42101-42104; 270'],
  [
    'LA',
    'Louisiana',
    1.2,
    'south',
    'New Orleans; 5; 70112-70131; 504\nBaton Rouge; 4; 70801-70820; 225\nShreveport; 2; 71101-71119; 318\nLafayette; 2; 70501-70508; 337',
  ],
  ['ME', 'Maine', 0.4, 'newengland', 'Portland; 4; 04101-04108; 207\nBangor; 1.5; 04401; 207\nAugusta; 1; 04330; 207'],
  [
    'MD',
    'Maryland',
    1.8,
    'midatlantic',
    'Baltimore; 6; 21201-21239; 410 443\nBethesda; 2.5; 20814-20817; 301 240\nRockville; 2; 20850-20855; 301\nAnnapolis; 1.5; 21401-21409; 410\nColumbia; 2; 21044-21046; 410',
  ],
  [
    'MA',
    'Massachusetts',
    2.5,
    'newengland',
    'Boston; 9; 02108-02137; 617 857\nCambridge; 3; 02138-02142; 617\nWorcester; 2; 01601-01610; 508\nSpringfield; 1.5; 01103-01129; 413\nWaltham; 2; 02451-02454; 781\nBurlington; 1.5; 01803; 781',
  ],
  [
    'MI',
    'Michigan',
    2.7,
    'midwest',
    'Detroit; 6; 48201-48239; 313\nGrand Rapids; 3; 49503-49548; 616\nAnn Arbor; 2; 48103-48109; 734\nLansing; 1.5; 48906-48933; 517\nTroy; 2; 48083-48098; 248\nSouthfield; 1.5; 48075-48076; 248',
  ],
  [
    'MN',
    'Minnesota',
    1.8,
    'midwest',
    'Minneapolis; 7; 55401-55455; 612\nSaint Paul; 3; 55101-55130; 651\nBloomington; 2; 55420-55438; 952\nRochester; 1; 55901-55906; 507\nDuluth; 1; 55802-55812; 218',
  ],
  [
    'MS',
    'Mississippi',
    0.6,
    'south',
    'Jackson; 4; 39201-39213; 601 769\nGulfport; 1.5; 39501-39507; 228\nHattiesburg; 1; 39401-39402; 601',
  ],
  [
    'MO',
    'Missouri',
    1.7,
    'midwest',
    'Kansas City; 5; 64105-64158; 816\nSt. Louis; 6; 63101-63139; 314\nSpringfield; 2; 65802-65810; 417\nColumbia; 1; 65201-65203; 573',
  ],
  [
    'MT',
    'Montana',
    0.4,
    'mountain',
    'Billings; 2; 59101-59106; 406\nMissoula; 1.5; 59801-59808; 406\nBozeman; 1.5; 59715-59718; 406\nHelena; 1; 59601-59602; 406',
  ],
  ['NE', 'Nebraska', 0.6, 'midwest', 'Omaha; 5; 68102-68164; 402\nLincoln; 3; 68502-68528; 402'],
  ['NV', 'Nevada', 1.1, 'southwest', 'Las Vegas; 7; 89101-89149; 702 725\nReno; 3; 89501-89523; 775\nHenderson; 2; 89002-89074; 702'],
  [
    'NH',
    'New Hampshire',
    0.5,
    'newengland',
    'Manchester; 3; 03101-03104; 603\nNashua; 2; 03060-03064; 603\nConcord; 1.5; 03301-03303; 603\nPortsmouth; 1.5; 03801; 603',
  ],
  [
    'NJ',
    'New Jersey',
    3,
    'northeast',
    'Newark; 3; 07102-07114; 973 862\nJersey City; 3; 07302-07311; 201 551\nPrinceton; 2; 08540-08544; 609\nTrenton; 1; 08608-08629; 609\nMorristown; 2; 07960; 973\nEdison; 2; 08817-08837; 732\nHoboken; 1.5; 07030; 201',
  ],
  [
    'NM',
    'New Mexico',
    0.5,
    'southwest',
    'Albuquerque; 5; 87102-87123; 505\nSanta Fe; 2; 87501-87508; 505\nLas Cruces; 1; 88001-88012; 575',
  ],
  [
    'NY',
    'New York',
    8,
    'northeast',
    'New York; 16; 10001-10282; 212 646 917\nBrooklyn; 5; 11201-11256; 718 347\nBuffalo; 2; 14201-14228; 716\nRochester; 2; 14604-14627; 585\nAlbany; 1.5; 12203-12211; 518\nSyracuse; 1; 13202-13224; 315\nWhite Plains; 1.5; 10601-10607; 914\nLong Island City; 1; 11101-11109; 718',
  ],
  [
    'NC',
    'North Carolina',
    3,
    'south',
    'Charlotte; 7; 28202-28280; 704 980\nRaleigh; 5; 27601-27617; 919 984\nDurham; 2; 27701-27713; 919\nGreensboro; 2; 27401-27455; 336\nWinston-Salem; 1.5; 27101-27127; 336\nCary; 1.5; 27511-27519; 919',
  ],
  ['ND', 'North Dakota', 0.3, 'midwest', 'Fargo; 3; 58102-58104; 701\nBismarck; 2; 58501-58504; 701\nGrand Forks; 1; 58201-58203; 701'],
  [
    'OH',
    'Ohio',
    3,
    'midwest',
    'Columbus; 6; 43204-43235; 614 380\nCleveland; 5; 44101-44135; 216\nCincinnati; 5; 45202-45255; 513\nToledo; 2; 43604-43623; 419\nAkron; 2; 44301-44333; 330\nDayton; 2; 45402-45440; 937',
  ],
  ['OK', 'Oklahoma', 1, 'southwest', 'Oklahoma City; 5; 73102-73179; 405\nTulsa; 4; 74103-74137; 918\nNorman; 1; 73019-73072; 405'],
  [
    'OR',
    'Oregon',
    1.2,
    'northwest',
    'Portland; 7; 97201-97239; 503 971\nEugene; 2; 97401-97408; 541\nSalem; 1.5; 97301-97317; 503\nBeaverton; 2; 97003-97008; 503',
  ],
  [
    'PA',
    'Pennsylvania',
    3.5,
    'northeast',
    'Philadelphia; 7; 19102-19154; 215 267\nPittsburgh; 5; 15201-15243; 412\nHarrisburg; 1.5; 17101-17113; 717\nAllentown; 1.5; 18101-18109; 610\nKing of Prussia; 1.5; 19406; 610\nErie; 1; 16501-16511; 814',
  ],
  [
    'RI',
    'Rhode Island',
    0.3,
    'newengland',
    'Providence; 4; 02903-02909; 401\nWarwick; 1.5; 02886-02889; 401\nCranston; 1; 02910-02921; 401',
  ],
  ['SC', 'South Carolina', 1.4, 'south', 'Columbia; 3; 29201-29229; 803\nCharleston; 3; 29401-29414; 843\nGreenville; 3; 29601-29617; 864'],
  ['SD', 'South Dakota', 0.3, 'midwest', 'Sioux Falls; 4; 57103-57110; 605\nRapid City; 2; 57701-57703; 605'],
  [
    'TN',
    'Tennessee',
    2,
    'south',
    'Nashville; 6; 37201-37221; 615 629\nMemphis; 4; 38103-38141; 901\nKnoxville; 2; 37902-37934; 865\nChattanooga; 2; 37402-37421; 423\nFranklin; 2; 37064-37069; 615',
  ],
  [
    'TX',
    'Texas',
    9,
    'texas',
    'Houston; 10; 77002-77099; 713 281 832\nDallas; 9; 75201-75254; 214 469 972\nAustin; 7; 78701-78759; 512 737\nSan Antonio; 5; 78201-78266; 210 726\nFort Worth; 3; 76102-76179; 817 682\nPlano; 2.5; 75023-75094; 972\nEl Paso; 1.5; 79901-79938; 915\nIrving; 2; 75038-75063; 972',
  ],
  [
    'UT',
    'Utah',
    1.1,
    'mountain',
    'Salt Lake City; 6; 84101-84124; 801 385\nProvo; 2; 84601-84606; 801\nLehi; 2; 84043; 801\nOgden; 1; 84401-84414; 801',
  ],
  ['VT', 'Vermont', 0.2, 'newengland', 'Burlington; 3; 05401-05408; 802\nMontpelier; 1; 05602; 802\nRutland; 1; 05701; 802'],
  [
    'VA',
    'Virginia',
    2.6,
    'midatlantic',
    'Richmond; 4; 23219-23294; 804\nVirginia Beach; 3; 23450-23464; 757\nArlington; 3; 22201-22209; 703 571\nNorfolk; 2; 23502-23523; 757\nReston; 2; 20190-20196; 703\nMcLean; 2; 22101-22102; 703\nAlexandria; 2; 22301-22315; 703',
  ],
  [
    'WA',
    'Washington',
    2.4,
    'northwest',
    'Seattle; 8; 98101-98199; 206\nBellevue; 3; 98004-98009; 425\nSpokane; 2; 99201-99224; 509\nTacoma; 2; 98402-98422; 253\nRedmond; 2; 98052-98053; 425\nVancouver; 1; 98660-98687; 360',
  ],
  [
    'WV',
    'West Virginia',
    0.4,
    'midatlantic',
    'Charleston; 3; 25301-25314; 304 681\nMorgantown; 2; 26501-26508; 304\nHuntington; 1.5; 25701-25705; 304',
  ],
  [
    'WI',
    'Wisconsin',
    1.6,
    'midwest',
    'Milwaukee; 6; 53202-53233; 414\nMadison; 4; 53703-53726; 608\nGreen Bay; 2; 54301-54313; 920\nWaukesha; 1.5; 53186-53189; 262',
  ],
  ['WY', 'Wyoming', 0.3, 'mountain', 'Cheyenne; 3; 82001-82009; 307\nCasper; 2; 82601-82609; 307\nJackson; 1; 83001-83002; 307'],
]

/** Size of the demo register: 7-digit file numbers are 1000000 + serial, so it must stay below 9 million. */
const US_CAPACITY = 9_000_000
const TOTAL_SHARE = STATES.reduce((sum, [, , share]) => sum + share, 0)
const YEARS = exponentialYears(1900, 0.045)

const BUCKETS: Bucket[] = STATES.map(([code, , share, , cities]) => ({
  key: code,
  capacity: Math.round((share / TOTAL_SHARE) * US_CAPACITY),
  cities: cityList(parseCities(cities, 'en', code)),
  years: YEARS,
}))
const STATE_GROUPS = new Map<string, RegionGroup>(STATES.map(([code, , , group]) => [code, group]))

const ANGLO = nameGroup(
  'en',
  'James|John|Robert|Michael|William|David|Richard|Joseph|Thomas|Christopher|Daniel|Matthew|Anthony|Mark|Steven|Andrew|Joshua|Kevin|Brian|Ryan|Jason|Justin|Brandon|Tyler|Eric|Scott|Gregory|Jeffrey|Kyle|Nathan',
  'Mary|Jennifer|Linda|Patricia|Elizabeth|Susan|Jessica|Sarah|Karen|Lisa|Nancy|Ashley|Emily|Michelle|Amanda|Melissa|Stephanie|Rebecca|Laura|Megan|Rachel|Lauren|Nicole|Heather|Amy|Kimberly|Christina|Samantha|Hannah|Katie',
  "Smith|Johnson|Williams|Brown|Jones|Miller|Davis|Wilson|Anderson|Taylor|Thomas|Moore|Martin|Jackson|Thompson|White|Harris|Clark|Lewis|Robinson|Walker|Young|Allen|Wright|Scott|Hill|Green|Adams|Baker|Nelson|Carter|Mitchell|Roberts|Turner|Phillips|Campbell|Parker|Evans|Edwards|Collins|Stewart|Morris|Murphy|Cook|Rogers|Morgan|Cooper|Peterson|Reed|Bailey|Bell|Kelly|Howard|Ward|Cox|Richardson|Wood|Watson|Brooks|Bennett|Gray|Hughes|Price|Sanders|Myers|Long|Ross|Foster|Powell|Jenkins|Perry|Russell|Sullivan|Fisher|Henderson|Coleman|Simmons|Patterson|Jordan|Reynolds|Hamilton|Graham|Wallace|Cole|West|Hayes|Bryant|Gibson|Ellis|Stevens|Murray|Marshall|Owens|Harrison|Kennedy|Wells|Schmidt|Mueller|Olson|Larson|Kowalski|Russo|Romano|O'Brien|Sullivan|Walsh",
)
const HISPANIC = nameGroup(
  'en',
  'Jose|Luis|Carlos|Juan|Miguel|Jorge|Alejandro|Ricardo|Eduardo|Daniel',
  'Maria|Ana|Sofia|Gabriela|Daniela|Carmen|Isabel|Veronica|Adriana|Lucia',
  'Garcia|Rodriguez|Martinez|Hernandez|Lopez|Gonzalez|Perez|Sanchez|Ramirez|Torres|Flores|Rivera|Gomez|Diaz|Reyes|Morales|Cruz|Ortiz|Gutierrez|Chavez|Ramos|Castillo|Vasquez|Mendoza',
)
const AFRICAN_AMERICAN = nameGroup(
  'en',
  'Andre|Darius|Malik|Jamal|Terrell|Marcus|Derrick|Anthony|Kevin|Brandon',
  'Aaliyah|Keisha|Imani|Jasmine|Latoya|Tiffany|Ebony|Monique|Brittany|Danielle',
  'Washington|Jefferson|Banks|Brooks|Coleman|Jenkins|Freeman|Jackson|Robinson|Harris|Williams|Johnson|Davis|Booker|Mack|Hines|Dixon|Simmons',
)
const ASIAN_AMERICAN = nameGroup(
  'en',
  'Kevin|David|Michael|Jason|Vivek|Raj|Wei|Daniel|Andrew|Eric',
  'Jennifer|Priya|Anjali|Linda|Grace|Michelle|Christine|Amy|Esther|Mei',
  'Nguyen|Chen|Kim|Lee|Wang|Patel|Shah|Tran|Le|Park|Liu|Zhang|Choi|Gupta|Huang|Wu',
)

const DEFAULT_PEOPLE = nameGroups([
  [ANGLO, 70],
  [HISPANIC, 10],
  [AFRICAN_AMERICAN, 11],
  [ASIAN_AMERICAN, 9],
])
const SUNBELT_PEOPLE = nameGroups([
  [ANGLO, 52],
  [HISPANIC, 30],
  [AFRICAN_AMERICAN, 9],
  [ASIAN_AMERICAN, 9],
])
const SUNBELT: ReadonlySet<RegionGroup> = new Set(['california', 'texas', 'florida', 'southwest'])

function people(draft: Draft): WeightedList<NameGroup> {
  const group = STATE_GROUPS.get(draft.city.state ?? '')
  return group && SUNBELT.has(group) ? SUNBELT_PEOPLE : DEFAULT_PEOPLE
}

const BRANDS = words(
  'Summit|Pinnacle|Keystone|Liberty|Frontier|Patriot|Eagle|Heritage|Evergreen|Cornerstone|Bluewater|Ironwood|Redstone|Silver Creek|Blue Ridge|Northstar|Granite|Harbor|Oakwood|Maplewood|Cedar Ridge|Stonegate|Highland|Meridian|Apex|Vantage|Beacon|Sterling|Benchmark|Landmark|Trident|Centennial|Allied|Bridgewater|Clearwater|Silverline|Westfield|Crossroads',
  'en',
)
const REGIONAL_BRANDS: Readonly<Record<RegionGroup, readonly Word[]>> = {
  newengland: words('New England|Bay State|Granite State|Green Mountain|Yankee|Seacoast|Colonial|Patriot', 'en'),
  northeast: words('Empire|Hudson|Keystone|Delaware Valley|Garden State|Allegheny|Catskill|Adirondack|Metro', 'en'),
  midatlantic: words('Chesapeake|Potomac|Capital|Old Dominion|Blue Ridge|Shenandoah|Tidewater|Federal', 'en'),
  south: words('Southern|Peachtree|Carolina|Magnolia|Bayou|Delta|Smoky Mountain|Cumberland|Piedmont|Palmetto|Appalachian', 'en'),
  florida: words('Sunshine|Gulf Coast|Coastal|Everglades|Palm|Suncoast|Tropical|Keys', 'en'),
  texas: words('Lone Star|Alamo|Gulf Coast|Texan|Brazos|Pecos|Hill Country|Red River|Permian|Trinity', 'en'),
  midwest: words('Great Lakes|Midwest|Heartland|Prairie|North Star|Badger|Hoosier|Buckeye|Gateway|Lakeshore|Great Plains', 'en'),
  mountain: words('Rocky Mountain|Front Range|Wasatch|Alpine|Big Sky|Teton|Continental|Aspen|Elevation', 'en'),
  southwest: words('Desert|Canyon|Mesa|Sonoran|Red Rock|Saguaro|Silver State|Route 66', 'en'),
  northwest: words('Cascade|Pacific Northwest|Olympic|Columbia|Puget Sound|Rainier|Willamette|Timberline', 'en'),
  california: words('Golden State|Pacific|Sierra|Bay Area|Redwood|Coastal|Sunset|Mission|Sequoia', 'en'),
  hawaii: words('Aloha|Pacific|Island|Kona|Mauna|Ohana', 'en'),
}

function brand(draft: Draft): Word {
  const group = STATE_GROUPS.get(draft.city.state ?? '')
  return group && draft.r.chance(0.4) ? draft.r.pick(REGIONAL_BRANDS[group]) : draft.r.pick(BRANDS)
}

const AND = connector('&')
const SONS = word('Sons', 'en', true)
const BROTHERS = word('Brothers', 'en', true)
const GROUP = word('Group', 'en', true)

const TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => [founderSurname(d, people(d)), tradeWord(d, 'en')], 20],
  [(d) => [brand(d), tradeWord(d, 'en')], 24],
  [(d) => [d.city.place, tradeWord(d, 'en')], 9],
  [
    (d) => {
      const first = founderSurname(d, people(d))
      return [first, AND, partnerSurname(d, people(d), first)]
    },
    5,
  ],
  [(d) => [founderSurname(d, people(d)), AND, SONS], 3],
  [(d) => [founderSurname(d, people(d)), BROTHERS], 2],
  [(d) => (d.sizeIndex >= 2 ? [brand(d), tradeWord(d, 'en'), GROUP] : [brand(d), tradeWord(d, 'en')]), 5],
  [(d) => [initialsWord(d.r), tradeWord(d, 'en')], 6],
])

const STREET_NAMES = list(
  'Main|Oak|Maple|Washington|Park|Elm|Lake|Hill|Pine|Cedar|2nd|3rd|5th|Market|Broad|Commerce|Industrial|Jefferson|Lincoln|Madison|Franklin|Center|Church|River|Spring|Sunset|Highland|Meadow|Walnut|Cherry|Chestnut|Jackson|Adams|Union|Corporate|Technology|Executive|Research|Harbor|Airport',
)
const STREET_TYPES = new WeightedList<string>([
  ['St', 30],
  ['Ave', 20],
  ['Blvd', 10],
  ['Rd', 12],
  ['Dr', 10],
  ['Ln', 4],
  ['Way', 5],
  ['Pkwy', 4],
  ['Ct', 3],
  ['Pl', 2],
])

function usStreet(r: Prng): string {
  const street = `${r.between(100, 9999)} ${r.pick(STREET_NAMES)} ${STREET_TYPES.pick(r)}`
  const roll = r.float()
  if (roll < 0.35) return `${street}, Suite ${r.between(1, 25) * 100 + r.between(0, 20)}`
  if (roll < 0.4) return `${street}, Floor ${r.between(2, 40)}`
  return street
}

/** NANP number: exchange 2xx-9xx, never an N11 service code or the fictional 555. */
export function nanpNumber(r: Prng, city: City, callingCode = '1'): string {
  let exchange = r.between(201, 998)
  if (exchange % 100 === 11 || exchange === 555) exchange += 1
  return `+${callingCode} ${r.pick(city.areaCodes)}-${exchange}-${r.digits(4)}`
}

function stateFileNumber(d: Draft): string {
  const isLlc = d.legalForm.name === 'LLC'
  switch (d.city.state) {
    case 'CA':
      // California: LLC numbers are the filing year + 8 digits; corporations "C" + 7 digits.
      return isLlc ? `${d.year}${String(d.local).padStart(8, '0')}` : `C${1_000_000 + d.local}`
    case 'TX':
      return `0${800_000_000 + d.local}`
    case 'FL':
      return `${isLlc ? 'L' : 'P'}${String(d.year % 100).padStart(2, '0')}${String(d.local).padStart(9, '0')}`
    case 'NV':
      return `NV${d.year}${String(d.local).padStart(7, '0')}`
    case 'WA':
      return `60${String(d.local).padStart(7, '0')}`
    case 'MA':
      return `00${String(d.local).padStart(7, '0')}`
    default:
      // Shared 7-digit shape: built from the nation-wide serial so states never collide.
      return String(1_000_000 + d.serial)
  }
}

export const US_STATES = STATES.map(([code, name]) => ({ code, name }))

export const us = defineCountry({
  profile: {
    code: 'us',
    name: 'United States',
    region: 'north_america',
    currency: 'USD',
    callingCode: '1',
    weight: 22,
    legalForms: ['LLC', 'Inc.', 'Corp.'],
    registrationNumberName: 'Secretary of State file number',
    vatNumberName: null,
    states: US_STATES,
  },
  language: 'en',
  buckets: BUCKETS,
  legalForms: [legalForm('LLC', 68, 'small', { from: 1990 }), legalForm('Inc.', 34), legalForm('Corp.', 6, 'large')],
  vatCapacity: 0,
  vatShare: 0,
  commonLaw: false,
  productivity: 1.25,
  tlds: [
    ['com', 86],
    ['net', 4],
    ['co', 4],
    ['us', 3],
    ['io', 3],
  ],
  emailLocals: [
    ['info', 60],
    ['contact', 15],
    ['sales', 10],
    ['hello', 10],
    ['office', 5],
  ],
  people,
  companyName: (d) => composeName(d, TEMPLATES),
  registrationNumber: stateFileNumber,
  vat: () => null,
  street: (d) => usStreet(d.r),
  postcode: (d) => rangePostcode(d.r, d.city.postcodes, 5),
  phone: (r, city) => nanpNumber(r, city),
  mobile: (r, city) => nanpNumber(r, city),
  topRole: (d) => {
    const { r, sizeIndex } = d
    if (d.legalForm.name === 'LLC') {
      if (sizeIndex <= 1) return r.chance(0.5) ? 'Owner' : r.chance(0.6) ? 'Managing Member' : 'President'
      return r.chance(0.6) ? 'CEO' : 'President'
    }
    if (sizeIndex <= 1) return r.chance(0.6) ? 'President' : 'Owner'
    if (sizeIndex <= 3) return r.chance(0.6) ? 'CEO' : 'President'
    return 'CEO'
  },
})
