import { describe, expect, it } from 'vitest'

import { groupTechnologies, type WebTechnologyRow } from '@/modules/content'

import { filterGroups } from './technology-widgets'

const row = (id: number, title: string, parent: number | null, order = 0): WebTechnologyRow => ({
  id,
  title,
  parent,
  description: null,
  order,
})

describe('web technology tree', () => {
  it('groups technologies under their category, in CMS order, and leaves out empty categories', () => {
    const groups = groupTechnologies(
      [
        row(1, 'Payments', null, 2),
        row(2, 'Analytics', null, 1),
        row(3, 'Stripe', 1),
        row(4, 'Adyen', 1),
        row(5, 'Matomo', 2),
        row(6, 'Empty', null, 3),
        row(7, 'PayPal', 1, -1),
      ],
      'Other',
    )
    expect(groups.map((group) => group.title)).toEqual(['Analytics', 'Payments'])
    expect(groups[1]!.technologies.map((technology) => technology.title)).toEqual(['PayPal', 'Adyen', 'Stripe'])
  })

  it('puts technologies whose category is not in the list into one "other" group at the end', () => {
    const groups = groupTechnologies([row(1, 'CMS', null), row(2, 'WordPress', 1), row(3, 'Orphan', 99)], 'Other')
    expect(groups.map((group) => [group.id, group.title, group.technologies.length])).toEqual([
      [1, 'CMS', 1],
      [null, 'Other', 1],
    ])
  })

  it('filters by technology or category, ignoring case and accents', () => {
    const groups = groupTechnologies(
      [row(1, 'Analítica', null), row(2, 'Matomo', 1), row(3, 'Hotjar', 1), row(4, 'Pagos', null), row(5, 'Stripe', 4)],
      'Otras',
    )
    expect(filterGroups(groups, 'STRI').map((group) => [group.title, group.technologies.map((technology) => technology.title)])).toEqual([
      ['Pagos', ['Stripe']],
    ])
    expect(filterGroups(groups, 'analitica')[0]!.technologies).toHaveLength(2)
    expect(filterGroups(groups, '  ')).toHaveLength(2)
    expect(filterGroups(groups, 'nothing')).toEqual([])
  })
})
