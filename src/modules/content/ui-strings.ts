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
