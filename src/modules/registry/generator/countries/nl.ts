import { vatWithCheckDigits } from '../../identifiers/vat-with-check-digits'
import { digitAt } from '../../identifiers/check-digit-algorithms'
import { cityList, defineCountry, groupDigits, legalForm, parseCities, type Bucket, type City } from '../country-spec'
import { exponentialYears } from '../founding-years'
import { composeName, founderSurname, initialsWord, partnerSurname, tradeFirst, tradeWord, type NameTemplate } from '../name-kit'
import { connector, list, word, words } from '../name-words'
import { nameGroup, nameGroups } from '../person-names'
import type { Prng } from '../prng'
import type { TradeKind } from '../sic-codes'
import { WeightedList } from '../weighted-list'

/**
 * KvK numbers: until about 2011 each regional chamber issued numbers behind its own 2-digit prefix
 * (33/34 Amsterdam, 24 Rotterdam, 27 The Hague...); since then one national series runs from
 * 50000000 upwards. Older companies therefore carry their region in the number.
 */
type Chamber = { readonly prefixes: readonly string[]; readonly cities: string }

const CHAMBERS: readonly Chamber[] = [
  {
    prefixes: ['33', '34'],
    cities: 'Amsterdam; 8; 1011-1109; 20; Amsterdamse\nAmstelveen; 1; 1181-1189; 20; Amsterdamse\nHaarlem; 1.5; 2011-2037; 23; Haarlemse',
  },
  { prefixes: ['24'], cities: 'Rotterdam; 6; 3011-3089; 10; Rotterdamse\nCapelle aan den IJssel; 0.8; 2901-2909; 10; Rotterdamse' },
  { prefixes: ['27'], cities: 'Den Haag; 4; 2491-2597; 70; Haagse\nRijswijk; 0.7; 2280-2289; 70; Haagse' },
  { prefixes: ['30'], cities: 'Utrecht; 4; 3511-3585; 30; Utrechtse\nNieuwegein; 0.7; 3431-3439; 30; Utrechtse' },
  { prefixes: ['17'], cities: 'Eindhoven; 3; 5611-5658; 40; Brabantse\nHelmond; 0.6; 5701-5709; 492; Brabantse' },
  { prefixes: ['18', '20'], cities: 'Tilburg; 2; 5011-5049; 13; Brabantse\nBreda; 2; 4811-4839; 76; Brabantse' },
  { prefixes: ['02'], cities: 'Groningen; 1; 9711-9747; 50; Groningse' },
  { prefixes: ['09'], cities: 'Arnhem; 1.5; 6811-6846; 26; Gelderse\nNijmegen; 1.5; 6511-6546; 24; Gelderse' },
  { prefixes: ['05'], cities: 'Zwolle; 1; 8011-8048; 38; Overijsselse' },
  { prefixes: ['14'], cities: 'Maastricht; 1; 6211-6229; 43; Limburgse' },
  { prefixes: ['39'], cities: 'Almere; 1; 1311-1363; 36; Flevolandse' },
]

const PER_PREFIX = 280_000
/** National series: 50000000 + 12 x serial + (serial mod 12), spread over the whole range. */
const NATIONAL_STEP = 12
const NATIONAL_CAPACITY = 4_000_000

const ALL_CITIES = CHAMBERS.flatMap((chamber) => parseCities(chamber.cities, 'nl'))

const BUCKETS: Bucket[] = [
  ...CHAMBERS.map((chamber) => ({
    key: chamber.prefixes[0] ?? '',
    capacity: chamber.prefixes.length * PER_PREFIX,
    cities: cityList(parseCities(chamber.cities, 'nl')),
    years: exponentialYears(1920, 0.045, 2011),
  })),
  { key: 'national', capacity: NATIONAL_CAPACITY, cities: cityList(ALL_CITIES), years: exponentialYears(2011, 0.04) },
]

const PEOPLE = nameGroups([
  [
    nameGroup(
      'nl',
      'Jan|Pieter|Johannes|Kees|Henk|Willem|Dirk|Bram|Daan|Sem|Lucas|Thijs|Jeroen|Maarten|Bas|Ruud|Sander|Erik|Martijn|Niels|Joost|Wouter|Frank|Mark|Rob|Hans|Gert|Tim|Jasper|Koen',
      'Anna|Emma|Sophie|Julia|Lotte|Femke|Sanne|Anouk|Lisa|Eva|Marieke|Inge|Ingrid|Linda|Monique|Petra|Karin|Esther|Marloes|Ilse|Maaike|Renske|Fleur|Noor|Lieke|Iris|Anke|Judith|Mirjam|Wendy',
      'de Jong|Jansen|de Vries|van den Berg|van Dijk|Bakker|Janssen|Visser|Smit|Meijer|de Boer|Mulder|de Groot|Bos|Vos|Peters|Hendriks|van Leeuwen|Dekker|Brouwer|de Wit|Dijkstra|Smits|de Graaf|van der Meer|van der Linden|Kok|Jacobs|de Haan|Vermeulen|van den Heuvel|van der Veen|van den Broek|de Bruijn|van der Heijden|Schouten|van Beek|Willems|van Vliet|van de Ven|Hoekstra|Maas|Verhoeven|Koster|van Dam|van der Wal|Prins|Blom|Huisman|Peeters|de Jonge|Kuipers|van Veen|Post|Kuiper|Veenstra|Kramer|van den Brink|Scholten|van Wijk|Postma|Martens|Vink|de Ruiter|Timmermans|Groen|Gerritsen|Jonker|van Loon|van der Velde|Willemsen|Smeets|de Lange|de Vos|van Dongen|Schipper|de Koning|van der Laan|Driessen|van Doorn|Hermans|Evers|van den Bosch|van der Meulen|Hofman|Bosman|Wolters|Verbeek',
    ),
    90,
  ],
  [
    nameGroup(
      'nl',
      'Mohamed|Youssef|Mehmet|Ahmed|Emre|Bilal',
      'Fatima|Samira|Yasmina|Elif|Naima|Sara',
      'El Amrani|Bouzid|Yılmaz|Kaya|El Idrissi|Aydın|Benali|Şahin|Ouali|Demir',
    ),
    7,
  ],
  [nameGroup('nl', 'Ravi|Kevin|Stefan|Rick', 'Priscilla|Chantal|Sharon|Nancy', 'Tjon|Soekhai|Ramdin|Pinas|Wong|Tan'), 3],
])

const BRANDS = words(
  'Noordzee|Delta|Polder|Tulp|Zuid|Noorder|Horizon|Duin|Kust|Rijn|Maas|Waal|IJssel|Veluwe|Eems|Wadden|Hanze|Molen|Dijk|Lelie|Kempen|Peel|Zeeland|Randstad|Vecht|Amstel|Linge|Betuwe|Twente|Achterhoek',
  'nl',
)
/** Trades Dutch firms name before the owner ("Bouwbedrijf Jansen", "Makelaardij De Vries"). */
const TRADE_FIRST: ReadonlySet<TradeKind> = new Set<TradeKind>([
  'construction',
  'plumbing',
  'haulage',
  'bakery',
  'meat',
  'motors',
  'law',
  'accounting',
  'architecture',
  'engineering',
  'estates',
  'dental',
  'cleaning',
  'publishing',
  'brewery',
  'hotel',
  'bar',
  'care',
  'studio',
  'security',
])

const AND = connector('&')

const TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => [founderSurname(d, PEOPLE), tradeWord(d, 'nl')], 24],
  [
    (d) => {
      const surname = founderSurname(d, PEOPLE)
      const trade = tradeWord(d, 'nl')
      return TRADE_FIRST.has(d.sic.kind) ? tradeFirst(trade, surname) : [surname, trade]
    },
    14,
  ],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'nl')], 22],
  [(d) => [word(d.city.extras[0] ?? d.city.name, 'nl'), tradeWord(d, 'nl')], 10],
  [
    (d) => {
      const first = founderSurname(d, PEOPLE)
      return [first, AND, partnerSurname(d, PEOPLE, first)]
    },
    5,
  ],
  [(d) => [initialsWord(d.r), tradeWord(d, 'nl')], 6],
])

const STREET_STEMS = list(
  'Kerk|Stations|Dorps|Molen|Markt|Haven|School|Industrie|Nieuw|Beuken|Eiken|Linden|Wilhelmina|Juliana|Beatrix|Oranje|Emma|Kastanje|Berken|Vaart|Rijn|Parallel|Zuid|Noord|Hoofd|Veld|Kanaal|Polder|Handels|Ambachts',
)
const STREET_SUFFIXES = new WeightedList<string>([
  ['straat', 40],
  ['weg', 25],
  ['laan', 15],
  ['plein', 5],
  ['kade', 5],
  ['singel', 5],
  ['dijk', 5],
])

function dutchStreet(r: Prng): string {
  return `${r.pick(STREET_STEMS)}${STREET_SUFFIXES.pick(r)} ${r.between(1, 220)}${r.chance(0.05) ? 'a' : ''}`
}

const LETTERS = 'ABCDEFGHJKLMNPRSTVWXZ'

function dutchPostcode(r: Prng, city: City): string {
  const [from = '1011', to = from] = (r.pick(city.postcodes) ?? '1011').split('-')
  let letters = LETTERS.charAt(r.int(LETTERS.length)) + LETTERS.charAt(r.int(LETTERS.length))
  // PostNL never issues SA, SD or SS.
  if (letters === 'SA' || letters === 'SD' || letters === 'SS') letters = 'SB'
  return `${r.between(Number(from), Number(to))} ${letters}`
}

function dutchLandline(r: Prng, city: City): string {
  const area = r.pick(city.areaCodes)
  const local = r.leadingDigits(9 - area.length, 2)
  return `+31 ${area} ${area.length === 2 ? groupDigits(local, [3, 4]) : groupDigits(local, [3, 3])}`
}

/**
 * RSIN-based VAT number: '8' + six serial digits + an eighth digit chosen so that the eleven-test
 * check digit exists (a weighted remainder of 10 has none), + check + B01.
 */
function dutchVat(vatSerial: number): string {
  const stem = `8${String(vatSerial).padStart(6, '0')}`
  let total = 0
  for (let index = 0; index < 7; index += 1) total += digitAt(stem, index) * (9 - index)
  let eighth = vatSerial % 10
  if ((total + eighth * 2) % 11 === 10) eighth = (eighth + 1) % 10
  return vatWithCheckDigits('NL', stem + eighth)
}

export const nl = defineCountry({
  profile: {
    code: 'nl',
    name: 'Netherlands',
    region: 'europe',
    currency: 'EUR',
    callingCode: '31',
    weight: 3.5,
    legalForms: ['B.V.', 'N.V.'],
    registrationNumberName: 'KvK-nummer',
    vatNumberName: 'Btw-identificatienummer',
  },
  language: 'nl',
  buckets: BUCKETS,
  legalForms: [legalForm('B.V.', 96), legalForm('N.V.', 1.5, 'large')],
  vatCapacity: 1_000_000,
  vatShare: 0.8,
  commonLaw: false,
  productivity: 1.05,
  tlds: [
    ['nl', 85],
    ['com', 13],
    ['eu', 2],
  ],
  emailLocals: [
    ['info', 88],
    ['contact', 6],
    ['administratie', 6],
  ],
  people: PEOPLE,
  companyName: (d) => composeName(d, TEMPLATES),
  registrationNumber: (d) => {
    const chamber = CHAMBERS[d.bucketIndex]
    if (!chamber) return String(50_000_000 + d.local * NATIONAL_STEP + (d.local % NATIONAL_STEP))
    const prefix = chamber.prefixes[Math.floor(d.local / PER_PREFIX)] ?? chamber.prefixes[0] ?? '33'
    return prefix + String(d.local % PER_PREFIX).padStart(6, '0')
  },
  vat: (_d, vatSerial) => dutchVat(vatSerial),
  street: (d) => dutchStreet(d.r),
  postcode: (d) => dutchPostcode(d.r, d.city),
  phone: dutchLandline,
  mobile: (r) => `+31 6 ${groupDigits(r.digits(8), [4, 4])}`,
  topRole: (d) => (d.legalForm.name === 'N.V.' ? 'CEO' : d.sizeIndex <= 1 && d.r.chance(0.4) ? 'Owner' : 'Managing Director'),
})
