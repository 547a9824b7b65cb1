import { cityList, defineCountry, legalForm, parseCities, type Bucket, type City } from '../country-spec'
import { yearCapacities } from '../founding-years'
import { composeName, founderSurname, initialsWord, partnerSurname, tradeWord, type NameTemplate } from '../name-kit'
import { connector, list, word, words } from '../name-words'
import { nameGroup, nameGroups } from '../person-names'
import type { Prng } from '../prng'
import { WeightedList } from '../weighted-list'

const CITIES = cityList(
  parseCities(
    `
Johannesburg; 16; 2000 2001 2092 2193 2195 2198; 11
Sandton; 10; 2196 2146 2031 2191; 11
Midrand; 3; 1685 1682; 11
Pretoria; 9; 0002 0081 0083 0181 0184; 12
Centurion; 4; 0157 0046 0169; 12
Cape Town; 15; 8001 8005 8018 7441 7530 7700; 21
Stellenbosch; 2; 7600; 21
Durban; 9; 4001 4051 4091; 31
Umhlanga; 2; 4319 4320; 31
Gqeberha; 4; 6001 6045 6070; 41
East London; 2; 5201 5241; 43
Bloemfontein; 3; 9301 9310 9320; 51
Pietermaritzburg; 2; 3201 3209; 33
Polokwane; 1.5; 0699 0700; 15
Mbombela; 1.5; 1200 1201; 13
Kimberley; 1; 8301; 53
Rustenburg; 1; 0299 0300; 14
George; 1; 6529 6530; 44
`,
    'en',
  ),
)

/** CIPC numbers are "year / 6-digit number / entity type": one bucket per registration year. */
const BUCKETS: Bucket[] = yearCapacities(1950, 0.055, 420_000).map(({ year, capacity }) => ({
  key: String(year),
  capacity,
  cities: CITIES,
  years: year,
}))

/** CIPC entity-type suffixes. */
const ENTITY_CODES: Readonly<Record<string, string>> = { '(Pty) Ltd': '07', Ltd: '06', CC: '23' }

const PEOPLE = nameGroups([
  [
    nameGroup(
      'en',
      'Thabo|Sipho|Bongani|Mandla|Themba|Sibusiso|Lungile|Kagiso|Tshepo|Mpho|Tumelo|Vusi|Sizwe|Nkosinathi|Lwazi|Karabo|Ayanda|Kabelo',
      'Lerato|Nomvula|Thandiwe|Naledi|Zanele|Palesa|Nokuthula|Busisiwe|Refilwe|Lindiwe|Nandi|Zodwa|Dineo|Keabetswe|Nthabiseng|Boitumelo',
      'Nkosi|Dlamini|Ndlovu|Khumalo|Mokoena|Mahlangu|Sithole|Zulu|Mthembu|Molefe|Ngcobo|Mabaso|Shabalala|Mkhize|Radebe|Hlongwane|Maseko|Tshabalala|Mofokeng|Nkuna|Baloyi|Mathebula|Motaung|Modise|Masilela|Cele|Gumede|Zwane|Ntuli|Mokwena',
    ),
    45,
  ],
  [
    nameGroup(
      'en',
      'Johan|Pieter|Willem|Hendrik|Jacques|Francois|Gerhard|Riaan|Stefan|Danie|Wikus|Christo',
      'Annelie|Marietjie|Elmarie|Liezel|Chantelle|Anri|Carla|Susanna|Karin|Nadia|Elize|Mariska',
      'van der Merwe|Botha|Pretorius|du Plessis|Nel|Venter|Smit|Coetzee|Fourie|Kruger|Steyn|van Wyk|Botes|le Roux|du Toit|Swanepoel|van Zyl|Joubert|Viljoen|Marais|Meyer|Erasmus|Olivier|Louw|Visser|de Villiers|Potgieter|Bezuidenhout|Human|Oosthuizen',
    ),
    25,
  ],
  [
    nameGroup(
      'en',
      'James|Michael|David|Mark|Craig|Gareth|Ryan|Sean|Grant|Warren',
      'Sarah|Michelle|Lauren|Nicole|Kim|Jenny|Claire|Tracey|Bronwyn|Candice',
      'Smith|Williams|Brown|Jones|Taylor|Wilson|Johnson|Thomson|Murray|Campbell|Anderson|Walker|Harris|Clarke|Robertson|Stewart',
    ),
    15,
  ],
  [
    nameGroup(
      'en',
      'Pravin|Kevin|Rakesh|Vishal|Yusuf|Dinesh|Kumaren',
      'Kavitha|Shanthi|Reshma|Nirasha|Trisha|Fatima',
      'Naidoo|Pillay|Govender|Reddy|Moodley|Chetty|Maharaj|Singh|Padayachee|Moosa',
    ),
    8,
  ],
  [
    nameGroup(
      'en',
      'Ashley|Clinton|Ronald|Shaun|Brandon|Marlon|Neville',
      'Charlene|Natasha|Jolene|Candice|Chantal|Lee-Ann',
      'Jacobs|Adams|Hendricks|Petersen|Isaacs|Abrahams|Daniels|Arendse|Davids|Fortuin|Booysen|Februarie',
    ),
    7,
  ],
])

const BRANDS = words(
  'Protea|Fynbos|Baobab|Kudu|Impala|Karoo|Highveld|Lowveld|Drakensberg|Ubuntu|Indaba|Sizwe|Thuthuka|Masakhane|Phoenix|Umoya|Ilanga|Lesedi|Kgotso|Ithemba|Mzansi|Savanna|Acacia|Marula|Limpopo|Vaal|Aloe|Blue Crane|Sable|Eland|Kestrel|Cederberg|Waterberg|Magaliesberg|Amatola|Tugela',
  'en',
)
const AND = connector('&')
const SONS = word('Sons', 'en', true)
const GROUP = word('Group', 'en', true)
const HOLDINGS = word('Holdings', 'en', true)

const TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => [founderSurname(d, PEOPLE), tradeWord(d, 'en')], 18],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'en')], 28],
  [(d) => [d.city.place, tradeWord(d, 'en')], 8],
  [
    (d) => {
      const first = founderSurname(d, PEOPLE)
      return [first, AND, partnerSurname(d, PEOPLE, first)]
    },
    4,
  ],
  [(d) => [founderSurname(d, PEOPLE), AND, SONS], 3],
  [(d) => (d.sizeIndex >= 2 ? [d.r.pick(BRANDS), d.r.chance(0.5) ? GROUP : HOLDINGS] : [d.r.pick(BRANDS), tradeWord(d, 'en')]), 6],
  [(d) => [initialsWord(d.r), tradeWord(d, 'en')], 8],
])

const STREET_NAMES = list(
  'Rivonia|Jan Smuts|Main|Church|Long|Bree|Voortrekker|Oxford|Commissioner|William Nicol|Pretorius|Victoria|Loop|Strand|Beyers Naudé|Louis Botha|Grayston|Katherine|Fredman|West|Maude|Umhlanga Rocks|Florida|Republic|Kingsway|Marine|Witkoppen|Bekker|Lynnwood|Atterbury',
)
const STREET_TYPES = new WeightedList<string>([
  ['Road', 40],
  ['Street', 35],
  ['Avenue', 15],
  ['Drive', 10],
])
const OFFICE_PARKS = list(
  'Waterfall|Woodmead|Sunninghill|Bryanston|Rosebank|Melrose|Century City|Tyger Valley|La Lucia|Ridgeside|Highveld|Menlyn',
)

function southAfricanStreet(r: Prng): string {
  const street = `${r.between(1, 350)} ${r.pick(STREET_NAMES)} ${STREET_TYPES.pick(r)}`
  if (r.chance(0.25)) return `Block ${r.pick(['A', 'B', 'C', 'D', 'E'])}, ${r.pick(OFFICE_PARKS)} Office Park, ${street}`
  return street
}

function southAfricanLandline(r: Prng, city: City): string {
  return `+27 ${r.pick(city.areaCodes)} ${r.between(2, 8)}${r.digits(2)} ${r.digits(4)}`
}

const MOBILE_PREFIXES = list('60|61|62|63|64|65|66|71|72|73|74|76|78|79|81|82|83|84')

export const za = defineCountry({
  profile: {
    code: 'za',
    name: 'South Africa',
    region: 'middle_east_africa',
    currency: 'ZAR',
    callingCode: '27',
    weight: 1.5,
    legalForms: ['(Pty) Ltd', 'CC', 'Ltd'],
    registrationNumberName: 'CIPC registration number',
    vatNumberName: 'VAT number',
  },
  language: 'en',
  buckets: BUCKETS,
  legalForms: [
    legalForm('(Pty) Ltd', 90),
    legalForm('Ltd', 1.5, 'large'),
    // Close corporations could be formed from 1985 until the 2008 Companies Act took effect in 2011.
    legalForm('CC', 12, 'small', { from: 1985, until: 2010 }),
  ],
  vatCapacity: 999_999_999,
  vatShare: 0.5,
  commonLaw: true,
  productivity: 0.3,
  tlds: [
    ['co.za', 90],
    ['com', 8],
    ['africa', 2],
  ],
  emailLocals: [
    ['info', 65],
    ['admin', 20],
    ['sales', 15],
  ],
  people: PEOPLE,
  companyName: (d) => composeName(d, TEMPLATES),
  registrationNumber: (d) => `${d.year}/${String(d.local).padStart(6, '0')}/${ENTITY_CODES[d.legalForm.name] ?? '07'}`,
  vat: (_d, vatSerial) => `4${String(vatSerial).padStart(9, '0')}`,
  street: (d) => southAfricanStreet(d.r),
  postcode: (d) => d.r.pick(d.city.postcodes).padStart(4, '0'),
  phone: southAfricanLandline,
  mobile: (r) => `+27 ${r.pick(MOBILE_PREFIXES)} ${r.digits(3)} ${r.digits(4)}`,
  topRole: (d) => {
    if (d.legalForm.name === 'CC') return 'Managing Member'
    if (d.legalForm.name === 'Ltd') return 'CEO'
    return d.sizeIndex <= 1 ? (d.r.chance(0.6) ? 'Director' : 'Managing Director') : d.r.chance(0.5) ? 'CEO' : 'Managing Director'
  },
})
