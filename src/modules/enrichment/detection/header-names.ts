import type { IdentifierCodename } from '../identifiers'
import { foldedWords } from './fold'

/**
 * Column labels per identifier in English, Spanish, French, German, Italian, Portuguese and Dutch,
 * written as people type them; matching folds case, accents and punctuation.
 */
const HEADER_PHRASES: Readonly<Record<IdentifierCodename, readonly string[]>> = {
  country: [
    'Country',
    'Country code',
    'Country name',
    'Country ISO',
    'ISO',
    'ISO code',
    'ISO country',
    'ISO2',
    'ISO 3166',
    'Ctry',
    'Cntry',
    'Country/Region',
    'Nation',
    'País',
    'Código país',
    'Código de país',
    'Pays',
    'Code pays',
    'Land',
    'Landcode',
    'Länderkennung',
    'Ländercode',
    'Paese',
    'Nazione',
    'Codice paese',
    'Código do país',
    'Landnaam',
  ],
  name: [
    'Company',
    'Company name',
    'Name',
    'Organisation',
    'Organization',
    'Organisation name',
    'Organization name',
    'Business',
    'Business name',
    'Legal name',
    'Registered name',
    'Trading name',
    'Entity',
    'Entity name',
    'Account',
    'Account name',
    'Firm',
    'Customer',
    'Customer name',
    'Client',
    'Client name',
    'Supplier',
    'Vendor',
    'Empresa',
    'Nombre',
    'Nombre de la empresa',
    'Nombre empresa',
    'Razón social',
    'Denominación',
    'Denominación social',
    'Compañía',
    'Entreprise',
    'Nom',
    "Nom de l'entreprise",
    'Nom entreprise',
    'Nom de la société',
    'Raison sociale',
    'Société',
    'Dénomination',
    'Dénomination sociale',
    'Firma',
    'Firmenname',
    'Unternehmen',
    'Unternehmensname',
    'Name des Unternehmens',
    'Firmierung',
    'Ragione sociale',
    'Azienda',
    'Nome azienda',
    'Denominazione',
    'Società',
    'Nome',
    'Nome da empresa',
    'Razão social',
    'Bedrijf',
    'Bedrijfsnaam',
    'Naam',
    'Organisatie',
    'Onderneming',
    'Handelsnaam',
    'Statutaire naam',
  ],
  vat: [
    'VAT',
    'VAT number',
    'VAT no',
    'VAT nr',
    'VAT ID',
    'VAT code',
    'VAT reg',
    'VAT registration number',
    'VATIN',
    'VAT identification number',
    'EU VAT',
    'Tax ID',
    'Tax number',
    'Tax identification number',
    'TIN',
    'Tax code',
    'GST',
    'GST number',
    'GSTIN',
    'IVA',
    'NIF',
    'CIF',
    'NIF/CIF',
    'CIF/NIF',
    'NIF-IVA',
    'Número de IVA',
    'Número de identificación fiscal',
    'Identificación fiscal',
    'TVA',
    'Numéro de TVA',
    'N° TVA',
    'TVA intracommunautaire',
    'Numéro de TVA intracommunautaire',
    'USt-IdNr',
    'USt-ID',
    'UStID',
    'Umsatzsteuer-ID',
    'Umsatzsteuer-Identifikationsnummer',
    'Steuernummer',
    'MwSt-Nr',
    'UID',
    'UID-Nummer',
    'Partita IVA',
    'P. IVA',
    'P.IVA',
    'Numero partita IVA',
    'BTW',
    'BTW-nummer',
    'BTW nr',
    'BTW-ID',
    'Btw-identificatienummer',
    'Omzetbelastingnummer',
    'NIPC',
    'Número de contribuinte',
    'Contribuinte',
  ],
  registration_number: [
    'Registration number',
    'Registration no',
    'Registration nr',
    'Reg no',
    'Reg number',
    'Reg nr',
    'Company number',
    'Company no',
    'Company registration number',
    'Company reg no',
    'Company ID',
    'CRN',
    'Registry number',
    'Register number',
    'Business ID',
    'Business registration number',
    'Incorporation number',
    'Companies House number',
    'Companies House',
    'SIREN',
    'SIRET',
    'Numéro SIREN',
    'N° SIREN',
    'RCS',
    'Numéro RCS',
    "Numéro d'immatriculation",
    'Handelsregisternummer',
    'Handelsregister',
    'HRB',
    'Registernummer',
    'HR-Nummer',
    'KvK',
    'KvK-nummer',
    'KvK nr',
    'Kamer van Koophandel',
    'Número de registro',
    'Registro mercantil',
    'Número registro',
    'CNPJ',
    'ABN',
    'ACN',
    'Codice fiscale',
    'Numero REA',
    'REA',
    'CIN',
    'UEN',
    'IČO',
    'Ondernemingsnummer',
    'KBO',
    'Org nr',
    'Organisationsnummer',
    'Y-tunnus',
    'CVR',
    'Número de registo',
  ],
  website: [
    'Website',
    'Web site',
    'Web',
    'URL',
    'Domain',
    'Domain name',
    'Homepage',
    'Home page',
    'Site',
    'Web address',
    'Website URL',
    'Company website',
    'WWW',
    'Sitio web',
    'Página web',
    'Dominio',
    'Site internet',
    'Site web',
    'Adresse web',
    'Adresse du site',
    'Webseite',
    'Internetseite',
    'Internetadresse',
    'Sito web',
    'Sito',
    'Sito internet',
    'Indirizzo web',
    'Página',
    'Endereço web',
    'Webadres',
    'Domein',
    'Domeinnaam',
  ],
  linkedin_company_url: [
    'LinkedIn',
    'LinkedIn URL',
    'Company LinkedIn',
    'LinkedIn company',
    'LinkedIn company URL',
    'LinkedIn company page',
    'LinkedIn page',
    'LinkedIn link',
    'Company LinkedIn URL',
    'LinkedIn empresa',
    'LinkedIn entreprise',
    'LinkedIn Unternehmen',
    'LinkedIn azienda',
    'LinkedIn bedrijf',
  ],
  linkedin_person_url: [
    'LinkedIn profile',
    'LinkedIn profile URL',
    'Person LinkedIn',
    'Personal LinkedIn',
    'LinkedIn person',
    'LinkedIn person URL',
    'Contact LinkedIn',
    'LinkedIn contact',
    'LinkedIn member',
    'Profile URL',
    'Perfil LinkedIn',
    'Perfil de LinkedIn',
    'Profil LinkedIn',
    'LinkedIn-Profil',
    'Profilo LinkedIn',
    'LinkedIn-profiel',
  ],
  email: [
    'Email',
    'E-mail',
    'Email address',
    'E-mail address',
    'Mail',
    'Contact email',
    'Work email',
    'Correo',
    'Correo electrónico',
    'Email de contacto',
    'Courriel',
    'Adresse email',
    'Adresse e-mail',
    'Adresse électronique',
    'E-Mail-Adresse',
    'Emailadresse',
    'Posta elettronica',
    'Indirizzo email',
    'PEC',
    'Endereço de email',
    'Endereço de e-mail',
    'E-mailadres',
    'Emailadres',
  ],
  phone: [
    'Phone',
    'Phone number',
    'Telephone',
    'Telephone number',
    'Tel',
    'Tel no',
    'Company phone',
    'Main phone',
    'Switchboard',
    'Teléfono',
    'Número de teléfono',
    'Téléphone',
    'Numéro de téléphone',
    'Telefon',
    'Telefonnummer',
    'Telefono',
    'Numero di telefono',
    'Telefone',
    'Telefoon',
    'Telefoonnummer',
  ],
}

/**
 * Labels of columns that are none of the identifiers. A text column under such a label (a city,
 * a contact's name) must not be taken for the company name because its values are words.
 */
const OTHER_PHRASES: readonly string[] = [
  'City',
  'Town',
  'Address',
  'Street',
  'Zip',
  'Zip code',
  'Postcode',
  'Postal code',
  'State',
  'Province',
  'Region',
  'Phone',
  'Telephone',
  'Tel',
  'Mobile',
  'Fax',
  'Industry',
  'Sector',
  'Description',
  'Notes',
  'Note',
  'Comment',
  'Comments',
  'First name',
  'Last name',
  'Surname',
  'Full name',
  'Contact',
  'Contact name',
  'Title',
  'Job title',
  'Position',
  'Role',
  'Revenue',
  'Turnover',
  'Employees',
  'Size',
  'ID',
  'Status',
  'Date',
  'Created',
  'Owner',
  'Source',
  'Ciudad',
  'Dirección',
  'Teléfono',
  'Provincia',
  'Código postal',
  'Sector',
  'Nombre de contacto',
  'Apellido',
  'Cargo',
  'Ville',
  'Adresse',
  'Code postal',
  'Téléphone',
  'Prénom',
  'Secteur',
  'Stadt',
  'Ort',
  'Straße',
  'PLZ',
  'Telefon',
  'Branche',
  'Vorname',
  'Nachname',
  'Ansprechpartner',
  'Città',
  'Indirizzo',
  'CAP',
  'Telefono',
  'Cognome',
  'Settore',
  'Cidade',
  'Morada',
  'Endereço',
  'Stad',
  'Plaats',
  'Adres',
  'Telefoon',
  'Voornaam',
  'Achternaam',
]

/**
 * Words that make a label about a person: "Contact name" is not the company's name, and a
 * "LinkedIn profile" is a member's page rather than the company's.
 */
const PERSON_WORDS = new Set([
  'contact',
  'first',
  'last',
  'surname',
  'person',
  'personal',
  'profile',
  'member',
  'given',
  'full',
  'ceo',
  'founder',
  'owner',
  'manager',
  'employee',
  'persona',
  'perfil',
  'apellido',
  'personne',
  'profil',
  'prenom',
  'vorname',
  'nachname',
  'ansprechpartner',
  'cognome',
  'profilo',
  'voornaam',
  'achternaam',
  'profiel',
])

/** Header score of an exact label match, and of a label found inside a longer header. */
const EXACT_SCORE = 1
const PARTIAL_SCORE = 0.7
/** "Company", "Name"... inside a longer header say less: "Company website" is a website. */
const PARTIAL_NAME_SCORE = 0.5

type Phrase = { words: readonly string[]; compact: string }

function phrase(label: string): Phrase {
  const words = foldedWords(label)
  return { words, compact: words.join('') }
}

type IndexedPhrase = Phrase & { codename: IdentifierCodename }

const PHRASES: readonly IndexedPhrase[] = (Object.entries(HEADER_PHRASES) as [IdentifierCodename, readonly string[]][]).flatMap(
  ([codename, labels]) => labels.map((label) => ({ ...phrase(label), codename })),
)
/** Lookups by whole label, and by first word for labels inside longer headers. */
const BY_COMPACT = new Map(PHRASES.map((entry) => [entry.compact, entry.codename]))
const BY_FIRST_WORD = new Map<string, IndexedPhrase[]>()
for (const entry of PHRASES) {
  const first = entry.words[0] ?? ''
  BY_FIRST_WORD.set(first, [...(BY_FIRST_WORD.get(first) ?? []), entry])
}
const OTHER_COMPACT = new Set(OTHER_PHRASES.map((label) => phrase(label).compact))

/** Whether `needle` occurs as consecutive words of `haystack` starting at `start`. */
function wordsAt(haystack: readonly string[], needle: readonly string[], start: number): boolean {
  return start + needle.length <= haystack.length && needle.every((word, offset) => haystack[start + offset] === word)
}

export type HeaderScores = Partial<Record<IdentifierCodename, number>>

/** Scores of known labels found inside a longer header. */
function partialScores(words: readonly string[]): HeaderScores {
  const scores: HeaderScores = {}
  words.forEach((word, start) => {
    for (const entry of BY_FIRST_WORD.get(word) ?? []) {
      if (!wordsAt(words, entry.words, start)) continue
      scores[entry.codename] = entry.codename === 'name' ? PARTIAL_NAME_SCORE : PARTIAL_SCORE
    }
  })
  return scores
}

/** Applies what person words in a label mean: not the company name, and a member's LinkedIn page. */
function adjustForPerson(scores: HeaderScores, words: readonly string[]): HeaderScores {
  if (!words.some((word) => PERSON_WORDS.has(word))) return scores
  const adjusted: HeaderScores = { ...scores }
  delete adjusted.name
  const linkedin = Math.max(adjusted.linkedin_company_url ?? 0, adjusted.linkedin_person_url ?? 0)
  if (linkedin > 0 && adjusted.linkedin_person_url !== EXACT_SCORE) {
    delete adjusted.linkedin_company_url
    adjusted.linkedin_person_url = Math.max(linkedin, PARTIAL_SCORE)
  }
  return adjusted
}

/**
 * How strongly a header label names each identifier, 0..1: 1 for a known label ("Razón social"),
 * less for a known label inside a longer one ("Billing e-mail"). Identifiers it does not name are
 * absent.
 */
export function headerScores(label: string): HeaderScores {
  const header = phrase(label)
  if (!header.compact) return {}
  // An exact label is the whole truth: "Company number" is not also a partial "Company".
  const exact = BY_COMPACT.get(header.compact)
  if (exact) return { [exact]: EXACT_SCORE }
  return adjustForPerson(partialScores(header.words), header.words)
}

/** A label of a column that holds none of the identifiers ("City", "Teléfono", "First name"). */
export function isOtherHeader(label: string): boolean {
  return OTHER_COMPACT.has(phrase(label).compact)
}

/** Exactly a known label, of an identifier or of another common column. */
export function isKnownHeader(label: string): boolean {
  const compact = phrase(label).compact
  return BY_COMPACT.has(compact) || OTHER_COMPACT.has(compact)
}
