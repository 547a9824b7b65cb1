import { cifFromBase } from '../../identifiers/company-id-check-digits'
import { cityList, defineCountry, groupDigits, legalForm, parseCities, rangePostcode, type Bucket, type City } from '../country-spec'
import { exponentialYears } from '../founding-years'
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
import { WeightedList } from '../weighted-list'

/**
 * Provinces. A CIF is the organisation letter (A for S.A., B for S.L.), a 2-digit province code,
 * a 5-digit sequence and a control character. Busy provinces were given further codes as their
 * sequences ran out (Madrid 28, then 78-88), listed here in the order they were opened; `perCode`
 * is how many numbers of each code the demo uses.
 */
type Province = { readonly codes: readonly string[]; readonly perCode: number; readonly cities: string }

const PROVINCES: readonly Province[] = [
  {
    codes: ['28', '78', '79', '80', '81', '82', '83', '84', '85', '86', '87', '88'],
    perCode: 40_000,
    cities: `Madrid; 12; 28001-28055; 91
Alcobendas; 1; 28100-28109; 91
Getafe; 0.7; 28901-28909; 91
Pozuelo de Alarcón; 0.6; 28223-28224; 91
Las Rozas de Madrid; 0.6; 28231-28232; 91`,
  },
  {
    codes: ['08', '58', '59', '60', '61', '62', '63', '64', '65', '66', '67', '68'],
    perCode: 30_000,
    cities: `Barcelona; 10; 08001-08042; 93
L'Hospitalet de Llobregat; 1; 08901-08908; 93
Sabadell; 0.8; 08201-08208; 93
Terrassa; 0.8; 08221-08227; 93
Badalona; 0.6; 08911-08918; 93`,
  },
  { codes: ['46', '96', '97', '98'], perCode: 45_000, cities: 'Valencia; 5; 46001-46026; 96\nPaterna; 0.6; 46980-46988; 96' },
  { codes: ['41', '90', '91'], perCode: 40_000, cities: 'Sevilla; 1; 41001-41020; 954 955' },
  { codes: ['29', '92', '93'], perCode: 35_000, cities: 'Málaga; 4; 29001-29018; 952\nMarbella; 1; 29600-29604; 952' },
  { codes: ['48', '95'], perCode: 45_000, cities: 'Bilbao; 4; 48001-48015; 94\nGetxo; 0.6; 48990-48993; 94' },
  { codes: ['50', '99'], perCode: 40_000, cities: 'Zaragoza; 1; 50001-50021; 976' },
  { codes: ['30', '73'], perCode: 40_000, cities: 'Murcia; 1; 30001-30012; 968' },
  { codes: ['07', '57'], perCode: 45_000, cities: 'Palma; 1; 07001-07015; 971' },
  { codes: ['35', '76'], perCode: 35_000, cities: 'Las Palmas de Gran Canaria; 1; 35001-35019; 928' },
  { codes: ['03', '53', '54'], perCode: 40_000, cities: 'Alicante; 3; 03001-03016; 965\nElche; 1.5; 03201-03208; 965' },
  { codes: ['47'], perCode: 60_000, cities: 'Valladolid; 1; 47001-47016; 983' },
  { codes: ['36', '94'], perCode: 40_000, cities: 'Vigo; 3; 36201-36216; 986\nPontevedra; 1; 36001-36005; 986' },
  { codes: ['15', '70'], perCode: 45_000, cities: 'A Coruña; 3; 15001-15011; 981\nSantiago de Compostela; 1; 15701-15707; 981' },
  { codes: ['33', '74'], perCode: 40_000, cities: 'Oviedo; 1; 33001-33013; 985\nGijón; 1; 33201-33213; 985' },
  { codes: ['11', '72'], perCode: 35_000, cities: 'Cádiz; 1; 11001-11012; 956\nJerez de la Frontera; 1; 11401-11408; 956' },
  { codes: ['18'], perCode: 60_000, cities: 'Granada; 1; 18001-18015; 958' },
]

const YEARS = exponentialYears(1960, 0.04)

const BUCKETS: Bucket[] = PROVINCES.map((province) => ({
  key: province.codes[0] ?? '',
  capacity: province.codes.length * province.perCode,
  cities: cityList(parseCities(province.cities, 'es')),
  years: YEARS,
}))

const PEOPLE = nameGroups([
  [
    nameGroup(
      'es',
      'José|Antonio|Manuel|Francisco|Juan|David|Javier|Daniel|Carlos|Jesús|Alejandro|Miguel|Rafael|Pablo|Sergio|Fernando|Jorge|Luis|Alberto|Álvaro|Adrián|Diego|Raúl|Iván|Rubén|Óscar|Andrés|Ignacio|Jordi|Xavier',
      'María|Carmen|Ana|Isabel|Laura|Cristina|Marta|Lucía|Elena|Paula|Sara|Raquel|Patricia|Beatriz|Rocío|Silvia|Nuria|Pilar|Teresa|Montserrat|Irene|Alba|Sofía|Claudia|Andrea|Natalia|Mercedes|Julia|Núria|Begoña',
      'García|Rodríguez|González|Fernández|López|Martínez|Sánchez|Pérez|Gómez|Martín|Jiménez|Ruiz|Hernández|Díaz|Moreno|Muñoz|Álvarez|Romero|Alonso|Gutiérrez|Navarro|Torres|Domínguez|Vázquez|Ramos|Gil|Ramírez|Serrano|Blanco|Molina|Morales|Suárez|Delgado|Castro|Ortiz|Rubio|Marín|Sanz|Núñez|Iglesias|Medina|Garrido|Cortés|Castillo|Santos|Lozano|Guerrero|Cano|Prieto|Méndez|Cruz|Calvo|Gallego|Vidal|León|Márquez|Herrera|Peña|Flores|Cabrera|Campos|Vega|Fuentes|Carrasco|Diez|Caballero|Reyes|Nieto|Aguilar|Pascual|Herrero|Lorenzo|Montero|Hidalgo|Giménez|Ibáñez|Ferrer|Durán|Benítez|Mora|Vicente|Vargas|Arias|Carmona|Crespo|Román|Pastor|Soto|Sáez|Velasco|Soler|Parra|Esteban|Bravo|Gallardo|Rojas|Puig|Martí|Pujol|Roca|Serra|Font|Etxeberria|Aguirre',
      { doubleSurname: 0.85 },
    ),
    1,
  ],
])

const REGIONS: readonly Word[] = list(
  'del Mediterráneo|del Norte|de Levante|del Cantábrico|del Sur|del Atlántico|de Castilla|de Galicia|de Andalucía|de Aragón|del Noroeste|de la Meseta|del Estrecho',
).map((text) => ({ text, slug: word(text.replace(/^(?:del |de la |de )/, ''), 'es').slug, generic: true }))
const BRANDS = words(
  'Alba|Aurora|Sol|Luna|Estrella|Hispania|Nova|Delta|Omega|Atlas|Faro|Brisa|Olivo|Roble|Encina|Alborada|Horizonte|Cierzo|Tramontana|Poniente|Sierra|Cumbre|Ría|Meseta|Albero|Azahar|Mirador|Lucero|Dehesa|Garbí',
  'es',
)
const Y = connector('y')
const GRUPO = word('Grupo', 'es', true)
const HERMANOS = word('Hermanos', 'es', true)
const ASOCIADOS = word('Asociados', 'es', true)

const TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => tradeFirst(tradeWord(d, 'es'), founderSurname(d, PEOPLE)), 22],
  [(d) => [founderSurname(d, PEOPLE), tradeWord(d, 'es')], 6],
  [
    (d) => {
      const trade = tradeWord(d, 'es')
      return isLoanword(trade) ? [d.r.pick(BRANDS), trade] : [trade, d.r.pick(REGIONS)]
    },
    12,
  ],
  [(d) => tradeFirst(tradeWord(d, 'es'), d.city.place), 8],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'es')], 14],
  [(d) => (d.sizeIndex >= 2 ? [GRUPO, founderSurname(d, PEOPLE)] : tradeFirst(tradeWord(d, 'es'), founderSurname(d, PEOPLE))), 6],
  [(d) => [GRUPO, d.r.pick(BRANDS)], 3],
  [
    (d) => {
      const first = founderSurname(d, PEOPLE)
      return d.r.chance(0.5) ? [first, Y, partnerSurname(d, PEOPLE, first)] : [first, Y, ASOCIADOS]
    },
    6,
  ],
  [(d) => [HERMANOS, founderSurname(d, PEOPLE)], 4],
  [(d) => [initialsWord(d.r), tradeWord(d, 'es')], 4],
])

const STREET_TYPES = new WeightedList<string>([
  ['Calle', 62],
  ['Avenida', 16],
  ['Plaza', 5],
  ['Paseo', 6],
  ['Camino', 3],
  ['Ronda', 3],
])
const STREET_NAMES = list(
  'Mayor|Real|de la Iglesia|del Sol|de Cervantes|Nueva|de San José|de la Paz|de Goya|de Velázquez|de Colón|del Carmen|de la Constitución|de Andalucía|de Castilla|de Valencia|de los Olivos|del Mar|de la Estación|del Pilar|de Santiago|de San Francisco|de Alfonso XIII|de Blasco Ibáñez|de la Libertad|del Doctor Fleming|de Ramón y Cajal|de Antonio Machado|de Federico García Lorca|de Europa',
)
const INDUSTRIAL_ESTATES = list(
  'Las Arenas|San Cristóbal|El Pino|La Estación|Los Llanos|Santa Ana|El Portal|Malpica|La Fuensanta|Los Olivos',
)

function spanishStreet(r: Prng): string {
  if (r.chance(0.09)) return `Polígono Industrial ${r.pick(INDUSTRIAL_ESTATES)}, Nave ${r.between(1, 60)}`
  return `${STREET_TYPES.pick(r)} ${r.pick(STREET_NAMES)}, ${r.between(1, 160)}`
}

function spanishLandline(r: Prng, city: City): string {
  const area = r.pick(city.areaCodes)
  const local = r.leadingDigits(9 - area.length, 2)
  return `+34 ${area} ${area.length === 2 ? groupDigits(local, [3, 2, 2]) : groupDigits(local, [2, 2, 2])}`
}

function cifOf(bucketIndex: number, local: number, letter: string): string {
  const province = PROVINCES[bucketIndex] as Province
  const code = province.codes[Math.floor(local / province.perCode)] ?? province.codes[0] ?? '28'
  return cifFromBase(letter, code + String(local % province.perCode).padStart(5, '0'))
}

export const es = defineCountry({
  profile: {
    code: 'es',
    name: 'Spain',
    region: 'europe',
    currency: 'EUR',
    callingCode: '34',
    weight: 4.5,
    legalForms: ['S.L.', 'S.A.'],
    registrationNumberName: 'CIF / NIF',
    vatNumberName: 'NIF-IVA',
  },
  language: 'es',
  buckets: BUCKETS,
  legalForms: [legalForm('S.L.', 88), legalForm('S.A.', 8, 'large')],
  vatCapacity: 'derived',
  vatShare: 0.82,
  commonLaw: false,
  productivity: 0.8,
  tlds: [
    ['es', 70],
    ['com', 28],
    ['eu', 2],
  ],
  emailLocals: [
    ['info', 65],
    ['contacto', 15],
    ['administracion', 10],
    ['comercial', 10],
  ],
  people: PEOPLE,
  companyName: (d) => composeName(d, TEMPLATES),
  registrationNumber: (d) => cifOf(d.bucketIndex, d.local, d.legalForm.name === 'S.A.' ? 'A' : 'B'),
  vat: (d) => `ES${cifOf(d.bucketIndex, d.local, d.legalForm.name === 'S.A.' ? 'A' : 'B')}`,
  street: (d) => spanishStreet(d.r),
  postcode: (d) => rangePostcode(d.r, d.city.postcodes, 5),
  phone: spanishLandline,
  mobile: (r) => `+34 6${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`,
  topRole: (d) => (d.legalForm.name === 'S.A.' ? 'CEO' : d.r.chance(0.6) ? 'Managing Director' : 'General Manager'),
})
