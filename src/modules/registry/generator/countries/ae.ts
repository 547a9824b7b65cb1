import { cityList, defineCountry, legalForm, parseCities, type Bucket, type City, type Draft } from '../country-spec'
import { exponentialYears } from '../founding-years'
import { composeName, founderSurname, initialsWord, type NameTemplate } from '../name-kit'
import { list, word, words, type Word } from '../name-words'
import { nameGroup, nameGroups } from '../person-names'
import type { Prng } from '../prng'
import { TRADE_WORDS } from '../trade-words'
import { WeightedList } from '../weighted-list'

/**
 * Licensing authorities. The UAE has no single company register: mainland companies hold a trade
 * licence from their emirate's economic department, free-zone companies one from their zone. Each
 * authority is a bucket. Abu Dhabi licences read "CN-" + 7 digits; the others are plain numbers,
 * built from the country-wide serial so that two authorities never issue the same one.
 */
type Authority = {
  readonly key: string
  readonly capacity: number
  readonly forms: readonly string[]
  readonly since: number
  /** Free-zone address line, or null for mainland offices. */
  readonly zone: string | null
  readonly cities: string
}

const AUTHORITIES: readonly Authority[] = [
  {
    key: 'dubai',
    capacity: 450_000,
    forms: ['LLC'],
    since: 1975,
    zone: null,
    cities:
      'Dubai; 1; ; 4; Business Bay, Deira, Al Quoz Industrial Area, Bur Dubai, Sheikh Zayed Road, Al Barsha, Downtown Dubai, Port Saeed',
  },
  {
    key: 'abudhabi',
    capacity: 200_000,
    forms: ['LLC'],
    since: 1975,
    zone: null,
    cities:
      'Abu Dhabi; 4; ; 2; Al Reem Island, Khalifa City, Mussafah Industrial Area, Al Markaziyah, Corniche Road\nAl Ain; 1; ; 3; Al Jimi, Town Centre, Al Ain Industrial Area',
  },
  {
    key: 'sharjah',
    capacity: 150_000,
    forms: ['LLC'],
    since: 1975,
    zone: null,
    cities: 'Sharjah; 1; ; 6; Al Majaz, Industrial Area 13, Al Nahda, Muwaileh, Al Khan',
  },
  {
    key: 'ajman',
    capacity: 60_000,
    forms: ['LLC'],
    since: 1980,
    zone: null,
    cities: 'Ajman; 1; ; 6; Al Jurf, Al Nuaimiya, Ajman Industrial Area',
  },
  {
    key: 'rak',
    capacity: 40_000,
    forms: ['LLC'],
    since: 1980,
    zone: null,
    cities: 'Ras Al Khaimah; 1; ; 7; Al Nakheel, Al Hamra, Al Qusaidat',
  },
  {
    key: 'fujairah',
    capacity: 20_000,
    forms: ['LLC'],
    since: 1980,
    zone: null,
    cities: 'Fujairah; 1; ; 9; Hamad Bin Abdullah Road, Fujairah Trade Centre, Al Faseel',
  },
  { key: 'uaq', capacity: 10_000, forms: ['LLC'], since: 1985, zone: null, cities: 'Umm Al Quwain; 1; ; 6; King Faisal Road, Al Salamah' },
  {
    key: 'jafza',
    capacity: 40_000,
    forms: ['FZE'],
    since: 1985,
    zone: 'Jebel Ali Free Zone',
    cities: 'Dubai; 1; ; 4; Jebel Ali Free Zone',
  },
  {
    key: 'dic',
    capacity: 30_000,
    forms: ['FZ-LLC'],
    since: 2000,
    zone: 'Dubai Internet City',
    cities: 'Dubai; 1; ; 4; Dubai Internet City, Dubai Media City, Dubai Knowledge Park',
  },
  { key: 'dso', capacity: 15_000, forms: ['FZE'], since: 2004, zone: 'Dubai Silicon Oasis', cities: 'Dubai; 1; ; 4; Dubai Silicon Oasis' },
  {
    key: 'rakez',
    capacity: 35_000,
    forms: ['FZ-LLC', 'FZE'],
    since: 2000,
    zone: 'RAKEZ Business Zone',
    cities: 'Ras Al Khaimah; 1; ; 7; Al Hamra Business Park, RAKEZ Business Zone',
  },
  { key: 'saif', capacity: 12_000, forms: ['FZE'], since: 1995, zone: 'SAIF Zone', cities: 'Sharjah; 1; ; 6; SAIF Zone' },
]

const BUCKETS: Bucket[] = AUTHORITIES.map((authority) => ({
  key: authority.key,
  capacity: authority.capacity,
  cities: cityList(parseCities(authority.cities, 'en')),
  years: exponentialYears(authority.since, 0.07),
  forms: authority.forms,
}))

const PEOPLE = nameGroups([
  [
    nameGroup(
      'en',
      'Mohammed|Ahmed|Khalid|Saeed|Rashid|Abdullah|Hamad|Sultan|Omar|Ali|Majid|Obaid',
      'Fatima|Mariam|Aisha|Noora|Hessa|Shamma|Maitha|Latifa|Alia|Amna|Moza|Reem',
      'Al Mansoori|Al Nuaimi|Al Shamsi|Al Hashimi|Al Falasi|Al Mazrouei|Al Ketbi|Al Dhaheri|Al Suwaidi|Al Marri|Al Mheiri|Al Zaabi|Al Kaabi|Al Blooshi|Al Hammadi|Al Ali|Al Remeithi|Al Shehhi|Al Naqbi|Al Hosani',
    ),
    20,
  ],
  [
    nameGroup(
      'en',
      'Rajesh|Anil|Suresh|Mohammed|Imran|Faisal|Asif|Vinod|Sanjay|Tariq|Shabbir|Joseph',
      'Priya|Sunita|Ayesha|Sana|Rekha|Farah|Divya|Nisha|Shabnam|Mary',
      "Menon|Nair|Pillai|Sharma|Khan|Qureshi|Siddiqui|Malik|Sheikh|D'Souza|Fernandes|Iyer|Varghese|Thomas|Kurian|Chaudhry",
    ),
    38,
  ],
  [
    nameGroup(
      'en',
      'Omar|Rami|Tarek|Karim|Ziad|Hani|Walid|Samer|Bassam|Fadi',
      'Nadia|Rania|Lina|Dina|Hala|Maya|Rasha|Nour|Yasmin|Salma',
      'Haddad|Khoury|Saleh|Nasser|Hamdan|Mansour|Aziz|Farouk|Awad|Sabbagh|Darwish|Khalil|Ibrahim|Youssef',
    ),
    22,
  ],
  [
    nameGroup(
      'en',
      'James|David|Mark|Richard|Paul|Andrew|Daniel',
      'Sarah|Emma|Claire|Rebecca|Louise|Katherine',
      'Smith|Taylor|Brown|Wilson|Evans|Walker|Hughes|Campbell|Murphy|Clarke',
    ),
    14,
  ],
  [
    nameGroup(
      'en',
      'Mark|John Paul|Ramon|Arnel|Jerome',
      'Maria|Jocelyn|Rowena|Cristina|Jennifer',
      'Santos|Reyes|Cruz|Bautista|Garcia|Mendoza|Dela Cruz|Villanueva|Ramos|Castillo',
    ),
    6,
  ],
])

const BRANDS = words(
  'Al Noor|Al Waha|Al Safa|Al Reem|Al Majd|Al Fajr|Al Bustan|Al Yasmeen|Al Masa|Al Shams|Al Bahar|Al Wafa|Al Amal|Al Hikma|Al Rawda|Al Sahra|Al Sharq|Al Manar|Gulf|Arabian|Desert Rose|Falcon|Oasis|Pearl|Crescent|Dune|Palm|Horizon|Golden Sands|Blue Ocean|Skyline|Marina|Creek|Majestic|Zenith|Vision|Crystal|Orient|Silk Route|Caravan|Dhow|Sidra|Ghaf|Najma|Sahel',
  'en',
)

/** Gulf business English: builders are "Contracting", traders "General Trading". */
const GULF_TRADE: Partial<Record<Draft['sic']['kind'], readonly Word[]>> = {
  construction: words('Contracting|Building Contracting|General Contracting|Technical Services', 'en'),
  trading: words('General Trading|Trading|Import & Export', 'en'),
  services: words('Technical Services|Services|Management Services', 'en'),
  electrical: words('Electromechanical|Electrical Contracting|Electromechanical Works', 'en'),
  plumbing: words('Technical Services|Electromechanical Works|AC & Refrigeration', 'en'),
  property: words('Real Estate|Properties|Real Estate Development', 'en'),
  estates: words('Real Estate Brokers|Property Management', 'en'),
  retail: words('General Trading|Trading|Retail', 'en'),
}

function gulfTrade(d: Draft): Word {
  const gulf = GULF_TRADE[d.sic.kind]
  return gulf && d.r.chance(0.75) ? d.r.pick(gulf) : d.r.pick(TRADE_WORDS[d.sic.kind].en)
}

const INTERNATIONAL = word('International', 'en', true)
const MIDDLE_EAST = word('Middle East', 'en', true)
const GENERAL_TRADING = word('General Trading', 'en', true)

const TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => [d.r.pick(BRANDS), gulfTrade(d)], 36],
  [
    (d) =>
      d.sic.industry.id === 'wholesale' || d.sic.industry.id === 'retail'
        ? [d.r.pick(BRANDS), GENERAL_TRADING]
        : [d.r.pick(BRANDS), gulfTrade(d)],
    10,
  ],
  [(d) => [founderSurname(d, PEOPLE), gulfTrade(d)], 15],
  [(d) => [d.r.pick(BRANDS), gulfTrade(d), INTERNATIONAL], 5],
  [(d) => [d.r.pick(BRANDS), gulfTrade(d), MIDDLE_EAST], 5],
  [(d) => [initialsWord(d.r), gulfTrade(d)], 5],
])

const TOWERS = list(
  'Al Moosa Tower|Al Attar Tower|Al Shafar Tower|Al Manara Tower|Al Saqr Business Tower|Bay Square|Churchill Tower|Silver Tower|Fortune Tower|Saba Tower|Mazaya Centre|Indigo Tower|Platinum Tower|Aspect Tower|Al Ghaith Tower|Crystal Tower',
)

function emiratiStreet(r: Prng, draft: Draft): string {
  const authority = AUTHORITIES[draft.bucketIndex]
  const area = r.pick(draft.city.extras)
  if (authority?.zone) {
    if (authority.key === 'jafza') return `${r.chance(0.5) ? 'LOB' : 'Plot'} ${r.between(1, 21)}, Office ${r.between(101, 950)}, ${area}`
    return `Office ${r.between(101, 950)}, Building ${r.pick(['A', 'B', 'C', 'D'])}${r.between(1, 12)}, ${area}`
  }
  return `Office ${r.between(1, 40)}${String(r.between(1, 20)).padStart(2, '0')}, ${r.pick(TOWERS)}, ${area}`
}

function emiratiLandline(r: Prng, city: City): string {
  return `+971 ${r.pick(city.areaCodes)} ${r.between(2, 8)}${r.digits(2)} ${r.digits(4)}`
}

export const ae = defineCountry({
  profile: {
    code: 'ae',
    name: 'United Arab Emirates',
    region: 'middle_east_africa',
    currency: 'AED',
    callingCode: '971',
    weight: 1.5,
    legalForms: ['LLC', 'FZE', 'FZ-LLC'],
    registrationNumberName: 'Trade licence number',
    vatNumberName: 'TRN',
  },
  language: 'en',
  buckets: BUCKETS,
  legalForms: [legalForm('LLC', 85), legalForm('FZE', 10), legalForm('FZ-LLC', 8)],
  vatCapacity: 10_000_000,
  // VAT since 2018; registration is compulsory above AED 375,000 of taxable supplies.
  vatShare: 0.55,
  commonLaw: false,
  productivity: 0.9,
  tlds: [
    ['ae', 45],
    ['com', 55],
  ],
  emailLocals: [
    ['info', 65],
    ['sales', 20],
    ['admin', 15],
  ],
  people: PEOPLE,
  companyName: (d) => composeName(d, TEMPLATES),
  registrationNumber: (d) => (d.bucket.key === 'abudhabi' ? `CN-${1_000_000 + d.local}` : String(100_000 + d.serial)),
  // Tax registration numbers: "100", seven digits, and the "00003" suffix most companies carry.
  vat: (_d, vatSerial) => `100${String(vatSerial).padStart(7, '0')}00003`,
  street: (d) => emiratiStreet(d.r, d),
  // The UAE has no postal codes; business addresses give a P.O. Box instead.
  postcode: (d) => `P.O. Box ${d.r.between(1000, 499_999)}`,
  phone: emiratiLandline,
  mobile: (r) => `+971 5${r.pick(['0', '2', '4', '5', '6', '8'])} ${r.digits(3)} ${r.digits(4)}`,
  topRole: (d) =>
    d.sizeIndex >= 3 ? (d.r.chance(0.5) ? 'CEO' : 'Managing Director') : d.r.chance(0.7) ? 'General Manager' : 'Managing Director',
})
