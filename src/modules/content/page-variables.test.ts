import { describe, expect, it } from 'vitest'

import {
  fillSectionPlaceholders,
  invalidVariableValue,
  orderVariableDocuments,
  PAGE_VARIABLE_KEYS,
  PAGE_VARIABLE_SUFFIX_PATTERN,
  pageVariablesName,
  resolvePageVariables,
} from './page-variables'

const mexico = {
  suffix: '_mx',
  variables: [
    { key: 'companies', value: '2387041' },
    { key: 'search_title', value: 'Busque en {country}' },
  ],
}
const defaults = {
  suffix: '',
  variables: [
    { key: 'companies', value: '1000' },
    { key: 'executives', value: '500' },
    { key: 'blog_title', value: 'Del blog' },
  ],
}

describe('page variables', () => {
  it('are named page_var_{template}{suffix}', () => {
    expect(pageVariablesName('country_promotion', '_mx')).toBe('page_var_country_promotion_mx')
    expect(pageVariablesName('country', '')).toBe('page_var_country')
    expect(PAGE_VARIABLE_SUFFIX_PATTERN.test('_mx')).toBe(true)
    expect(PAGE_VARIABLE_SUFFIX_PATTERN.test('')).toBe(true)
    expect(PAGE_VARIABLE_SUFFIX_PATTERN.test('mx')).toBe(false)
    expect(PAGE_VARIABLE_SUFFIX_PATTERN.test('_MX')).toBe(false)
  })

  it('read the suffixed document first, then the default one, then the built-in text of the language, then English', () => {
    const variables = resolvePageVariables('country_promotion', [mexico, defaults], 'es')
    expect(variables.number('companies')).toBe(2387041)
    expect(variables.number('executives')).toBe(500)
    expect(variables.text('blog_title')).toBe('Del blog')
    expect(variables.text('search_title', { country: 'México' })).toBe('Busque en México')
    expect(variables.text('filters_title')).toBe('Busque por los criterios que le importan')
    // German has no built-in promotion texts: English.
    expect(resolvePageVariables('country_promotion', [], 'de').text('filters_title')).toBe('Search by the criteria that matter to you')
    // Built-in texts state the site's figures like any other text.
    const figures = { customers: { value: 10_000, text: '10.000', rounded: false, source: 'cms' as const } }
    expect(resolvePageVariables('country_promotion', [], 'es', figures).text('customers_title')).toBe(
      'Más de 10.000 empresas confían en nuestros datos',
    )
    // A figure nobody filled is not invented.
    expect(variables.number('phones')).toBeNull()
    expect(variables.date('last_update')).toBeNull()
  })

  it('read dates, percentages and lists by their kind', () => {
    const variables = resolvePageVariables(
      'country_promotion',
      [
        {
          variables: [
            { key: 'last_update', value: '2021-06-24' },
            { key: 'accuracy', value: '90' },
            { key: 'benefits', value: ' Uno \n\n Dos ' },
          ],
        },
      ],
      'es',
    )
    expect(variables.date('last_update')).toBe('2021-06-24T00:00:00.000Z')
    expect(variables.number('accuracy')).toBe(90)
    expect(variables.lines('benefits')).toEqual(['Uno', 'Dos'])
  })

  it('pass over values that do not fit their kind instead of showing them', () => {
    const variables = resolvePageVariables('country_promotion', [{ variables: [{ key: 'companies', value: '2.387.041' }] }, defaults], 'es')
    expect(variables.number('companies')).toBe(1000)
  })

  it('refuse on save what the site could not read, with the reason', () => {
    expect(invalidVariableValue('country_promotion', 'companies', '2,387,041')).toMatch(/digits only/)
    expect(invalidVariableValue('country_promotion', 'companies', '2387041')).toBeNull()
    expect(invalidVariableValue('country_promotion', 'accuracy', '120')).toMatch(/0 to 100/)
    expect(invalidVariableValue('country_promotion', 'last_update', '24/06/2021')).toMatch(/YYYY-MM-DD/)
    expect(invalidVariableValue('country_promotion', 'last_update', '2021-02-30')).toBeNull()
    expect(invalidVariableValue('country_promotion', 'registry_country', 'mex')).toMatch(/two-letter/)
    expect(invalidVariableValue('country', 'companies', '1')).toMatch(/not a variable of the country template/)
    expect(invalidVariableValue('home', 'book_demo_title', 'x')).toMatch(/template/)
    expect(invalidVariableValue('country', 'book_demo_title', '')).toBeNull()
    expect(invalidVariableValue('country_promotion', 'book_demo_title', 'x')).toMatch(/not a variable of the country_promotion template/)
  })

  it('offer every key once in the CMS select', () => {
    const values = PAGE_VARIABLE_KEYS.map((option) => option.value)
    expect(new Set(values).size).toBe(values.length)
    expect(values).toEqual(expect.arrayContaining(['book_demo_title', 'companies', 'benefits']))
  })

  it('order documents: the page suffix first, the default next, other variants never', () => {
    const documents = [{ suffix: '' }, { suffix: '_v2' }, { suffix: '_mx' }, { suffix: null }]
    expect(orderVariableDocuments(documents, '_mx').map((document) => document.suffix)).toEqual(['_mx', '', null])
    expect(orderVariableDocuments(documents, null).map((document) => document.suffix)).toEqual(['', null])
  })

  it('fill {title} in shared sections, rich text included, and leave ids, types and links alone', () => {
    const sections = [
      {
        id: '{title}',
        blockType: 'featureGrid',
        heading: 'What every {title} profile includes',
        button_href: '/x?{title}',
        body: { root: { children: [{ type: 'text', text: 'Data of {title}' }] } },
        items: [{ title: '{title} registry', text: null }],
      },
    ]
    const [filled] = fillSectionPlaceholders(sections, { title: 'Germany' })
    expect(filled).toEqual({
      id: '{title}',
      blockType: 'featureGrid',
      heading: 'What every Germany profile includes',
      button_href: '/x?{title}',
      body: { root: { children: [{ type: 'text', text: 'Data of Germany' }] } },
      items: [{ title: 'Germany registry', text: null }],
    })
  })
})
