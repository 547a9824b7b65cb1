import 'server-only'

export * from './client'
export {
  isPreviewableCollection,
  PREVIEW_PATH,
  PREVIEWABLE_COLLECTIONS,
  type PreviewableCollection,
  previewSlug,
  previewUrl,
  PUBLISHED_ONLY_CONTEXT,
} from './preview'
export { faqFromTranslationKeys } from './faq-keys'
export {
  applicationTokenMatches,
  DEFAULT_PAGE_SIZE as DELIVERY_DEFAULT_PAGE_SIZE,
  deliverContent,
  deliverySource,
  type DeliveryPage,
  localeFromAcceptLanguage,
} from './delivery'
export { i18nQueryInput, i18nQuerySchema, lookupTexts } from './i18n-endpoint'
export {
  ARTICLE_TYPES,
  CAREER_CATEGORIES,
  CASE_STUDY_CATEGORIES,
  COOKIE_CATEGORIES,
  HEADER_MENU_POSITIONS,
  type HeaderMenuPosition,
  NAVIGATION_SLOTS,
  type NavigationSlot,
  topicTextKey,
} from './navigation-slots'
export {
  buildSiteMenus,
  entriesForLocale,
  findEntryBySlot,
  languageAlternates,
  type MenuLink,
  type NavEntry,
  resolveButton,
  routeSlug,
  slotHref,
  slotHrefOrDefault,
} from './navigation'
export {
  EMBED_PATH_PREFIX,
  hasRequiredContent,
  isFrameablePageType,
  isIndexablePage,
  MISSING_CONTENT_MESSAGES,
  PAGE_TYPES,
  type PageType,
  pageTypeDefinition,
} from './page-types'
export {
  fillSectionPlaceholders,
  invalidVariableValue,
  isPageVariableTemplate,
  PAGE_VARIABLE_KEYS,
  PAGE_VARIABLE_TEMPLATES,
  type PageVariables,
  pageVariablesName,
  type PageVariableTemplate,
  resolvePageVariables,
  validateVariableSuffix,
} from './page-variables'
export { canonicalPolicySlug, resolvePolicyTabs } from './policy-routes'
export {
  findRoute,
  forgetSiteFigures,
  loadNavigation,
  loadPageVariableDocuments,
  loadSiteConfig,
  loadSiteFigures,
  loadTranslations,
  type ResolvedRoute,
} from './queries'
export { fillFigureTokens } from './site-figures'
export { loadSitemapRoutes, robotsDisallow, sitemapEntries } from './sitemap'
export { agentAnswerLabels } from './agent-answer-labels'
export { TRANSLATION_KEY_PATTERN } from './translation-keys'
export { builtInTexts, createTranslator } from './translator'
export { contentLangOf, untranslatedIds } from './untranslated'
export { groupTechnologies, loadWebTechnologies, WEB_TECHNOLOGY_PAGE_SIZE, type WebTechnologyRow } from './web-technologies'
