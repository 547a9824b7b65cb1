import { describe, expect, it } from 'vitest'

import { maskEmail, maskName, maskPhone, maskShowcaseRow } from './showcase'

describe('showcase masking', () => {
  it('keeps the first letter and the domain of an e-mail', () => {
    expect(maskEmail('maria.garcia@grupo-norte.mx')).toBe('m•••@grupo-norte.mx')
    expect(maskEmail('x@a.mx')).toBe('x•••@a.mx')
    expect(maskEmail('not-an-email')).toBe('••••••')
    expect(maskEmail('@nolocal.mx')).toBe('••••••')
  })

  it('keeps the country code and the last two digits of a phone, and its layout', () => {
    expect(maskPhone('+52 55 1234 5678')).toBe('+52 •• •••• ••78')
    expect(maskPhone('+44 20 3807 4150')).toBe('+44 •• •••• ••50')
    expect(maskPhone('(55) 1234-5678')).toBe('(••) ••••-••78')
    expect(maskPhone('+525512345678')).toBe('+••••••••••78')
  })

  it('shows a first name and an initial', () => {
    expect(maskName('María José García López')).toBe('María G.')
    expect(maskName('Juan Pérez')).toBe('Juan P.')
    expect(maskName('Ana Lucía Torres')).toBe('Ana T.')
    expect(maskName('Madonna')).toBe('Madonna')
  })

  it('never lets the full e-mail, phone or name through', () => {
    const row = {
      company: 'Grupo Norte SA de CV',
      city: 'Monterrey',
      industry: 'Manufacturing',
      sizeRange: '51-200',
      turnover: 1_000_000,
      fullName: 'María José García López',
      jobFunction: 'Director de ventas',
      seniority: 'Director',
      email: 'maria.garcia@grupo-norte.mx',
      phone: '+52 81 1234 5678',
    }
    const masked = maskShowcaseRow(row)
    expect(JSON.stringify(masked)).not.toContain('maria.garcia')
    expect(JSON.stringify(masked)).not.toContain('1234')
    expect(JSON.stringify(masked)).not.toContain('García López')
    expect(masked).toMatchObject({
      company: 'Grupo Norte SA de CV',
      name: 'María G.',
      email: 'm•••@grupo-norte.mx',
      phone: '+52 •• •••• ••78',
    })
  })
})
