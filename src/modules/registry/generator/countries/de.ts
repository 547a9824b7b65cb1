import { vatWithCheckDigits } from '../../identifiers/vat-with-check-digits'
import { cityList, defineCountry, legalForm, parseCities, rangePostcode, type Bucket, type City } from '../country-spec'
import { exponentialYears } from '../founding-years'
import { composeName, founderSurname, initialsWord, partnerSurname, tradeFirst, tradeWord, type NameTemplate } from '../name-kit'
import { connector, list, word, words, type Word } from '../name-words'
import { nameGroup, nameGroups } from '../person-names'
import type { Prng } from '../prng'
import type { TradeKind } from '../sic-codes'
import { WeightedList } from '../weighted-list'

/**
 * Register courts (Amtsgerichte). German company numbers are only unique per court and register,
 * so every court is a bucket per register: HRB (GmbH, UG, AG) and HRA (partnerships, here the
 * GmbH & Co. KG). `hrb`/`hra` are how many numbers the demo issues; `offset` is where the court's
 * numbering starts (Stuttgart and Hannover renumbered into the 7xxxxx / 2xxxxx ranges); `step`
 * spreads HRA numbers, since most of the real range belongs to sole traders we do not generate.
 */
type Court = {
  readonly court: string
  readonly suffix: string
  readonly hrb: number
  readonly hra: number
  readonly offset: number
  readonly cities: string
}

const COURTS: readonly Court[] = [
  { court: 'Charlottenburg', suffix: ' B', hrb: 265_000, hra: 20_000, offset: 0, cities: 'Berlin; 1; 10115-14199; 30; Berliner' },
  { court: 'Hamburg', suffix: '', hrb: 185_000, hra: 40_000, offset: 0, cities: 'Hamburg; 1; 20095-22769; 40; Hamburger' },
  {
    court: 'München',
    suffix: '',
    hrb: 290_000,
    hra: 38_000,
    offset: 0,
    cities: `München; 8; 80331-81929; 89; Münchner
Garching bei München; 1; 85748; 89; Münchner
Unterföhring; 1; 85774; 89; Münchner
Grünwald; 1; 82031; 89; Münchner`,
  },
  {
    court: 'Frankfurt am Main',
    suffix: '',
    hrb: 135_000,
    hra: 17_000,
    offset: 0,
    cities: `Frankfurt am Main; 6; 60306-60599; 69; Frankfurter
Eschborn; 1; 65760; 6196; Frankfurter`,
  },
  { court: 'Köln', suffix: '', hrb: 120_000, hra: 12_000, offset: 0, cities: 'Köln; 1; 50667-51149; 221; Kölner' },
  { court: 'Düsseldorf', suffix: '', hrb: 105_000, hra: 10_000, offset: 0, cities: 'Düsseldorf; 1; 40210-40629; 211; Düsseldorfer' },
  {
    court: 'Stuttgart',
    suffix: '',
    hrb: 95_000,
    hra: 30_000,
    offset: 700_000,
    cities: `Stuttgart; 6; 70173-70629; 711; Stuttgarter
Leinfelden-Echterdingen; 1; 70771; 711; Stuttgarter
Ludwigsburg; 1.5; 71634-71642; 7141; Stuttgarter`,
  },
  { court: 'Leipzig', suffix: '', hrb: 40_000, hra: 6_000, offset: 0, cities: 'Leipzig; 1; 04103-04357; 341; Leipziger' },
  { court: 'Dresden', suffix: '', hrb: 43_000, hra: 4_000, offset: 0, cities: 'Dresden; 1; 01067-01328; 351; Dresdner' },
  { court: 'Hannover', suffix: '', hrb: 60_000, hra: 8_000, offset: 200_000, cities: 'Hannover; 1; 30159-30659; 511; Hannoversche' },
  { court: 'Nürnberg', suffix: '', hrb: 42_000, hra: 6_000, offset: 0, cities: 'Nürnberg; 1; 90402-90491; 911; Nürnberger' },
  { court: 'Essen', suffix: '', hrb: 33_000, hra: 3_500, offset: 0, cities: 'Essen; 1; 45127-45359; 201; Essener' },
  { court: 'Dortmund', suffix: '', hrb: 35_000, hra: 6_000, offset: 0, cities: 'Dortmund; 1; 44135-44388; 231; Dortmunder' },
  { court: 'Bremen', suffix: ' HB', hrb: 38_000, hra: 9_000, offset: 0, cities: 'Bremen; 1; 28195-28779; 421; Bremer' },
  { court: 'Bonn', suffix: '', hrb: 27_000, hra: 3_000, offset: 0, cities: 'Bonn; 1; 53111-53229; 228; Bonner' },
]

/** HRA numbers are spread over three times the demo's count (see Court). */
const HRA_STEP = 3

const HRB_YEARS = exponentialYears(1950, 0.035)
const HRA_YEARS = exponentialYears(1960, 0.03)

type CourtBucket = { court: Court; register: 'HRA' | 'HRB' }
const COURT_BUCKETS: CourtBucket[] = []
const BUCKETS: Bucket[] = []
for (const court of COURTS) {
  const cities = cityList(parseCities(court.cities, 'de'))
  COURT_BUCKETS.push({ court, register: 'HRB' })
  BUCKETS.push({
    key: `${court.court} HRB`,
    capacity: court.hrb,
    cities,
    years: HRB_YEARS,
    forms: ['GmbH', 'UG (haftungsbeschränkt)', 'AG'],
  })
  COURT_BUCKETS.push({ court, register: 'HRA' })
  BUCKETS.push({ key: `${court.court} HRA`, capacity: court.hra, cities, years: HRA_YEARS, forms: ['GmbH & Co. KG'] })
}

const PEOPLE = nameGroups([
  [
    nameGroup(
      'de',
      'Thomas|Michael|Andreas|Stefan|Christian|Markus|Frank|Jürgen|Klaus|Peter|Wolfgang|Matthias|Alexander|Sebastian|Tobias|Florian|Jan|Lukas|Felix|Maximilian|Daniel|Martin|Uwe|Jens|Dirk|Holger|Ralf|Bernd|Torsten|Sven',
      'Sabine|Petra|Andrea|Claudia|Susanne|Nicole|Stefanie|Katrin|Julia|Anna|Laura|Lena|Sarah|Christina|Melanie|Sandra|Birgit|Monika|Ute|Kerstin|Anja|Jana|Franziska|Miriam|Johanna|Sophie|Lea|Hannah|Tanja|Silke',
      'Müller|Schmidt|Schneider|Fischer|Weber|Meyer|Wagner|Becker|Schulz|Hoffmann|Schäfer|Koch|Bauer|Richter|Klein|Wolf|Schröder|Neumann|Schwarz|Zimmermann|Krüger|Hofmann|Hartmann|Lange|Schmitt|Werner|Schmitz|Krause|Meier|Lehmann|Schmid|Schulze|Maier|Köhler|Herrmann|König|Walter|Mayer|Huber|Kaiser|Fuchs|Peters|Lang|Scholz|Möller|Weiß|Jung|Hahn|Schubert|Vogel|Friedrich|Keller|Günther|Frank|Berger|Winkler|Roth|Beck|Lorenz|Baumann|Franke|Albrecht|Schuster|Simon|Ludwig|Böhm|Winter|Kraus|Schumacher|Krämer|Vogt|Stein|Jäger|Sommer|Groß|Seidel|Heinrich|Brandt|Haas|Schreiber|Graf|Schulte|Dietrich|Ziegler|Kuhn|Kühn|Pohl|Engel|Horn|Busch|Bergmann|Voigt|Sauer|Arnold|Wolff|Pfeiffer',
    ),
    90,
  ],
  [
    nameGroup(
      'de',
      'Mehmet|Ali|Murat|Mustafa|Emre|Can|Deniz|Hakan',
      'Ayşe|Elif|Zeynep|Fatma|Emine|Derya|Aylin|Melike',
      'Yılmaz|Kaya|Demir|Şahin|Çelik|Öztürk|Aydın|Arslan|Doğan|Koç|Kılıç|Polat',
    ),
    6,
  ],
  [
    nameGroup(
      'de',
      'Sergej|Alexander|Dmitri|Andrej|Piotr|Marek',
      'Natalia|Olga|Irina|Katarzyna|Anna|Elena',
      'Kowalski|Nowak|Wiśniewski|Schmidt|Becker|Iwanow|Petrow|Kusnezow|Lewandowski|Wójcik',
    ),
    4,
  ],
])

const BRANDS = words(
  'Nord|Süd|Nordwest|Alpen|Rhein|Main|Elbe|Isar|Spree|Weser|Ruhr|Hanse|Taunus|Eifel|Harz|Schwarzwald|Allgäu|Bodensee|Donau|Neckar|Mosel|Saale|Havel|Lech|Inn|Ems|Lahn|Werra|Fulda|Sauerland|Westerwald|Spessart|Odenwald|Nordsee|Ostsee|Heide|Mittelland|Zugspitz|Brocken|Feldberg',
  'de',
)
/** Trades German firms name before the owner ("Bäckerei Müller", "Spedition Weber", "Kanzlei Braun"). */
const TRADE_FIRST: ReadonlySet<TradeKind> = new Set<TradeKind>([
  'construction',
  'electrical',
  'plumbing',
  'haulage',
  'bakery',
  'meat',
  'motors',
  'metal',
  'cleaning',
  'security',
  'logistics',
  'hotel',
  'catering',
  'law',
  'accounting',
  'architecture',
  'engineering',
  'dental',
  'care',
  'studio',
  'fashion',
  'brewery',
  'courier',
  'publishing',
])

const AND = connector('&')
const PLUS = connector('+')
const PARTNER = word('Partner', 'de', true)
const GRUPPE = word('Gruppe', 'de', true)

function placeAdjective(city: City): Word {
  return word(city.extras[0] ?? city.name, 'de')
}

const TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => [founderSurname(d, PEOPLE), tradeWord(d, 'de')], 26],
  [
    (d) => {
      const surname = founderSurname(d, PEOPLE)
      const trade = tradeWord(d, 'de')
      return TRADE_FIRST.has(d.sic.kind) ? tradeFirst(trade, surname) : [surname, trade]
    },
    14,
  ],
  [
    (d) => {
      const first = founderSurname(d, PEOPLE)
      return d.r.chance(0.5)
        ? [first, AND, partnerSurname(d, PEOPLE, first)]
        : [first, AND, partnerSurname(d, PEOPLE, first), tradeWord(d, 'de')]
    },
    8,
  ],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'de')], 18],
  [(d) => [placeAdjective(d.city), tradeWord(d, 'de')], 10],
  [(d) => [founderSurname(d, PEOPLE), PLUS, PARTNER], 3],
  [(d) => [initialsWord(d.r), tradeWord(d, 'de')], 5],
  [(d) => (d.sizeIndex >= 3 ? [founderSurname(d, PEOPLE), GRUPPE] : [founderSurname(d, PEOPLE), tradeWord(d, 'de')]), 3],
])

const STREET_STEMS = list(
  'Haupt|Bahnhof|Industrie|Linden|Garten|Schul|Dorf|Berg|Wald|Kirch|Goethe|Schiller|Mozart|Beethoven|Bismarck|Markt|Mühlen|Gewerbe|Hafen|Wiesen|Birken|Eichen|Rosen|Feld|Park|See|Post|Rathaus|Sand|Kant|Lessing|Uhland|Friedrich-Ebert-|Konrad-Adenauer-|Kaiser-Wilhelm-|Max-Planck-|Robert-Bosch-|Carl-Benz-|Otto-Hahn-|Hans-Böckler-',
)
const STREET_SUFFIXES = list('straße|straße|straße|straße|weg|weg|allee|ring|platz|damm')
const SQUARE_STREETS = list(
  'Am Markt|Am Hafen|Im Gewerbepark|An der Mühle|Am Bahnhof|Im Technologiepark|Am Sandtorkai|An der Alster|Im Mediapark|Am Seestern',
)

function germanStreet(r: Prng): string {
  const number = `${r.between(1, 160)}${r.chance(0.06) ? 'a' : ''}`
  if (r.chance(0.1)) return `${r.pick(SQUARE_STREETS)} ${number}`
  const stem = r.pick(STREET_STEMS)
  const suffix = r.pick(STREET_SUFFIXES)
  // Hyphenated person names take a capitalised, hyphenated suffix: "Friedrich-Ebert-Straße".
  const street = stem.endsWith('-') ? stem + suffix.charAt(0).toUpperCase() + suffix.slice(1) : stem + suffix
  return `${street} ${number}`
}

function germanLandline(r: Prng, city: City): string {
  const area = r.pick(city.areaCodes)
  return `+49 ${area} ${r.leadingDigits(Math.max(6, 10 - area.length), 2)}`
}

const MOBILE_PREFIXES = list('151|152|157|159|160|162|170|171|172|173|174|175|176|177|178|179')

/** USt-IdNr numbers start with 1, 2, 3 or 8; the 7 digits after that come from the VAT serial. */
const VAT_FIRST_DIGITS = ['1', '2', '3', '8'] as const

export const de = defineCountry({
  profile: {
    code: 'de',
    name: 'Germany',
    region: 'europe',
    currency: 'EUR',
    callingCode: '49',
    weight: 11,
    legalForms: ['GmbH', 'GmbH & Co. KG', 'UG (haftungsbeschränkt)', 'AG'],
    registrationNumberName: 'Handelsregisternummer',
    vatNumberName: 'USt-IdNr.',
  },
  language: 'de',
  buckets: BUCKETS,
  legalForms: [
    legalForm('GmbH', 82),
    // The UG was introduced in November 2008.
    legalForm('UG (haftungsbeschränkt)', 11, 'small', { from: 2008 }),
    legalForm('AG', 1.2, 'large'),
    legalForm('GmbH & Co. KG', 1),
  ],
  vatCapacity: 40_000_000,
  vatShare: 0.7,
  commonLaw: false,
  productivity: 1.05,
  tlds: [
    ['de', 85],
    ['com', 10],
    ['net', 3],
    ['eu', 2],
  ],
  emailLocals: [
    ['info', 70],
    ['kontakt', 18],
    ['office', 6],
    ['mail', 6],
  ],
  people: PEOPLE,
  companyName: (d) => composeName(d, TEMPLATES),
  registrationNumber: (d) => {
    const entry = COURT_BUCKETS[d.bucketIndex] as CourtBucket
    const { court } = entry
    const number = entry.register === 'HRB' ? court.offset + d.local + 1 : court.offset + d.local * HRA_STEP + (d.local % HRA_STEP) + 1
    return `Amtsgericht ${court.court} ${entry.register} ${number}${court.suffix}`
  },
  vat: (_d, vatSerial) => {
    const first = VAT_FIRST_DIGITS[Math.floor(vatSerial / 10_000_000)] ?? '1'
    return vatWithCheckDigits('DE', first + String(vatSerial % 10_000_000).padStart(7, '0'))
  },
  street: (d) => germanStreet(d.r),
  postcode: (d) => rangePostcode(d.r, d.city.postcodes, 5),
  phone: germanLandline,
  mobile: (r) => `+49 ${r.pick(MOBILE_PREFIXES)} ${r.digits(r.chance(0.5) ? 7 : 8)}`,
  topRole: (d) => (d.legalForm.name === 'AG' ? 'CEO' : 'Managing Director'),
})
