/**
 * The enrichment benchmark's noise model, shared by `bench:enrichment` (which measures the matcher
 * on it) and `fit:matching` (which fits the matcher's score on other companies of the same
 * registry): companies drawn from the generated registry, each row varied by one kind of noise,
 * with the right answer kept for every row. Imported after the database is configured (it reads
 * the registry through the given SQL runner).
 */
import type { SqlRunner } from '../src/modules/db'
import {
  boundedEditDistance,
  candidateNameKey,
  createRegistryCandidateSource,
  initialsOfName,
  nameKey,
  readRegistryCountries,
  splitLegalForm,
  wordSpellings,
} from '../src/modules/enrichment'
import {
  generateCompanies,
  type GeneratedCompany,
  nameInitials,
  normalizeCompanyName,
  normalizeRegistrationNumber,
  Prng,
  wordInitials,
} from '../src/modules/registry'
import { tableToCsv } from '../src/modules/spreadsheet'

/**
 * The noise model: each row of the list is one kind of noise the issue names, applied to a real
 * registry company (rows that must not match have no true company). The mix sums to 1.
 */
export type Variant =
  | 'exact'
  | 'identifier only'
  | 'typo'
  | 'letter inserted'
  | 'letter dropped'
  | 'sign inside word'
  | 'missing space'
  | 'glued legal form'
  | 'legal form changed'
  | 'abbreviation'
  | 'reordered words'
  | 'dropped word'
  | 'twin: legal form'
  | 'twin: word order'
  | 'country in words or code'
  | 'no country'
  | 'legal form first'
  | 'garbled legal form'
  | 'short name, 2 letters wrong'
  | 'digit or sign as glue'
  | 'trade name'
  | 'initialism'
  | 'wrong country'
  | 'no match'
  // Only in the lists the score is fitted on (FIT_MIX): the other identifiers a list may have.
  | 'website only'
  | 'website and name'
  | 'officer e-mail'
  | 'company LinkedIn'
export const MIX: [Variant, number][] = [
  ['exact', 0.06],
  ['identifier only', 0.05],
  ['typo', 0.04],
  ['letter inserted', 0.04],
  ['letter dropped', 0.04],
  ['sign inside word', 0.04],
  ['missing space', 0.04],
  ['glued legal form', 0.05],
  ['legal form changed', 0.05],
  ['abbreviation', 0.05],
  ['reordered words', 0.05],
  ['dropped word', 0.04],
  ['twin: legal form', 0.04],
  ['twin: word order', 0.03],
  ['country in words or code', 0.04],
  ['no country', 0.05],
  ['legal form first', 0.03],
  ['garbled legal form', 0.03],
  ['short name, 2 letters wrong', 0.03],
  ['digit or sign as glue', 0.03],
  ['trade name', 0.04],
  ['initialism', 0.03],
  ['wrong country', 0.05],
  ['no match', 0.05],
]
/**
 * The mix the score is fitted on: the benchmark's, plus rows found by the other identifiers (a
 * website alone or with a name, an officer's e-mail, the company's LinkedIn page), so the score
 * knows what those are worth; such rows have E-mail and LinkedIn columns.
 */
export const FIT_MIX: [Variant, number][] = [
  ...MIX.map(([variant, share]): [Variant, number] => [variant, share * 0.85]),
  ['website only', 0.04],
  ['website and name', 0.04],
  ['officer e-mail', 0.04],
  ['company LinkedIn', 0.03],
]
/** Long forms a list might use instead of the registry's abbreviation. */
const LONG_FORMS: Record<string, string> = {
  Ltd: 'Limited',
  'Ltd.': 'Limited',
  GmbH: 'Gesellschaft mit beschränkter Haftung',
  'S.L.': 'Sociedad Limitada',
  'S.A.': 'SA',
  'Inc.': 'Incorporated',
  'Corp.': 'Corporation',
  LLC: 'L.L.C.',
  'B.V.': 'BV',
  'S.r.l.': 'SRL',
  'S.p.A.': 'SpA',
  'Pty Ltd': 'Proprietary Limited',
  'Pte. Ltd.': 'Pte Limited',
  PLC: 'Public Limited Company',
}
/** Another legal form of the same country, for planted twins ("… LLC" beside "… Inc."). */
const TWIN_FORMS: Record<string, string> = {
  Ltd: 'LLP',
  'Ltd.': 'LLP',
  LLP: 'Ltd',
  PLC: 'Ltd',
  LLC: 'Inc.',
  'Inc.': 'LLC',
  'Corp.': 'LLC',
  GmbH: 'AG',
  AG: 'GmbH',
  'S.L.': 'S.A.',
  'S.A.': 'S.L.',
  SAS: 'SARL',
  SARL: 'SAS',
  'S.r.l.': 'S.p.A.',
  'S.p.A.': 'S.r.l.',
  'B.V.': 'N.V.',
  'N.V.': 'B.V.',
}
/** How a list may write a country: names in other languages, alpha-3 and numeric codes. */
const COUNTRY_SPELLINGS: Record<string, string[]> = {
  gb: ['Royaume-Uni', 'Reino Unido', 'Vereinigtes Königreich', 'GBR', '826', 'Great Britain', 'England'],
  de: ['Alemania', 'Allemagne', 'Deutschland', 'DEU', '276', 'Bundesrepublik Deutschland'],
  fr: ['République française', 'Francia', 'Frankreich', 'FRA', '250'],
  es: ['Espagne', 'Spanien', 'España', 'ESP', '724', 'Reino de España'],
  it: ['Italie', 'Italien', 'Italia', 'ITA', '380'],
  nl: ['Pays-Bas', 'Países Bajos', 'Nederland', 'Holland', 'NLD', '528'],
  us: ['États-Unis', 'Estados Unidos', 'USA', 'U.S.A.', 'United States of America', '840'],
  ca: ['Kanada', 'Canadá', 'CAN', '124'],
  au: ['Australie', 'Australien', 'AUS', '036'],
  in: ['Inde', 'Indien', 'IND', 'Republic of India'],
  sg: ['Singapour', 'Singapur', 'SGP', 'Republic of Singapore'],
  za: ['Afrique du Sud', 'Sudáfrica', 'Südafrika', 'ZAF', '710'],
  br: ['Brésil', 'Brasilien', 'Brasil', 'BRA', '076'],
  mx: ['Mexique', 'México', 'Estados Unidos Mexicanos', 'MEX', '484'],
  ae: ['Émirats arabes unis', 'Emiratos Árabes Unidos', 'UAE', 'ARE', '784'],
  cn: ['Chine', 'China', '中国', 'CHN', '156', "People's Republic of China"],
}
const COUNTRIES = ['gb', 'de', 'fr', 'es', 'it', 'nl', 'us', 'ca', 'au', 'in', 'sg', 'za', 'br', 'mx', 'ae', 'cn']

/** One row's right answer: the company's `country|registration number`, or null when none is. */
export type RowTruth = { variant: Variant; key: string | null; nameOnly: boolean }
/** `leftOut`: rows of each kind left out because the noise made them name another company too (`collisions` in all). */
export type NoisyList = { rows: string[][]; truth: RowTruth[]; collisions: number; leftOut: Map<Variant, number>; bytes: Uint8Array }

/**
 * A noise model over the registry behind `sql`, drawing from its own random stream. The same seed
 * and the same calls give the same list. Planted twins get registration numbers starting with
 * `twinPrefix`, so two users of the model never plant the same number.
 */
export async function createNoiseModel(
  sql: SqlRunner,
  options: {
    seed: number
    stream: number
    twinPrefix: string
    mix?: [Variant, number][]
  },
) {
  const { twinPrefix } = options
  const mix = options.mix ?? MIX
  // Lists with the other identifiers have two more columns.
  const wide = mix.some(([variant]) => variant === 'officer e-mail' || variant === 'company LinkedIn')
  const prng = new Prng(options.seed, options.stream)
  const random = () => prng.float()
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
  const sqlForDraw = sql
  /** Every generated company with its one roll (0..1), in generator order; `select` keeps some by their roll. */
  const rollCompanies = (count: number, select: (roll: number) => boolean) =>
    [...generateCompanies({ count })].map((company) => ({ company, roll: random() })).filter((entry) => select(entry.roll))
  // The generator repeats names (most generated companies share their exact name with another in
  // the same country, which real registries forbid), so a name-only row for those has no single
  // true answer. Lists are drawn from companies whose name is unique in their country.
  const drawUnique = async (candidates: { company: GeneratedCompany }[], count: number) => {
    const chosen: GeneratedCompany[] = []
    for (const { company } of candidates) {
      if (chosen.length >= count) break
      const [row] = await sqlForDraw.query('SELECT count(*) AS n FROM registry_companies WHERE country = ? AND name_normalized = ?', [
        company.country,
        normalizeCompanyName(company.name),
      ])
      if (Number(row!.n) === 1) chosen.push(company)
    }
    return chosen
  }
  const letter = () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(random() * 26)]!
  const inside = (word: string) => 1 + Math.floor(random() * (word.length - 1))
  const typo = (word: string) => {
    if (word.length < 4) return word + letter()
    const at = 1 + Math.floor(random() * (word.length - 2))
    return random() < 0.5
      ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
      : word.slice(0, at) + 'eaiou'[Math.floor(random() * 5)] + word.slice(at + 1)
  }
  const longestWord = (words: string[]) =>
    words.reduce((best, word, index) => (word.replace(/\W/g, '').length > words[best]!.replace(/\W/g, '').length ? index : best), 0)
  const withWord = (name: string, change: (word: string) => string) => {
    const words = name.split(' ')
    const index = longestWord(words)
    words[index] = change(words[index]!)
    return words.join(' ')
  }
  const split = (company: GeneratedCompany) => {
    const form = company.legal_form ?? ''
    const core = form && company.name.endsWith(` ${form}`) ? company.name.slice(0, -form.length - 1) : company.name
    return { core, form: core === company.name ? '' : form }
  }
  /** A short spelling (an abbreviation) of a core word that has one, or null. */
  const abbreviate = (core: string) => {
    const words = core.split(' ')
    for (let index = 0; index < words.length; index++) {
      const spellings = wordSpellings(words[index]!.toLowerCase())
      const short = spellings.filter((spelling) => spelling.length < words[index]!.length && spelling.length >= 3)
      if (spellings.length > 1 && short.length) {
        words[index] = pick(short).toUpperCase()
        return words.join(' ')
      }
    }
    return null
  }

  // Planted twins: a copy of some drawn companies under another legal form or with its words in
  // another order (new registration numbers), so the list can ask for one of two near twins.
  let serial = 0
  const plantTwins = async (kind: 'legal form' | 'word order', candidates: GeneratedCompany[]) => {
    const planted = new Map<GeneratedCompany, string>()
    for (const company of candidates) {
      const { core, form } = split(company)
      const words = core.split(' ')
      let twin: string | null = null
      if (kind === 'legal form' && form && TWIN_FORMS[form]) twin = `${core} ${TWIN_FORMS[form]}`
      if (kind === 'word order' && words.length >= 2) twin = [...words.slice(1), words[0]].join(' ') + (form ? ` ${form}` : '')
      if (twin) planted.set(company, twin)
    }
    for (const [company, twin] of planted) {
      const number = `${twinPrefix}${String(++serial).padStart(6, '0')}${kind === 'legal form' ? 'F' : 'O'}`
      const initialsOf = nameInitials(normalizeCompanyName(twin))
      await sqlForDraw.transaction([
        {
          sql: `INSERT INTO registry_companies (country, city, name, name_normalized, name_initials, name_initials_full, registration_number, registration_number_normalized, status, is_active, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'active', 1, ?) ON CONFLICT DO NOTHING`,
          args: [
            company.country,
            company.city,
            twin,
            normalizeCompanyName(twin),
            initialsOf.initials,
            initialsOf.full,
            number,
            number.toLowerCase(),
            new Date().toISOString(),
          ],
        },
      ])
    }
    return planted
  }

  const header = ['Company name', 'Country', 'Company number', 'Website', ...(wide ? ['E-mail', 'LinkedIn'] : [])]
  const everyCountry = await readRegistryCountries(sqlForDraw)
  /**
   * Companies of a country whose name holds every word of the text (its legal form aside): a name
   * that lost its one distinctive word ("Shanghai Technology Co., Ltd.") names all of them alike,
   * so such a dropped-word row has no single true answer and is left out, as collisions are.
   */
  const namesHolding = async (country: string, text: string) => {
    const words = splitLegalForm(normalizeCompanyName(text).split(' '))
      .core.map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
      .filter(Boolean)
    if (!words.length) return 0
    const [row] =
      sqlForDraw.kind === 'sqlite'
        ? await sqlForDraw.query(
            `SELECT count(*) AS n FROM registry_companies_fts f CROSS JOIN registry_companies c ON c.id = f.rowid WHERE registry_companies_fts MATCH ? AND c.country = ?`,
            [`name_normalized : (${words.map((word) => `"${word}"`).join(' AND ')})`, country],
          )
        : await sqlForDraw.query(
            `SELECT count(*) AS n FROM registry_companies c WHERE c.country = ? AND c.search_vector @@ to_tsquery('simple', ?)`,
            [country, words.map((word) => `'${word}'`).join(' & ')],
          )
    return Number(row?.n ?? 0)
  }
  /** Companies whose name starts with these words in a country (the trade name's look-alikes). */
  const startingWith = async (country: string, prefix: string) =>
    Number(
      (
        await sqlForDraw.query(
          'SELECT count(*) AS n FROM registry_companies WHERE country = ? AND name_normalized >= ? AND name_normalized < ?',
          [country, prefix, `${prefix}\uffff`],
        )
      )[0]!.n,
    )
  /** A trade name: the core's first words, as few as tell the company apart in its country; null when none do. */
  const tradeName = async (company: GeneratedCompany, core: string) => {
    const words = core.split(' ')
    for (let count = 1; count < words.length; count++) {
      const candidate = words.slice(0, count).join(' ')
      if (candidate.replace(/\W/g, '').length >= 4 && (await startingWith(company.country, normalizeCompanyName(candidate))) === 1)
        return candidate
    }
    return null
  }
  /**
   * An initialism of the core ("IBM" for International Business Machines), with the legal form
   * half the time ("IBM Corp."), or null when the core has fewer than three words to take
   * initials of, or more than eight.
   */
  const initialism = (core: string, form: string) => {
    const { initials } = wordInitials(normalizeCompanyName(core).split(' ').filter(Boolean))
    if (initials.length < 3 || initials.length > 8) return null
    return form && random() < 0.5 ? `${initials.toUpperCase()} ${form}` : initials.toUpperCase()
  }
  /** Companies of a country whose name has the initials an initialism row is written as: more than one, and it names none. */
  const initialsSource = createRegistryCandidateSource(sqlForDraw, { mode: 'database', maxCompanies: 0 })
  const sharingInitials = async (country: string, text: string) => {
    const letters = nameKey(text)?.initialism
    if (!letters) return 0
    const found = await initialsSource.byInitials(country, letters, 1_000)
    return found.filter((hit) => {
      const key = candidateNameKey(hit.name)
      return key !== null && initialsOfName(key).includes(letters)
    }).length
  }
  /** A name's core (legal form aside) without spaces, as letters are compared. */
  const compactCore = (name: string) => splitLegalForm(normalizeCompanyName(name).split(' ').filter(Boolean)).core.join('')
  /** Each country's company cores with their keys, read once when a short garbled name first needs them. */
  const coresByCountry = new Map<string, { key: string; core: string }[]>()
  /**
   * Whether another company of the country has a core as few edits from the garbled name's as the
   * company's own ("MEH Estates" and "EEH Estates" for "iEH Estated"): then the row names neither.
   * Read across the country's names, not through the matcher, which is what is measured.
   */
  const asNearAsAnother = async (company: GeneratedCompany, key: string, text: string) => {
    let cores = coresByCountry.get(company.country)
    if (!cores) {
      const rows = await sqlForDraw.query(
        'SELECT registration_number_normalized AS number, name FROM registry_companies WHERE country = ?',
        [company.country],
      )
      cores = rows.map((row) => ({ key: `${company.country}|${String(row.number)}`, core: compactCore(String(row.name)) }))
      coresByCountry.set(company.country, cores)
    }
    const garbled = compactCore(text)
    const own = boundedEditDistance(garbled, compactCore(company.name), garbled.length)
    return cores.some((other) => other.key !== key && boundedEditDistance(garbled, other.core, own) <= own)
  }
  const garble = (text: string, count: number) => {
    const letters = [...text]
    const positions = letters.map((_, index) => index).filter((index) => /\p{L}/u.test(letters[index]!))
    for (let done = 0; done < count && positions.length; done++) {
      const at = positions.splice(Math.floor(random() * positions.length), 1)[0]!
      letters[at] = random() < 0.7 ? letter() : pick(['4', '*', ']', ';', '<', '}', '@', '1'])
    }
    return letters.join('')
  }
  /** A list of the given companies, each varied by one kind of noise, with the right answer for each row. */
  const buildList = async (listed: GeneratedCompany[]): Promise<NoisyList> => {
    const rows: string[][] = [header]
    const truth: RowTruth[] = []
    const variants = listed.map(() => {
      const roll = random()
      let cumulative = 0
      return mix.find(([, share]) => (cumulative += share) >= roll)?.[0] ?? 'exact'
    })
    const legalTwins = await plantTwins(
      'legal form',
      listed.filter((_, index) => variants[index] === 'twin: legal form'),
    )
    const orderTwins = await plantTwins(
      'word order',
      listed.filter((_, index) => variants[index] === 'twin: word order'),
    )
    let collisions = 0
    const leftOut = new Map<Variant, number>()
    for (const [index, company] of listed.entries()) {
      let variant = variants[index]!
      const key = `${company.country}|${normalizeRegistrationNumber(company.country, company.registration_number)}`
      const country = company.country.toUpperCase()
      const { core, form } = split(company)
      const words = core.split(' ')
      const abbreviated = variant === 'abbreviation' ? abbreviate(core) : null
      // A kind that cannot apply to this name (one word, no abbreviation, no twin) falls back to a typo.
      if (
        (variant === 'abbreviation' && !abbreviated) ||
        ((variant === 'reordered words' || variant === 'missing space') && words.length < 2) ||
        (variant === 'dropped word' && words.length < 3)
      )
        variant = 'typo'
      if ((variant === 'twin: legal form' && !legalTwins.has(company)) || (variant === 'twin: word order' && !orderTwins.has(company)))
        variant = 'typo'
      if ((variant === 'glued legal form' || variant === 'legal form changed' || variant === 'legal form first') && !form) variant = 'typo'
      if (variant === 'garbled legal form' && form.replace(/[ .]/g, '').length < 3) variant = 'typo'
      const officerEmail = company.officers.find((officer) => officer.contact_email)?.contact_email ?? null
      if (
        ((variant === 'website only' || variant === 'website and name') && !company.website) ||
        (variant === 'officer e-mail' && !officerEmail) ||
        (variant === 'company LinkedIn' && !company.linkedin_url)
      )
        variant = 'typo'
      let email = ''
      let linkedin = ''
      // Short names: 4 to 10 letters in the core, spaces aside, however many words (the issue's
      // "names of up to about 8 letters", and a little more for a wider sample).
      if (variant === 'short name, 2 letters wrong' && (core.replace(/\W/g, '').length > 10 || core.replace(/\W/g, '').length < 4))
        variant = 'typo'
      if (variant === 'digit or sign as glue' && words.length < 2 && !form) variant = 'typo'
      const trade = variant === 'trade name' ? await tradeName(company, core) : null
      if (variant === 'trade name' && !trade) variant = 'typo'
      const initials = variant === 'initialism' ? initialism(core, form) : null
      if (variant === 'initialism' && !initials) variant = 'typo'
      const withForm = (text: string) => (form ? `${text} ${form}` : text)
      let row: string[]
      switch (variant) {
        case 'exact':
          row = [company.name, country, random() < 0.5 ? company.registration_number : '', random() < 0.5 ? (company.website ?? '') : '']
          break
        case 'identifier only':
          row = ['', country, company.registration_number, '']
          break
        case 'typo':
          row = [withWord(company.name, typo), country, '', '']
          break
        case 'letter inserted':
          row = [
            withWord(company.name, (word) => {
              const at = inside(word)
              return word.slice(0, at) + letter() + word.slice(at)
            }),
            country,
            '',
            '',
          ]
          break
        case 'letter dropped':
          row = [
            withWord(company.name, (word) => {
              if (word.length < 5) return word + letter()
              const at = inside(word)
              return word.slice(0, at) + word.slice(at + 1)
            }),
            country,
            '',
            '',
          ]
          break
        case 'sign inside word':
          row = [
            withWord(company.name, (word) => {
              const at = inside(word)
              return word.slice(0, at) + pick(['-', '_', '.', "'", '/']) + word.slice(at)
            }),
            country,
            '',
            '',
          ]
          break
        case 'missing space': {
          const at = Math.floor(random() * (words.length - 1))
          row = [withForm([...words.slice(0, at), words[at]! + words[at + 1]!, ...words.slice(at + 2)].join(' ')), country, '', '']
          break
        }
        case 'glued legal form':
          row = [`${core}${form.replace(/[ .]/g, '')}`, country, '', '']
          break
        case 'legal form changed': {
          const replaced = random() < 0.4 ? core : `${core} ${LONG_FORMS[form] ?? form}`.trim()
          row = [random() < 0.3 ? replaced.toUpperCase() : replaced, country, '', '']
          break
        }
        case 'abbreviation':
          row = [withForm(abbreviated!), country, '', '']
          break
        case 'reordered words':
          row = [withForm([...words.slice(1), words[0]!].join(' ')), country, '', '']
          break
        case 'dropped word':
          row = [withForm([...words.slice(0, 1), ...words.slice(2)].join(' ')), country, '', '']
          break
        case 'twin: legal form':
        case 'twin: word order':
          // The original, with a typo: its legal form or word order is what tells it from the twin.
          row = [withWord(company.name, typo), country, '', '']
          break
        case 'country in words or code':
          row = [
            random() < 0.5 ? company.name : withWord(company.name, typo),
            pick(COUNTRY_SPELLINGS[company.country] ?? [country]),
            '',
            '',
          ]
          break
        case 'no country':
          // The commonest CRM export: no country at all; the row is looked for in every country.
          row = [random() < 0.5 ? company.name : withWord(company.name, typo), '', '', '']
          break
        case 'legal form first':
          row = [`${form} ${core}`, country, '', '']
          break
        case 'garbled legal form':
          row = [`${core} ${garble(form, 1)}`, country, '', '']
          break
        case 'short name, 2 letters wrong':
          row = [withForm(garble(core, 2)), country, '', '']
          break
        case 'digit or sign as glue': {
          const glue = pick(['1', '7', '6', '_', '#'])
          row = [
            words.length > 1
              ? withForm([...words.slice(0, -1), ''].join(' ').trimEnd() + glue + words[words.length - 1])
              : `${core}${glue}${form.replace(/[ .]/g, '')}`,
            country,
            '',
            '',
          ]
          break
        }
        case 'trade name':
          row = [random() < 0.3 ? trade!.toUpperCase() : trade!, country, '', '']
          break
        case 'initialism':
          row = [initials!, country, '', '']
          break
        case 'wrong country':
          row = [company.name, pick(COUNTRIES.filter((code) => code !== company.country)).toUpperCase(), '', '']
          break
        case 'no match':
          row = [`Zq${Math.floor(random() * 1e9).toString(36)} Vexlor Quantics`, country, '', '']
          break
        case 'website only':
          row = ['', country, '', company.website!]
          break
        case 'website and name':
          row = [random() < 0.5 ? company.name : withWord(company.name, typo), country, '', company.website!]
          break
        case 'officer e-mail':
          row = [random() < 0.5 ? company.name : '', country, '', '']
          email = officerEmail!
          break
        case 'company LinkedIn':
          row = [random() < 0.5 ? withWord(company.name, typo) : '', country, '', '']
          linkedin = company.linkedin_url!
          break
      }
      if (wide) row.push(email, linkedin)
      // Noise can turn a name into another company's exact name ("Partenaires Martinez" and
      // "Martinez Partenaires" both exist; a dropped word leaves a shorter existing name, or words
      // that other names of the country hold too; initials other names of the country have too, or
      // that start another name as a word ("KEB Architekten GmbH" for "KEB"); garbled letters as near
      // another company's name as to its own; a "wrong" country has a company of that name):
      // then the list names another company as well, and the row says nothing about the matcher.
      // Such rows are left out and counted.
      const listedCountry = variant === 'wrong country' ? row[1]!.toLowerCase() : company.country
      if (row[0]) {
        // A row without a country names every company of that name, in any country.
        const countries = variant === 'no country' ? everyCountry : [listedCountry]
        const same = await sqlForDraw.query(
          `SELECT country, registration_number_normalized AS number FROM registry_companies WHERE country IN (${countries.map(() => '?').join(', ')}) AND name_normalized = ?`,
          [...countries, normalizeCompanyName(row[0])],
        )
        if (
          same.some((other) => `${String(other.country)}|${String(other.number)}` !== key) ||
          (variant === 'dropped word' && (await namesHolding(company.country, row[0])) > 1) ||
          (variant === 'initialism' &&
            ((await sharingInitials(company.country, row[0])) > 1 ||
              (await startingWith(company.country, `${normalizeCompanyName(row[0]).split(' ')[0]} `)) > 0)) ||
          (variant === 'short name, 2 letters wrong' && (await asNearAsAnother(company, key, row[0])))
        ) {
          collisions++
          leftOut.set(variant, (leftOut.get(variant) ?? 0) + 1)
          continue
        }
      }
      rows.push(row)
      truth.push({
        variant,
        key: variant === 'wrong country' || variant === 'no match' ? null : key,
        nameOnly: !row[2] && !row[3] && !row[4] && !row[5] && Boolean(row[0]),
      })
    }
    return { rows, truth, collisions, leftOut, bytes: new TextEncoder().encode(tableToCsv(rows)) }
  }
  return { random, rollCompanies, drawUnique, buildList }
}
