import { completeGb } from '../../identifiers/vat-rules'
import { cityList, defineCountry, groupDigits, legalForm, parseCities, type City, type Draft } from '../country-spec'
import { anchoredYears, exponentialYears } from '../founding-years'
import { composeName, founderSurname, initialsWord, partnerSurname, tradeWord, type NameTemplate } from '../name-kit'
import { connector, list, word, words } from '../name-words'
import { nameGroup, nameGroups } from '../person-names'
import type { Prng } from '../prng'
import { WeightedList } from '../weighted-list'

const EW_CITIES = parseCities(
  `
London; 30; EC1A EC1V EC2A EC2M EC2V EC3A EC3M EC4A EC4M WC1B WC1H WC1N WC1V WC2A WC2B WC2H W1B W1D W1F W1G W1H W1J W1K W1T W1U W1W SE1 SE10 SE11 SE16 SW1A SW1E SW1H SW1P SW1V SW1W SW6 SW11 SW15 SW19 N1 N7 NW1 NW3 E1 E2 E8 E14 E15 W2 W4 W6 W8 W11; 20/7 20/3 20/8
Birmingham; 4.5; B1 B2 B3 B4 B5 B7 B9 B10 B11 B12 B15 B16 B18 B19 B24 B26 B30 B37; 121
Manchester; 4.5; M1 M2 M3 M4 M8 M11 M12 M13 M14 M15 M16 M17 M20 M22 M50 M90; 161
Leeds; 3; LS1 LS2 LS3 LS6 LS7 LS9 LS10 LS11 LS12 LS15 LS16 LS17 LS27 LS28; 113
Bristol; 2.6; BS1 BS2 BS3 BS4 BS5 BS6 BS7 BS8 BS10 BS11 BS16 BS32 BS34; 117
Liverpool; 2.2; L1 L2 L3 L7 L8 L9 L13 L15 L17 L18 L19 L24 L33; 151
Sheffield; 1.8; S1 S2 S3 S4 S8 S9 S10 S11 S17 S20 S35; 114
Newcastle upon Tyne; 1.6; NE1 NE2 NE3 NE4 NE6 NE7 NE12 NE13 NE15; 191
Nottingham; 1.6; NG1 NG2 NG3 NG5 NG7 NG8 NG9 NG11 NG15 NG16; 115
Leicester; 1.4; LE1 LE2 LE3 LE4 LE5 LE18 LE19; 116
Cardiff; 1.4; CF10 CF11 CF14 CF15 CF23 CF24 CF3 CF5; 29/20
Southampton; 1.1; SO14 SO15 SO16 SO17 SO18 SO19 SO30 SO31; 23/80
Reading; 1.3; RG1 RG2 RG4 RG5 RG6 RG7 RG30 RG31 RG41; 118
Milton Keynes; 1.3; MK1 MK2 MK3 MK5 MK9 MK10 MK11 MK12 MK14 MK15 MK17; 1908
Cambridge; 1.1; CB1 CB2 CB3 CB4 CB5 CB21 CB22 CB23 CB24 CB25; 1223
Oxford; 0.9; OX1 OX2 OX3 OX4 OX14 OX29; 1865
Brighton; 1; BN1 BN2 BN3 BN41; 1273
Coventry; 1; CV1 CV2 CV3 CV4 CV5 CV6 CV7; 24/76
Norwich; 0.8; NR1 NR2 NR3 NR4 NR5 NR6 NR7; 1603
Exeter; 0.7; EX1 EX2 EX4 EX5; 1392
Swansea; 0.6; SA1 SA2 SA5 SA6 SA7; 1792
York; 0.7; YO1 YO10 YO19 YO23 YO24 YO26 YO30 YO31 YO32; 1904
Guildford; 0.7; GU1 GU2 GU3 GU4; 1483
Watford; 0.7; WD17 WD18 WD19 WD24 WD25; 1923
Bournemouth; 0.7; BH1 BH2 BH3 BH4 BH7 BH8 BH9 BH11; 1202
Derby; 0.8; DE1 DE21 DE22 DE23 DE24 DE73; 1332
Stoke-on-Trent; 0.7; ST1 ST2 ST3 ST4 ST6; 1782
Wolverhampton; 0.7; WV1 WV2 WV3 WV4 WV6 WV10; 1902
Plymouth; 0.6; PL1 PL2 PL3 PL4 PL5 PL6 PL7; 1752
Peterborough; 0.7; PE1 PE2 PE3 PE4 PE7; 1733
Northampton; 0.7; NN1 NN2 NN3 NN4 NN5; 1604
Bradford; 0.9; BD1 BD2 BD3 BD4 BD5 BD7 BD8 BD9; 1274
Hull; 0.7; HU1 HU2 HU3 HU4 HU5 HU7 HU8 HU9; 1482
Ipswich; 0.5; IP1 IP2 IP3 IP4; 1473
Chelmsford; 0.6; CM1 CM2 CM3; 1245
Slough; 0.6; SL1 SL2 SL3; 1753
Luton; 0.6; LU1 LU2 LU3 LU4; 1582
Warrington; 0.6; WA1 WA2 WA3 WA4 WA5; 1925
Preston; 0.5; PR1 PR2 PR4 PR5; 1772
Bolton; 0.5; BL1 BL2 BL3; 1204
`,
  'en',
)

const SCOTTISH_CITIES = parseCities(
  `
Glasgow; 5; G1 G2 G3 G4 G5 G11 G12 G20 G31 G40 G41 G42 G51 G52 G69 G72; 141
Edinburgh; 5; EH1 EH2 EH3 EH4 EH6 EH7 EH8 EH9 EH10 EH11 EH12 EH14 EH28; 131
Aberdeen; 2; AB10 AB11 AB12 AB15 AB16 AB21 AB24 AB25; 1224
Dundee; 1.2; DD1 DD2 DD3 DD4 DD5; 1382
Inverness; 0.7; IV1 IV2 IV3; 1463
Stirling; 0.5; FK7 FK8 FK9; 1786
Perth; 0.5; PH1 PH2; 1738
Livingston; 0.5; EH53 EH54; 1506
`,
  'en',
)

const NORTHERN_IRISH_CITIES = parseCities(
  `
Belfast; 5; BT1 BT2 BT3 BT4 BT5 BT6 BT7 BT9 BT12 BT14 BT15 BT17; 28/90
Londonderry; 1; BT47 BT48; 28/71
Lisburn; 0.8; BT27 BT28; 28/92
Newry; 0.6; BT34 BT35; 28/30
Craigavon; 0.6; BT62 BT63 BT64 BT65 BT66; 28/38
Ballymena; 0.5; BT42 BT43; 28/25
`,
  'en',
)

const PEOPLE = nameGroups([
  [
    nameGroup(
      'en',
      'Oliver|James|William|Thomas|George|Harry|Jack|Daniel|Matthew|Samuel|Joseph|David|Andrew|Richard|Michael|Christopher|Paul|Mark|Stephen|Robert|Peter|Simon|Ian|Gareth|Alistair|Rhys|Callum|Liam|Owen|Edward',
      'Olivia|Emily|Charlotte|Sophie|Jessica|Amelia|Hannah|Lucy|Sarah|Emma|Rachel|Claire|Helen|Laura|Rebecca|Victoria|Katherine|Louise|Joanne|Nicola|Fiona|Gemma|Harriet|Eleanor|Megan|Chloe|Zoe|Alice',
      'Smith|Jones|Taylor|Brown|Williams|Wilson|Johnson|Davies|Robinson|Wright|Thompson|Evans|Walker|White|Roberts|Green|Hall|Wood|Jackson|Clarke|Harrison|Hughes|Edwards|Turner|Hill|Cooper|Ward|Morris|Moore|King|Baker|Harris|Lewis|Campbell|Stewart|Murray|Reid|Fraser|Hartley|Ashworth|Pemberton|Whitfield|Ellison|Fletcher|Holloway|Barnes|Chapman|Marshall|Palmer|Bennett|Carter|Mitchell|Kelly|Price|Shaw|Bailey|Webb|Hunt|Dixon|Fairbairn|Thornton|Sutcliffe|Ainsworth|Radcliffe|Hargreaves|Whitaker|Kershaw|Lockwood|Moss|Pickering|Rowland|Seddon|Tennant|Wainwright',
    ),
    88,
  ],
  [
    nameGroup(
      'en',
      'Amir|Imran|Raj|Sanjay|Vikram|Arjun|Hamza|Bilal|Kiran|Rohan',
      'Priya|Aisha|Fatima|Nadia|Anjali|Sana|Meera|Zara|Amira|Nisha',
      'Patel|Shah|Khan|Ahmed|Hussain|Singh|Sharma|Chaudhry|Mistry|Begum|Malik|Iqbal',
    ),
    8,
  ],
  [
    nameGroup(
      'en',
      'Piotr|Tomasz|Marek|Andrzej|Krzysztof|Pawel',
      'Anna|Katarzyna|Magdalena|Agnieszka|Joanna|Ewa',
      'Kowalski|Nowak|Wisniewski|Wojcik|Kaminski|Lewandowski|Zielinski|Szymanski',
    ),
    4,
  ],
])

const BRANDS = words(
  'Meridian|Northgate|Oakfield|Kestrel|Pennine|Thames|Severn|Greystone|Harbour|Beacon|Cedar|Sovereign|Albion|Evergreen|Keystone|Summit|Horizon|Redwood|Ashdown|Fernhill|Willow|Linden|Falcon|Osprey|Heron|Granite|Riverside|Westbrook|Eastfield|Millbrook|Hawthorn|Bramble|Chiltern|Cotswold|Mercia|Wessex|Anglia|Cambrian|Lakeland|Kingsbridge|Ashgrove|Foxglove|Oakridge|Silverline|Bluebell|Stonebridge|Brookfield|Fairway|Castlegate',
  'en',
)
const SCOTTISH_BRANDS = words(
  'Clyde|Forth|Lomond|Caledonian|Highland|Tay|Saltire|Thistle|Grampian|Cairngorm|Ness|Braemar|Kelvin|Trossachs|Moray',
  'en',
)
const NORTHERN_IRISH_BRANDS = words('Ulster|Lagan|Mourne|Antrim|Foyle|Causeway|Sperrin|Erne|Belvoir|Glenarm', 'en')

const AND = connector('&')
const GROUP = word('Group', 'en', true)
const UK = word('UK', 'en', true)
const SONS = word('Sons', 'en', true)
const BROTHERS = word('Brothers', 'en', true)
const PARTNERS = word('Partners', 'en', true)
const CO = word('Co', 'en', true)

function brand(draft: Draft): ReturnType<typeof word> {
  const { r } = draft
  if (draft.bucket.key === 'sc' && r.chance(0.5)) return r.pick(SCOTTISH_BRANDS)
  if (draft.bucket.key === 'ni' && r.chance(0.5)) return r.pick(NORTHERN_IRISH_BRANDS)
  return r.pick(BRANDS)
}

const COMPANY_TEMPLATES = new WeightedList<NameTemplate>([
  [(d) => [founderSurname(d, PEOPLE), tradeWord(d, 'en')], 24],
  [
    (d) => {
      const first = founderSurname(d, PEOPLE)
      return [first, AND, partnerSurname(d, PEOPLE, first)]
    },
    6,
  ],
  [(d) => [brand(d), tradeWord(d, 'en')], 26],
  [(d) => [d.city.place, tradeWord(d, 'en')], 9],
  [(d) => (d.sizeIndex >= 2 ? [brand(d), tradeWord(d, 'en'), GROUP] : [brand(d), tradeWord(d, 'en')]), 6],
  [(d) => [brand(d), UK], 2],
  [(d) => [founderSurname(d, PEOPLE), AND, d.r.chance(0.5) ? SONS : CO], 3],
  [(d) => [founderSurname(d, PEOPLE), BROTHERS], 2],
  [(d) => [initialsWord(d.r), tradeWord(d, 'en')], 6],
])

const LLP_TEMPLATES = new WeightedList<NameTemplate>([
  [
    (d) => {
      const first = founderSurname(d, PEOPLE)
      return [first, partnerSurname(d, PEOPLE, first)]
    },
    45,
  ],
  [(d) => [founderSurname(d, PEOPLE), AND, PARTNERS], 20],
  [(d) => [brand(d), tradeWord(d, 'en')], 25],
  [(d) => [founderSurname(d, PEOPLE), tradeWord(d, 'en')], 10],
])

const STREET_NAMES = list(
  'High|Station|Church|Victoria|Mill|Queen|King|Park|London|Bridge|New|Market|Albert|York|George|Castle|Chapel|Manor|Green|North|South|West|East|Princes|Windsor|Grange|Regent|Newton|Stanley|Richmond|Clarence|Chester|Wellington|Nelson|Kingsway|Orchard|Sandy|Meadow|Moor',
)
const STREET_TYPES = list('Street|Street|Road|Road|Road|Lane|Avenue|Way|Place|Square|Court|Crescent|Gardens|Terrace|Row')
const ESTATE_NAMES = list(
  'Riverside|Meridian|Enterprise|Parkway|Waterside|Lakeside|Oakwood|Pioneer|Phoenix|Central|Gateway|Brunel|Stephenson|Telford|Whittle',
)
const ESTATE_TYPES = list('Business Park|Industrial Estate|Trading Estate|Business Centre|Enterprise Park')
const FLOORS = list('Ground|1st|2nd|3rd|4th|5th|6th')
const BUILDINGS = list('House|Court|Chambers|Buildings|Point|Works')

function ukStreet(r: Prng): string {
  const roll = r.float()
  const number = r.chance(0.8) ? r.between(1, 180) : r.between(181, 420)
  const road = `${r.pick(STREET_NAMES)} ${r.pick(STREET_TYPES)}`
  if (roll < 0.58) return `${number} ${road}`
  if (roll < 0.74) return `Unit ${r.between(1, 40)}, ${r.pick(ESTATE_NAMES)} ${r.pick(ESTATE_TYPES)}`
  if (roll < 0.9) return `${r.pick(FLOORS)} Floor, ${number} ${road}`
  return `${r.pick(STREET_NAMES)} ${r.pick(BUILDINGS)}, ${number} ${road}`
}

/** Inward-code letters: Royal Mail never uses C, I, K, M, O or V there. */
const INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ'

function ukPostcode(r: Prng, city: City): string {
  return `${r.pick(city.postcodes)} ${r.between(0, 9)}${INWARD_LETTERS.charAt(r.int(20))}${INWARD_LETTERS.charAt(r.int(20))}`
}

/** Area tokens are "area" or "area/first digits of the local number" ("20/7" = 020 7xxx xxxx). */
function ukLandline(r: Prng, city: City): string {
  const token = r.pick(city.areaCodes)
  const [area = '20', prefix = ''] = token.split('/')
  const localLength = 10 - area.length
  const local = prefix + r.leadingDigits(localLength - prefix.length, 2)
  const grouped = area.length === 2 ? groupDigits(local, [4, 4]) : area.length === 3 ? groupDigits(local, [3, 4]) : local
  return `+44 ${area} ${grouped}`
}

/** First VAT block of each check scheme's valid range: 1000001-9490000, then 9700001-9990000. */
const GB_VAT_LOW_BLOCK = 8_490_000
const GB_VAT_CAPACITY = GB_VAT_LOW_BLOCK + 290_000

function gbVatBase(vatSerial: number): string {
  const base = vatSerial < GB_VAT_LOW_BLOCK ? 1_000_001 + vatSerial : 9_700_001 + (vatSerial - GB_VAT_LOW_BLOCK)
  return String(base)
}

/** Companies House number history: [share of the register issued, year]. */
const EW_NUMBER_YEARS = anchoredYears([
  [0, 1856],
  [0.0042, 1900],
  [0.0139, 1926],
  [0.029, 1947],
  [0.042, 1960],
  [0.064, 1970],
  [0.097, 1980],
  [0.119, 1984],
  [0.162, 1990],
  [0.201, 1995],
  [0.258, 2000],
  [0.351, 2005],
  [0.461, 2010],
  [0.571, 2013],
  [0.61, 2015],
  [0.721, 2018],
  [0.805, 2020],
  [0.896, 2022],
  [1, 2025],
])

/** Northern Ireland: NI000001-NI07xxxx until the 2009 move to Companies House, NI6xxxxx since. */
const NI_OLD_NUMBERS = 70_000

export const gb = defineCountry({
  profile: {
    code: 'gb',
    name: 'United Kingdom',
    region: 'europe',
    currency: 'GBP',
    callingCode: '44',
    weight: 13,
    legalForms: ['Ltd', 'LLP', 'PLC'],
    registrationNumberName: 'Companies House number',
    vatNumberName: 'VAT registration number',
  },
  language: 'en',
  buckets: [
    { key: 'ew', capacity: 15_400_000, cities: cityList(EW_CITIES), years: EW_NUMBER_YEARS, forms: ['Ltd', 'PLC'] },
    {
      key: 'sc',
      capacity: 820_000,
      cities: cityList(SCOTTISH_CITIES),
      years: anchoredYears([
        [0, 1860],
        [0.05, 1945],
        [0.13, 1980],
        [0.25, 1995],
        [0.4, 2005],
        [0.55, 2012],
        [0.78, 2020],
        [1, 2025],
      ]),
      forms: ['Ltd', 'PLC'],
    },
    {
      key: 'ni',
      capacity: NI_OLD_NUMBERS + 100_000,
      cities: cityList(NORTHERN_IRISH_CITIES),
      years: anchoredYears([
        [0, 1922],
        [0.2, 1985],
        [NI_OLD_NUMBERS / 170_000, 2009],
        [1, 2025],
      ]),
      forms: ['Ltd', 'PLC'],
    },
    // Limited liability partnerships exist since 2001 and are numbered from OC300001.
    { key: 'oc', capacity: 150_000, cities: cityList(EW_CITIES), years: exponentialYears(2001, 0.03), forms: ['LLP'] },
  ],
  legalForms: [legalForm('Ltd', 97), legalForm('PLC', 0.5, 'large', { from: 1981 }), legalForm('LLP', 1, 'any', { from: 2001 })],
  vatCapacity: GB_VAT_CAPACITY,
  vatShare: 0.55,
  commonLaw: true,
  productivity: 1,
  tlds: [
    ['co.uk', 72],
    ['com', 20],
    ['uk', 5],
    ['net', 3],
  ],
  emailLocals: [
    ['info', 50],
    ['enquiries', 20],
    ['hello', 15],
    ['sales', 10],
    ['office', 5],
  ],
  people: PEOPLE,
  companyName: (d) => composeName(d, d.legalForm.name === 'LLP' ? LLP_TEMPLATES : COMPANY_TEMPLATES),
  registrationNumber: (d) => {
    switch (d.bucket.key) {
      case 'sc':
        return `SC${String(d.local + 1).padStart(6, '0')}`
      case 'ni':
        return `NI${String(d.local < NI_OLD_NUMBERS ? d.local + 1 : 600_000 + d.local - NI_OLD_NUMBERS).padStart(6, '0')}`
      case 'oc':
        return `OC${300_001 + d.local}`
      default:
        return String(d.local + 1).padStart(8, '0')
    }
  },
  // Numbers issued since 2010 use the "9755" check pair.
  vat: (d, vatSerial) => `GB${completeGb(gbVatBase(vatSerial), d.year >= 2010 ? '9755' : 'mod97')}`,
  street: (d) => ukStreet(d.r),
  postcode: (d) => ukPostcode(d.r, d.city),
  phone: ukLandline,
  mobile: (r) => `+44 7${r.between(4, 9)}${r.digits(2)} ${r.digits(6)}`,
  topRole: (d) => {
    if (d.legalForm.name === 'LLP') return d.r.chance(0.7) ? 'Managing Partner' : 'Senior Partner'
    if (d.legalForm.name === 'PLC') return 'CEO'
    if (d.sizeIndex <= 1) return d.r.chance(0.6) ? 'Director' : 'Managing Director'
    return d.r.chance(0.6) ? 'Managing Director' : 'CEO'
  },
})
