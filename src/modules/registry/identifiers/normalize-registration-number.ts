import { asciiFold } from './ascii-fold'
import { isValidAbn } from './company-id-check-digits'

const NON_ALPHANUMERIC = /[^A-Z0-9]/g
const NON_DIGIT = /\D/g

const alphanumeric = (text: string) => text.replace(NON_ALPHANUMERIC, '')

/** Spreadsheets drop leading zeros from numeric ids; restore them up to the id's fixed width. */
function padNumeric(digits: string, width: number): string {
  return digits.length > 0 && digits.length < width ? digits.padStart(width, '0') : digits
}

function normalizeGb(text: string): string {
  const compact = alphanumeric(text)
  if (/^\d{1,8}$/.test(compact)) return compact.padStart(8, '0')
  const prefixed = /^([A-Z]{2})(\d{1,6})$/.exec(compact)
  if (prefixed) return (prefixed[1] ?? '') + (prefixed[2] ?? '').padStart(6, '0')
  return compact
}

/** Other names for the same register court. */
const DE_COURT_ALIASES: Readonly<Record<string, string>> = {
  BERLIN: 'CHARLOTTENBURG',
  BERLINCHARLOTTENBURG: 'CHARLOTTENBURG',
  CHARLOTTENBURGBERLIN: 'CHARLOTTENBURG',
  FRANKFURT: 'FRANKFURTAMMAIN',
  FRANKFURTAM: 'FRANKFURTAMMAIN',
  FRANKFURTAMAIN: 'FRANKFURTAMMAIN',
  FRANKFURTMAIN: 'FRANKFURTAMMAIN',
  MUNICH: 'MUENCHEN',
  COLOGNE: 'KOELN',
  NUREMBERG: 'NUERNBERG',
  HANOVER: 'HANNOVER',
}

const DE_REGISTER = /\b(HRA|HRB|GNR|PR|VR)[\s.:-]*(?:NR[\s.:-]*)?(\d{1,6})(?:\s*(B|HB)\b)?/
const DE_COURT_NOISE = /\b(?:AMTSGERICHTS?|REGISTERGERICHT|HANDELSREGISTER|REGISTERNUMMER|AG|SITZ)\b/g

/**
 * German numbers are only unique per register court, so the key keeps both, register first so that
 * a court-less input is a prefix of the full key: "Amtsgericht München HRB 123456" and
 * "HRB 123456, AG München" -> "HRB123456 MUENCHEN"; "HRB 123456" alone -> "HRB123456".
 */
function normalizeDe(text: string): string {
  const match = DE_REGISTER.exec(text)
  if (!match) return alphanumeric(text)
  const register = `${match[1] ?? ''}${match[2] ?? ''}${match[3] ?? ''}`
  const rest = (text.slice(0, match.index) + ' ' + text.slice(match.index + match[0].length)).replace(DE_COURT_NOISE, ' ')
  const court = alphanumeric(rest).replace(/\d/g, '')
  if (!court) return register
  return `${register} ${DE_COURT_ALIASES[court] ?? court}`
}

function normalizeZa(text: string): string {
  const parts = /^(\d{4})\D+(\d{1,6})\D+(\d{2})$/.exec(text.trim())
  if (parts) return `${parts[1] ?? ''}/${(parts[2] ?? '').padStart(6, '0')}/${parts[3] ?? ''}`
  const digits = text.replace(NON_DIGIT, '')
  return digits.length === 12 ? `${digits.slice(0, 4)}/${digits.slice(4, 10)}/${digits.slice(10)}` : digits
}

/**
 * Canonical key of a company registration number for exact matching: upper case, accents folded,
 * separators removed where the format has none that matter, leading zeros kept (and restored for
 * fixed-width numeric ids that spreadsheets shorten). Unknown countries: upper-case alphanumerics.
 */
export function normalizeRegistrationNumber(country: string, raw: string): string {
  const code = country.trim().toLowerCase()
  if (code === 'mx') {
    // RFCs may contain Ñ and &, which folding or stripping would corrupt.
    return raw.toUpperCase().replace(/[^A-Z0-9Ñ&]/g, '')
  }
  const text = asciiFold(raw, { german: code === 'de' }).toUpperCase()
  switch (code) {
    case 'gb':
      return normalizeGb(text)
    case 'de':
      return normalizeDe(text)
    case 'fr': {
      const digits = text.replace(NON_DIGIT, '')
      // A SIRET is the SIREN followed by the 5-digit establishment number.
      return digits.length === 14 ? digits.slice(0, 9) : padNumeric(digits, 9)
    }
    case 'it': {
      const compact = alphanumeric(text).replace(/^IT(?=\d{11}$)/, '')
      return /^\d+$/.test(compact) ? padNumeric(compact, 11) : compact
    }
    case 'es':
      return alphanumeric(text).replace(/^ES(?=[A-Z0-9]\d{7}[A-Z0-9]$)/, '')
    case 'nl': {
      const digits = text.replace(NON_DIGIT, '')
      return padNumeric(digits, 8)
    }
    case 'au': {
      const digits = text.replace(NON_DIGIT, '')
      // A company's ABN is its ACN behind two check digits.
      if (digits.length === 11 && isValidAbn(digits)) return digits.slice(2)
      return padNumeric(digits, 9)
    }
    case 'br':
      return padNumeric(text.replace(NON_DIGIT, ''), 14)
    case 'za':
      return normalizeZa(text)
    default:
      return alphanumeric(text)
  }
}
