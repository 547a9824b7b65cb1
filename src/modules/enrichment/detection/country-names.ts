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

/**
 * Spellings that neither the codes nor Intl's names cover: informal and historical names, the
 * constituent countries of the UK, and the long official forms people paste from registers.
 */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  gb: [
    'UK', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland',
    'United Kingdom of Great Britain and Northern Ireland', 'Angleterre', 'Inglaterra', 'Gran Bretaña',
    'Grande-Bretagne', 'Großbritannien', 'Gran Bretagna', 'Inghilterra', 'Groot-Brittannië', 'Engeland',
  ],
  us: [
    'America', 'United States of America', 'EEUU', 'Estados Unidos de América', "États-Unis d'Amérique",
    'Vereinigte Staaten von Amerika', "Stati Uniti d'America", 'Verenigde Staten van Amerika',
  ],
  nl: ['Holland', 'Holanda', 'Hollande'],
  cz: [
    'Czech Republic', 'République tchèque', 'Tschechische Republik', 'República Checa', 'Repubblica Ceca',
    'Tsjechische Republiek',
  ],
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

/** Languages whose names are accepted for every country (the languages of the site's visitors). */
const NAME_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'] as const

/**
 * Further official languages beyond the one Intl reports as a country's main language
 * ("Suomi" comes from Finnish, but Swedish "Finland" too).
 */
const EXTRA_NATIVE_LANGUAGES: readonly (readonly [string, string])[] = [
  ['FI', 'sv'], ['IE', 'ga'], ['ES', 'ca'], ['LU', 'lb'], ['ZA', 'af'], ['NO', 'nn'], ['BE', 'fr'], ['CH', 'rm'],
]

/** Folded letters and digits only, "&" read as "and", a leading "the" dropped: "The U.S." -> "us". */
function countryKey(text: string): string {
  const words = foldText(text.replace(/&/g, ' and ')).split(/[^\p{L}\p{N}]+/u).filter(Boolean)
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

  const namers = new Map<string, Intl.DisplayNames | null>()
  const nameIn = (language: string, alpha2: string) => {
    if (!namers.has(language)) namers.set(language, displayNames(language))
    const name = namers.get(language)?.of(alpha2)
    add(name, alpha2.toLowerCase())
    // "St. Kitts & Nevis" is as often written "Saint Kitts & Nevis".
    if (name?.startsWith('St. ')) add(`Saint ${name.slice(4)}`, alpha2.toLowerCase())
  }
  for (const language of NAME_LANGUAGES) for (const [alpha2] of pairs) nameIn(language, alpha2)
  for (const [alpha2] of pairs) {
    const language = nativeLanguage(alpha2)
    if (language) nameIn(language, alpha2)
  }
  for (const [alpha2, language] of EXTRA_NATIVE_LANGUAGES) nameIn(language, alpha2)
  return index
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

/**
 * Lower-case ISO 3166-1 alpha-2 code of a country written as an alpha-2 or alpha-3 code, its name
 * in English, Spanish, French, German, Italian, Portuguese, Dutch or its own language, or a
 * common alias ("UK", "U.S.A.", "England", "Holland"); null when the text names no country.
 */
export function countryCodeFromText(value: string): string | null {
  // No country is written with digits, and most cells of other columns have some: skip them early.
  if (value.length > MAX_COUNTRY_TEXT_LENGTH || DIGIT.test(value)) return null
  const key = countryKey(value)
  if (!key) return null
  return getCountryIndex().get(key) ?? null
}
