import { asciiFold } from '../../identifiers/ascii-fold'
import { rfcCheckChar } from '../../identifiers/company-id-check-digits'
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
import { yearCapacities } from '../founding-years'
import {
  composeName,
  founderSurname,
  initialsWord,
  isLoanword,
  partnerSurname,
  tradeFirst,
  tradeWord,
  type NameTemplate,
} from '../name-kit'
import { connector, list, word, words, type Word } from '../name-words'
import { nameGroup, nameGroups } from '../person-names'
import type { Prng } from '../prng'
import type { IndustryId } from '../sic-codes'
import { WeightedList } from '../weighted-list'

const CITIES = cityList(
  parseCities(
    `
Ciudad de México; 30; 01000-16999; 55; Polanco, Del Valle, Roma Norte, Juárez, Condesa, Santa Fe, Narvarte, Nápoles, Coyoacán, Cuauhtémoc, Lomas de Chapultepec, Anzures
Guadalajara; 9; 44100-44990; 33; Providencia, Americana, Chapultepec, Jardines del Bosque, Ladrón de Guevara, Centro
Zapopan; 4; 45010-45239; 33; Puerta de Hierro, Ciudad Granja, Valle Real, Jardines Universidad
Monterrey; 10; 64000-64990; 81; Centro, Obispado, Cumbres, Mitras Centro, Contry, Vista Hermosa
San Pedro Garza García; 3; 66200-66299; 81; Del Valle, Valle Oriente, Fuentes del Valle
Puebla; 5; 72000-72590; 222; Centro, La Paz, Anzures, Huexotitla
Querétaro; 4; 76000-76246; 442; Centro, Juriquilla, Álamos, Carretas
León; 3; 37000-37699; 477; Centro, Jardines del Moral, Andrade
Tijuana; 4; 22000-22709; 664; Zona Río, Centro, Otay, Chapultepec
Mérida; 3; 97000-97390; 999; Centro, García Ginerés, Montebello, Altabrisa
Toluca; 3; 50000-50299; 722; Centro, Santa Ana Tlapaltitlán, San Lorenzo Tepaltitlán
Cancún; 2; 77500-77539; 998; Zona Hotelera, Centro, Alfredo V. Bonfil
Chihuahua; 2; 31000-31459; 614; Centro, San Felipe, Campestre
Hermosillo; 2; 83000-83299; 662; Centro, Pitic, Modelo
Aguascalientes; 2; 20000-20399; 449; Centro, Jardines de la Asunción, Bosques del Prado
San Luis Potosí; 2; 78000-78399; 444; Centro, Lomas, Tequisquiapan
`,
    'es',
  ),
)

/**
 * A company's RFC embeds its incorporation date (YYMMDD) and a two-character homoclave, so the
 * register is bucketed by year: a serial's position in its year gives the day (position mod 365)
 * and the homoclave (position div 365), which keeps every RFC distinct whatever the name initials.
 */
const HOMOCLAVE_FIRST = '123456789ABCDEFGHIJKLMNPQRSTUV'
const HOMOCLAVE_SECOND = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ'
const DAYS = 365
const PER_YEAR = DAYS * HOMOCLAVE_FIRST.length * HOMOCLAVE_SECOND.length

const BUCKETS: Bucket[] = yearCapacities(1960, 0.05, Math.floor(PER_YEAR * 0.9)).map(({ year, capacity }) => ({
  key: String(year),
  capacity,
  cities: CITIES,
  years: year,
}))

const MONTH_STARTS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365] as const

function monthDay(dayOfYear: number): [number, number] {
  let month = 0
  while (month < 11 && dayOfYear >= (MONTH_STARTS[month + 1] ?? DAYS)) month += 1
  return [month + 1, dayOfYear - (MONTH_STARTS[month] ?? 0) + 1]
}

const PEOPLE = nameGroups([
  [
    nameGroup(
      'es',
      'José Luis|Juan Carlos|Miguel Ángel|Jorge|Luis|Alejandro|Eduardo|Fernando|Ricardo|Roberto|Arturo|Sergio|Héctor|Raúl|Francisco|Javier|Carlos|Manuel|Óscar|Rodrigo',
      'María Guadalupe|Verónica|Adriana|Gabriela|Alejandra|Claudia|Patricia|Leticia|Mónica|Daniela|Fernanda|Mariana|Ximena|Itzel|Lorena|Rocío|Silvia|Araceli|Karla|Paola',
      'Hernández|García|Martínez|López|González|Pérez|Rodríguez|Sánchez|Ramírez|Cruz|Flores|Gómez|Morales|Vázquez|Reyes|Jiménez|Torres|Díaz|Gutiérrez|Ruiz|Mendoza|Aguilar|Ortiz|Moreno|Castillo|Romero|Álvarez|Méndez|Chávez|Rivera|Juárez|Ramos|Domínguez|Herrera|Medina|Castro|Vargas|Guzmán|Velázquez|Rojas|Contreras|Salazar|Luna|Ortega|Santiago|Guerrero|Estrada|Bautista|Cortés|Soto|Alvarado|Espinoza|Lara|Ávila|Ríos|Cervantes|Silva|Delgado|Vega|Márquez|Sandoval|Carrillo|León|Mejía|Solís|Ibarra|Navarro|Rosas|Camacho|Valdez|Zúñiga|Trejo|Orozco|Galván|Villarreal|Garza|Treviño|Elizondo|Cantú',
      { doubleSurname: 0.85 },
    ),
    1,
  ],
])

const REGIONS: readonly Word[] = list(
  'del Bajío|del Norte|del Pacífico|de Occidente|del Sureste|del Golfo|del Centro|de la Laguna|Peninsular|Metropolitana',
).map((text) => ({
  text,
  slug: word(text.replace(/^(?:del |de la |de )/, ''), 'es').slug,
  generic: true,
}))
const BRANDS = words(
  'Maya|Anáhuac|Sierra Madre|Tonalá|Xochitl|Quetzal|Cóndor|Jaguar|Nopal|Agave|Mezquite|Tule|Cenote|Huasteca|Cumbres|Alborada|Horizonte|Nova|Delta|Atlas|Orión|Vértice',
  'es',
)
const GRUPO = word('Grupo', 'es', true)
const Y = connector('y')
const ASOCIADOS = word('Asociados', 'es', true)
const COMERCIALIZADORA = word('Comercializadora', 'es', true)
const DISTRIBUIDORA = word('Distribuidora', 'es', true)
const SERVICIOS_INTEGRALES = word('Servicios Integrales', 'es', true)
const CONSTRUCTORA = word('Constructora', 'es', true)

const TRADERS: ReadonlySet<IndustryId> = new Set<IndustryId>(['wholesale', 'retail', 'food'])
const SERVICE_FIRMS: ReadonlySet<IndustryId> = new Set<IndustryId>(['business_services', 'professional', 'real_estate'])

const TEMPLATES = new WeightedList<NameTemplate>([
  [
    (d) => {
      const trade = tradeWord(d, 'es')
      return isLoanword(trade) ? [d.r.pick(BRANDS), trade] : [trade, d.r.pick(REGIONS)]
    },
    14,
  ],
  [(d) => tradeFirst(tradeWord(d, 'es'), founderSurname(d, PEOPLE)), 14],
  [(d) => (d.sizeIndex >= 1 ? [GRUPO, founderSurname(d, PEOPLE)] : tradeFirst(tradeWord(d, 'es'), founderSurname(d, PEOPLE))), 8],
  [(d) => [GRUPO, d.r.pick(BRANDS)], 6],
  // Trading houses call themselves Comercializadora / Distribuidora; service firms Servicios Integrales.
  [
    (d) =>
      TRADERS.has(d.sic.industry.id)
        ? [d.r.pick([COMERCIALIZADORA, DISTRIBUIDORA]), d.r.pick(BRANDS)]
        : [d.r.pick(BRANDS), tradeWord(d, 'es')],
    10,
  ],
  [(d) => (SERVICE_FIRMS.has(d.sic.industry.id) ? [SERVICIOS_INTEGRALES, d.r.pick(BRANDS)] : [d.r.pick(BRANDS), tradeWord(d, 'es')]), 5],
  [(d) => (d.sic.industry.id === 'construction' ? [CONSTRUCTORA, founderSurname(d, PEOPLE)] : [d.r.pick(BRANDS), tradeWord(d, 'es')]), 6],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'es')], 14],
  [
    (d) => {
      const first = founderSurname(d, PEOPLE)
      return d.r.chance(0.5) ? [first, Y, partnerSurname(d, PEOPLE, first)] : [first, Y, ASOCIADOS]
    },
    5,
  ],
  [(d) => [initialsWord(d.r), tradeWord(d, 'es')], 4],
])

/** Words the SAT skips when taking a company's RFC letters. */
const RFC_SKIPPED = new Set([
  'DE',
  'DEL',
  'LA',
  'LAS',
  'LOS',
  'Y',
  'E',
  'EL',
  'EN',
  'PARA',
  'POR',
  'CON',
  'COMPANIA',
  'CIA',
  'SOCIEDAD',
  'SOC',
])

/** First letters of the first three significant words ("Grupo Industrial Saltillo" -> GIS), padded from the first word. */
function rfcLetters(name: string): string {
  const parts = asciiFold(name)
    .toUpperCase()
    .split(/[^A-Z0-9&]+/)
    .filter((part) => part && !RFC_SKIPPED.has(part))
  let letters = parts
    .slice(0, 3)
    .map((part) => part.charAt(0))
    .join('')
  const first = parts[0] ?? 'XXX'
  for (let index = 1; letters.length < 3; index += 1) letters += first.charAt(index) || 'X'
  return letters.replace(/[0-9]/g, 'X')
}

function mexicanRfc(d: Draft): string {
  const dayOfYear = d.local % DAYS
  const homoclave = Math.floor(d.local / DAYS)
  const [month, day] = monthDay(dayOfYear)
  const payload =
    d.initials +
    String(d.year % 100).padStart(2, '0') +
    String(month).padStart(2, '0') +
    String(day).padStart(2, '0') +
    HOMOCLAVE_FIRST.charAt(Math.floor(homoclave / HOMOCLAVE_SECOND.length)) +
    HOMOCLAVE_SECOND.charAt(homoclave % HOMOCLAVE_SECOND.length)
  return payload + rfcCheckChar(payload)
}

const STREET_TYPES = new WeightedList<string>([
  ['Av.', 40],
  ['Calle', 40],
  ['Blvd.', 10],
  ['Calz.', 5],
  ['Prol.', 5],
])
const STREET_NAMES = list(
  'Insurgentes Sur|Reforma|Juárez|Hidalgo|Morelos|Revolución|Universidad|Constitución|5 de Mayo|16 de Septiembre|Benito Juárez|Miguel Hidalgo|Zaragoza|Independencia|Madero|Allende|Vallarta|Lázaro Cárdenas|Vasconcelos|Gómez Morín|Chapultepec|López Mateos|Patriotismo|Ejército Nacional|Río Mississippi|Homero',
)

function mexicanStreet(r: Prng, city: City): string {
  const interior = r.chance(0.3) ? ` Int. ${r.between(1, 1200)}` : ''
  return `${STREET_TYPES.pick(r)} ${r.pick(STREET_NAMES)} ${r.between(1, 3500)}${interior}, Col. ${r.pick(city.extras)}`
}

function mexicanNumber(r: Prng, city: City): string {
  const area = r.pick(city.areaCodes)
  const local = r.leadingDigits(10 - area.length, 2)
  return `+52 ${area} ${area.length === 2 ? groupDigits(local, [4, 4]) : groupDigits(local, [3, 4])}`
}

export const mx = defineCountry({
  profile: {
    code: 'mx',
    name: 'Mexico',
    region: 'latin_america',
    currency: 'MXN',
    callingCode: '52',
    weight: 3,
    legalForms: ['S.A. de C.V.', 'S. de R.L. de C.V.'],
    registrationNumberName: 'RFC',
    vatNumberName: null,
  },
  language: 'es',
  buckets: BUCKETS,
  legalForms: [legalForm('S.A. de C.V.', 72), legalForm('S. de R.L. de C.V.', 26, 'small')],
  // The RFC is both the registration and the tax number; it is not repeated in the VAT column.
  vatCapacity: 0,
  vatShare: 0,
  commonLaw: false,
  productivity: 0.28,
  tlds: [
    ['com.mx', 70],
    ['mx', 15],
    ['com', 15],
  ],
  emailLocals: [
    ['contacto', 50],
    ['ventas', 30],
    ['info', 20],
  ],
  people: PEOPLE,
  companyName: (d) => {
    composeName(d, TEMPLATES)
    d.initials = rfcLetters(d.name)
  },
  registrationNumber: mexicanRfc,
  vat: () => null,
  street: (d) => mexicanStreet(d.r, d.city),
  postcode: (d) => rangePostcode(d.r, d.city.postcodes, 5),
  phone: mexicanNumber,
  mobile: mexicanNumber,
  topRole: (d) =>
    d.sizeIndex >= 3 ? (d.r.chance(0.6) ? 'CEO' : 'General Manager') : d.r.chance(0.6) ? 'General Manager' : 'Managing Director',
})
