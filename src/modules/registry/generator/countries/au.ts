import { abnFromAcn, acnFromBase } from '../../identifiers/company-id-check-digits'
import { cityList, defineCountry, groupDigits, legalForm, parseCities, type City } from '../country-spec'
import { exponentialYears } from '../founding-years'
import { composeName, founderSurname, initialsWord, partnerSurname, tradeWord, type NameTemplate } from '../name-kit'
import { connector, list, word, words } from '../name-words'
import { nameGroup, nameGroups } from '../person-names'
import type { Prng } from '../prng'
import { WeightedList } from '../weighted-list'

/** Area tokens are "area/first digits of the 8-digit local number" ("2/9" = 02 9xxx xxxx). */
const CITIES = parseCities(
  `
Sydney; 30; 2000 2007 2008 2009 2010 2011 2015 2017 2060 2065 2067 2077 2113; 2/9 2/8
Parramatta; 2; 2150 2151 2145; 2/9 2/8
Melbourne; 27; 3000 3002 3004 3006 3008 3051 3121 3141 3143 3168 3205 3207; 3/9 3/8
Brisbane; 14; 4000 4005 4006 4059 4064 4101 4102 4113 4122; 7/3
Perth; 10; 6000 6003 6004 6005 6008 6050 6100 6151; 8/9 8/6
Adelaide; 7; 5000 5006 5031 5034 5063 5067 5082; 8/8
Canberra; 3; 2600 2601 2602 2603 2609 2612; 2/6
Gold Coast; 4; 4215 4217 4218 4220 4226; 7/55
Newcastle; 2.5; 2300 2302 2303 2304; 2/49
Hobart; 2; 7000 7004 7008 7009; 3/62
Darwin; 1; 0800 0810 0820 0828; 8/89
Geelong; 1.5; 3215 3216 3218 3220; 3/52
Wollongong; 1.5; 2500 2518 2519; 2/42
Townsville; 1; 4810 4812 4814; 7/47
Cairns; 0.8; 4870; 7/40
`,
  'en',
)

const PEOPLE = nameGroups([
  [
    nameGroup(
      'en',
      'Jack|Oliver|William|Noah|Thomas|James|Lachlan|Cooper|Riley|Ethan|Liam|Mitchell|Nathan|Benjamin|Samuel|Joshua|Matthew|Daniel|Luke|Brendan|Craig|Darren|Shane|Glenn|Wayne|Hamish',
      'Charlotte|Olivia|Ava|Mia|Chloe|Emily|Sophie|Grace|Ella|Isabella|Jessica|Sarah|Emma|Rebecca|Kate|Melissa|Michelle|Kylie|Natalie|Lisa|Megan|Hayley|Tegan|Brooke|Georgia|Bronwyn',
      "Smith|Jones|Williams|Brown|Wilson|Taylor|Johnson|White|Martin|Anderson|Thompson|Thomas|Walker|Harris|Ryan|Robinson|Kelly|King|Davis|Wright|Evans|Roberts|Green|Hall|Wood|Jackson|Clarke|Lewis|James|Phillips|Mitchell|Murphy|O'Brien|Campbell|Stewart|Morgan|Cooper|Hughes|Edwards|Turner|Baker|Collins|Morris|Murray|Young|Hill|Scott|Watson|Fitzgerald|McKenzie|Sullivan|Gallagher|Donovan",
    ),
    80,
  ],
  [nameGroup('en', 'Minh|Duc|Hung|Tuan|Wei|Jun', 'Linh|Thi|Mai|Hoa|Mei|Ling', 'Nguyen|Tran|Le|Pham|Chen|Wang|Li|Zhang|Huang|Liu'), 9],
  [
    nameGroup(
      'en',
      'Nick|George|Con|Anthony|Marco|Peter',
      'Maria|Helen|Angela|Sophia|Elena|Christina',
      'Papadopoulos|Nikolaidis|Russo|Romano|Costa|Rossi|Georgiou|Conti',
    ),
    6,
  ],
  [nameGroup('en', 'Raj|Amit|Sanjay|Harpreet', 'Priya|Anjali|Neha|Simran', 'Singh|Patel|Sharma|Kumar|Gill'), 5],
])

const BRANDS = words(
  'Southern Cross|Coastal|Outback|Eucalypt|Wattle|Banksia|Kookaburra|Jacaranda|Pacific|Coral|Harbour|Sandstone|Red Gum|Ironbark|Blue Gum|Bluewater|Great Southern|Tasman|Murray|Kimberley|Pilbara|Hunter Valley|Barossa|Yarra|Swan River|Capricorn|Golden Wattle|Lyrebird|Bottlebrush|Saltbush|Bushland|Gondwana|Arafura|Coral Sea|Sunraysia',
  'en',
)
const AND = connector('&')
const SONS = word('Sons', 'en', true)
const GROUP = word('Group', 'en', true)
const AUSTRALIA = word('Australia', 'en', true)

const TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => [founderSurname(d, PEOPLE), tradeWord(d, 'en')], 22],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'en')], 28],
  [(d) => [d.city.place, tradeWord(d, 'en')], 9],
  [
    (d) => {
      const first = founderSurname(d, PEOPLE)
      return [first, AND, partnerSurname(d, PEOPLE, first)]
    },
    5,
  ],
  [(d) => [founderSurname(d, PEOPLE), AND, SONS], 3],
  [(d) => (d.sizeIndex >= 2 ? [d.r.pick(BRANDS), tradeWord(d, 'en'), GROUP] : [d.r.pick(BRANDS), tradeWord(d, 'en')]), 5],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'en'), AUSTRALIA], 3],
  [(d) => [initialsWord(d.r), tradeWord(d, 'en')], 6],
])

const STREET_NAMES = list(
  'George|Pitt|Collins|Queen|King|Elizabeth|Flinders|Bourke|Adelaide|Murray|Hay|St Georges|Victoria|Albert|Church|Military|Pacific|Parramatta|Sturt|Hunter|Macquarie|Lonsdale|Spencer|Swanston|Ann|Wickham|Kent|Clarence|Sussex|Market|Grenfell|Currie|Waymouth|Wellington|Hindley|Rundle|Harris|Bridge|Phillip|Station',
)
const STREET_TYPES = new WeightedList<string>([
  ['Street', 60],
  ['Road', 15],
  ['Avenue', 8],
  ['Parade', 4],
  ['Terrace', 4],
  ['Highway', 3],
  ['Drive', 3],
  ['Lane', 2],
  ['Place', 1],
])

function australianStreet(r: Prng): string {
  const street = `${r.between(1, 450)} ${r.pick(STREET_NAMES)} ${STREET_TYPES.pick(r)}`
  const roll = r.float()
  if (roll < 0.2) return `Level ${r.between(1, 45)}, ${street}`
  if (roll < 0.3) return `Suite ${r.between(1, 30)}, ${street}`
  if (roll < 0.4) return `Unit ${r.between(1, 40)}, ${street}`
  return street
}

function australianLandline(r: Prng, city: City): string {
  const [area = '2', prefix = ''] = r.pick(city.areaCodes).split('/')
  return `+61 ${area} ${groupDigits(prefix + r.digits(8 - prefix.length), [4, 4])}`
}

/** ACN bases: ten numbers per serial with a pseudo-random last digit, 0-67 999 999 as issued so far. */
const ACN_CAPACITY = 6_800_000

function acnOf(serial: number): string {
  return acnFromBase(String(serial * 10 + ((serial * 3 + 7) % 10)).padStart(8, '0'))
}

export const au = defineCountry({
  profile: {
    code: 'au',
    name: 'Australia',
    region: 'asia_pacific',
    currency: 'AUD',
    callingCode: '61',
    weight: 3.5,
    legalForms: ['Pty Ltd', 'Ltd'],
    registrationNumberName: 'ACN',
    vatNumberName: 'ABN',
  },
  language: 'en',
  // ACNs were introduced in 1991 and given to existing companies first, hence the low numbers of old firms.
  buckets: [{ key: 'au', capacity: ACN_CAPACITY, cities: cityList(CITIES), years: exponentialYears(1950, 0.04) }],
  legalForms: [legalForm('Pty Ltd', 97), legalForm('Ltd', 2, 'large')],
  // A company's ABN is its ACN behind two check digits: derived, so unique with it.
  vatCapacity: 'derived',
  vatShare: 0.9,
  commonLaw: true,
  productivity: 1.1,
  tlds: [
    ['com.au', 88],
    ['com', 10],
    ['net.au', 2],
  ],
  emailLocals: [
    ['info', 55],
    ['admin', 20],
    ['enquiries', 15],
    ['sales', 10],
  ],
  people: PEOPLE,
  companyName: (d) => composeName(d, TEMPLATES),
  registrationNumber: (d) => acnOf(d.serial),
  vat: (d) => abnFromAcn(acnOf(d.serial)),
  street: (d) => australianStreet(d.r),
  postcode: (d) => d.r.pick(d.city.postcodes).padStart(4, '0'),
  phone: australianLandline,
  mobile: (r) => `+61 4${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`,
  topRole: (d) =>
    d.legalForm.name === 'Ltd' ? 'CEO' : d.sizeIndex <= 1 ? (d.r.chance(0.6) ? 'Director' : 'Managing Director') : 'Managing Director',
})
