/**
 * Real, well-known company names that the word stocks could spell by chance ("Turner" + "Construction",
 * "Morgan" + "Stanley"). Keys are the first two words, lower case, without "&"/"and"/"y"/"et"/"und".
 * Word stocks already leave out famous single names (Bosch, Ferrari, Tata...); this catches pairs.
 */
const FAMOUS_PAIRS = [
  'abercrombie fitch',
  'allen overy',
  'alston bird',
  'american express',
  'arthur andersen',
  'aston martin',
  'bain company',
  'baker hughes',
  'baker mckenzie',
  'balfour beatty',
  'banco sabadell',
  'banco santander',
  'barnes noble',
  'black decker',
  'booz allen',
  'british airways',
  'brown brothers',
  'china mobile',
  'china telecom',
  'clark construction',
  'clifford chance',
  'coopers lybrand',
  'crate barrel',
  'credit agricole',
  'credit suisse',
  'cushman wakefield',
  'davis polk',
  'dean deluca',
  'deutsche bank',
  'deutsche post',
  'deutsche telekom',
  'dolce gabbana',
  'ernst young',
  'foley lardner',
  'general electric',
  'general motors',
  'goldman sachs',
  'grant thornton',
  'harley davidson',
  'harris hoole',
  'heidrick struggles',
  'hewlett packard',
  'hogan lovells',
  'johnson controls',
  'johnson johnson',
  'johnson matthey',
  'jones day',
  'jones lang',
  'king spalding',
  'knight frank',
  'korn ferry',
  'latham watkins',
  'legal general',
  'lehman brothers',
  'lewis silkin',
  'louis vuitton',
  'marks spencer',
  'marsh mclennan',
  'martini rossi',
  'mayer brown',
  'mckinsey company',
  'merrill lynch',
  'moet hennessy',
  'morgan lewis',
  'morgan sindall',
  'morgan stanley',
  'moss adams',
  'mott macdonald',
  'parker hannifin',
  'pinsent masons',
  'price waterhouse',
  'procter gamble',
  'robins morton',
  'rolls royce',
  'royal mail',
  'russell reynolds',
  'simmons simmons',
  'slaughter may',
  'smith nephew',
  'smith wesson',
  'societe generale',
  'spencer stuart',
  'standard chartered',
  'sullivan cromwell',
  'taylor wessing',
  'taylor wimpey',
  'thomson reuters',
  'turner construction',
  'virgin media',
  'walker digital',
  'warner brothers',
  'wells fargo',
  'white case',
  'williams sonoma',
  'willmott dixon',
] as const

const FAMOUS = new Set<string>(FAMOUS_PAIRS)
/** First words of the pairs: almost every generated name is cleared by one set lookup. */
const FIRST_WORDS = new Set<string>(FAMOUS_PAIRS.map((pair) => pair.slice(0, pair.indexOf(' '))))

const JOINERS = /\s+(?:&|and|und|et|y|e)\s+/g

/** Lower-case first two words with joiners removed, the key FAMOUS_PAIRS is written in. */
export function famousNameKey(name: string): string {
  const normalized = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(JOINERS, ' ')
    .replace(/[^a-z0-9 ]/g, '')
  const firstSpace = normalized.indexOf(' ')
  if (firstSpace < 0) return normalized
  const secondSpace = normalized.indexOf(' ', firstSpace + 1)
  return secondSpace < 0 ? normalized : normalized.slice(0, secondSpace)
}

export function isFamousCompanyName(name: string): boolean {
  const space = name.indexOf(' ')
  const first = (space < 0 ? name : name.slice(0, space)).toLowerCase()
  if (!FIRST_WORDS.has(first) && !/[^a-z]/.test(first)) return false
  return FAMOUS.has(famousNameKey(name))
}
