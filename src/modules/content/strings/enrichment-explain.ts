import type { IdentifierCodename, MatchReasonCode, Measure } from '@/modules/enrichment'

/**
 * Built-in texts of the enrichment results' explain view ("Why this grade?"): its labels, the
 * compared fields and the matcher's reasons (English, Spanish, German); merged into ui-strings.ts.
 * The reason tables are typed by the matcher's reason codes, so a code added to
 * `matching/reasons.ts` does not compile until every language explains it.
 */

const REASONS_EN: Record<MatchReasonCode, string> = {
  identifier_unique: 'An identifier from your row matches exactly one company in the registry, and the other details agree.',
  identifier_shared: 'An identifier from your row matches exactly, but several companies in the registry share it.',
  identifier_minor_differences: 'An identifier from your row matches exactly; some other details differ slightly.',
  identifier_name_differs: 'An identifier from your row matches exactly, but the company name is quite different. Please check the match.',
  identifier_contradicted:
    'An identifier from your row matches exactly, but other details (such as the country or another identifier) contradict it. Please check the match.',
  website_and_name_exact: 'The website and the company name both match exactly.',
  website_exact: 'The website matches exactly; there was no company name to compare.',
  website_name_close: 'The website matches exactly and the company name is very close.',
  website_name_differs: 'The website matches exactly, but the company name is quite different. Please check the match.',
  website_contradicted:
    'The website matches, but other details (such as the country or an identifier) contradict it. Please check the match.',
  website_shared: 'The website matches, but several companies in the registry use it.',
  name_exact_unique: 'The company name matches exactly, and no other company where we searched has it.',
  name_exact_but_legal_form: 'The company name matches except for the legal form (for example Ltd or GmbH).',
  name_written_differently: 'It is the same company name written differently (spacing, abbreviations or word order).',
  name_close: 'The company name is very close (a typo, for example); no identifier was there to confirm it.',
  name_close_twin_resolved: 'The company name is close; its legal form or word order points to this company rather than to similar ones.',
  name_country_hinted:
    'Companies with this name exist in more than one country; the country your row’s phone number or domain points to singles this one out. Please check the match.',
  name_partly_similar: 'The company name is only partly similar. Please check the match.',
  name_initialism: "The name is written as the company's initials. Please check the match.",
  name_similar_identifiers_differ:
    'The company name is similar, but an identifier or the website from your row differs. Please check the match.',
  name_ambiguous:
    'Several companies in the country have a similar name, so we cannot be sure which one you mean. A registration or VAT number would settle it.',
  match_unlikely:
    'The closest company we found is too unlikely to be this one to suggest it. A registration or VAT number, or the website, would help.',
  no_similar_name: 'No company in the country has a name close enough to this one.',
  nothing_credible: 'The closest companies we found disagree with your row on key details, such as the country.',
  no_candidate: 'We found no company in the registry that resembles this row.',
  country_not_recognised:
    '“{value}” is not a country we recognise, so we could not search a country’s registry. Use the country’s name or its two-letter code (for example Spain or ES).',
}

const REASONS_ES: Record<MatchReasonCode, string> = {
  identifier_unique: 'Un identificador de su fila coincide exactamente con una sola empresa del registro y los demás datos concuerdan.',
  identifier_shared: 'Un identificador de su fila coincide exactamente, pero lo comparten varias empresas del registro.',
  identifier_minor_differences: 'Un identificador de su fila coincide exactamente; algunos otros datos difieren ligeramente.',
  identifier_name_differs:
    'Un identificador de su fila coincide exactamente, pero el nombre de la empresa es bastante distinto. Revise la coincidencia.',
  identifier_contradicted:
    'Un identificador de su fila coincide exactamente, pero otros datos (como el país u otro identificador) lo contradicen. Revise la coincidencia.',
  website_and_name_exact: 'El sitio web y el nombre de la empresa coinciden exactamente.',
  website_exact: 'El sitio web coincide exactamente; no había un nombre de empresa con el que compararlo.',
  website_name_close: 'El sitio web coincide exactamente y el nombre de la empresa es muy parecido.',
  website_name_differs: 'El sitio web coincide exactamente, pero el nombre de la empresa es bastante distinto. Revise la coincidencia.',
  website_contradicted: 'El sitio web coincide, pero otros datos (como el país o un identificador) lo contradicen. Revise la coincidencia.',
  website_shared: 'El sitio web coincide, pero lo usan varias empresas del registro.',
  name_exact_unique: 'El nombre de la empresa coincide exactamente y ninguna otra empresa donde buscamos lo tiene.',
  name_exact_but_legal_form: 'El nombre de la empresa coincide salvo por la forma jurídica (por ejemplo, S.L. o GmbH).',
  name_written_differently: 'Es el mismo nombre de empresa escrito de otra manera (espacios, abreviaturas u orden de las palabras).',
  name_close: 'El nombre de la empresa es muy parecido (por ejemplo, una errata); no había ningún identificador que lo confirmara.',
  name_close_twin_resolved:
    'El nombre de la empresa es parecido; su forma jurídica o el orden de las palabras señalan a esta empresa y no a otras similares.',
  name_country_hinted:
    'Hay empresas con este nombre en más de un país; el país al que apuntan el teléfono o el dominio de su fila señala esta. Compruebe la coincidencia.',
  name_partly_similar: 'El nombre de la empresa solo se parece en parte. Revise la coincidencia.',
  name_initialism: 'El nombre está escrito con las iniciales de la empresa. Revise la coincidencia.',
  name_similar_identifiers_differ:
    'El nombre de la empresa es parecido, pero un identificador o el sitio web de su fila no coincide. Revise la coincidencia.',
  name_ambiguous:
    'Varias empresas del país tienen un nombre parecido, así que no podemos saber con certeza a cuál se refiere. Un número de registro o de IVA lo aclararía.',
  match_unlikely:
    'La empresa más cercana que encontramos tiene muy pocas probabilidades de ser esta como para proponerla. Un número de registro o de IVA, o el sitio web, ayudarían.',
  no_similar_name: 'Ninguna empresa del país tiene un nombre lo bastante parecido a este.',
  nothing_credible: 'Las empresas más cercanas que encontramos no concuerdan con su fila en datos clave, como el país.',
  no_candidate: 'No encontramos en el registro ninguna empresa que se parezca a esta fila.',
  country_not_recognised:
    '«{value}» no es un país que reconozcamos, así que no pudimos buscar en el registro de ningún país. Use el nombre del país o su código de dos letras (por ejemplo, España o ES).',
}

const REASONS_DE: Record<MatchReasonCode, string> = {
  identifier_unique:
    'Ein Identifikator aus Ihrer Zeile passt genau zu einem einzigen Unternehmen im Register, und die übrigen Angaben stimmen überein.',
  identifier_shared: 'Ein Identifikator aus Ihrer Zeile stimmt genau überein, mehrere Unternehmen im Register haben ihn jedoch gemeinsam.',
  identifier_minor_differences: 'Ein Identifikator aus Ihrer Zeile stimmt genau überein; einige andere Angaben weichen leicht ab.',
  identifier_name_differs:
    'Ein Identifikator aus Ihrer Zeile stimmt genau überein, der Firmenname weicht aber deutlich ab. Bitte prüfen Sie den Treffer.',
  identifier_contradicted:
    'Ein Identifikator aus Ihrer Zeile stimmt genau überein, andere Angaben (etwa das Land oder ein weiterer Identifikator) widersprechen ihm jedoch. Bitte prüfen Sie den Treffer.',
  website_and_name_exact: 'Website und Firmenname stimmen genau überein.',
  website_exact: 'Die Website stimmt genau überein; es gab keinen Firmennamen zum Vergleichen.',
  website_name_close: 'Die Website stimmt genau überein, und der Firmenname ist sehr ähnlich.',
  website_name_differs: 'Die Website stimmt genau überein, der Firmenname weicht aber deutlich ab. Bitte prüfen Sie den Treffer.',
  website_contradicted:
    'Die Website stimmt überein, andere Angaben (etwa das Land oder ein Identifikator) widersprechen ihr jedoch. Bitte prüfen Sie den Treffer.',
  website_shared: 'Die Website stimmt überein, wird aber von mehreren Unternehmen im Register verwendet.',
  name_exact_unique: 'Der Firmenname stimmt genau überein, und kein anderes Unternehmen im durchsuchten Bereich trägt ihn.',
  name_exact_but_legal_form: 'Der Firmenname stimmt bis auf die Rechtsform (zum Beispiel GmbH oder Ltd) überein.',
  name_written_differently: 'Es ist derselbe Firmenname, nur anders geschrieben (Leerzeichen, Abkürzungen oder Wortreihenfolge).',
  name_close: 'Der Firmenname ist sehr ähnlich (etwa ein Tippfehler); kein Identifikator konnte ihn bestätigen.',
  name_close_twin_resolved:
    'Der Firmenname ist ähnlich; die Rechtsform oder die Wortreihenfolge sprechen für dieses Unternehmen statt für ähnliche.',
  name_country_hinted:
    'Unternehmen mit diesem Namen gibt es in mehreren Ländern; das Land, auf das Telefonnummer oder Domain Ihrer Zeile hinweisen, spricht für dieses. Bitte prüfen Sie den Treffer.',
  name_partly_similar: 'Der Firmenname ist nur teilweise ähnlich. Bitte prüfen Sie den Treffer.',
  name_initialism: 'Der Name ist aus den Anfangsbuchstaben des Firmennamens gebildet. Bitte prüfen Sie den Treffer.',
  name_similar_identifiers_differ:
    'Der Firmenname ist ähnlich, aber ein Identifikator oder die Website aus Ihrer Zeile weicht ab. Bitte prüfen Sie den Treffer.',
  name_ambiguous:
    'Mehrere Unternehmen im Land haben einen ähnlichen Namen, daher lässt sich nicht sicher sagen, welches gemeint ist. Eine Registernummer oder USt-IdNr. würde es klären.',
  match_unlikely:
    'Das nächstliegende Unternehmen ist zu unwahrscheinlich dieses, um es vorzuschlagen. Eine Registernummer, eine USt-IdNr. oder die Website würden helfen.',
  no_similar_name: 'Kein Unternehmen im Land hat einen ausreichend ähnlichen Namen.',
  nothing_credible: 'Die nächstliegenden Unternehmen widersprechen Ihrer Zeile in wichtigen Angaben, etwa dem Land.',
  no_candidate: 'Wir haben im Register kein Unternehmen gefunden, das dieser Zeile ähnelt.',
  country_not_recognised:
    '„{value}“ ist kein Land, das wir erkennen, daher konnten wir in keinem Länderregister suchen. Verwenden Sie den Ländernamen oder den zweistelligen Ländercode (zum Beispiel Deutschland oder DE).',
}

const FIELDS_EN: Record<IdentifierCodename, string> = {
  name: 'Company name',
  country: 'Country',
  vat: 'VAT number',
  registration_number: 'Registration number',
  website: 'Website',
  linkedin_company_url: 'LinkedIn company URL',
  linkedin_person_url: 'LinkedIn person URL',
  email: 'E-mail',
  phone: 'Phone',
}

const FIELDS_ES: Record<IdentifierCodename, string> = {
  name: 'Nombre de la empresa',
  country: 'País',
  vat: 'NIF / IVA',
  registration_number: 'Número de registro',
  website: 'Sitio web',
  linkedin_company_url: 'URL de empresa en LinkedIn',
  linkedin_person_url: 'URL de persona en LinkedIn',
  email: 'E-mail',
  phone: 'Teléfono',
}

const FIELDS_DE: Record<IdentifierCodename, string> = {
  name: 'Firmenname',
  country: 'Land',
  vat: 'USt-IdNr.',
  registration_number: 'Registernummer',
  website: 'Website',
  linkedin_company_url: 'LinkedIn-Unternehmensseite',
  linkedin_person_url: 'LinkedIn-Profil',
  email: 'E-Mail',
  phone: 'Telefon',
}

const LABELS_EN = {
  enrichment_explain_open: 'Why this grade?',
  enrichment_explain_open_not_found: 'Why not found?',
  enrichment_explain_grade: 'Grade {grade}',
  enrichment_explain_compared: 'How your data compares',
  enrichment_explain_field: 'Field',
  enrichment_explain_result: 'Result',
  enrichment_explain_verdict_exact: 'Agrees',
  enrichment_explain_verdict_close: 'Close',
  enrichment_explain_verdict_different: 'Differs',
  enrichment_explain_verdict_missing: 'Missing',
  enrichment_explain_verdict_unrecognised: 'Not recognised',
  enrichment_explain_verdict_not_compared: 'Not compared',
  enrichment_explain_similarity: '{n}% similar',
  enrichment_explain_same_as_yours: 'Same as yours',
  enrichment_explain_other_value: 'A different value',
  enrichment_explain_closest_note:
    'Compared with the closest company in the registry, which was not close enough to count as a match; its details are not shown.',
  enrichment_explain_generic_not_found: 'We found no company in the registry that matches this row closely enough.',
  enrichment_status_country_not_recognised: 'Country not recognised',
  enrichment_explain_country_vat: 'Your row has no country: it was taken from the VAT number {value} ({country}).',
  enrichment_explain_country_phone:
    'Your row has no country: we searched every country, preferring {country}, where the phone number {value} points.',
  enrichment_explain_country_website:
    'Your row has no country: we searched every country, preferring {country}, where the website {value} points.',
  enrichment_explain_country_email:
    'Your row has no country: we searched every country, preferring {country}, where the e-mail domain {value} points.',
  enrichment_explain_country_all: 'Your row has no country and nothing in it points to one: we searched every country.',
  enrichment_explain_certainty: 'How likely this is the company: {n} %',
  enrichment_explain_certainty_not_found: 'How likely the closest company was this one: {n} %',
  enrichment_explain_weighed: 'What weighed most',
  enrichment_explain_raises: 'raises it',
  enrichment_explain_lowers: 'lowers it',
}

type LabelKey = keyof typeof LABELS_EN

const LABELS_ES: Record<LabelKey, string> = {
  enrichment_explain_open: '¿Por qué esta calificación?',
  enrichment_explain_open_not_found: '¿Por qué no se encontró?',
  enrichment_explain_grade: 'Calificación {grade}',
  enrichment_explain_compared: 'Cómo se comparan sus datos',
  enrichment_explain_field: 'Campo',
  enrichment_explain_result: 'Resultado',
  enrichment_explain_verdict_exact: 'Coincide',
  enrichment_explain_verdict_close: 'Parecido',
  enrichment_explain_verdict_different: 'Difiere',
  enrichment_explain_verdict_missing: 'Falta',
  enrichment_explain_verdict_unrecognised: 'No reconocido',
  enrichment_explain_verdict_not_compared: 'Sin comparar',
  enrichment_explain_similarity: '{n} % de similitud',
  enrichment_explain_same_as_yours: 'Igual que el suyo',
  enrichment_explain_other_value: 'Otro valor',
  enrichment_explain_closest_note:
    'Comparado con la empresa más cercana del registro, que no se parecía lo suficiente para contar como coincidencia; sus datos no se muestran.',
  enrichment_explain_generic_not_found: 'No encontramos en el registro ninguna empresa que coincida lo suficiente con esta fila.',
  enrichment_status_country_not_recognised: 'País no reconocido',
  enrichment_explain_country_vat: 'Su fila no tiene país: se tomó del NIF-IVA {value} ({country}).',
  enrichment_explain_country_phone:
    'Su fila no tiene país: buscamos en todos los países, con preferencia por {country}, al que apunta el teléfono {value}.',
  enrichment_explain_country_website:
    'Su fila no tiene país: buscamos en todos los países, con preferencia por {country}, al que apunta el sitio web {value}.',
  enrichment_explain_country_email:
    'Su fila no tiene país: buscamos en todos los países, con preferencia por {country}, al que apunta el dominio del e-mail {value}.',
  enrichment_explain_country_all: 'Su fila no tiene país y nada en ella indica uno: buscamos en todos los países.',
  enrichment_explain_certainty: 'Probabilidad de que sea esta empresa: {n} %',
  enrichment_explain_certainty_not_found: 'Probabilidad de que la empresa más cercana fuera esta: {n} %',
  enrichment_explain_weighed: 'Lo que más pesó',
  enrichment_explain_raises: 'la sube',
  enrichment_explain_lowers: 'la baja',
}

const LABELS_DE: Record<LabelKey, string> = {
  enrichment_explain_open: 'Warum diese Bewertung?',
  enrichment_explain_open_not_found: 'Warum nicht gefunden?',
  enrichment_explain_grade: 'Bewertung {grade}',
  enrichment_explain_compared: 'So wurden Ihre Daten verglichen',
  enrichment_explain_field: 'Feld',
  enrichment_explain_result: 'Ergebnis',
  enrichment_explain_verdict_exact: 'Stimmt überein',
  enrichment_explain_verdict_close: 'Ähnlich',
  enrichment_explain_verdict_different: 'Weicht ab',
  enrichment_explain_verdict_missing: 'Fehlt',
  enrichment_explain_verdict_unrecognised: 'Nicht erkannt',
  enrichment_explain_verdict_not_compared: 'Nicht verglichen',
  enrichment_explain_similarity: '{n} % ähnlich',
  enrichment_explain_same_as_yours: 'Wie bei Ihnen',
  enrichment_explain_other_value: 'Ein anderer Wert',
  enrichment_explain_closest_note:
    'Verglichen mit dem nächstliegenden Unternehmen im Register, das für einen Treffer nicht ähnlich genug war; seine Angaben werden nicht angezeigt.',
  enrichment_explain_generic_not_found: 'Wir haben im Register kein Unternehmen gefunden, das ausreichend zu dieser Zeile passt.',
  enrichment_status_country_not_recognised: 'Land nicht erkannt',
  enrichment_explain_country_vat: 'Ihre Zeile hat kein Land: Es wurde der USt-IdNr. {value} entnommen ({country}).',
  enrichment_explain_country_phone:
    'Ihre Zeile hat kein Land: Wir haben in allen Ländern gesucht und {country} bevorzugt, worauf die Telefonnummer {value} hinweist.',
  enrichment_explain_country_website:
    'Ihre Zeile hat kein Land: Wir haben in allen Ländern gesucht und {country} bevorzugt, worauf die Website {value} hinweist.',
  enrichment_explain_country_email:
    'Ihre Zeile hat kein Land: Wir haben in allen Ländern gesucht und {country} bevorzugt, worauf die E-Mail-Domain {value} hinweist.',
  enrichment_explain_country_all: 'Ihre Zeile hat kein Land, und nichts darin weist auf eines hin: Wir haben in allen Ländern gesucht.',
  enrichment_explain_certainty: 'Wahrscheinlichkeit, dass es dieses Unternehmen ist: {n} %',
  enrichment_explain_certainty_not_found: 'Wahrscheinlichkeit, dass das nächstliegende Unternehmen dieses war: {n} %',
  enrichment_explain_weighed: 'Was am meisten zählte',
  enrichment_explain_raises: 'erhöht sie',
  enrichment_explain_lowers: 'senkt sie',
}

const MEASURES_EN: Record<Measure, string> = {
  name_missing: 'No company name to compare',
  name_similarity: 'The words of the name',
  name_exact: 'Identical name',
  jaro_winkler: 'Spelling of the name',
  levenshtein: 'Letters that match',
  token_set: 'Words in common',
  shared_rarity: 'How rare the shared words are',
  trigrams: 'Groups of letters in common',
  phonetic: 'How the name sounds',
  legal_form: 'Legal form',
  name_reading: 'Legal form read from elsewhere in the name',
  trade_name: 'Short (trade) name of a longer registered name',
  initials: "Initials of the company's name",
  strong_identifier_exact: 'An identifier agrees',
  strong_identifier_different: 'An identifier differs',
  website_exact: 'The website agrees',
  website_different: 'The website differs',
  country_different: 'The country differs',
  country_hinted: 'Country from the phone number or domain',
  all_countries: 'No country: every country searched',
  lead: 'Lead over the next closest company',
  runner_up_name: 'Another company with a similar name',
}

const MEASURES_ES: Record<Measure, string> = {
  name_missing: 'Sin nombre de empresa que comparar',
  name_similarity: 'Las palabras del nombre',
  name_exact: 'Nombre idéntico',
  jaro_winkler: 'Ortografía del nombre',
  levenshtein: 'Letras que coinciden',
  token_set: 'Palabras en común',
  shared_rarity: 'Lo poco comunes que son las palabras compartidas',
  trigrams: 'Grupos de letras en común',
  phonetic: 'Cómo suena el nombre',
  legal_form: 'Forma jurídica',
  name_reading: 'Forma jurídica leída en otra parte del nombre',
  trade_name: 'Nombre corto (comercial) de un nombre registrado más largo',
  initials: 'Iniciales del nombre de la empresa',
  strong_identifier_exact: 'Un identificador coincide',
  strong_identifier_different: 'Un identificador difiere',
  website_exact: 'El sitio web coincide',
  website_different: 'El sitio web difiere',
  country_different: 'El país difiere',
  country_hinted: 'País deducido del teléfono o del dominio',
  all_countries: 'Sin país: se buscó en todos los países',
  lead: 'Ventaja sobre la siguiente empresa más cercana',
  runner_up_name: 'Otra empresa con un nombre parecido',
}

const MEASURES_DE: Record<Measure, string> = {
  name_missing: 'Kein Firmenname zum Vergleichen',
  name_similarity: 'Die Wörter des Namens',
  name_exact: 'Identischer Name',
  jaro_winkler: 'Schreibweise des Namens',
  levenshtein: 'Übereinstimmende Buchstaben',
  token_set: 'Gemeinsame Wörter',
  shared_rarity: 'Wie selten die gemeinsamen Wörter sind',
  trigrams: 'Gemeinsame Buchstabengruppen',
  phonetic: 'Klang des Namens',
  legal_form: 'Rechtsform',
  name_reading: 'Rechtsform an anderer Stelle im Namen gelesen',
  trade_name: 'Kurzname (Handelsname) eines längeren eingetragenen Namens',
  initials: 'Anfangsbuchstaben des Firmennamens',
  strong_identifier_exact: 'Ein Identifikator stimmt überein',
  strong_identifier_different: 'Ein Identifikator weicht ab',
  website_exact: 'Die Website stimmt überein',
  website_different: 'Die Website weicht ab',
  country_different: 'Das Land weicht ab',
  country_hinted: 'Land aus Telefonnummer oder Domain',
  all_countries: 'Kein Land: in allen Ländern gesucht',
  lead: 'Vorsprung vor dem nächstähnlichen Unternehmen',
  runner_up_name: 'Ein anderes Unternehmen mit ähnlichem Namen',
}

/** `{prefix}{key}` for every key of a table. */
function prefixed<P extends string, K extends string>(prefix: P, table: Record<K, string>): Record<`${P}${K}`, string> {
  return Object.fromEntries(Object.entries(table).map(([key, text]) => [`${prefix}${key}`, text])) as Record<`${P}${K}`, string>
}

/** Keys: the labels as they are, `enrichment_explain_field_<identifier>`, `enrichment_reason_<code>`, `enrichment_measure_<measure>`. */
function texts(
  labels: Record<LabelKey, string>,
  fields: Record<IdentifierCodename, string>,
  reasons: Record<MatchReasonCode, string>,
  measures: Record<Measure, string>,
) {
  return {
    ...labels,
    ...prefixed('enrichment_explain_field_', fields),
    ...prefixed('enrichment_reason_', reasons),
    ...prefixed('enrichment_measure_', measures),
  }
}

export const ENRICHMENT_EXPLAIN_EN = texts(LABELS_EN, FIELDS_EN, REASONS_EN, MEASURES_EN)
export const ENRICHMENT_EXPLAIN_ES: typeof ENRICHMENT_EXPLAIN_EN = texts(LABELS_ES, FIELDS_ES, REASONS_ES, MEASURES_ES)
export const ENRICHMENT_EXPLAIN_DE: typeof ENRICHMENT_EXPLAIN_EN = texts(LABELS_DE, FIELDS_DE, REASONS_DE, MEASURES_DE)
