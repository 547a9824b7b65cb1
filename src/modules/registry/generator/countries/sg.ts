import { uenFromBase } from '../../identifiers/company-id-check-digits'
import { cityList, defineCountry, legalForm, parseCities, rangePostcode, type Bucket, type City } from '../country-spec'
import { yearCapacities } from '../founding-years'
import { composeName, founderSurname, initialsWord, partnerSurname, tradeWord, type NameTemplate } from '../name-kit'
import { connector, word, words } from '../name-words'
import { nameGroup, nameGroups } from '../person-names'
import type { Prng } from '../prng'
import { WeightedList } from '../weighted-list'

/**
 * Singapore is one city; the entries are business districts with their postal sectors and
 * streets (extras), so addresses and postcodes agree.
 */
const DISTRICTS = cityList(
  parseCities(
    `
Singapore; 20; 048000-049999 068000-069999; 6; Raffles Place, Robinson Road, Cecil Street, Shenton Way, Anson Road, Market Street
Singapore; 8; 038000-039999; 6; Marina Boulevard, Temasek Avenue, Raffles Boulevard
Singapore; 8; 228000-238999; 6; Orchard Road, Scotts Road, Paterson Road
Singapore; 8; 408000-409999 349000-349999; 6; Ubi Avenue 1, Ubi Road 3, Kaki Bukit Avenue 1, Paya Lebar Road, Tai Seng Street
Singapore; 8; 608000-609999 618000-619999 638000-639999; 6; Jurong East Street 21, Boon Lay Way, Pioneer Road, Tuas Avenue 8, Jurong West Street 91
Singapore; 5; 567000-569999; 6; Ang Mo Kio Avenue 3, Ang Mo Kio Industrial Park 2, Ang Mo Kio Street 62
Singapore; 5; 528000-529999; 6; Tampines Avenue 5, Tampines Street 92, Tampines Industrial Crescent
Singapore; 5; 738000-739999; 6; Woodlands Avenue 2, Woodlands Loop, Woodlands Terrace
Singapore; 5; 117000-119999 138000-139999; 6; Science Park Road, Pasir Panjang Road, Alexandra Road, Fusionopolis Way, one-north Crescent
Singapore; 5; 159000-169999; 6; Jalan Bukit Merah, Henderson Road, Tiong Bahru Road, Redhill Close
Singapore; 4; 208000-209999 339000-339999; 6; Kallang Avenue, Jalan Besar, Serangoon Road, Lavender Street
Singapore; 3; 188000-189999 199000-199999; 6; Beach Road, North Bridge Road, Middle Road
`,
    'en',
  ),
)

/** Local-company UENs are the incorporation year, a 5-digit number and a check letter: one bucket per year. */
const BUCKETS: Bucket[] = yearCapacities(1965, 0.06, 62_000).map(({ year, capacity }) => ({
  key: String(year),
  capacity,
  cities: DISTRICTS,
  years: year,
}))

const PEOPLE = nameGroups([
  [
    nameGroup(
      'en',
      'Wei Ming|Jun Jie|Kai Xiang|Zhi Hao|Boon Kiat|Wee Kiat|Kok Wai|Chee Keong|Yong Sheng|Eng Hock|Jia Wei|Guo Liang',
      'Jia Hui|Li Ting|Hui Min|Xin Yi|Mei Ling|Siew Ling|Shu Fen|Pei Shan|Hui Ling|Ai Lin|Yi Ling|Wan Ting',
      'Tan|Lim|Lee|Ng|Ong|Wong|Goh|Chua|Chan|Koh|Teo|Ang|Yeo|Tay|Ho|Low|Toh|Sim|Chong|Chia|Seah|Lau|Foo|Yap|Heng|Quek|Loh|Soh|Phua|Kwek',
      { surnameFirst: 1 },
    ),
    40,
  ],
  [
    nameGroup(
      'en',
      'Jason|Kelvin|Alvin|Desmond|Melvin|Benjamin|Daniel|Marcus|Ryan|Terence',
      'Jasmine|Michelle|Rachel|Cheryl|Vivian|Joanne|Serene|Grace|Evelyn|Sharon',
      'Tan|Lim|Lee|Ng|Ong|Wong|Goh|Chua|Chan|Koh|Teo|Ang|Yeo|Tay|Ho|Low|Toh|Sim',
    ),
    34,
  ],
  [
    nameGroup(
      'en',
      'Muhammad Hafiz|Ahmad Faizal|Mohamed Rizal|Azlan|Zulkifli|Iskandar|Hakim|Firdaus',
      'Nur Aisyah|Nurul Huda|Farah Diana|Hafizah|Aminah|Siti Aishah|Nadia|Syafiqah',
      'Rahman|Ismail|Hassan|Abdullah|Osman|Yusof|Salleh|Ibrahim|Aziz|Hamid',
    ),
    13,
  ],
  [
    nameGroup(
      'en',
      'Rajesh|Suresh|Ganesh|Arun|Vijay|Karthik',
      'Priya|Kavitha|Lakshmi|Deepa|Anitha|Revathi',
      'Pillai|Nair|Raj|Krishnan|Subramaniam|Menon|Ramasamy|Naidu|Chandran|Govindasamy',
    ),
    9,
  ],
  [
    nameGroup(
      'en',
      'James|Oliver|Thomas|Andrew|Matthew',
      'Sarah|Emma|Laura|Claire|Kate',
      'Smith|Taylor|Brown|Wilson|Clarke|Hughes|Walker|Wright',
    ),
    4,
  ],
])

const BRANDS = words(
  'Lion City|Merlion|Straits|Marina|Orchid|Harbourfront|Kallang|Jurong|Garden City|Equator|Pacific|Asia Pacific|Oriental|Golden|Jade|Phoenix|Pearl|Red Dot|Sunrise|Crescent|Vertex|Nexus|Zenith|Orion|Sterling|Unity|Harmony|Sinar|Mutiara|Cahaya|Bintang|Tanjong|Serangoon|Sentosa Cove',
  'en',
)
/** Hokkien trading-house syllables ("Hock Seng Trading", "Kim Huat Engineering"). */
const HOKKIEN = words(
  'Hock|Seng|Huat|Soon|Kim|Guan|Chye|Heng|Hup|Hin|Joo|Keat|Leong|Meng|Teck|Tiong|Wah|Yong|Chuan|Hoe|Kiat|Aik|Beng|Lian',
  'en',
)
const AND = connector('&')
const SINGAPORE_MARK = connector('(S)')
const ASIA = word('Asia', 'en', true)

const TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'en')], 30],
  [(d) => [founderSurname(d, PEOPLE), tradeWord(d, 'en')], 10],
  [
    (d) => {
      const first = founderSurname(d, PEOPLE)
      return [first, AND, partnerSurname(d, PEOPLE, first), tradeWord(d, 'en')]
    },
    4,
  ],
  [
    (d) => {
      const first = d.r.pick(HOKKIEN)
      let second = d.r.pick(HOKKIEN)
      if (second === first) second = d.r.pick(HOKKIEN)
      return [first, second, tradeWord(d, 'en')]
    },
    20,
  ],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'en'), SINGAPORE_MARK], 5],
  [(d) => [d.r.pick(BRANDS), ASIA], 5],
  [(d) => [initialsWord(d.r), tradeWord(d, 'en')], 5],
])

function singaporeStreet(r: Prng, city: City): string {
  const street = `${r.between(1, 300)} ${r.pick(city.extras)}`
  return r.chance(0.7) ? `${street} #${String(r.between(1, 40)).padStart(2, '0')}-${String(r.between(1, 120)).padStart(2, '0')}` : street
}

export const sg = defineCountry({
  profile: {
    code: 'sg',
    name: 'Singapore',
    region: 'asia_pacific',
    currency: 'SGD',
    callingCode: '65',
    weight: 1.5,
    legalForms: ['Pte. Ltd.', 'Ltd.'],
    registrationNumberName: 'UEN',
    vatNumberName: null,
  },
  language: 'en',
  buckets: BUCKETS,
  legalForms: [legalForm('Pte. Ltd.', 97), legalForm('Ltd.', 1.5, 'large')],
  // The GST registration number of a company is its UEN, already in registration_number.
  vatCapacity: 0,
  vatShare: 0,
  commonLaw: true,
  productivity: 1.1,
  tlds: [
    ['com.sg', 60],
    ['com', 25],
    ['sg', 15],
  ],
  emailLocals: [
    ['enquiries', 35],
    ['info', 40],
    ['sales', 15],
    ['admin', 10],
  ],
  people: PEOPLE,
  companyName: (d) => composeName(d, TEMPLATES),
  registrationNumber: (d) => uenFromBase(`${d.year}${String(d.local).padStart(5, '0')}`),
  vat: () => null,
  street: (d) => singaporeStreet(d.r, d.city),
  postcode: (d) => rangePostcode(d.r, d.city.postcodes, 6),
  phone: (r) => `+65 6${r.digits(3)} ${r.digits(4)}`,
  mobile: (r) => `+65 ${r.chance(0.5) ? 8 : 9}${r.digits(3)} ${r.digits(4)}`,
  topRole: (d) => (d.sizeIndex <= 1 ? (d.r.chance(0.6) ? 'Director' : 'Managing Director') : d.r.chance(0.6) ? 'CEO' : 'Managing Director'),
})
