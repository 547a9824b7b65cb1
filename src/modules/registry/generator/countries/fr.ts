import { sirenFromBase } from '../../identifiers/company-id-check-digits'
import { vatWithCheckDigits } from '../../identifiers/vat-with-check-digits'
import { cityList, defineCountry, groupDigits, legalForm, parseCities, rangePostcode, type City, type Draft } from '../country-spec'
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

const CITIES = parseCities(
  `
Paris; 22; 75001-75020 75116; 1
Boulogne-Billancourt; 1.5; 92100; 1
Nanterre; 1; 92000; 1
Levallois-Perret; 0.8; 92300; 1
Saint-Denis; 0.8; 93200 93210; 1
Lyon; 5; 69001-69009; 4
Marseille; 4; 13001-13016; 4
Aix-en-Provence; 1.2; 13090 13100 13290; 4
Toulouse; 3.5; 31000 31100 31200 31300 31400 31500; 5
Nice; 2; 06000 06100 06200 06300; 4
Nantes; 2.5; 44000 44100 44200 44300; 2
Strasbourg; 2; 67000 67100 67200; 3
Montpellier; 2; 34000 34070 34080 34090; 4
Bordeaux; 3; 33000 33100 33200 33300 33800; 5
Lille; 3; 59000 59160 59260 59777 59800; 3
Rennes; 2; 35000 35200 35700; 2
Reims; 1; 51100; 3
Le Havre; 0.8; 76600 76610 76620; 2
Rouen; 1; 76000 76100; 2
Grenoble; 1.2; 38000 38100; 4
Dijon; 1; 21000; 3
Angers; 1; 49000 49100; 2
Nîmes; 0.8; 30000 30900; 4
Clermont-Ferrand; 1; 63000 63100; 4
Tours; 0.9; 37000 37100 37200; 2
Metz; 0.8; 57000 57050 57070; 3
Mulhouse; 0.7; 68100 68200; 3
Caen; 0.8; 14000; 2
Orléans; 0.8; 45000 45100; 2
Limoges; 0.6; 87000 87100 87280; 5
Perpignan; 0.6; 66000 66100; 4
Annecy; 0.8; 74000 74370; 4
`,
  'fr',
)

const PEOPLE = nameGroups([
  [
    nameGroup(
      'fr',
      'Jean|Pierre|Michel|Philippe|Alain|Nicolas|Christophe|Laurent|Stéphane|Sébastien|Julien|Thomas|Antoine|Guillaume|Maxime|Alexandre|Olivier|François|Mathieu|Vincent|Romain|Hugo|Lucas|Louis|Arnaud|Benoît|Didier|Éric|Frédéric|Jérôme',
      'Marie|Nathalie|Isabelle|Sylvie|Catherine|Sophie|Céline|Julie|Camille|Émilie|Aurélie|Sandrine|Valérie|Christine|Laure|Claire|Manon|Léa|Chloé|Pauline|Charlotte|Anne|Hélène|Delphine|Caroline|Juliette|Élodie|Margaux|Virginie|Agnès',
      'Martin|Bernard|Thomas|Petit|Robert|Richard|Durand|Dubois|Moreau|Laurent|Simon|Michel|Lefebvre|Leroy|Roux|David|Bertrand|Morel|Fournier|Girard|Bonnet|Dupont|Lambert|Fontaine|Rousseau|Vincent|Muller|Lefèvre|Faure|André|Mercier|Blanc|Guérin|Boyer|Garnier|Chevalier|François|Legrand|Gauthier|Garcia|Perrin|Robin|Clément|Morin|Nicolas|Henry|Roussel|Mathieu|Gautier|Masson|Marchand|Duval|Denis|Dumont|Lemaire|Noël|Meyer|Dufour|Meunier|Brun|Blanchard|Giraud|Joly|Rivière|Lucas|Brunet|Gaillard|Barbier|Arnaud|Martinez|Gérard|Roche|Renard|Schmitt|Roy|Leroux|Colin|Vidal|Caron|Picard|Roger|Fabre|Aubert|Lemoine|Renaud|Dumas|Lacroix|Olivier|Bourgeois|Benoit|Rey|Rolland|Guillaume|Lecomte|Dupuy|Guillot|Hubert|Berger|Carpentier|Dupuis|Moulin|Deschamps|Huet|Vasseur|Boucher|Fleury|Royer|Jacquet|Adam|Poirier|Marty|Aubry|Guyot|Carré',
    ),
    88,
  ],
  [
    nameGroup(
      'fr',
      'Karim|Mehdi|Yassine|Rachid|Sofiane|Nabil',
      'Nadia|Samira|Leïla|Sonia|Yasmina|Inès',
      'Benali|Haddad|Khelifi|Mansouri|Boukhalfa|Amrani|Belkacem|Cherif|Bouzid|Meziane',
    ),
    8,
  ],
  [
    nameGroup(
      'fr',
      'João|Manuel|Paulo|Carlos',
      'Maria|Ana|Sandra|Carla',
      'Da Silva|Ferreira|Pereira|Rodrigues|Fernandes|Gonçalves|Lopes|Teixeira',
    ),
    4,
  ],
])

/** Regions with their preposition; the slug is the region alone ("Logistique de Bretagne" -> bretagne). */
const REGIONS: readonly Word[] = list(
  "de Bretagne|du Rhône|de Provence|de Normandie|d'Alsace|du Sud-Ouest|de la Loire|de l'Atlantique|du Midi|des Alpes|de Savoie|du Nord|de l'Ouest|d'Aquitaine|de Lorraine|de Bourgogne|des Pyrénées|de Champagne|du Languedoc|de Picardie|du Val de Loire|de Touraine|du Vexin|du Dauphiné",
).map((text) => ({ text, slug: word(text.replace(/^(?:de la |de l'|du |des |de |d')/, ''), 'fr').slug, generic: true }))

const BRANDS = words(
  'Azur|Atlas|Orion|Véga|Alizé|Mistral|Sirocco|Cèdre|Horizon|Émeraude|Arcane|Helios|Optima|Nexa|Altéa|Novalis|Solvéo|Lumière|Écume|Platane|Chêne|Tilleul|Iroise|Armor|Opale|Estérel|Vercors|Lubéron|Garrigue|Aurore',
  'fr',
)
const AND = connector('&')
const ET = connector('et')
const FILS = word('Fils', 'fr', true)
const GROUPE = word('Groupe', 'fr', true)
const ETS = word('Ets', 'fr', true)

/** "Transports de Bretagne"; English loanwords go after a brand instead ("Azur Digital"). */
function regional(trade: Word, d: Draft): Word[] {
  return isLoanword(trade) ? [d.r.pick(BRANDS), trade] : [trade, d.r.pick(REGIONS)]
}

const TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => tradeFirst(tradeWord(d, 'fr'), founderSurname(d, PEOPLE)), 22],
  [(d) => [founderSurname(d, PEOPLE), tradeWord(d, 'fr')], 14],
  [(d) => regional(tradeWord(d, 'fr'), d), 14],
  [(d) => [d.r.pick(BRANDS), tradeWord(d, 'fr')], 16],
  [(d) => (d.sizeIndex >= 2 ? [GROUPE, founderSurname(d, PEOPLE)] : [founderSurname(d, PEOPLE), tradeWord(d, 'fr')]), 5],
  [(d) => [founderSurname(d, PEOPLE), ET, FILS], 4],
  [
    (d) => {
      const first = founderSurname(d, PEOPLE)
      return [first, AND, partnerSurname(d, PEOPLE, first)]
    },
    4,
  ],
  [(d) => [ETS, founderSurname(d, PEOPLE)], 3],
  [(d) => [initialsWord(d.r), tradeWord(d, 'fr')], 5],
])

const STREET_TYPES = new WeightedList<string>([
  ['rue', 55],
  ['avenue', 15],
  ['boulevard', 10],
  ['place', 5],
  ['allée', 5],
  ['chemin', 4],
  ['impasse', 3],
  ['quai', 3],
])
const STREET_NAMES = list(
  "de la République|Victor Hugo|Jean Jaurès|de la Gare|Pasteur|du Général de Gaulle|de la Paix|Gambetta|Voltaire|des Lilas|de l'Église|du Moulin|Nationale|Émile Zola|Jean Moulin|de Verdun|Foch|Carnot|de la Liberté|des Écoles|du Commerce|de Paris|Saint-Michel|Thiers|Aristide Briand|Louis Pasteur|des Acacias|de la Fontaine|du Château|Lafayette|de Strasbourg|du Maréchal Leclerc|Pierre Brossolette|Anatole France|Charles de Gaulle|de l'Industrie|des Artisans|de la Mairie|du 8 Mai 1945|du 11 Novembre",
)
const BUSINESS_ZONES = list(
  "ZA des Portes|ZI Nord|ZAC du Parc|ZI de la Plaine|Parc d'Activités du Moulin|ZA les Landes|Technopole|Parc Tertiaire",
)

function frenchStreet(r: Prng): string {
  const number = `${r.between(1, 150)}${r.chance(0.05) ? ' bis' : ''}`
  if (r.chance(0.08)) return `${number} rue ${r.pick(STREET_NAMES)}, ${r.pick(BUSINESS_ZONES)}`
  return `${number} ${STREET_TYPES.pick(r)} ${r.pick(STREET_NAMES)}`
}

function frenchLandline(r: Prng, city: City): string {
  return `+33 ${r.pick(city.areaCodes)} ${groupDigits(r.leadingDigits(8, 1), [2, 2, 2, 2])}`
}

/** SIREN numbers of companies span 300 000 000-999 999 999 and grow with time. */
const SIREN_CAPACITY = 7_000_000

function sirenOf(serial: number): string {
  // Ten numbers per serial with a pseudo-random last digit keeps consecutive serials from looking consecutive.
  return sirenFromBase(String(30_000_000 + serial * 10 + ((serial * 7 + 3) % 10)))
}

export const fr = defineCountry({
  profile: {
    code: 'fr',
    name: 'France',
    region: 'europe',
    currency: 'EUR',
    callingCode: '33',
    weight: 8,
    legalForms: ['SARL', 'SAS', 'SA'],
    registrationNumberName: 'SIREN',
    vatNumberName: 'Numéro de TVA intracommunautaire',
  },
  language: 'fr',
  buckets: [{ key: 'fr', capacity: SIREN_CAPACITY, cities: cityList(CITIES), years: exponentialYears(1960, 0.045) }],
  legalForms: [
    // The SAS exists since 1994 and overtook the SARL for new companies in the 2010s.
    legalForm('SAS', 52, 'any', { from: 1994 }),
    legalForm('SARL', 42, 'small'),
    legalForm('SA', 0.8, 'large'),
  ],
  // The VAT number is derived from the SIREN, so it is unique with it; the serial is not needed.
  vatCapacity: 'derived',
  vatShare: 0.8,
  commonLaw: false,
  productivity: 0.95,
  tlds: [
    ['fr', 70],
    ['com', 25],
    ['eu', 3],
    ['net', 2],
  ],
  emailLocals: [
    ['contact', 60],
    ['info', 20],
    ['accueil', 10],
    ['commercial', 10],
  ],
  people: PEOPLE,
  companyName: (d) => composeName(d, TEMPLATES),
  registrationNumber: (d) => sirenOf(d.serial),
  vat: (d) => vatWithCheckDigits('FR', sirenOf(d.serial)),
  street: (d) => frenchStreet(d.r),
  postcode: (d) => rangePostcode(d.r, d.city.postcodes, 5),
  phone: frenchLandline,
  mobile: (r) => `+33 ${r.chance(0.8) ? 6 : 7} ${groupDigits(r.digits(8), [2, 2, 2, 2])}`,
  topRole: (d) => {
    if (d.legalForm.name === 'SA') return 'CEO'
    return d.legalForm.name === 'SAS' ? 'President' : 'Managing Director'
  },
})
