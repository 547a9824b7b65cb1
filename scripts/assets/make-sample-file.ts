// Writes the data sample offered on the thank-you page:
//   npx tsx scripts/assets/make-sample-file.ts > public/storage/samples/company-data-sample.csv
// Invented companies and people; VAT numbers carry valid check digits; contacts are masked as in the product.
import { vatWithCheckDigits } from '../../src/modules/registry/identifiers'

const rows: Array<{ name: string; country: string; reg: string; vat: [string, string] | null; city: string; sic: string; employees: string; turnover: string; website: string; contact: string; title: string; phone: string }> = [
  { name: 'Harrowgate Precision Fasteners Ltd', country: 'United Kingdom', reg: '08427319', vat: ['GB', '3184027'], city: 'Sheffield', sic: '25620 Machining', employees: '51-200', turnover: '£10M-£25M', website: 'harrowgate-fasteners.co.uk', contact: 'Jonathan Pemberly', title: 'Procurement Director', phone: '+44 114 *** **82' },
  { name: 'Bellmoor Cold Chain Logistics Ltd', country: 'United Kingdom', reg: '11930284', vat: ['GB', '2960415'], city: 'Leeds', sic: '52103 Operation of warehousing and storage facilities', employees: '201-500', turnover: '£25M-£50M', website: 'bellmoorlogistics.co.uk', contact: 'Priya Lanchester', title: 'Head of Operations', phone: '+44 113 *** **17' },
  { name: 'Quillfield Analytics Ltd', country: 'United Kingdom', reg: '12650937', vat: ['GB', '4471830'], city: 'Manchester', sic: '62012 Business and domestic software development', employees: '11-50', turnover: '£1M-£5M', website: 'quillfield-analytics.com', contact: 'Oliver Stanmere', title: 'Chief Technology Officer', phone: '+44 161 *** **40' },
  { name: 'Rheinwerk Antriebstechnik GmbH', country: 'Germany', reg: 'HRB 48213 (Amtsgericht Köln)', vat: ['DE', '31827465'], city: 'Köln', sic: '28150 Manufacture of bearings, gears, gearing and driving elements', employees: '201-500', turnover: '€50M-€100M', website: 'rheinwerk-antriebe.de', contact: 'Katrin Albrechtsen', title: 'Leiterin Einkauf', phone: '+49 221 *** ***56' },
  { name: 'Nordlicht Verpackungen GmbH', country: 'Germany', reg: 'HRB 117562 (Amtsgericht Hamburg)', vat: ['DE', '29481736'], city: 'Hamburg', sic: '17210 Manufacture of corrugated paper and paperboard', employees: '51-200', turnover: '€10M-€25M', website: 'nordlicht-verpackungen.de', contact: 'Matthias Kernbach', title: 'Geschäftsführer', phone: '+49 40 *** ***21' },
  { name: 'Talbrücke Software AG', country: 'Germany', reg: 'HRB 230845 (Amtsgericht München)', vat: ['DE', '27730914'], city: 'München', sic: '58290 Other software publishing', employees: '51-200', turnover: '€10M-€25M', website: 'talbruecke-software.de', contact: 'Sabine Ortwein', title: 'VP Sales', phone: '+49 89 *** ***03' },
  { name: 'Atelier Vercors Mobilier SAS', country: 'France', reg: '832 417 569', vat: ['FR', '832417569'], city: 'Grenoble', sic: '31090 Manufacture of other furniture', employees: '11-50', turnover: '€1M-€5M', website: 'vercors-mobilier.fr', contact: 'Camille Roussard', title: 'Directrice commerciale', phone: '+33 4 ** ** **38' },
  { name: 'Lumière Sud Énergies SARL', country: 'France', reg: '790 254 318', vat: ['FR', '790254318'], city: 'Montpellier', sic: '35110 Production of electricity', employees: '11-50', turnover: '€5M-€10M', website: 'lumieresud-energies.fr', contact: 'Julien Castagnède', title: 'Directeur général', phone: '+33 4 ** ** **91' },
  { name: 'Conservas Ría de Arosa S.L.', country: 'Spain', reg: 'B36518742', vat: ['ES', 'B3651874'], city: 'Vilagarcía de Arousa', sic: '10200 Processing and preserving of fish, crustaceans and molluscs', employees: '51-200', turnover: '€10M-€25M', website: 'conservasriadearosa.es', contact: 'Lucía Ferreiro Baamonde', title: 'Directora de exportación', phone: '+34 986 *** *14' },
  { name: 'Ingeniería Meseta Norte S.A.', country: 'Spain', reg: 'A47291835', vat: ['ES', 'A4729183'], city: 'Valladolid', sic: '71129 Other engineering activities', employees: '201-500', turnover: '€25M-€50M', website: 'mesetanorte-ingenieria.es', contact: 'Álvaro Santibáñez', title: 'Responsable de compras', phone: '+34 983 *** *62' },
  { name: 'Polderhaven Agrotech B.V.', country: 'Netherlands', reg: '71839264', vat: ['NL', '85931742'], city: 'Rotterdam', sic: '46610 Wholesale of agricultural machinery, equipment and supplies', employees: '11-50', turnover: '€5M-€10M', website: 'polderhaven-agrotech.nl', contact: 'Sanne van Oordt', title: 'Commercieel directeur', phone: '+31 10 *** **27' },
  { name: 'Officine Brentella S.r.l.', country: 'Italy', reg: 'PD-412873', vat: ['IT', '0482931028'], city: 'Padova', sic: '28410 Manufacture of metal forming machinery', employees: '51-200', turnover: '€10M-€25M', website: 'officinebrentella.it', contact: 'Giulia Zanettin', title: 'Responsabile acquisti', phone: '+39 049 *** **55' },
  { name: 'Cantine Colle Aureo S.p.A.', country: 'Italy', reg: 'SI-198224', vat: ['IT', '0139572052'], city: 'Siena', sic: '11020 Manufacture of wine from grape', employees: '51-200', turnover: '€25M-€50M', website: 'colleaureo.it', contact: 'Federico Bonsignori', title: 'Export Manager', phone: '+39 0577 *** *09' },
  { name: 'Ridgeline Fleet Services LLC', country: 'United States', reg: 'TX 0803517246', vat: null, city: 'Austin', sic: '49410 Freight transport by road', employees: '201-500', turnover: '$25M-$50M', website: 'ridgelinefleet.com', contact: 'Marcus Dellaway', title: 'VP Finance', phone: '+1 512 *** **71' },
  { name: 'Bluewater Clinical Supplies Inc.', country: 'United States', reg: 'DE 6148302', vat: null, city: 'Wilmington', sic: '46460 Wholesale of pharmaceutical goods', employees: '51-200', turnover: '$10M-$25M', website: 'bluewaterclinical.com', contact: 'Renee Okafor-Hill', title: 'Director of Purchasing', phone: '+1 302 *** **36' },
  { name: 'Cedar Loop Marketing Group Inc.', country: 'United States', reg: 'OR 1874203-95', vat: null, city: 'Portland', sic: '73110 Advertising agencies', employees: '11-50', turnover: '$1M-$5M', website: 'cedarloopgroup.com', contact: 'Tyler Brandvold', title: 'Managing Partner', phone: '+1 503 *** **84' },
  { name: 'Marlow Straits Trading Pte. Ltd.', country: 'Singapore', reg: '201834927K', vat: null, city: 'Singapore', sic: '46900 Non-specialised wholesale trade', employees: '11-50', turnover: 'S$5M-S$10M', website: 'marlowstraits.com.sg', contact: 'Wei Ling Tan', title: 'Business Development Manager', phone: '+65 6*** **12' },
  { name: 'Southern Cross Modular Pty Ltd', country: 'Australia', reg: 'ACN 624 318 957', vat: null, city: 'Brisbane', sic: '41201 Construction of commercial buildings', employees: '51-200', turnover: 'A$10M-A$25M', website: 'southerncrossmodular.com.au', contact: 'Hamish Treloar', title: 'Operations Director', phone: '+61 7 **** **45' },
]

function maskEmail(contact: string, website: string): string {
  const first = contact.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().split(/\s+/)[0]!
  return `${first[0]}.****@${website}`
}
const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
const header = ['Company name', 'Country', 'Registration number', 'VAT number', 'City', 'Industry (SIC)', 'Employees', 'Turnover', 'Website', 'Contact name', 'Job title', 'E-mail', 'Phone']
const lines = [header.join(',')]
for (const row of rows) {
  const vat = row.vat ? vatWithCheckDigits(row.vat[0], row.vat[1]) : ''
  // A Spanish company's registration number (CIF) is its VAT number without the prefix.
  const reg = row.country === 'Spain' && vat ? vat.slice(2) : row.reg
  lines.push([row.name, row.country, reg, vat, row.city, row.sic, row.employees, row.turnover, `https://www.${row.website}`, row.contact, row.title, maskEmail(row.contact, row.website), row.phone].map(quote).join(','))
}
process.stdout.write('\uFEFF' + lines.join('\r\n') + '\r\n')
