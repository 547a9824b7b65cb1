import { ELF_LEGAL_FORMS } from './elf-codes'
import { keyedTable, vocabularyKey } from './vocabulary-key'

/**
 * Companies House `CompanyCategory`, as the Basic Company Data file spells it, mapped to the legal
 * form the generator stores for gb ('Ltd', 'PLC', 'LLP') or one the matcher knows ('LP', 'SE').
 * The forms companies limited by guarantee take are private limited companies too, with or without
 * "Limited" in the name; an old public company (a public company from before 1980 that never
 * re-registered) is named "Limited", and GLEIF's code list gives it 'Ltd' as well (ELF ZQ6S).
 *
 * A category with null is known but has no short form the matcher knows: a CIC is limited by
 * shares or by guarantee (or, rarely, public) and the file does not say which; unlimited companies,
 * partnerships other than LPs and LLPs, charities, societies and the rest have no such word.
 */
export const COMPANIES_HOUSE_CATEGORIES: readonly (readonly [string, string | null])[] = [
  ['Private Limited Company', 'Ltd'],
  ['PRI/LTD BY GUAR/NSC (Private, limited by guarantee, no share capital)', 'Ltd'],
  ["PRI/LBG/NSC (Private, Limited by guarantee, no share capital, use of 'Limited' exemption)", 'Ltd'],
  ['PRIV LTD SECT. 30 (Private limited company, section 30 of the Companies Act)', 'Ltd'],
  ['Old Public Company', 'Ltd'],
  ['Public Limited Company', 'PLC'],
  ['Limited Liability Partnership', 'LLP'],
  ['Limited Partnership', 'LP'],
  ['European Public Limited-Liability Company (SE)', 'SE'],
  ['Community Interest Company', null],
  ['Private Unlimited Company', null],
  ['Private Unlimited', null],
  ['Scottish Partnership', null],
  ['Charitable Incorporated Organisation', null],
  ['Scottish Charitable Incorporated Organisation', null],
  ['Registered Society', null],
  ['Industrial and Provident Society', null],
  ['Royal Charter Company', null],
  ['Investment Company with Variable Capital', null],
  ['Investment Company with Variable Capital(Umbrella)', null],
  ['Investment Company with Variable Capital (Securities)', null],
  ['Protected Cell Company', null],
  ['United Kingdom Societas', null],
  ['United Kingdom Economic Interest Grouping', null],
  ['Further Education and Sixth Form College Corps', null],
  ['Overseas Entity', null],
  ['Other company type', null],
  ['Converted/Closed', null],
]

const COMPANIES_HOUSE = keyedTable(COMPANIES_HOUSE_CATEGORIES)

/** The short legal form of a Companies House `CompanyCategory`, or null (no short form, or unknown). */
export function legalFormFromCompaniesHouse(category: string): string | null {
  return COMPANIES_HOUSE.get(vocabularyKey(category)) ?? null
}

const ELF = new Map(ELF_LEGAL_FORMS.map(([code, , , legalForm]) => [code, legalForm]))

/**
 * The short legal form of an ISO 20275 ELF code (see elf-codes.ts), or null. GLEIF's two
 * placeholders are not forms: 8888 (a form not yet on the list, named in `OtherLegalForm`) and
 * 9999 (no separate legal form); they and every unlisted code give null.
 */
export function legalFormFromElf(code: string): string | null {
  return ELF.get(code.trim().toUpperCase()) ?? null
}

/**
 * INSEE "catégories juridiques" (nomenclature of the SIRENE `categorieJuridiqueUniteLegale`),
 * niveau II: the two-digit families whose every member is one commercial company form. A niveau
 * III code takes its family's form (5499 SARL sans autre indication, 5485 SELARL, 5460 SARL
 * coopérative: 'SARL'; 5599 and 5699, boards or directoire: 'SA'; 5785 SELAS: 'SAS').
 */
export const CATEGORIE_JURIDIQUE_NIVEAU_II: readonly (readonly [string, string, string])[] = [
  ['52', 'Société en nom collectif', 'SNC'],
  ['54', 'Société à responsabilité limitée (SARL)', 'SARL'],
  ['55', "Société anonyme à conseil d'administration", 'SA'],
  ['56', 'Société anonyme à directoire', 'SA'],
  ['57', 'Société par actions simplifiée', 'SAS'],
  ['58', 'Société européenne', 'SE'],
]

/**
 * Niveau III codes with a form of their own within their family: the one-member SARL and SAS. INSEE
 * folded both into 5499 and 5710 in 2020 (GLEIF retired their ELF codes JN2P and LARO then), but
 * units recorded before keep them.
 */
export const CATEGORIE_JURIDIQUE_NIVEAU_III: readonly (readonly [string, string, string])[] = [
  ['5498', 'SARL unipersonnelle', 'EURL'],
  ['5720', 'Société par actions simplifiée à associé unique ou société par actions simplifiée unipersonnelle', 'SASU'],
]

const NIVEAU_II = new Map(CATEGORIE_JURIDIQUE_NIVEAU_II.map(([code, , legalForm]) => [code, legalForm]))
const NIVEAU_III = new Map(CATEGORIE_JURIDIQUE_NIVEAU_III.map(([code, , legalForm]) => [code, legalForm]))

/**
 * The short legal form of a four-digit INSEE catégorie juridique, or null: sole traders (1000),
 * sociétés civiles (65xx, the SCI among them), associations (92xx), public bodies, cooperatives
 * and partnerships other than the SNC have no form the matcher knows.
 */
export function legalFormFromCategorieJuridique(code: string): string | null {
  const digits = code.trim()
  if (!/^\d{4}$/.test(digits)) return null
  return NIVEAU_III.get(digits) ?? NIVEAU_II.get(digits.slice(0, 2)) ?? null
}
