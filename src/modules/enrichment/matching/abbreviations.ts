/**
 * Words that company lists abbreviate or write in another language, grouped: every spelling of a
 * group compares equal, and a name search for one spelling also looks for the others. Spellings
 * are normalised (folded, lower case, letters and digits only). The first spelling is the
 * canonical one. Short abbreviations that are also common given names or words ("nat", "dev",
 * "int", "ent", "st") are left out on purpose: a false equality costs more than a missed one.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['international', 'intl', 'internat', 'internacional', 'internationale', 'internazionale', 'internationaal', 'internacionais'],
  ['industries', 'inds', 'indus', 'industrias', 'industrie', 'industrien', 'industrier'],
  ['industrial', 'indl', 'industriales', 'industriel', 'industrielle', 'industriale'],
  ['manufacturing', 'mfg', 'manuf', 'mfct', 'manufacturers', 'mfrs', 'mfr', 'manufacturer'],
  ['koninklijke', 'konink', 'koninkl', 'kon', 'royal'],
  ['brothers', 'bros', 'hermanos', 'hnos', 'freres', 'fratelli', 'gebruder', 'gebroeders'],
  ['associates', 'assoc', 'assocs', 'associes', 'asociados', 'associati'],
  ['services', 'svcs', 'svc', 'servs', 'servicios', 'servizi', 'servicos', 'dienstleistungen'],
  ['technologies', 'tech', 'techs', 'technology', 'tecnologias', 'tecnologia', 'technologie', 'technologien'],
  ['systems', 'sys', 'syst', 'sistemas', 'systemes', 'sistemi', 'systeme'],
  ['management', 'mgmt', 'mgt'],
  ['engineering', 'engg', 'engr', 'eng', 'ingenieria', 'ingegneria'],
  ['distribution', 'distrib', 'distribucion', 'distributions', 'distribuzione'],
  ['national', 'natl', 'nacional', 'nationale', 'nazionale'],
  ['group', 'grp', 'grupo', 'groupe', 'gruppe', 'gruppo', 'groep'],
  ['holdings', 'hldgs', 'hldg', 'holding'],
  ['investments', 'invts', 'invest', 'inversiones', 'investissements', 'investimenti'],
  ['enterprises', 'entps', 'enterprise', 'empresas', 'entreprises'],
  ['products', 'prods', 'productos', 'produits', 'prodotti', 'produkte'],
  ['solutions', 'solns', 'soln', 'soluciones', 'soluzioni', 'solucoes', 'losungen', 'oplossingen'],
  [
    'laboratories',
    'labs',
    'laboratorios',
    'laboratoires',
    'laboratori',
    'laboratorien',
    'laboratory',
    'laboratorium',
    'laboratoire',
    'laboratorio',
  ],
  ['pharmaceuticals', 'pharma', 'pharms', 'farmaceutica', 'pharmaceutique'],
  ['communications', 'comms', 'comunicaciones', 'communication', 'kommunikation'],
  ['construction', 'constr', 'construcciones', 'constructions', 'costruzioni'],
  ['transport', 'transp', 'transportes', 'transports', 'trasporti'],
  ['department', 'dept'],
  ['consulting', 'consultancy', 'consultants', 'consultores', 'consultoria', 'conseil', 'beratung'],
  ['company', 'compania', 'compagnie', 'cia', 'cie', 'compagnia'],
  ['society', 'societe', 'sociedad', 'societa', 'ste'],
  ['establishments', 'ets', 'etablissements', 'establecimientos'],
  ['association', 'assn', 'asociacion'],
  // Organisations: the same body in English and in its own language ("Universiteit Leiden").
  ['university', 'univ', 'universidad', 'universite', 'universita', 'universitat', 'universiteit', 'universidade', 'uniwersytet'],
  ['institute', 'inst', 'instituut', 'instituto', 'institut', 'istituto'],
  ['foundation', 'fdn', 'stichting', 'fundacion', 'fondation', 'stiftung', 'fondazione', 'fundacao'],
  ['research', 'onderzoek', 'investigacion', 'recherche', 'forschung', 'ricerca'],
  ['center', 'centre', 'ctr', 'centrum', 'centro', 'zentrum'],
  ['hospital', 'hosp', 'hopital', 'ziekenhuis', 'krankenhaus', 'ospedale'],
  ['academy', 'academie', 'academia', 'akademie', 'accademia'],
  ['school', 'escuela', 'ecole', 'schule', 'scuola'],
  ['maatschappij', 'mij'],
  ['gesellschaft', 'ges', 'gesell'],
  ['and', 'und', 'et'],
]

/**
 * Words of organisation names that say what kind of body it is, not which: "University",
 * "Institute", "Department"... They count for a third of their rarity, so "Leiden" decides whether
 * two university names agree, not "University".
 */
export const ORGANISATION_WORDS: ReadonlySet<string> = new Set([
  'university',
  'institute',
  'foundation',
  'research',
  'center',
  'laboratories',
  'department',
  'hospital',
  'academy',
  'school',
  'koninklijke',
  'national',
  'association',
  'society',
])

const CANONICAL = new Map<string, string>()
const SPELLINGS = new Map<string, readonly string[]>()
for (const group of GROUPS) {
  for (const spelling of group) {
    CANONICAL.set(spelling, group[0]!)
    SPELLINGS.set(spelling, group)
  }
}

/** The group's canonical word for a spelling ("mfg" -> "manufacturing"), or the word itself. */
export function canonicalWord(word: string): string {
  return CANONICAL.get(word) ?? word
}

/** Every spelling of the word's group ("intl" -> international, intl, internacional...), or the word alone. */
export function wordSpellings(word: string): readonly string[] {
  return SPELLINGS.get(word) ?? [word]
}
