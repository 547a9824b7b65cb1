import { INDUSTRIES, type IndustryId } from '../../generator/sic-codes'

/**
 * NACE Rev. 2 divisions, their section and the site's industry. UK SIC 2007 and the French NAF
 * rév. 2 both extend NACE Rev. 2 below the class (SIC with a fifth digit, NAF with a letter), so
 * the first two digits of either are a NACE division, and one table serves both registers.
 *
 * Mostly the section decides, but several sections hold more than one of the site's industries:
 * C (manufacturing) holds food and drink (10–12) and pharmaceuticals (21); G holds wholesale (46)
 * and retail (45, 47); J holds media (58–60) and IT and telecoms (61–63); M holds veterinary
 * activities (75) beside the professions; R holds the arts (90) beside leisure (91–93). Sections
 * with no industry of the site (O public administration, T households, U extraterritorial bodies)
 * and membership organisations (94) map to null. Divisions not in NACE Rev. 2 (04, 34, 40, …) are
 * not in the table.
 */
export const NACE_DIVISIONS: readonly (readonly [division: string, section: string, industry: IndustryId | null])[] = [
  ['01', 'A', 'agriculture'],
  ['02', 'A', 'agriculture'],
  ['03', 'A', 'agriculture'],
  // Mining: coal, oil and gas (and their support services) are energy; ores and quarries feed industry.
  ['05', 'B', 'energy'],
  ['06', 'B', 'energy'],
  ['07', 'B', 'manufacturing'],
  ['08', 'B', 'manufacturing'],
  ['09', 'B', 'energy'],
  ['10', 'C', 'food'],
  ['11', 'C', 'food'],
  ['12', 'C', 'food'],
  ['13', 'C', 'manufacturing'],
  ['14', 'C', 'manufacturing'],
  ['15', 'C', 'manufacturing'],
  ['16', 'C', 'manufacturing'],
  ['17', 'C', 'manufacturing'],
  ['18', 'C', 'manufacturing'],
  ['19', 'C', 'manufacturing'],
  ['20', 'C', 'manufacturing'],
  ['21', 'C', 'healthcare'],
  ['22', 'C', 'manufacturing'],
  ['23', 'C', 'manufacturing'],
  ['24', 'C', 'manufacturing'],
  ['25', 'C', 'manufacturing'],
  ['26', 'C', 'manufacturing'],
  ['27', 'C', 'manufacturing'],
  ['28', 'C', 'manufacturing'],
  ['29', 'C', 'manufacturing'],
  ['30', 'C', 'manufacturing'],
  ['31', 'C', 'manufacturing'],
  ['32', 'C', 'manufacturing'],
  ['33', 'C', 'manufacturing'],
  ['35', 'D', 'energy'],
  // Water, sewerage and waste are utilities (the generator files its water and waste codes there).
  ['36', 'E', 'energy'],
  ['37', 'E', 'energy'],
  ['38', 'E', 'energy'],
  ['39', 'E', 'energy'],
  ['41', 'F', 'construction'],
  ['42', 'F', 'construction'],
  ['43', 'F', 'construction'],
  // The motor trade sells to the public, as the generator files its car dealers.
  ['45', 'G', 'retail'],
  ['46', 'G', 'wholesale'],
  ['47', 'G', 'retail'],
  ['49', 'H', 'transport'],
  ['50', 'H', 'transport'],
  ['51', 'H', 'transport'],
  ['52', 'H', 'transport'],
  ['53', 'H', 'transport'],
  ['55', 'I', 'hospitality'],
  ['56', 'I', 'hospitality'],
  ['58', 'J', 'media'],
  ['59', 'J', 'media'],
  ['60', 'J', 'media'],
  ['61', 'J', 'technology'],
  ['62', 'J', 'technology'],
  ['63', 'J', 'technology'],
  ['64', 'K', 'finance'],
  ['65', 'K', 'finance'],
  ['66', 'K', 'finance'],
  ['68', 'L', 'real_estate'],
  ['69', 'M', 'professional'],
  ['70', 'M', 'professional'],
  ['71', 'M', 'professional'],
  ['72', 'M', 'professional'],
  ['73', 'M', 'professional'],
  ['74', 'M', 'professional'],
  ['75', 'M', 'healthcare'],
  ['77', 'N', 'business_services'],
  ['78', 'N', 'business_services'],
  // Travel agencies and tour operators sell travel and leisure.
  ['79', 'N', 'hospitality'],
  ['80', 'N', 'business_services'],
  ['81', 'N', 'business_services'],
  ['82', 'N', 'business_services'],
  ['84', 'O', null],
  ['85', 'P', 'education'],
  ['86', 'Q', 'healthcare'],
  ['87', 'Q', 'healthcare'],
  ['88', 'Q', 'healthcare'],
  ['90', 'R', 'media'],
  ['91', 'R', 'hospitality'],
  ['92', 'R', 'hospitality'],
  ['93', 'R', 'hospitality'],
  ['94', 'S', null],
  ['95', 'S', 'business_services'],
  // Personal services (hairdressing, beauty, well-being, laundries, funerals): consumer services,
  // nearest to leisure among the site's industries.
  ['96', 'S', 'hospitality'],
  ['97', 'T', null],
  ['98', 'T', null],
  ['99', 'U', null],
]

/**
 * NACE groups and classes (written with NACE's dot) whose industry differs from their division's,
 * where the division spans two of the site's industries. They follow the generator's choices
 * (sic-codes.ts), so an imported company reads like a generated one with the same code.
 */
export const NACE_REFINEMENTS: readonly (readonly [prefix: string, name: string, industry: IndustryId])[] = [
  ['58.2', 'Software publishing', 'technology'],
  ['63.91', 'News agency activities', 'media'],
  ['72.11', 'Research and experimental development on biotechnology', 'healthcare'],
  ['73.12', 'Media representation', 'media'],
  ['74.1', 'Specialised design activities', 'media'],
  ['74.2', 'Photographic activities', 'media'],
]

/**
 * UK SIC 2007 codes that are not NACE activities: Companies House added them for companies with
 * no activity to classify, and for flat owners' management companies, which SIC files under 98
 * (NACE's households).
 */
export const UK_SIC_SPECIAL_CODES: readonly (readonly [code: string, description: string, industry: IndustryId | null])[] = [
  ['74990', 'Non-trading company', null],
  ['98000', 'Residents property management', 'real_estate'],
  ['99999', 'Dormant Company', null],
]

const LABEL = new Map(INDUSTRIES.map((industry) => [industry.id, industry.label]))
const DIVISION = new Map(NACE_DIVISIONS.map(([division, , industry]) => [division, industry]))
// Longest prefix first, so a class wins over its group.
const REFINEMENTS = [...NACE_REFINEMENTS].sort((a, b) => b[0].length - a[0].length)
const UK_SPECIAL = new Map(UK_SIC_SPECIAL_CODES.map(([code, , industry]) => [code, industry]))

/** The site's industry id of a NACE class written "dd.dd", or null. */
function naceIndustry(naceClass: string): IndustryId | null {
  const refined = REFINEMENTS.find(([prefix]) => naceClass.startsWith(prefix))
  if (refined) return refined[2]
  return DIVISION.get(naceClass.slice(0, 2)) ?? null
}

/** The English label the registry stores ('Information Technology & Telecoms'). */
function industryLabel(id: IndustryId | null): string | null {
  return id ? (LABEL.get(id) ?? null) : null
}

/**
 * A UK SIC 2007 code (five digits, as Companies House publishes it: '62012') and the site's
 * industry label, or null for anything else: other shapes (the four-digit SIC 2003 codes some old
 * records still carry read differently), divisions outside NACE Rev. 2, and codes whose activity is
 * none of the site's industries (public administration, dormant and non-trading companies).
 */
export function industryFromSic2007(code: string): { code: string; industry: string } | null {
  const digits = code.trim()
  if (!/^\d{5}$/.test(digits)) return null
  const industry = UK_SPECIAL.has(digits)
    ? industryLabel(UK_SPECIAL.get(digits) ?? null)
    : industryLabel(naceIndustry(`${digits.slice(0, 2)}.${digits.slice(2, 4)}`))
  return industry ? { code: digits, industry } : null
}

/**
 * A NAF rév. 2 code ('62.01Z', also accepted without the dot and in lower case) and the site's
 * industry label, or null. The code comes back as INSEE publishes it in SIRENE, with the dot and
 * an upper-case letter. Codes of the older nomenclatures (NAF rév. 1 '74.1A', NAP) have another
 * shape and give null: the importer reads them only when `nomenclatureActivitePrincipale…` is
 * 'NAFRev2'.
 */
export function industryFromNaf(code: string): { code: string; industry: string } | null {
  const match = /^(\d{2})\.?(\d{2})([A-Z])$/.exec(code.trim().toUpperCase())
  if (!match) return null
  const [, division = '', rest = '', letter = ''] = match
  const industry = industryLabel(naceIndustry(`${division}.${rest}`))
  return industry ? { code: `${division}.${rest}${letter}`, industry } : null
}

/**
 * A Companies House `SICCode.SicText_n` value ("62012 - Business and domestic software
 * development") as code and description, or null: "None Supplied", empty cells, and the four-digit
 * SIC 2003 codes some old records keep (another nomenclature, whose divisions do not match SIC
 * 2007's). "99999 - Dormant Company" is a real value and parses.
 */
export function parseCompaniesHouseSic(text: string): { code: string; description: string } | null {
  const match = /^(\d{5})(?:\s*-\s*(.*))?$/.exec(text.trim())
  if (!match) return null
  return { code: match[1] ?? '', description: (match[2] ?? '').trim() }
}
