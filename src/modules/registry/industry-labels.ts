import type { SiteLocale } from '@/lib/locales'

/**
 * The registry stores industries in English (the generator's and the importers' vocabulary). Pages
 * in another language show the known ones translated; any other value is shown as stored.
 */
const INDUSTRY_LABELS: Partial<Record<SiteLocale, Record<string, string>>> = {
  es: {
    'Agriculture, Forestry & Fishing': 'Agricultura, silvicultura y pesca',
    'Food & Beverage Production': 'Alimentación y bebidas',
    'Industrial Manufacturing': 'Fabricación industrial',
    'Energy & Utilities': 'Energía y suministros',
    Construction: 'Construcción',
    'Real Estate': 'Inmobiliario',
    'Wholesale & Distribution': 'Comercio mayorista y distribución',
    Retail: 'Comercio minorista',
    'Transport & Logistics': 'Transporte y logística',
    'Hospitality & Leisure': 'Hostelería y ocio',
    'Information Technology & Telecoms': 'Tecnología de la información y telecomunicaciones',
    'Financial Services & Insurance': 'Servicios financieros y seguros',
    'Professional Services': 'Servicios profesionales',
    'Business Support Services': 'Servicios de apoyo a empresas',
    'Healthcare & Life Sciences': 'Salud y ciencias de la vida',
    Education: 'Educación',
    'Media & Creative Industries': 'Medios e industrias creativas',
  },
  de: {
    'Agriculture, Forestry & Fishing': 'Land- und Forstwirtschaft, Fischerei',
    'Food & Beverage Production': 'Nahrungsmittel und Getränke',
    'Industrial Manufacturing': 'Industrielle Fertigung',
    'Energy & Utilities': 'Energie und Versorgung',
    Construction: 'Bau',
    'Real Estate': 'Immobilien',
    'Wholesale & Distribution': 'Großhandel und Vertrieb',
    Retail: 'Einzelhandel',
    'Transport & Logistics': 'Transport und Logistik',
    'Hospitality & Leisure': 'Gastgewerbe und Freizeit',
    'Information Technology & Telecoms': 'IT und Telekommunikation',
    'Financial Services & Insurance': 'Finanzdienstleistungen und Versicherungen',
    'Professional Services': 'Freiberufliche Dienstleistungen',
    'Business Support Services': 'Unternehmensdienstleistungen',
    'Healthcare & Life Sciences': 'Gesundheit und Life Sciences',
    Education: 'Bildung',
    'Media & Creative Industries': 'Medien und Kreativwirtschaft',
  },
}

export function industryLabel(industry: string, locale: SiteLocale): string {
  return INDUSTRY_LABELS[locale]?.[industry] ?? industry
}
