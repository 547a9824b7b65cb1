import { CV_EXTENSIONS, CV_MAX_BYTES } from '@/modules/crm/client'

/**
 * Pure rules of the careers pages: which categories show, the `type` filter and
 * the browser-side check of a CV before it is posted.
 */
export type CareerCategoryValue = 'engineering' | 'sales' | 'customer_success' | 'marketing' | 'operational'

export type VacancySummary = {
  slug: string
  name: string
  category: CareerCategoryValue
  location: string | null
  href: string
  /** The language of the name when the vacancy has no text in the page's language (shown in the default one). */
  contentLang: string | null
}
export type VacancyGroup = { category: CareerCategoryValue; label: string; vacancies: VacancySummary[] }

/** Only categories that have a label and at least one vacancy are shown, in the editors' order. */
export function groupVacancies(
  categories: { category: CareerCategoryValue; label?: string | null; order?: number | null }[],
  vacancies: VacancySummary[],
): VacancyGroup[] {
  return [...categories]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((category) => ({
      category: category.category,
      label: category.label?.trim() ?? '',
      vacancies: vacancies.filter((vacancy) => vacancy.category === category.category),
    }))
    .filter((group) => group.label !== '' && group.vacancies.length > 0)
}

/** `?type=<category>` names one shown category; anything else (missing, unknown, hidden) shows them all. */
export function selectedCategory(search: string, groups: Pick<VacancyGroup, 'category'>[]): CareerCategoryValue | null {
  // `category` names the same filter in older links.
  const params = new URLSearchParams(search)
  const type = (params.get('type') ?? params.get('category'))?.trim()
  return groups.find((group) => group.category === type)?.category ?? null
}

export function filterGroups<T extends Pick<VacancyGroup, 'category'>>(groups: T[], selected: CareerCategoryValue | null): T[] {
  return selected ? groups.filter((group) => group.category === selected) : groups
}

export type CvCheckTexts = { required: string; type: string; empty: string; size: string }

/** The browser's check of the chosen CV, with the server's rules (extension and size); the server also checks the content. */
export function checkCvSelection(file: { name: string; size: number } | null, texts: CvCheckTexts): string[] {
  if (!file) return [texts.required]
  const errors: string[] = []
  const name = file.name.trim().toLowerCase()
  if (!CV_EXTENSIONS.some((extension) => name.endsWith(extension))) errors.push(texts.type)
  if (file.size === 0) errors.push(texts.empty)
  if (file.size > CV_MAX_BYTES) errors.push(texts.size)
  return errors
}

export const CV_ACCEPT = CV_EXTENSIONS.join(',')
export const CV_MAX_MB = CV_MAX_BYTES / 1024 / 1024

/** The apply form's id and its first input's; the floating apply button scrolls to one and focuses the other. */
export const APPLY_FORM_ID = 'apply'
export const APPLY_FIRST_FIELD_ID = 'apply-name'
