/**
 * Named navigation slots. Buttons and links refer to a slot instead of
 * a hard-coded slug, and render only when an entry fills that slot.
 */
export const NAVIGATION_SLOTS = [
  'marketing',
  'credits',
  'api',
  'blog',
  'customers',
  'author',
  'careers',
  'free_trial',
  'book_demo',
  'pricing',
  'pricing_trial',
  'fresh_investigation',
  'thank_you',
  'thank_you_trial',
  'policy',
  'terms',
  'enrichment',
  'ai_agents',
  'browser_extension',
] as const
export type NavigationSlot = (typeof NAVIGATION_SLOTS)[number]

/** Where an entry appears in the site chrome. */
export const HEADER_MENU_POSITIONS = [
  { value: 'none', label: 'Not in menus' },
  { value: 'products', label: 'Header: Products menu' },
  { value: 'solutions', label: 'Header: Data solutions → Solutions' },
  { value: 'main', label: 'Header: regular item' },
  { value: 'about', label: 'Top bar: About dropdown' },
  { value: 'footer', label: 'Footer only' },
] as const
export type HeaderMenuPosition = (typeof HEADER_MENU_POSITIONS)[number]['value']

/** Article types; the top bar's blog dropdown links to the blog filtered by them. */
export const ARTICLE_TYPES = [
  { value: 'due_diligence', label: 'Due diligence' },
  { value: 'top_gdb_companies', label: 'Top companies' },
  { value: 'sales', label: 'Sales' },
  { value: 'news', label: 'News' },
  { value: 'marketing', label: 'Marketing' },
  { value: 'gdb_vs_competitors', label: 'Comparisons' },
] as const

/** The UI string naming a blog type or case-study category (article_type_news, case_study_category_1). */
export function topicTextKey(kind: 'blog' | 'case_study', value: string): string {
  return kind === 'blog' ? `article_type_${value}` : `case_study_${value}`
}

/** Case-study categories. */
export const CASE_STUDY_CATEGORIES = [
  { value: 'category_1', label: 'Sales & marketing' },
  { value: 'category_2', label: 'Risk & compliance' },
  { value: 'category_3', label: 'Data & operations' },
] as const

/** Career categories; a category shows only with a label and at least one vacancy. */
export const CAREER_CATEGORIES = ['engineering', 'sales', 'customer_success', 'marketing', 'operational'] as const

/** Cookie declaration categories, as in the consent banner. */
export const COOKIE_CATEGORIES = ['necessary', 'preferences', 'statistics', 'marketing', 'unclassified'] as const
