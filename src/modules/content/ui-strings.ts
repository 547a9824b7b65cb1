import { DEFAULT_LOCALE, type SiteLocale } from './locales'

/**
 * Built-in interface texts. Editors override any key in the CMS (collection "UI strings");
 * a key missing there, or missing for a language, falls back to these.
 */
const EN = {
  products: 'Products',
  data_solutions: 'Data solutions',
  solutions: 'Solutions',
  browse_by_countries: 'Browse by countries',
  browse_by_industries: 'Browse by industries',
  popular: 'Popular',
  book_demo: 'Book a demo',
  sign_in: 'Sign in',
  platform: 'Platform',
  blog_types: 'Blog',
  integrations: 'Integrations',
  about: 'About',
  language: 'Language',
  menu_open: 'Open menu',
  menu_close: 'Close menu',
  skip_to_content: 'Skip to content',
  footer_tagline: 'Verified data on 300M+ companies in 200+ countries.',
  footer_company: 'Company',
  footer_legal: 'Legal',
  footer_hosting: 'ISO 27001 and ISO 27701 certified · Hosted in Europe',
  footer_rights: 'All rights reserved.',
  cookie_settings: 'Cookie settings',
  consent_title: 'We use cookies',
  consent_text:
    'Necessary cookies make the site work. With your permission we also use cookies to remember your preferences, measure how the site is used and show relevant marketing.',
  consent_necessary: 'Necessary',
  consent_preferences: 'Preferences',
  consent_statistics: 'Statistics',
  consent_marketing: 'Marketing',
  consent_unclassified: 'Unclassified',
  consent_allow_all: 'Allow all',
  consent_allow_selection: 'Allow selection',
  consent_deny: 'Necessary only',
  not_found_title: 'Page not found',
  not_found_text: 'The page you are looking for does not exist or has moved.',
  back_home: 'Back to the home page',
  error_title: 'Something went wrong',
  error_text: 'We could not show this page. Please try again in a moment.',
  try_again: 'Try again',
  template_coming_title: 'This section is on its way',
  template_coming_text: 'The {template} experience is being built. In the meantime our team can help you directly.',
  rating: 'Rated 4.5 out of 5',
  trusted_by: 'Trusted by 10,000+ companies',
  business_email_validation: 'Please use your business e-mail address.',
  book_demo_validation: 'Please enter your e-mail address.',
  home_search_title: 'Find any company and buy its credit report',
  search_company_label: 'Company name or registration number',
  search_company_placeholder: 'e.g. Northwind Trading or 04829316',
  search_country_label: 'Country',
  search_country_placeholder: 'Choose a country',
  search_state_label: 'State / province',
  search_state_placeholder: 'Any state',
  search_city_label: 'City',
  search_submit: 'Search',
  search_country_alert: 'Choose the country the company is registered in to search.',
  search_company_required: 'Enter a company name or registration number.',
  search_no_results: "Sorry, we can't find anything",
  search_not_found_title: 'Company not listed?',
  search_not_found_text: 'Our analysts can investigate it for you and deliver a fresh report.',
  search_not_found_button: 'Order a fresh investigation',
  search_results_count: '{n} companies found',
  search_load_more: 'Show more results',
  search_buy: 'Buy report',
  search_not_available: 'Not available',
  search_error: 'The search is not available right now. Please try again.',
  column_name: 'Company',
  column_city: 'City',
  column_address: 'Address',
  column_registration: 'Registration no.',
  column_status: 'Status',
  column_action: 'Buy',
} as const

export type UiStringKey = keyof typeof EN

const ES: Partial<Record<UiStringKey, string>> = {
  products: 'Productos',
  data_solutions: 'Soluciones de datos',
  solutions: 'Soluciones',
  browse_by_countries: 'Por países',
  browse_by_industries: 'Por sectores',
  popular: 'Populares',
  book_demo: 'Reservar una demo',
  sign_in: 'Acceder',
  platform: 'Plataforma',
  blog_types: 'Blog',
  integrations: 'Integraciones',
  about: 'Empresa',
  language: 'Idioma',
  menu_open: 'Abrir menú',
  menu_close: 'Cerrar menú',
  skip_to_content: 'Ir al contenido',
  footer_tagline: 'Datos verificados de más de 300M de empresas en más de 200 países.',
  footer_company: 'Empresa',
  footer_legal: 'Legal',
  footer_hosting: 'Certificados ISO 27001 e ISO 27701 · Alojado en Europa',
  footer_rights: 'Todos los derechos reservados.',
  cookie_settings: 'Configuración de cookies',
  consent_title: 'Usamos cookies',
  consent_text:
    'Las cookies necesarias hacen que el sitio funcione. Con su permiso también usamos cookies para recordar sus preferencias, medir el uso del sitio y mostrar publicidad relevante.',
  consent_necessary: 'Necesarias',
  consent_preferences: 'Preferencias',
  consent_statistics: 'Estadísticas',
  consent_marketing: 'Marketing',
  consent_unclassified: 'No clasificadas',
  consent_allow_all: 'Permitir todas',
  consent_allow_selection: 'Permitir selección',
  consent_deny: 'Solo necesarias',
  not_found_title: 'Página no encontrada',
  not_found_text: 'La página que busca no existe o se ha movido.',
  back_home: 'Volver al inicio',
  error_title: 'Algo ha fallado',
  error_text: 'No hemos podido mostrar esta página. Inténtelo de nuevo en un momento.',
  try_again: 'Reintentar',
  template_coming_title: 'Esta sección está en camino',
  template_coming_text: 'Estamos construyendo la experiencia de {template}. Mientras tanto, nuestro equipo puede ayudarle directamente.',
  rating: 'Valoración 4,5 de 5',
  trusted_by: 'Más de 10.000 empresas confían en nosotros',
  business_email_validation: 'Utilice su dirección de e-mail profesional.',
  book_demo_validation: 'Introduzca su dirección de e-mail.',
  home_search_title: 'Encuentre cualquier empresa y compre su informe de crédito',
  search_company_label: 'Nombre de empresa o número de registro',
  search_company_placeholder: 'p. ej. Northwind Trading o 04829316',
  search_country_label: 'País',
  search_country_placeholder: 'Elija un país',
  search_state_label: 'Estado / provincia',
  search_state_placeholder: 'Cualquier estado',
  search_city_label: 'Ciudad',
  search_submit: 'Buscar',
  search_country_alert: 'Elija el país en el que está registrada la empresa para buscar.',
  search_company_required: 'Introduzca un nombre de empresa o un número de registro.',
  search_no_results: 'Lo sentimos, no encontramos nada',
  search_not_found_title: '¿No aparece la empresa?',
  search_not_found_text: 'Nuestros analistas pueden investigarla y entregarle un informe actualizado.',
  search_not_found_button: 'Solicitar una investigación',
  search_results_count: '{n} empresas encontradas',
  search_load_more: 'Mostrar más resultados',
  search_buy: 'Comprar informe',
  search_not_available: 'No disponible',
  search_error: 'La búsqueda no está disponible ahora. Inténtelo de nuevo.',
  column_name: 'Empresa',
  column_city: 'Ciudad',
  column_address: 'Dirección',
  column_registration: 'N.º de registro',
  column_status: 'Estado',
  column_action: 'Comprar',
}

const BUILT_IN: Partial<Record<SiteLocale, Partial<Record<string, string>>>> = { en: EN, es: ES }

export type Translate = (key: UiStringKey | (string & {}), params?: Record<string, string | number>) => string

/**
 * Resolution order: CMS text in the language, CMS text in the default language (only for keys that
 * have no built-in text), built-in text in the language, built-in default-language text, the key.
 */
export function createTranslator(
  locale: SiteLocale,
  cms: { current: Record<string, string>; fallback: Record<string, string> },
): Translate {
  return (key, params) => {
    const builtInLocal = BUILT_IN[locale]?.[key]
    const builtInDefault = BUILT_IN[DEFAULT_LOCALE]?.[key]
    const text =
      cms.current[key] ??
      builtInLocal ??
      (locale === DEFAULT_LOCALE ? undefined : cms.fallback[key]) ??
      builtInDefault ??
      key
    if (!params) return text
    return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match))
  }
}
