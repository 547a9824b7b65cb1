import { describe, expect, it } from 'vitest'

import { checkCvSelection, CV_ACCEPT, filterGroups, groupVacancies, selectedCategory, type VacancySummary } from './careers-data'

const vacancy = (slug: string, category: VacancySummary['category']): VacancySummary => ({
  slug,
  name: slug,
  category,
  location: null,
  href: `/careers/${slug}`,
  contentLang: null,
})

const categories = [
  { category: 'sales' as const, label: 'Sales', order: 2 },
  { category: 'engineering' as const, label: 'Engineering', order: 1 },
  { category: 'marketing' as const, label: '  ', order: 3 },
  { category: 'operational' as const, label: 'Operations', order: 4 },
]
const vacancies = [
  vacancy('backend', 'engineering'),
  vacancy('seller', 'sales'),
  vacancy('growth', 'marketing'),
  vacancy('account', 'customer_success'),
]

describe('groupVacancies', () => {
  it('keeps only labelled categories with vacancies, in the editors order', () => {
    const groups = groupVacancies(categories, vacancies)
    expect(groups.map((group) => group.category)).toEqual(['engineering', 'sales'])
    expect(groups[0]!.vacancies.map((item) => item.slug)).toEqual(['backend'])
  })
  it('drops a category without a label even when it has vacancies, and one without vacancies', () => {
    const shown = groupVacancies(categories, vacancies).map((group) => group.category)
    expect(shown).not.toContain('marketing')
    expect(shown).not.toContain('operational')
    expect(shown).not.toContain('customer_success')
  })
})

describe('type filter', () => {
  const groups = groupVacancies(categories, vacancies)
  it('shows one category when ?type names a shown one', () => {
    const selected = selectedCategory('?type=sales', groups)
    expect(selected).toBe('sales')
    expect(filterGroups(groups, selected).map((group) => group.category)).toEqual(['sales'])
    expect(selectedCategory('?category=sales', groups)).toBe('sales')
  })
  it('shows every category for a missing, unknown or hidden type', () => {
    for (const search of ['', '?type=', '?type=nope', '?type=marketing']) {
      expect(filterGroups(groups, selectedCategory(search, groups))).toHaveLength(2)
    }
  })
})

describe('checkCvSelection', () => {
  const texts = { required: 'required', type: 'type', empty: 'empty', size: 'size' }
  it('accepts .pdf, .docx and .doc in any case', () => {
    for (const name of ['cv.pdf', 'CV.DOCX', 'my cv.doc']) expect(checkCvSelection({ name, size: 10 }, texts)).toEqual([])
    expect(CV_ACCEPT).toBe('.pdf,.docx,.doc')
  })
  it('asks for a file when none is chosen', () => {
    expect(checkCvSelection(null, texts)).toEqual(['required'])
  })
  it('reports every problem so the form can join them', () => {
    expect(checkCvSelection({ name: 'cv.txt', size: 0 }, texts)).toEqual(['type', 'empty'])
    expect(checkCvSelection({ name: 'cv.png', size: 11 * 1024 * 1024 }, texts)).toEqual(['type', 'size'])
  })
})
