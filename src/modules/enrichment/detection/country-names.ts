import { foldText } from './fold'

/**
 * ISO 3166-1 alpha-2 + alpha-3 pairs (plus Kosovo's user-assigned XK/XKX, which registers use).
 * Intl knows names but not alpha-3 codes, so the pairs are listed here.
 */
const ISO_CODE_PAIRS =
  'ADAND AEARE AFAFG AGATG AIAIA ALALB AMARM AOAGO AQATA ARARG ASASM ATAUT AUAUS AWABW AXALA AZAZE ' +
  'BABIH BBBRB BDBGD BEBEL BFBFA BGBGR BHBHR BIBDI BJBEN BLBLM BMBMU BNBRN BOBOL BQBES BRBRA BSBHS ' +
  'BTBTN BVBVT BWBWA BYBLR BZBLZ CACAN CCCCK CDCOD CFCAF CGCOG CHCHE CICIV CKCOK CLCHL CMCMR CNCHN ' +
  'COCOL CRCRI CUCUB CVCPV CWCUW CXCXR CYCYP CZCZE DEDEU DJDJI DKDNK DMDMA DODOM DZDZA ECECU EEEST ' +
  'EGEGY EHESH ERERI ESESP ETETH FIFIN FJFJI FKFLK FMFSM FOFRO FRFRA GAGAB GBGBR GDGRD GEGEO GFGUF ' +
  'GGGGY GHGHA GIGIB GLGRL GMGMB GNGIN GPGLP GQGNQ GRGRC GSSGS GTGTM GUGUM GWGNB GYGUY HKHKG HMHMD ' +
  'HNHND HRHRV HTHTI HUHUN IDIDN IEIRL ILISR IMIMN ININD IOIOT IQIRQ IRIRN ISISL ITITA JEJEY JMJAM ' +
  'JOJOR JPJPN KEKEN KGKGZ KHKHM KIKIR KMCOM KNKNA KPPRK KRKOR KWKWT KYCYM KZKAZ LALAO LBLBN LCLCA ' +
  'LILIE LKLKA LRLBR LSLSO LTLTU LULUX LVLVA LYLBY MAMAR MCMCO MDMDA MEMNE MFMAF MGMDG MHMHL MKMKD ' +
  'MLMLI MMMMR MNMNG MOMAC MPMNP MQMTQ MRMRT MSMSR MTMLT MUMUS MVMDV MWMWI MXMEX MYMYS MZMOZ NANAM ' +
  'NCNCL NENER NFNFK NGNGA NINIC NLNLD NONOR NPNPL NRNRU NUNIU NZNZL OMOMN PAPAN PEPER PFPYF PGPNG ' +
  'PHPHL PKPAK PLPOL PMSPM PNPCN PRPRI PSPSE PTPRT PWPLW PYPRY QAQAT REREU ROROU RSSRB RURUS RWRWA ' +
  'SASAU SBSLB SCSYC SDSDN SESWE SGSGP SHSHN SISVN SJSJM SKSVK SLSLE SMSMR SNSEN SOSOM SRSUR SSSSD ' +
  'STSTP SVSLV SXSXM SYSYR SZSWZ TCTCA TDTCD TFATF TGTGO THTHA TJTJK TKTKL TLTLS TMTKM TNTUN TOTON ' +
  'TRTUR TTTTO TVTUV TWTWN TZTZA UAUKR UGUGA UMUMI USUSA UYURY UZUZB VAVAT VCVCT VEVEN VGVGB VIVIR ' +
  'VNVNM VUVUT WFWLF WSWSM XKXKX YEYEM YTMYT ZAZAF ZMZMB ZWZWE'

/** ISO 3166-1 numeric codes ("826" is the United Kingdom), as alpha-2 + numeric. Intl knows none of them. */
const ISO_NUMERIC =
  'AD020 AE784 AF004 AG028 AI660 AL008 AM051 AO024 AQ010 AR032 AS016 AT040 AU036 AW533 AX248 AZ031 ' +
  'BA070 BB052 BD050 BE056 BF854 BG100 BH048 BI108 BJ204 BL652 BM060 BN096 BO068 BQ535 BR076 BS044 ' +
  'BT064 BV074 BW072 BY112 BZ084 CA124 CC166 CD180 CF140 CG178 CH756 CI384 CK184 CL152 CM120 CN156 ' +
  'CO170 CR188 CU192 CV132 CW531 CX162 CY196 CZ203 DE276 DJ262 DK208 DM212 DO214 DZ012 EC218 EE233 ' +
  'EG818 EH732 ER232 ES724 ET231 FI246 FJ242 FK238 FM583 FO234 FR250 GA266 GB826 GD308 GE268 GF254 ' +
  'GG831 GH288 GI292 GL304 GM270 GN324 GP312 GQ226 GR300 GS239 GT320 GU316 GW624 GY328 HK344 HM334 ' +
  'HN340 HR191 HT332 HU348 ID360 IE372 IL376 IM833 IN356 IO086 IQ368 IR364 IS352 IT380 JE832 JM388 ' +
  'JO400 JP392 KE404 KG417 KH116 KI296 KM174 KN659 KP408 KR410 KW414 KY136 KZ398 LA418 LB422 LC662 ' +
  'LI438 LK144 LR430 LS426 LT440 LU442 LV428 LY434 MA504 MC492 MD498 ME499 MF663 MG450 MH584 MK807 ' +
  'ML466 MM104 MN496 MO446 MP580 MQ474 MR478 MS500 MT470 MU480 MV462 MW454 MX484 MY458 MZ508 NA516 ' +
  'NC540 NE562 NF574 NG566 NI558 NL528 NO578 NP524 NR520 NU570 NZ554 OM512 PA591 PE604 PF258 PG598 ' +
  'PH608 PK586 PL616 PM666 PN612 PR630 PS275 PT620 PW585 PY600 QA634 RE638 RO642 RS688 RU643 RW646 ' +
  'SA682 SB090 SC690 SD729 SE752 SG702 SH654 SI705 SJ744 SK703 SL694 SM674 SN686 SO706 SR740 SS728 ' +
  'ST678 SV222 SX534 SY760 SZ748 TC796 TD148 TF260 TG768 TH764 TJ762 TK772 TL626 TM795 TN788 TO776 ' +
  'TR792 TT780 TV798 TW158 TZ834 UA804 UG800 UM581 US840 UY858 UZ860 VA336 VC670 VE862 VG092 VI850 ' +
  'VN704 VU548 WF876 WS882 YE887 YT175 ZA710 ZM894 ZW716'

/**
 * Official long forms whose words are not "<state form> of <name>" (those are read by stripping
 * the state form, see STATE_FORMS): adjectival forms and native spellings people paste from registers.
 */
const OFFICIAL_NAMES: Readonly<Record<string, readonly string[]>> = {
  fr: [
    'République française',
    'French Republic',
    'Republique francaise',
    'Französische Republik',
    'República Francesa',
    'Repubblica francese',
  ],
  de: ['Bundesrepublik Deutschland', "République fédérale d'Allemagne", 'República Federal de Alemania', 'Repubblica Federale di Germania'],
  it: ['Repubblica Italiana', 'Italian Republic', 'République italienne', 'República Italiana', 'Italienische Republik'],
  es: ['Reino de España', "Royaume d'Espagne", 'Königreich Spanien', 'Regno di Spagna'],
  pt: ['República Portuguesa', 'Portuguese Republic', 'République portugaise'],
  nl: ['Koninkrijk der Nederlanden', 'Royaume des Pays-Bas'],
  be: ['Royaume de Belgique', 'Koninkrijk België', 'Königreich Belgien'],
  ch: ['Swiss Confederation', 'Confédération suisse', 'Schweizerische Eidgenossenschaft', 'Confederazione Svizzera', 'Confederación Suiza'],
  at: ['Republik Österreich'],
  mx: ['Estados Unidos Mexicanos', 'United Mexican States'],
  br: ['República Federativa do Brasil', 'Federative Republic of Brazil'],
  ar: ['República Argentina', 'Argentine Republic'],
  gr: ['Hellenic Republic', 'Elliniki Dimokratia', 'Ελληνική Δημοκρατία'],
  pl: ['Rzeczpospolita Polska'],
  se: ['Konungariket Sverige'],
  no: ['Kongeriket Norge'],
  dk: ['Kongeriget Danmark'],
  fi: ['Suomen tasavalta'],
  lu: ['Grand-Duché de Luxembourg', 'Großherzogtum Luxemburg'],
  mc: ['Principauté de Monaco'],
  sk: ['Slovak Republic', 'Slovenská republika'],
  cz: ['Česká republika'],
  hu: ['Magyarország'],
  ie: ['Poblacht na hÉireann'],
  gb: [
    'Royaume-Uni de Grande-Bretagne et d’Irlande du Nord',
    'Reino Unido de Gran Bretaña e Irlanda del Norte',
    'Vereinigtes Königreich Großbritannien und Nordirland',
  ],
  ve: ['Bolivarian Republic of Venezuela', 'República Bolivariana de Venezuela'],
  bo: ['Plurinational State of Bolivia', 'Estado Plurinacional de Bolivia'],
  uy: ['Oriental Republic of Uruguay', 'República Oriental del Uruguay'],
  eg: ['Arab Republic of Egypt'],
  vn: ['Socialist Republic of Vietnam', 'Socialist Republic of Viet Nam'],
  lb: ['Lebanese Republic'],
  jo: ['Hashemite Kingdom of Jordan'],
  tr: ['Türkiye Cumhuriyeti'],
}

/**
 * Words of a state form around a country's name ("Republic of Chile", "Reino de Suecia",
 * "Königreich Schweden", "République de Corée"): dropped when the whole text is not a known name.
 * Keys as countryKey makes them (folded, no spaces).
 */
const STATE_FORMS = [
  'federalrepublicof',
  'islamicrepublicof',
  'democraticrepublicof',
  'peoplesrepublicof',
  'republicof',
  'kingdomof',
  'commonwealthof',
  'stateof',
  'principalityof',
  'grandduchyof',
  'sultanateof',
  'unitedrepublicof',
  'federationof',
  'republiquede',
  'republiqued',
  'republiquedu',
  'royaumede',
  'royaumed',
  'royaumedu',
  'republicade',
  'republicadel',
  'reinode',
  'reinodel',
  'estadode',
  'repubblicadi',
  'repubblicadel',
  'regnodi',
  'regnodel',
  'republik',
  'konigreich',
  'bundesrepublik',
  'koninkrijk',
  'republiek',
  'republica',
  'republique',
  'repubblica',
  'republic',
  'kingdom',
] as const

/**
 * Spellings that neither the codes nor Intl's names cover: informal and historical names, the
 * constituent countries of the UK, and the long official forms people paste from registers.
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  gb: [
    'UK',
    'Great Britain',
    'Britain',
    'England',
    'Scotland',
    'Wales',
    'Northern Ireland',
    'United Kingdom of Great Britain and Northern Ireland',
    'Angleterre',
    'Inglaterra',
    'Gran Bretaña',
    'Grande-Bretagne',
    'Großbritannien',
    'Gran Bretagna',
    'Inghilterra',
    'Groot-Brittannië',
    'Engeland',
  ],
  us: [
    'America',
    'United States of America',
    'EEUU',
    'Estados Unidos de América',
    "États-Unis d'Amérique",
    'Vereinigte Staaten von Amerika',
    "Stati Uniti d'America",
    'Verenigde Staten van Amerika',
  ],
  nl: ['Holland', 'Holanda', 'Hollande'],
  cz: ['Czech Republic', 'République tchèque', 'Tschechische Republik', 'República Checa', 'Repubblica Ceca', 'Tsjechische Republiek'],
  kr: ['South Korea', 'Korea', 'Republic of Korea', 'Korea, Republic of'],
  kp: ['North Korea'],
  ru: ['Russian Federation'],
  ae: ['UAE', 'Emirates'],
  ci: ['Ivory Coast'],
  tr: ['Turkey', 'Turkiye'],
  sz: ['Swaziland'],
  mk: ['Macedonia', 'Republic of North Macedonia', 'FYROM'],
  mm: ['Burma'],
  va: ['Vatican', 'Vatican City', 'Holy See'],
  cv: ['Cape Verde'],
  tl: ['East Timor'],
  la: ['Laos'],
  sy: ['Syria'],
  ir: ['Iran', 'Islamic Republic of Iran'],
  vn: ['Viet Nam'],
  md: ['Moldova', 'Republic of Moldova'],
  ps: ['Palestine'],
  tw: ['Taiwan', 'Republic of China'],
  hk: ['Hong Kong', 'Hong Kong SAR'],
  mo: ['Macau', 'Macao'],
  sa: ['KSA', 'Saudi'],
  cn: ['PRC', "People's Republic of China", 'Mainland China'],
  cd: ['DRC', 'DR Congo', 'Democratic Republic of the Congo', 'Congo-Kinshasa'],
  cg: ['Republic of the Congo', 'Congo-Brazzaville'],
  ba: ['Bosnia', 'Bosnia and Herzegovina', 'Bosnia-Herzegovina'],
  gr: ['EL', 'Hellas'],
  de: ['Federal Republic of Germany', 'BRD'],
  ie: ['Republic of Ireland', 'Eire'],
  kn: ['Saint Kitts and Nevis'],
  vc: ['Saint Vincent and the Grenadines'],
  tt: ['Trinidad'],
}

/**
 * Three-letter codes people use for countries besides ISO's: the Olympic (IOC) and FIFA codes, and
 * the distinguishing signs on cars (Vienna Convention), as lists and CRMs hold them ("GER", "SUI",
 * "NED", "CDN"). Only codes that name one country in every one of those systems and are no other
 * country's ISO code are listed: "ROU" (Uruguay's car sign, Romania's ISO code), "LIB" (Lebanon for
 * the IOC, Libya for many) and "BUR" (Burkina Faso now, Burma once) are left out.
 */
export const OTHER_CODES: Readonly<Record<string, readonly string[]>> = {
  de: ['GER'],
  ch: ['SUI'],
  nl: ['NED'],
  dk: ['DEN'],
  pt: ['POR'],
  gr: ['GRE'],
  hr: ['CRO'],
  si: ['SLO'],
  bg: ['BUL'],
  lv: ['LAT'],
  ie: ['IRL'],
  ca: ['CDN'],
  mc: ['MON'],
  sm: ['RSM'],
  li: ['FL'],
  mk: ['NMK'],
  kr: ['ROK'],
  cl: ['CHI', 'RCH'],
  ar: ['RA'],
  uy: ['URU'],
  py: ['PAR'],
  za: ['RSA'],
  dz: ['ALG'],
  ly: ['LBA'],
  ng: ['NGR', 'WAN'],
  ke: ['EAK'],
  zw: ['ZIM'],
  mg: ['MAD'],
  id: ['INA'],
  my: ['MAS'],
  sg: ['SIN'],
  ph: ['PHI'],
  vn: ['VIE'],
  tw: ['TPE'],
  ir: ['IRI'],
  lk: ['SRI'],
  bn: ['BRU'],
  kw: ['KUW'],
  om: ['OMA'],
  sa: ['KSA'],
  ps: ['PLE'],
  np: ['NEP'],
  bd: ['BAN'],
  bt: ['BHU'],
  mn: ['MGL'],
  mm: ['MYA'],
  kh: ['CAM'],
  ht: ['HAI'],
  hn: ['HON'],
  gt: ['GUA'],
  sv: ['ESA'],
  cr: ['CRC'],
  pr: ['PUR'],
  ao: ['ANG'],
  tg: ['TOG'],
  bw: ['BOT'],
  mu: ['MRI'],
  tz: ['TAN'],
  sd: ['SUD'],
  td: ['CHA'],
  ne: ['NIG'],
  zm: ['ZAM'],
  fj: ['FIJ'],
  xk: ['KOS'],
  gb: ['ENG', 'SCO', 'WAL', 'NIR'],
  gi: ['GBZ'],
  je: ['GBJ'],
  gg: ['GBG'],
  im: ['GBM'],
}

/**
 * The one-letter signs on cars ("D" for Germany, "CH" is ISO anyway): read only where a column is
 * known to hold countries, since elsewhere a single letter is a grade, an initial or a size.
 */
const VEHICLE_LETTERS: Readonly<Record<string, string>> = {
  a: 'at',
  b: 'be',
  d: 'de',
  e: 'es',
  f: 'fr',
  h: 'hu',
  i: 'it',
  j: 'jp',
  l: 'lu',
  m: 'mt',
  n: 'no',
  p: 'pt',
  s: 'se',
  v: 'va',
}

/**
 * Languages whose names are accepted for every country: the languages of the site's visitors first
 * (so their spellings win a clash), then every language the ICU data of this Node.js knows.
 */
const NAME_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'] as const
const MORE_LANGUAGES =
  'af am ar as az be bg bn bs ca cs cy da el et eu fa fi fil ga gl gu he hi hr hu hy id is ja ka kk km kn ko ky lo lt lv mk ml ' +
  'mn mr ms my nb nn ne or pa pl ps ro ru si sk sl so sq sr sr-Latn sv sw ta te th tk tr uk ur uz vi zh zh-Hant yue zu fo lb mt ' +
  'rm fy gd br ha ig yo ti'

/**
 * Further official languages beyond the one Intl reports as a country's main language
 * ("Suomi" comes from Finnish, but Swedish "Finland" too).
 */
const EXTRA_NATIVE_LANGUAGES: readonly (readonly [string, string])[] = [
  ['FI', 'sv'],
  ['IE', 'ga'],
  ['ES', 'ca'],
  ['LU', 'lb'],
  ['ZA', 'af'],
  ['NO', 'nn'],
  ['BE', 'fr'],
  ['CH', 'rm'],
]

/** Folded letters and digits only, "&" read as "and", a leading "the" dropped: "The U.S." -> "us". */
function countryKey(text: string): string {
  const words = foldText(text.replace(/&/g, ' and '))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
  if (words[0] === 'the' && words.length > 1) words.shift()
  return words.join('')
}

function displayNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' })
  } catch {
    // A Node built without full ICU: codes and aliases still work.
    return null
  }
}

function supportedLanguages(languages: string[]): string[] {
  try {
    return Intl.DisplayNames.supportedLocalesOf(languages)
  } catch {
    return []
  }
}

function nativeLanguage(alpha2: string): string | null {
  try {
    return new Intl.Locale(`und-${alpha2}`).maximize().language
  } catch {
    return null
  }
}

/** Key -> lower-case alpha-2. Codes and aliases first, so no translated name can shadow a code. */
function buildCountryIndex(): Map<string, string> {
  const index = new Map<string, string>()
  const add = (text: string | undefined, code: string) => {
    const key = text ? countryKey(text) : ''
    if (key && !index.has(key)) index.set(key, code)
  }
  const pairs = ISO_CODE_PAIRS.split(' ').map((pair) => [pair.slice(0, 2), pair.slice(2)] as const)
  for (const [alpha2, alpha3] of pairs) {
    add(alpha2, alpha2.toLowerCase())
    add(alpha3, alpha2.toLowerCase())
  }
  for (const [code, aliases] of Object.entries(ALIASES)) for (const alias of aliases) add(alias, code)
  for (const [code, others] of Object.entries(OTHER_CODES)) for (const other of others) add(other, code)

  const namers = new Map<string, Intl.DisplayNames | null>()
  const nameIn = (language: string, alpha2: string) => {
    if (!namers.has(language)) namers.set(language, displayNames(language))
    const name = namers.get(language)?.of(alpha2)
    add(name, alpha2.toLowerCase())
    // "St. Kitts & Nevis" is as often written "Saint Kitts & Nevis".
    if (name?.startsWith('St. ')) add(`Saint ${name.slice(4)}`, alpha2.toLowerCase())
  }
  for (const [code, names] of Object.entries(OFFICIAL_NAMES)) for (const name of names) add(name, code)
  const languages = [...NAME_LANGUAGES, ...supportedLanguages(MORE_LANGUAGES.split(' '))]
  for (const language of languages) for (const [alpha2] of pairs) nameIn(language, alpha2)
  for (const [alpha2] of pairs) {
    const language = nativeLanguage(alpha2)
    if (language) nameIn(language, alpha2)
  }
  for (const [alpha2, language] of EXTRA_NATIVE_LANGUAGES) nameIn(language, alpha2)
  return index
}

let numericIndex: Map<string, string> | null = null

function getNumericIndex(): Map<string, string> {
  numericIndex ??= new Map(ISO_NUMERIC.split(' ').map((pair) => [pair.slice(2), pair.slice(0, 2).toLowerCase()] as const))
  return numericIndex
}

let countryIndex: Map<string, string> | null = null

/** Built on first use: loading ICU's region names costs a few milliseconds once per process. */
function getCountryIndex(): Map<string, string> {
  countryIndex ??= buildCountryIndex()
  return countryIndex
}

/** Longest country spelling worth looking up; longer cells are sentences, not countries. */
const MAX_COUNTRY_TEXT_LENGTH = 60
const DIGIT = /\d/

/** The key without a state form around it ("republicofchile" -> "chile"), or null. */
const STATE_FORMS_LONGEST_FIRST = [...STATE_FORMS].sort((a, b) => b.length - a.length)

function withoutStateForm(key: string): string | null {
  // Longest first: "royaumedu" before "royaumed", or "Royaume du Maroc" would leave "umaroc".
  for (const form of STATE_FORMS_LONGEST_FIRST) {
    if (key.startsWith(form) && key.length > form.length + 2) return key.slice(form.length).replace(/^the/, '')
  }
  return null
}

/** The whole text as one country's spelling, or null. */
function lookUp(value: string): string | null {
  const key = countryKey(value)
  if (!key) return null
  const index = getCountryIndex()
  const found = index.get(key)
  if (found) return found
  const stripped = withoutStateForm(key)
  return stripped ? (index.get(stripped) ?? null) : null
}

/** What separates two spellings of one country in a cell: "Germany (DE)", "DE - Germany", "Deutschland / Germany". */
const SPELLINGS_SEPARATOR = /\s*(?:[()[\]{}|/;,]|\s[-–—]\s)\s*/u

export type CountryTextOptions = {
  /**
   * The text is a country column's value: ISO numeric codes ("826") and one-letter car signs ("D")
   * are read too. Elsewhere (detecting which column holds countries) they would take a column of
   * small numbers or grades for one.
   */
  column?: boolean
}

/**
 * Lower-case ISO 3166-1 alpha-2 code of a country written as an alpha-2 or alpha-3 code, an Olympic,
 * FIFA or car code ("GER", "CDN"), its name in any language Intl knows (the site's languages win a
 * clash), an official long form ("République française", "Kingdom of Spain") or a common alias
 * ("UK", "U.S.A.", "England", "Holland"), also two of those together when they agree ("Germany
 * (DE)"); null when the text names no country. Case, accents and punctuation are ignored.
 */
export function countryCodeFromText(value: string, options: CountryTextOptions = {}): string | null {
  if (options.column && /^\s*\d{1,3}\s*$/.test(value)) return getNumericIndex().get(value.trim().padStart(3, '0')) ?? null
  // No country is written with digits, and most cells of other columns have some: skip them early.
  if (value.length > MAX_COUNTRY_TEXT_LENGTH || DIGIT.test(value)) return null
  const spelling = (text: string) => lookUp(text) ?? (options.column ? (VEHICLE_LETTERS[countryKey(text)] ?? null) : null)
  const whole = spelling(value)
  if (whole) return whole
  // Two spellings of one country side by side: every part must name the same country.
  const parts = value.split(SPELLINGS_SEPARATOR).filter((part) => countryKey(part))
  if (parts.length < 2) return null
  const codes = new Set(parts.map(spelling))
  const [only] = codes
  return codes.size === 1 && only ? only : null
}
