/**
 * Written form of company registration numbers per country, as registers publish them and as the
 * demo generator produces them (display form, not the normalised matching key). Keys are ISO
 * 3166-1 alpha-2 codes in lower case.
 */
const PATTERNS: Readonly<Record<string, RegExp>> = {
  // Companies House: 8 digits (England & Wales), or a 2-letter register prefix + 6 digits
  // (SC Scotland, NI Northern Ireland, OC/SO/NC limited liability partnerships, ...).
  gb: /^(?:\d{8}|(?:SC|NI|OC|SO|NC|LP|SL|NL|FC|SF|NF|IP|SP|NP|RC|SR|NR|ZC|SZ|NZ|GE|GS|GN|CE|CS|SE)\d{6}|R\d{7})$/,
  // Court + register + number, optionally with the court's register suffix (B in Berlin, HB in Bremen).
  de: /^Amtsgericht [A-ZÄÖÜ][\p{L} .-]*\p{L} HR[AB] [1-9]\d{0,5}(?: (?:B|HB))?$/u,
  // SIREN.
  fr: /^\d{9}$/,
  // Codice fiscale of a company (same digits as its partita IVA).
  it: /^\d{11}$/,
  // CIF: organisation letter, province code + sequence, control character.
  es: /^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/,
  // KvK number.
  nl: /^\d{8}$/,
  // Secretary of State file numbers: 7-digit (DE, NY, most states), WA UBI / MA ID (9), TX (10),
  // CA corporations (C + 7) and LLCs (12), FL document numbers (P/L + 11), NV business ids.
  us: /^(?:\d{7}|\d{9}|0\d{9}|\d{12}|C\d{7}|[PL]\d{11}|NV\d{11})$/,
  // Federal / Ontario / other provinces (7 digits), Quebec NEQ and Alberta (10), British Columbia (BC + 7).
  ca: /^(?:\d{7}|\d{10}|BC\d{7})$/,
  // RFC of a legal person: name letters, incorporation date YYMMDD, homoclave, check character.
  mx: /^[A-ZÑ&]{3}\d{6}[1-9A-V][1-9A-Z][0-9A]$/,
  // CNPJ in its usual punctuation.
  br: /^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/,
  // UEN of a local company: year of incorporation + 5 digits + check letter.
  sg: /^(?:18|19|20)\d{7}[A-Z]$/,
  // ACN.
  au: /^\d{9}$/,
  // CIN (listing, NIC industry code, state, year, ownership class, number) or an LLPIN.
  in: /^(?:[LU]\d{5}[A-Z]{2}(?:18|19|20)\d{2}(?:PLC|PTC|FLC|FTC|GOI|SGC|NPL|GAP|GAT|ULL|ULT|OPC)\d{6}|[A-Z]{3}-\d{4})$/,
  // Trade licence: Abu Dhabi (CN-), DMCC, or the plain numbers of the other emirates and zones.
  ae: /^(?:CN-\d{7}|DMCC-\d{6}|\d{6,7})$/,
  // CIPC: year / number / entity type (06 public, 07 private, 23 close corporation, ...).
  za: /^(?:18|19|20)\d{2}\/\d{6}\/(?:06|07|08|10|21|23)$/,
  // Unified social credit code (GB 32100-2015 alphabet, no I, O, S, V, Z).
  cn: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
}

/** Regex of the registration number format of a generator country; null for other countries. */
export function registrationNumberPattern(country: string): RegExp | null {
  return PATTERNS[country.trim().toLowerCase()] ?? null
}

/** The countries whose registration number format is known (lower-case ISO codes). */
export function registrationNumberCountries(): string[] {
  return Object.keys(PATTERNS)
}
