import { italianTaxCodeFromBase } from '../../identifiers/company-id-check-digits'
import { cityList, defineCountry, groupDigits, legalForm, parseCities, rangePostcode, type Bucket, type City } from '../country-spec'
import { exponentialYears } from '../founding-years'
import { composeName, founderSurname, initialsWord, partnerSurname, tradeFirst, tradeWord, type NameTemplate } from '../name-kit'
import { connector, list, word, words } from '../name-words'
import { nameGroup, nameGroups } from '../person-names'
import type { Prng } from '../prng'
import { WeightedList } from '../weighted-list'

/**
 * Provinces. A company's codice fiscale (= partita IVA) is a 7-digit progressive number, the
 * 3-digit code of the tax office that issued it (the province) and a Luhn digit. Rome's office
 * switched from 058 to 100, so older Roman numbers end in 058x and newer ones in 100x.
 */
type Province = { readonly offices: readonly string[]; readonly capacity: number; readonly cities: string }

const PROVINCES: readonly Province[] = [
  {
    offices: ['015'],
    capacity: 1_400_000,
    cities: `Milano; 10; 20121-20162; 02
Sesto San Giovanni; 1; 20099; 02
Segrate; 0.7; 20054; 02
Assago; 0.5; 20057; 02`,
  },
  {
    offices: ['058', '100'],
    capacity: 1_600_000,
    cities: `Roma; 12; 00118-00199; 06
Fiumicino; 0.6; 00054; 06
Pomezia; 0.6; 00071; 06`,
  },
  { offices: ['001'], capacity: 900_000, cities: 'Torino; 6; 10121-10156; 011\nMoncalieri; 0.6; 10024; 011' },
  { offices: ['063'], capacity: 700_000, cities: 'Napoli; 6; 80121-80147; 081\nPozzuoli; 0.5; 80078; 081' },
  { offices: ['037'], capacity: 450_000, cities: 'Bologna; 5; 40121-40141; 051\nCasalecchio di Reno; 0.5; 40033; 051' },
  { offices: ['048'], capacity: 400_000, cities: 'Firenze; 5; 50121-50145; 055\nSesto Fiorentino; 0.5; 50019; 055' },
  { offices: ['010'], capacity: 300_000, cities: 'Genova; 1; 16121-16167; 010' },
  { offices: ['072'], capacity: 350_000, cities: 'Bari; 1; 70121-70132; 080' },
  { offices: ['082'], capacity: 300_000, cities: 'Palermo; 1; 90121-90151; 091' },
  { offices: ['087'], capacity: 250_000, cities: 'Catania; 1; 95121-95131; 095' },
  { offices: ['027'], capacity: 250_000, cities: 'Venezia; 1; 30121-30176; 041' },
  { offices: ['023'], capacity: 300_000, cities: 'Verona; 1; 37121-37142; 045' },
  { offices: ['028'], capacity: 300_000, cities: 'Padova; 1; 35121-35143; 049' },
  { offices: ['017'], capacity: 350_000, cities: 'Brescia; 1; 25121-25136; 030' },
  { offices: ['016'], capacity: 300_000, cities: 'Bergamo; 1; 24121-24129; 035' },
  { offices: ['026'], capacity: 250_000, cities: 'Treviso; 1; 31100; 0422' },
  { offices: ['024'], capacity: 250_000, cities: 'Vicenza; 1; 36100; 0444' },
  { offices: ['036'], capacity: 200_000, cities: 'Modena; 1; 41121-41126; 059' },
]

const YEARS = exponentialYears(1960, 0.04)

const BUCKETS: Bucket[] = PROVINCES.map((province) => ({
  key: province.offices[0] ?? '',
  capacity: province.capacity,
  cities: cityList(parseCities(province.cities, 'it')),
  years: YEARS,
}))

const PEOPLE = nameGroups([
  [
    nameGroup(
      'it',
      'Marco|Giuseppe|Giovanni|Antonio|Francesco|Luca|Alessandro|Andrea|Matteo|Lorenzo|Stefano|Roberto|Paolo|Davide|Simone|Federico|Riccardo|Fabio|Massimo|Claudio|Gianluca|Salvatore|Vincenzo|Pietro|Emanuele|Nicola',
      'Maria|Giulia|Francesca|Chiara|Sara|Laura|Valentina|Alessandra|Silvia|Elena|Anna|Martina|Federica|Paola|Roberta|Elisa|Cristina|Giovanna|Monica|Simona|Barbara|Beatrice|Aurora|Ilaria|Serena|Daniela',
      "Rossi|Russo|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti|De Luca|Mancini|Costa|Giordano|Rizzo|Lombardi|Moretti|Barbieri|Fontana|Santoro|Mariani|Rinaldi|Caruso|Ferrara|Galli|Leone|Longo|Gentile|Martinelli|Vitale|Lombardo|Serra|Coppola|De Santis|D'Angelo|Marchetti|Parisi|Villa|Conte|Ferraro|Ferri|Fabbri|Bianco|Marini|Grasso|Valentini|Messina|Sala|De Angelis|Gatti|Pellegrini|Palumbo|Sanna|Farina|Rizzi|Monti|Cattaneo|Morelli|Amato|Silvestri|Mazza|Testa|Grassi|Pellegrino|Carbone|Giuliani|Benedetti|Barone|Rossetti|Caputo|Montanari|Guerra|Palmieri|Bernardi|Martino|Fiore|De Rosa|Ferretti|Bellini|Basile|Riva|Donati|Piras|Vitali|Battaglia|Sartori|Neri|Costantini|Milani|Pagano|Ruggiero|Sorrentino|D'Amico|Orlando|Negri",
    ),
    1,
  ],
])

const BRANDS = words(
  'Aurora|Stella|Fenice|Vittoria|Sole|Luna|Alba|Orizzonte|Delta|Omega|Sirio|Vega|Eridano|Tirreno|Adriatico|Dolomiti|Etna|Vesuvio|Arno|Tevere|Adige|Brenta|Monviso|Gran Sasso|Eolo|Zefiro|Maestrale|Libeccio|Scirocco|Ulivo|Quercia|Cipresso|Laguna|Ponente|Levante',
  'it',
)
const AND = connector('&')
const FIGLI = word('Figli', 'it', true)
const FRATELLI = word('F.lli', 'it', true)
const GRUPPO = word('Gruppo', 'it', true)

const TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => tradeFirst(tradeWord(d, 'it'), founderSurname(d, PEOPLE)), 20],
  [(d) => [founderSurname(d, PEOPLE), tradeWord(d, 'it')], 14],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'it')], 18],
  [(d) => tradeFirst(tradeWord(d, 'it'), d.city.place), 10],
  [(d) => [FRATELLI, founderSurname(d, PEOPLE)], 4],
  [(d) => [founderSurname(d, PEOPLE), AND, FIGLI], 3],
  [
    (d) => {
      const first = founderSurname(d, PEOPLE)
      return [first, AND, partnerSurname(d, PEOPLE, first)]
    },
    4,
  ],
  [(d) => (d.sizeIndex >= 2 ? [GRUPPO, founderSurname(d, PEOPLE)] : tradeFirst(tradeWord(d, 'it'), founderSurname(d, PEOPLE))), 4],
  [(d) => [initialsWord(d.r), tradeWord(d, 'it')], 6],
])

const STREET_TYPES = new WeightedList<string>([
  ['Via', 70],
  ['Viale', 10],
  ['Corso', 8],
  ['Piazza', 7],
  ['Largo', 3],
  ['Vicolo', 2],
])
const STREET_NAMES = list(
  "Roma|Giuseppe Garibaldi|Giuseppe Mazzini|Vittorio Emanuele II|Cavour|Dante Alighieri|Giuseppe Verdi|XX Settembre|Nazionale|della Repubblica|dei Mille|Guglielmo Marconi|Giacomo Matteotti|Aldo Moro|IV Novembre|Alessandro Manzoni|San Martino|Trieste|Torino|Milano|delle Industrie|dell'Artigianato|Galileo Galilei|Leonardo da Vinci|Cristoforo Colombo|Antonio Gramsci|della Libertà|Po|Venezia|Europa",
)

function italianStreet(r: Prng): string {
  return `${STREET_TYPES.pick(r)} ${r.pick(STREET_NAMES)}, ${r.between(1, 180)}`
}

function italianLandline(r: Prng, city: City): string {
  const area = r.pick(city.areaCodes)
  const local = r.leadingDigits(10 - area.length, 2)
  const grouped = area.length === 2 ? groupDigits(local, [4, 4]) : area.length === 3 ? groupDigits(local, [3, 4]) : local
  // Italian numbers keep their leading 0 after the country code.
  return `+39 ${area} ${grouped}`
}

const MOBILE_PREFIXES = list('320|328|329|333|334|335|338|339|340|345|347|348|349|366|371|388|391')

export const it = defineCountry({
  profile: {
    code: 'it',
    name: 'Italy',
    region: 'europe',
    currency: 'EUR',
    callingCode: '39',
    weight: 5.5,
    legalForms: ['S.r.l.', 'S.p.A.'],
    registrationNumberName: 'Codice fiscale',
    vatNumberName: 'Partita IVA',
  },
  language: 'it',
  buckets: BUCKETS,
  legalForms: [legalForm('S.r.l.', 92), legalForm('S.p.A.', 4, 'large')],
  // The partita IVA of a company has the digits of its codice fiscale: unique with it.
  vatCapacity: 'derived',
  vatShare: 0.84,
  commonLaw: false,
  productivity: 0.85,
  tlds: [
    ['it', 85],
    ['com', 13],
    ['eu', 2],
  ],
  emailLocals: [
    ['info', 75],
    ['amministrazione', 10],
    ['commerciale', 10],
    ['segreteria', 5],
  ],
  people: PEOPLE,
  companyName: (d) => composeName(d, TEMPLATES),
  registrationNumber: (d) => italianTaxCode(d.bucketIndex, d.local),
  vat: (d) => `IT${italianTaxCode(d.bucketIndex, d.local)}`,
  street: (d) => italianStreet(d.r),
  postcode: (d) => rangePostcode(d.r, d.city.postcodes, 5),
  phone: italianLandline,
  mobile: (r) => `+39 ${r.pick(MOBILE_PREFIXES)} ${r.digits(3)} ${r.digits(4)}`,
  topRole: (d) => (d.legalForm.name === 'S.p.A.' ? 'CEO' : 'Managing Director'),
})

function italianTaxCode(bucketIndex: number, local: number): string {
  const province = PROVINCES[bucketIndex] as Province
  const offices = province.offices
  const office = offices.length > 1 && local >= province.capacity * 0.4 ? (offices[1] ?? '') : (offices[0] ?? '')
  return italianTaxCodeFromBase(String(local + 1).padStart(7, '0') + office)
}
