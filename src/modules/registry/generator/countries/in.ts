import { gstinCheckChar } from '../../identifiers/company-id-check-digits'
import {
  cityList,
  defineCountry,
  groupDigits,
  legalForm,
  parseCities,
  rangePostcode,
  type Bucket,
  type City,
  type Draft,
} from '../country-spec'
import { exponentialYears } from '../founding-years'
import { composeName, founderSurname, initialsWord, tradeWord, type NameTemplate } from '../name-kit'
import { connector, list, word, words, type Word } from '../name-words'
import { nameGroup, nameGroups, type NameGroup } from '../person-names'
import type { Prng } from '../prng'
import type { IndustryId } from '../sic-codes'
import { WeightedList } from '../weighted-list'

type IndianRegion = 'north' | 'west' | 'south' | 'east'

/**
 * States with their CIN letters and GST state codes. Companies are registered with the Registrar
 * of Companies of their state, whose 6-digit numbers the CIN carries, so states are buckets.
 * Telangana companies incorporated before the 2014 split carry Andhra Pradesh's "AP".
 */
type State = {
  readonly cin: string
  readonly gst: string
  readonly capacity: number
  readonly region: IndianRegion
  readonly cities: string
}

const STATES: readonly State[] = [
  {
    cin: 'MH',
    gst: '27',
    capacity: 990_000,
    region: 'west',
    cities: `Mumbai; 20; 400001-400104; 22; Andheri East, Bandra Kurla Complex, Lower Parel, Nariman Point, Powai, Goregaon East, Fort
Pune; 8; 411001-411062; 20; Hinjewadi, Kharadi, Baner, Shivajinagar, Hadapsar
Nagpur; 1.5; 440001-440037; 712; Civil Lines, Sitabuldi, MIDC Hingna
Nashik; 1; 422001-422013; 253; Satpur MIDC, College Road`,
  },
  {
    cin: 'DL',
    gst: '07',
    capacity: 800_000,
    region: 'north',
    cities: 'New Delhi; 1; 110001-110096; 11; Connaught Place, Nehru Place, Okhla Industrial Area, Saket, Karol Bagh, Rajouri Garden',
  },
  {
    cin: 'KA',
    gst: '29',
    capacity: 600_000,
    region: 'south',
    cities:
      'Bengaluru; 14; 560001-560103; 80; Whitefield, Koramangala, Electronic City, Indiranagar, MG Road, Outer Ring Road, HSR Layout\nMysuru; 1; 570001-570023; 821; Hebbal Industrial Area, Vijayanagar',
  },
  {
    cin: 'TN',
    gst: '33',
    capacity: 450_000,
    region: 'south',
    cities:
      'Chennai; 8; 600001-600119; 44; Guindy, T Nagar, Anna Salai, Ambattur Industrial Estate, Thoraipakkam, Nungambakkam\nCoimbatore; 2.5; 641001-641050; 422; RS Puram, Peelamedu, Saravanampatti',
  },
  {
    cin: 'TG',
    gst: '36',
    capacity: 350_000,
    region: 'south',
    cities: 'Hyderabad; 1; 500001-500096; 40; HITEC City, Banjara Hills, Gachibowli, Madhapur, Jubilee Hills, Begumpet',
  },
  {
    cin: 'WB',
    gst: '19',
    capacity: 300_000,
    region: 'east',
    cities: 'Kolkata; 1; 700001-700157; 33; Salt Lake Sector V, Park Street, BBD Bagh, Camac Street, New Town',
  },
  {
    cin: 'GJ',
    gst: '24',
    capacity: 350_000,
    region: 'west',
    cities:
      'Ahmedabad; 6; 380001-380061; 79; SG Highway, Navrangpura, Prahlad Nagar, Naroda GIDC\nSurat; 2.5; 395001-395023; 261; Ring Road, Adajan, Udhna\nVadodara; 2; 390001-390025; 265; Alkapuri, Makarpura GIDC',
  },
  {
    cin: 'RJ',
    gst: '08',
    capacity: 150_000,
    region: 'north',
    cities: 'Jaipur; 1; 302001-302039; 141; C Scheme, Malviya Nagar, Sitapura Industrial Area, Vaishali Nagar',
  },
  {
    cin: 'UP',
    gst: '09',
    capacity: 300_000,
    region: 'north',
    cities:
      'Noida; 5; 201301-201310; 120; Sector 62, Sector 63, Sector 18, Sector 135\nLucknow; 3; 226001-226030; 522; Gomti Nagar, Hazratganj, Aliganj',
  },
  {
    cin: 'HR',
    gst: '06',
    capacity: 250_000,
    region: 'north',
    cities: 'Gurugram; 1; 122001-122018; 124; Cyber City, Udyog Vihar, Golf Course Road, Sohna Road, Sector 44',
  },
  {
    cin: 'KL',
    gst: '32',
    capacity: 150_000,
    region: 'south',
    cities:
      'Kochi; 3; 682001-682041; 484; Kakkanad, Edappally, MG Road, Infopark\nThiruvananthapuram; 1.5; 695001-695043; 471; Technopark, Kowdiar',
  },
  {
    cin: 'CH',
    gst: '04',
    capacity: 60_000,
    region: 'north',
    cities: 'Chandigarh; 1; 160001-160036; 172; Sector 17, Industrial Area Phase I, IT Park',
  },
  {
    cin: 'MP',
    gst: '23',
    capacity: 100_000,
    region: 'north',
    cities: 'Indore; 2.5; 452001-452020; 731; Vijay Nagar, Palasia, Sanwer Road\nBhopal; 1.5; 462001-462046; 755; MP Nagar, Arera Colony',
  },
]

const ALL_CITIES = STATES.flatMap((state) => parseCities(state.cities, 'en', null))
const YEARS = exponentialYears(1950, 0.06)

/** Limited liability partnerships (since 2009) have a national LLPIN instead of a CIN. */
const LLP_CAPACITY = 300_000

const BUCKETS: Bucket[] = [
  ...STATES.map((state) => ({
    key: state.cin,
    capacity: state.capacity,
    cities: cityList(parseCities(state.cities, 'en', null)),
    years: YEARS,
    forms: ['Private Limited', 'Limited'],
  })),
  { key: 'llp', capacity: LLP_CAPACITY, cities: cityList(ALL_CITIES), years: exponentialYears(2009, 0.08), forms: ['LLP'] },
]

const CITY_REGION = new Map<string, IndianRegion>()
for (const state of STATES) for (const city of parseCities(state.cities, 'en')) CITY_REGION.set(city.name, state.region)
const CITY_STATE = new Map<string, State>()
for (const state of STATES) for (const city of parseCities(state.cities, 'en')) CITY_STATE.set(city.name, state)

const NORTH = nameGroup(
  'en',
  'Rahul|Amit|Rohit|Vikas|Ankit|Sanjay|Rajesh|Vivek|Gaurav|Manish|Deepak|Arjun',
  'Priya|Neha|Pooja|Anjali|Swati|Ritu|Shikha|Kavita|Divya|Nidhi|Sonia|Aditi',
  'Sharma|Gupta|Verma|Singh|Agarwal|Jain|Mehta|Kapoor|Malhotra|Chopra|Saxena|Mishra|Pandey|Srivastava|Tiwari|Yadav|Chauhan|Arora|Bansal|Goyal',
)
const WEST = nameGroup(
  'en',
  'Rajesh|Nilesh|Mahesh|Hiren|Jignesh|Sachin|Amol|Prashant|Ketan|Chirag',
  'Pooja|Sneha|Hetal|Komal|Nisha|Pallavi|Shruti|Prachi|Rupal|Mansi',
  'Patel|Shah|Desai|Joshi|Kulkarni|Deshpande|Patil|Pawar|Jadhav|Bhatt|Parikh|Thakkar|Gandhi|Mehta|Sawant|Gokhale',
)
const SOUTH = nameGroup(
  'en',
  'Karthik|Venkatesh|Srinivas|Ramesh|Suresh|Arun|Prakash|Ganesh|Naveen|Sai Krishna',
  'Lakshmi|Divya|Kavitha|Deepa|Meena|Anitha|Revathi|Sowmya|Padma|Keerthana',
  'Reddy|Rao|Iyer|Iyengar|Nair|Menon|Pillai|Naidu|Krishnan|Subramanian|Rajan|Murthy|Gowda|Shetty|Hegde|Kumar|Varghese|Chandrasekhar',
)
const EAST = nameGroup(
  'en',
  'Sourav|Arnab|Debashish|Subhajit|Tanmoy|Abhijit|Sandip|Indranil',
  'Ananya|Rupa|Moumita|Sreya|Riya|Payel|Sudeshna|Tanushree',
  'Banerjee|Chatterjee|Mukherjee|Das|Ghosh|Bose|Sen|Dutta|Roy|Chakraborty|Bhattacharya|Sarkar',
)

const REGION_PEOPLE: Readonly<Record<IndianRegion, WeightedList<NameGroup>>> = {
  north: nameGroups([
    [NORTH, 70],
    [WEST, 12],
    [SOUTH, 10],
    [EAST, 8],
  ]),
  west: nameGroups([
    [WEST, 55],
    [NORTH, 25],
    [SOUTH, 12],
    [EAST, 8],
  ]),
  south: nameGroups([
    [SOUTH, 65],
    [NORTH, 18],
    [WEST, 10],
    [EAST, 7],
  ]),
  east: nameGroups([
    [EAST, 70],
    [NORTH, 18],
    [SOUTH, 6],
    [WEST, 6],
  ]),
}

function people(draft: Draft): WeightedList<NameGroup> {
  return REGION_PEOPLE[CITY_REGION.get(draft.city.name) ?? 'north']
}

const AUSPICIOUS_OPENERS = words('Shree|Sri|Om|Jai|New', 'enIn')
const AUSPICIOUS = words(
  'Balaji|Ganesh|Lakshmi|Sai|Krishna|Shiv|Durga|Saraswati|Annapurna|Hanuman|Ambe|Ram|Mahalaxmi|Siddhivinayak|Venkateshwara|Murugan|Umiya|Jagdamba|Shyam',
  'enIn',
)
const BRANDS = words(
  'Bharat|Indus|Ganga|Kaveri|Narmada|Deccan|Konkan|Sahyadri|Vindhya|Aravali|Surya|Chandra|Navkar|Aadi|Aakash|Prithvi|Trishul|Siddhi|Shubh|Mangal|Jyoti|Pragati|Unnati|Samruddhi|Vishwa|Akshar|Anand|Ashoka|Nandi|Garuda|Zenith|Apex|Vertex|Nexgen|Infinity|Pinnacle|Metro|Global|Universal|Prime|Sapphire|Emerald|Crystal|Silverline|Bluechip|Greenfield|Techno|Dynamic|Excel|Elite|Optimum|Synergy|Quantum|Matrix|Nova',
  'enIn',
)
const AND = connector('&')
const SONS = word('Sons', 'enIn', true)
const BROTHERS = word('Brothers', 'enIn', true)

function auspiciousName(d: Draft): Word[] {
  const deity = d.r.pick(AUSPICIOUS)
  return d.r.chance(0.6) ? [d.r.pick(AUSPICIOUS_OPENERS), deity, tradeWord(d, 'enIn')] : [deity, tradeWord(d, 'enIn')]
}

const TEMPLATES = new WeightedList<NameTemplate>([
  [auspiciousName, 26],
  [(d) => [founderSurname(d, people(d)), tradeWord(d, 'enIn')], 20],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'enIn')], 26],
  [(d) => [founderSurname(d, people(d)), d.r.chance(0.5) ? BROTHERS : SONS], 4],
  [(d) => [d.city.place, tradeWord(d, 'enIn')], 5],
  [(d) => [initialsWord(d.r), tradeWord(d, 'enIn')], 9],
])

/** "Mehta & Associates" is how professional partnerships style themselves. */
const ADVISORY: ReadonlySet<IndustryId> = new Set<IndustryId>(['professional', 'finance', 'real_estate'])
const ASSOCIATES = word('Associates', 'enIn', true)

const LLP_TEMPLATES = new WeightedList<NameTemplate>([
  [
    (d) =>
      ADVISORY.has(d.sic.industry.id)
        ? [founderSurname(d, people(d)), AND, ASSOCIATES]
        : [founderSurname(d, people(d)), tradeWord(d, 'enIn')],
    30,
  ],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'enIn')], 40],
  [(d) => [founderSurname(d, people(d)), tradeWord(d, 'enIn')], 30],
])

const UNITS = list('Office No.|Unit|Plot No.|Shop No.|Flat No.')
const BUILDINGS = list('Tower|House|Plaza|Complex|Chambers|Arcade|Business Park|Tech Park|Trade Centre|Estate')
const BUILDING_NAMES = list(
  'Sapphire|Crystal|Silver Oak|Shiv Shakti|Lotus|Kailash|Everest|Sai Krupa|Ganga|Emerald|Galaxy|Sunrise|Vardhman|Pearl|Orchid',
)

function indianStreet(r: Prng, city: City): string {
  return `${r.pick(UNITS)} ${r.between(1, 950)}, ${r.pick(BUILDING_NAMES)} ${r.pick(BUILDINGS)}, ${r.pick(city.extras)}`
}

function indianLandline(r: Prng, city: City): string {
  const area = r.pick(city.areaCodes)
  const local = r.leadingDigits(10 - area.length, 2)
  return `+91 ${area} ${area.length === 2 ? groupDigits(local, [4, 4]) : groupDigits(local, [3, 4])}`
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

function letters(value: number, count: number): string {
  let text = ''
  let rest = value
  for (let index = 0; index < count; index += 1) {
    text = LETTERS.charAt(rest % 26) + text
    rest = Math.floor(rest / 26)
  }
  return text
}

function cinOrLlpin(d: Draft): string {
  if (d.bucket.key === 'llp') return `A${letters(Math.floor(d.local / 10_000), 2)}-${String(d.local % 10_000).padStart(4, '0')}`
  const state = STATES[d.bucketIndex] as State
  const stateLetters = state.cin === 'TG' && d.year < 2014 ? 'AP' : state.cin
  const isPublic = d.legalForm.name === 'Limited'
  const listing = isPublic && d.r.chance(0.2) ? 'L' : 'U'
  // The activity code is the NIC 2008 subclass; NIC follows ISIC, as UK SIC 2007 does.
  return `${listing}${d.sic.code}${stateLetters}${d.year}${isPublic ? 'PLC' : 'PTC'}${String(d.local).padStart(6, '0')}`
}

/**
 * GSTIN = state code + PAN + entity number + "Z" + check character. A company's PAN is three
 * series letters, "C" (company) or "F" (firm, for LLPs), the first letter of its name, four digits
 * and a letter; the series letters and digits come from the VAT serial, so PANs never repeat.
 */
function gstin(d: Draft, vatSerial: number): string {
  const state = CITY_STATE.get(d.city.name) ?? (STATES[0] as State)
  const series = `A${letters(Math.floor(vatSerial / 10_000), 2)}`
  const holder = d.legalForm.name === 'LLP' ? 'F' : 'C'
  const initial = (d.domainSlugs[0] ?? 'x')
    .charAt(0)
    .toUpperCase()
    .replace(/[^A-Z]/, 'X')
  const pan = `${series}${holder}${initial}${String(vatSerial % 10_000).padStart(4, '0')}${LETTERS.charAt(d.r.int(26))}`
  const payload = `${state.gst}${pan}1Z`
  return payload + gstinCheckChar(payload)
}

export const india = defineCountry({
  profile: {
    code: 'in',
    name: 'India',
    region: 'asia_pacific',
    currency: 'INR',
    callingCode: '91',
    weight: 5,
    legalForms: ['Private Limited', 'LLP', 'Limited'],
    registrationNumberName: 'CIN / LLPIN',
    vatNumberName: 'GSTIN',
  },
  language: 'enIn',
  buckets: BUCKETS,
  legalForms: [legalForm('Private Limited', 90), legalForm('Limited', 5, 'large'), legalForm('LLP', 1, 'any', { from: 2009 })],
  vatCapacity: 676 * 10_000,
  // GST registration is compulsory only above the turnover threshold.
  vatShare: 0.6,
  commonLaw: true,
  productivity: 0.18,
  tlds: [
    ['com', 45],
    ['in', 30],
    ['co.in', 20],
    ['net', 5],
  ],
  emailLocals: [
    ['info', 55],
    ['contact', 20],
    ['sales', 15],
    ['accounts', 10],
  ],
  people,
  companyName: (d) => composeName(d, d.legalForm.name === 'LLP' ? LLP_TEMPLATES : TEMPLATES),
  registrationNumber: cinOrLlpin,
  vat: gstin,
  street: (d) => indianStreet(d.r, d.city),
  postcode: (d) => rangePostcode(d.r, d.city.postcodes, 6),
  phone: indianLandline,
  mobile: (r) => `+91 ${r.between(6, 9)}${r.digits(4)} ${r.digits(5)}`,
  topRole: (d) => {
    if (d.legalForm.name === 'LLP') return 'Designated Partner'
    if (d.legalForm.name === 'Limited') return d.r.chance(0.5) ? 'Managing Director' : 'CEO'
    return d.sizeIndex <= 1 ? (d.r.chance(0.6) ? 'Director' : 'Managing Director') : 'Managing Director'
  },
})
