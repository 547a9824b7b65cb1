import { canadianBusinessNumberFromBase } from '../../identifiers/company-id-check-digits'
import { cityList, defineCountry, legalForm, parseCities, type Bucket, type City, type Draft } from '../country-spec'
import { exponentialYears } from '../founding-years'
import { composeName, founderSurname, initialsWord, partnerSurname, tradeFirst, tradeWord, type NameTemplate } from '../name-kit'
import { connector, list, word, words } from '../name-words'
import { nameGroup, nameGroups, type NameGroup } from '../person-names'
import type { Prng } from '../prng'
import { WeightedList } from '../weighted-list'
import { nanpNumber } from './us'

/** [code, name, share of Canadian companies (%), cities: "Name; weight; FSAs; area codes"]. */
const PROVINCES: readonly (readonly [string, string, number, string])[] = [
  [
    'ON',
    'Ontario',
    38,
    `Toronto; 14; M5V M5H M5J M5X M5C M5E M4W M4S M5R M2N M3C M9W; 416 647 437
Ottawa; 5; K1P K1R K1N K2P K2K K1Y; 613 343
Mississauga; 4; L4T L4W L4Z L5B L5N L5R; 905 289
Hamilton; 2; L8E L8L L8N L8P L9K; 905
London; 1.5; N5V N5W N6A N6B; 519
Kitchener; 1.2; N2A N2B N2G N2H N2M; 519
Waterloo; 1; N2J N2L N2V; 519
Markham; 1.5; L3P L3R L6C L6G; 905
Windsor; 0.8; N8N N8W N9A N9B; 519
Kingston; 0.6; K7K K7L K7M K7P; 613`,
  ],
  [
    'QC',
    'Quebec',
    22,
    `Montréal; 12; H2X H2Y H2Z H3A H3B H3C H3G H4Z H1V H2T; 514 438
Québec; 4; G1R G1K G1S G1V G2E G3K; 418 581
Laval; 2; H7A H7N H7S H7T; 450
Gatineau; 1.2; J8L J8T J8Y J9H; 819
Sherbrooke; 1; J1E J1H J1J J1L; 819
Longueuil; 1.2; J4G J4H J4K J4N; 450`,
  ],
  [
    'BC',
    'British Columbia',
    14,
    `Vancouver; 8; V6B V6C V6E V6Z V5K V5T V6A V6H; 604 778
Victoria; 2; V8W V8V V8T V8Z; 250
Burnaby; 1.5; V5A V5C V5G V5H V5J; 604
Surrey; 1.5; V3R V3S V3T V4N; 604
Kelowna; 1; V1Y V1X V1Z; 250
Richmond; 1.2; V6X V6Y V7A V7C; 604`,
  ],
  [
    'AB',
    'Alberta',
    12,
    'Calgary; 6; T2P T2G T2R T2E T3E T2H; 403 587\nEdmonton; 5; T5J T5K T6E T6H T5S T6X; 780 587\nRed Deer; 0.8; T4N T4P T4R; 403',
  ],
  ['MB', 'Manitoba', 3.5, 'Winnipeg; 5; R3C R3B R2C R3T R2W R3Y; 204\nBrandon; 0.6; R7A R7B R7C; 204'],
  ['SK', 'Saskatchewan', 3, 'Saskatoon; 3; S7H S7K S7N S7W; 306\nRegina; 2.5; S4N S4P S4R S4S S4Z; 306'],
  [
    'NS',
    'Nova Scotia',
    2.5,
    'Halifax; 4; B3H B3J B3K B3L B3S; 902 782\nDartmouth; 1.2; B2V B2W B2Y B3A B3B; 902\nSydney; 0.5; B1P B1R B1S; 902',
  ],
  [
    'NB',
    'New Brunswick',
    2,
    'Moncton; 2; E1A E1C E1E E1G; 506\nSaint John; 1.5; E2H E2J E2K E2L E2M; 506\nFredericton; 1.5; E3A E3B E3C E3G; 506',
  ],
  [
    'NL',
    'Newfoundland and Labrador',
    1.3,
    "St. John's; 4; A1A A1B A1C A1E A1H; 709\nMount Pearl; 0.8; A1N; 709\nCorner Brook; 0.5; A2H; 709",
  ],
  ['PE', 'Prince Edward Island', 0.4, 'Charlottetown; 3; C1A C1B C1C C1E; 902\nSummerside; 0.8; C1N; 902'],
  ['NT', 'Northwest Territories', 0.1, 'Yellowknife; 1; X1A; 867'],
  ['NU', 'Nunavut', 0.1, 'Iqaluit; 1; X0A; 867'],
  ['YT', 'Yukon', 0.1, 'Whitehorse; 1; Y1A; 867'],
]

/** 7-digit corporation numbers are 1000000 + serial, so the register stays below 3 million. */
const CA_CAPACITY = 3_000_000
const TOTAL_SHARE = PROVINCES.reduce((sum, [, , share]) => sum + share, 0)
const YEARS = exponentialYears(1900, 0.045)

const BUCKETS: Bucket[] = PROVINCES.map(([code, , share, cities]) => ({
  key: code,
  capacity: Math.max(1_000, Math.round((share / TOTAL_SHARE) * CA_CAPACITY)),
  cities: cityList(parseCities(cities, code === 'QC' ? 'fr' : 'en', code)),
  years: YEARS,
}))

const ANGLO = nameGroup(
  'en',
  'Liam|Ethan|Noah|Connor|James|Ryan|Matthew|Michael|David|Daniel|Andrew|Mark|Kevin|Jason|Brian|Scott|Tyler|Brandon|Justin|Cameron',
  'Emma|Olivia|Emily|Sarah|Jessica|Ashley|Lauren|Megan|Jennifer|Amanda|Michelle|Stephanie|Rachel|Nicole|Kaitlyn|Hannah|Chloe|Heather|Kimberly|Erin',
  "Smith|Brown|Tremblay|Martin|Roy|Wilson|MacDonald|Taylor|Campbell|Anderson|Jones|Johnson|Williams|Thompson|Scott|Stewart|Fraser|Murray|Kelly|Murphy|O'Brien|Ryan|Reid|Robertson|Ross|Clarke|Young|Morrison|Bell|Graham|Wright|Mitchell|Walker|Hughes|Miller|Davis|Cameron|McLean|Fletcher|Hamilton",
)
const FRANCOPHONE = nameGroup(
  'fr',
  'Jean-François|Marc-André|Mathieu|Simon|Louis|Gabriel|Félix|Olivier|Alexandre|Étienne|Sébastien|Philippe|Martin|Guillaume|Maxime|Vincent',
  'Marie-Ève|Isabelle|Geneviève|Mélanie|Julie|Catherine|Chantal|Nathalie|Sophie|Annie|Véronique|Audrey|Émilie|Valérie|Josée|Karine',
  'Tremblay|Gagnon|Roy|Côté|Bouchard|Gauthier|Morin|Lavoie|Fortin|Gagné|Ouellet|Pelletier|Bélanger|Lévesque|Bergeron|Leblanc|Paquette|Girard|Simard|Boucher|Caron|Beaulieu|Cloutier|Dubé|Poirier|Fournier|Lapointe|Lefebvre|Poulin|Thibault|St-Pierre|Nadeau|Landry|Martel|Bédard|Grenier|Lessard|Bernier|Michaud|Hébert|Couture|Turcotte|Lachance|Gosselin|Savard|Proulx|Demers|Perreault|Boudreau|Lemieux',
)
const SOUTH_ASIAN = nameGroup(
  'en',
  'Harpreet|Gurpreet|Rajinder|Amit|Vikram|Arjun',
  'Simran|Navneet|Priya|Manpreet|Jasleen|Anjali',
  'Singh|Sharma|Patel|Gill|Sandhu|Dhillon|Grewal|Sidhu|Brar',
)
const CHINESE = nameGroup(
  'en',
  'Kevin|Jason|Eric|Wei|Ming|Andrew',
  'Grace|Jenny|Vivian|Mei|Amy|Cindy',
  'Chen|Wong|Li|Liu|Zhang|Lam|Chan|Ho|Leung|Ng',
)

const ENGLISH_CANADA = nameGroups([
  [ANGLO, 72],
  [FRANCOPHONE, 4],
  [SOUTH_ASIAN, 12],
  [CHINESE, 12],
])
const QUEBEC = nameGroups([
  [FRANCOPHONE, 82],
  [ANGLO, 12],
  [CHINESE, 3],
  [SOUTH_ASIAN, 3],
])
const NEW_BRUNSWICK = nameGroups([
  [ANGLO, 65],
  [FRANCOPHONE, 33],
  [SOUTH_ASIAN, 2],
])

function people(draft: Draft): WeightedList<NameGroup> {
  if (draft.city.state === 'QC') return QUEBEC
  return draft.city.state === 'NB' ? NEW_BRUNSWICK : ENGLISH_CANADA
}

const BRANDS = words(
  'Northern|Boreal|Laurentian|Great Lakes|Prairie|Pacific|Atlantic|Cascade|Rocky Mountain|Muskoka|Algonquin|Huron|Cedar|Birchwood|Aspen|Polaris|Aurora|Maritime|Northland|True North|Caribou|Timberline|Glacier|Fundy|Okanagan|Niagara|Superior|Frontenac|Chinook|Tundra',
  'en',
)
const QUEBEC_BRANDS = words(
  'Laurentides|Boréal|Saint-Laurent|Mont-Royal|Outaouais|Estrie|Fleurdelisé|Nordique|Horizon|Érable|Cap-Rouge|Appalaches',
  'fr',
)

const AND = connector('&')
const SONS = word('Sons', 'en', true)
const LES_ENTREPRISES = word('Les Entreprises', 'fr', true)
const GROUPE = word('Groupe', 'fr', true)
const GROUP = word('Group', 'en', true)

const ENGLISH_TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => [founderSurname(d, people(d)), tradeWord(d, 'en')], 22],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'en')], 26],
  [(d) => [d.city.place, tradeWord(d, 'en')], 9],
  [
    (d) => {
      const first = founderSurname(d, people(d))
      return [first, AND, partnerSurname(d, people(d), first)]
    },
    5,
  ],
  [(d) => [founderSurname(d, people(d)), AND, SONS], 3],
  [(d) => (d.sizeIndex >= 2 ? [d.r.pick(BRANDS), tradeWord(d, 'en'), GROUP] : [d.r.pick(BRANDS), tradeWord(d, 'en')]), 5],
  [(d) => [initialsWord(d.r), tradeWord(d, 'en')], 6],
])

const QUEBEC_TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => [LES_ENTREPRISES, founderSurname(d, QUEBEC)], 12],
  [(d) => tradeFirst(tradeWord(d, 'fr'), founderSurname(d, QUEBEC)), 22],
  [(d) => [founderSurname(d, QUEBEC), tradeWord(d, 'fr')], 10],
  [(d) => [GROUPE, founderSurname(d, QUEBEC)], 8],
  [(d) => tradeFirst(tradeWord(d, 'fr'), d.r.pick(QUEBEC_BRANDS)), 14],
  [(d) => [d.r.pick(QUEBEC_BRANDS), tradeWord(d, 'fr')], 10],
  [(d) => [initialsWord(d.r), tradeWord(d, 'fr')], 5],
])

const STREET_NAMES = list(
  'King|Queen|Yonge|Bay|Front|Wellington|Richmond|Adelaide|Main|Park|Church|Victoria|Albert|Portage|Jasper|Granville|Hastings|Robson|Elgin|Bank|Sparks|Dundas|Bloor|Spadina|Barrington|Water|Macleod|Centre|Industrial|Commerce',
)
const STREET_TYPES = new WeightedList<string>([
  ['Street', 45],
  ['Avenue', 20],
  ['Road', 15],
  ['Drive', 8],
  ['Boulevard', 5],
  ['Crescent', 4],
  ['Way', 3],
])
const QUEBEC_STREETS = list(
  "Saint-Denis|Sherbrooke|Notre-Dame|Saint-Laurent|Principale|de la Montagne|Sainte-Catherine|Laurier|Saint-Jean|des Érables|Saint-Joseph|Jean-Talon|René-Lévesque|de l'Église|Saint-Hubert|King",
)

function canadianStreet(r: Prng, city: City): string {
  const number = r.between(10, 4999)
  const unit = r.chance(0.3) ? (city.state === 'QC' ? `, bureau ${r.between(100, 2500)}` : `, Suite ${r.between(100, 2500)}`) : ''
  if (city.state === 'QC') return `${number} ${r.chance(0.7) ? 'rue' : 'boulevard'} ${r.pick(QUEBEC_STREETS)}${unit}`
  return `${number} ${r.pick(STREET_NAMES)} ${STREET_TYPES.pick(r)}${unit}`
}

/** Local delivery unit letters: Canada Post skips D, F, I, O, Q and U. */
const LDU_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'

function canadianPostcode(r: Prng, city: City): string {
  return `${r.pick(city.postcodes)} ${r.between(0, 9)}${LDU_LETTERS.charAt(r.int(LDU_LETTERS.length))}${r.between(0, 9)}`
}

/**
 * Federal (CBCA) and Ontario corporation numbers share the 7-digit shape and are built from the
 * nation-wide serial; Quebec (NEQ), Alberta and British Columbia have their own series.
 */
function corporationNumber(d: Draft): string {
  const federal = d.r.chance(0.25)
  if (!federal) {
    switch (d.city.state) {
      case 'QC':
        return `11${String(d.local).padStart(8, '0')}`
      case 'AB':
        return `20${String(d.local).padStart(8, '0')}`
      case 'BC':
        return `BC${String(d.local).padStart(7, '0')}`
    }
  }
  return String(1_000_000 + d.serial)
}

export const CA_PROVINCES = PROVINCES.map(([code, name]) => ({ code, name }))

export const ca = defineCountry({
  profile: {
    code: 'ca',
    name: 'Canada',
    region: 'north_america',
    currency: 'CAD',
    callingCode: '1',
    weight: 4,
    legalForms: ['Inc.', 'Ltd.', 'Corp.'],
    registrationNumberName: 'Corporation number',
    vatNumberName: 'GST/HST number',
    states: CA_PROVINCES,
  },
  language: 'en',
  buckets: BUCKETS,
  legalForms: [legalForm('Inc.', 60), legalForm('Ltd.', 28), legalForm('Corp.', 12, 'large')],
  vatCapacity: 89_999_999,
  // Small suppliers under CAD 30,000 a year need not register for GST/HST.
  vatShare: 0.6,
  commonLaw: true,
  productivity: 1.05,
  tlds: [
    ['ca', 70],
    ['com', 28],
    ['net', 2],
  ],
  emailLocals: [
    ['info', 70],
    ['contact', 20],
    ['sales', 10],
  ],
  people,
  companyName: (d) => composeName(d, d.city.state === 'QC' ? QUEBEC_TEMPLATES : ENGLISH_TEMPLATES),
  registrationNumber: corporationNumber,
  vat: (_d, vatSerial) => `${canadianBusinessNumberFromBase(String(10_000_000 + vatSerial))}RT0001`,
  street: (d) => canadianStreet(d.r, d.city),
  postcode: (d) => canadianPostcode(d.r, d.city),
  phone: (r, city) => nanpNumber(r, city),
  mobile: (r, city) => nanpNumber(r, city),
  topRole: (d) => (d.sizeIndex <= 1 ? (d.r.chance(0.7) ? 'President' : 'Owner') : d.r.chance(0.6) ? 'CEO' : 'President'),
})
