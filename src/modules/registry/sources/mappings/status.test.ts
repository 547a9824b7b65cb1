import { describe, expect, it } from 'vitest'

import { COMPANY_STATUSES } from '../../generator/generated-company'
import { statusLabel } from '../../status-label'
import { COMPANIES_HOUSE_STATUSES, statusFromCompaniesHouse, statusFromGleif, statusFromSirene } from './status'

describe('statusFromCompaniesHouse', () => {
  it('maps every published value to a status the registry has and shows', () => {
    for (const [published, status] of COMPANIES_HOUSE_STATUSES) {
      expect(statusFromCompaniesHouse(published), published).toBe(status)
      expect(COMPANY_STATUSES).toContain(status)
      expect(statusLabel(status)).not.toBe('Unactive')
    }
  })

  it('reads the live, insolvent and ended kinds', () => {
    expect(statusFromCompaniesHouse('Active')).toBe('active')
    expect(statusFromCompaniesHouse('Active - Proposal to Strike off')).toBe('active')
    expect(statusFromCompaniesHouse('Live but Receiver Manager on at least one charge')).toBe('active')
    expect(statusFromCompaniesHouse('Dissolved')).toBe('dissolved')
    expect(statusFromCompaniesHouse('Liquidation')).toBe('liquidation')
    expect(statusFromCompaniesHouse('In Administration')).toBe('administration')
    expect(statusFromCompaniesHouse('ADMINISTRATION ORDER')).toBe('administration')
    expect(statusFromCompaniesHouse('RECEIVERSHIP')).toBe('administration')
    expect(statusFromCompaniesHouse('Voluntary Arrangement')).toBe('administration')
    expect(statusFromCompaniesHouse('Converted / Closed')).toBe('inactive')
    expect(statusFromCompaniesHouse('Registered')).toBe('active')
    expect(statusFromCompaniesHouse('Removed')).toBe('inactive')
  })

  it('ignores case, padding and the spacing around slashes and dashes', () => {
    expect(statusFromCompaniesHouse('ACTIVE')).toBe('active')
    expect(statusFromCompaniesHouse('  active  ')).toBe('active')
    expect(statusFromCompaniesHouse('ACTIVE - PROPOSAL TO STRIKE OFF')).toBe('active')
    expect(statusFromCompaniesHouse('Active-Proposal to Strike off')).toBe('active')
    expect(statusFromCompaniesHouse('in administration')).toBe('administration')
    expect(statusFromCompaniesHouse('Administration Order')).toBe('administration')
    expect(statusFromCompaniesHouse('Receivership')).toBe('administration')
    expect(statusFromCompaniesHouse('Converted/Closed')).toBe('inactive')
    expect(statusFromCompaniesHouse('CONVERTED  /  CLOSED')).toBe('inactive')
    expect(statusFromCompaniesHouse('In Administration / Receiver Manager')).toBe('administration')
    expect(statusFromCompaniesHouse('voluntary arrangement/receiver manager')).toBe('administration')
    expect(statusFromCompaniesHouse('Dissolved\t')).toBe('dissolved')
  })

  it('gives null for values it does not know', () => {
    expect(statusFromCompaniesHouse('')).toBeNull()
    expect(statusFromCompaniesHouse('   ')).toBeNull()
    expect(statusFromCompaniesHouse('Activ')).toBeNull()
    expect(statusFromCompaniesHouse('Struck off')).toBeNull()
    expect(statusFromCompaniesHouse('Active - Dormant')).toBeNull()
  })
})

describe('statusFromGleif', () => {
  it('reads the entity status', () => {
    expect(statusFromGleif('ACTIVE')).toBe('active')
    expect(statusFromGleif('ACTIVE', 'ISSUED')).toBe('active')
    expect(statusFromGleif('INACTIVE')).toBe('inactive')
    expect(statusFromGleif('INACTIVE', 'ISSUED')).toBe('inactive')
  })

  it('keeps an active entity active whatever happened to its LEI', () => {
    expect(statusFromGleif('ACTIVE', 'LAPSED')).toBe('active')
    expect(statusFromGleif('ACTIVE', 'PENDING_TRANSFER')).toBe('active')
    expect(statusFromGleif('ACTIVE', 'PENDING_ARCHIVAL')).toBe('active')
    expect(statusFromGleif('ACTIVE', 'TRANSFERRED')).toBe('active')
    expect(statusFromGleif('ACTIVE', 'PENDING_VALIDATION')).toBe('active')
  })

  it('tells a dissolved or merged entity from one that merely stopped', () => {
    expect(statusFromGleif('INACTIVE', 'RETIRED')).toBe('inactive')
    expect(statusFromGleif('INACTIVE', 'RETIRED', 'DISSOLVED')).toBe('dissolved')
    expect(statusFromGleif('INACTIVE', 'RETIRED', 'CORPORATE_ACTION')).toBe('dissolved')
    expect(statusFromGleif('INACTIVE', 'RETIRED', 'OTHER')).toBe('inactive')
    expect(statusFromGleif('INACTIVE', 'MERGED')).toBe('dissolved')
    expect(statusFromGleif('INACTIVE', 'LAPSED', 'DISSOLVED')).toBe('dissolved')
    expect(statusFromGleif('INACTIVE', 'LAPSED')).toBe('inactive')
  })

  it('lets a retirement or merger outweigh a stale ACTIVE', () => {
    expect(statusFromGleif('ACTIVE', 'RETIRED')).toBe('inactive')
    expect(statusFromGleif('ACTIVE', 'MERGED')).toBe('dissolved')
  })

  it('knows nothing from a void registration', () => {
    expect(statusFromGleif('ACTIVE', 'ANNULLED')).toBeNull()
    expect(statusFromGleif('ACTIVE', 'DUPLICATE')).toBeNull()
    expect(statusFromGleif('INACTIVE', 'DUPLICATE')).toBeNull()
    expect(statusFromGleif('ACTIVE', 'CANCELLED')).toBeNull()
  })

  it('reads a NULL entity status from an ISSUED registration only', () => {
    expect(statusFromGleif('NULL', 'ISSUED')).toBe('active')
    expect(statusFromGleif('', 'ISSUED')).toBe('active')
    expect(statusFromGleif('NULL', 'LAPSED')).toBeNull()
    expect(statusFromGleif('NULL')).toBeNull()
    expect(statusFromGleif('NULL', 'RETIRED')).toBe('inactive')
    expect(statusFromGleif('NULL', 'MERGED')).toBe('dissolved')
  })

  it('ignores case and padding, and gives null for unknown values', () => {
    expect(statusFromGleif(' active ', ' lapsed ')).toBe('active')
    expect(statusFromGleif('Inactive', 'Retired', 'dissolved')).toBe('dissolved')
    expect(statusFromGleif('ACTIVE', 'annulled')).toBeNull()
    expect(statusFromGleif('OPERATING')).toBeNull()
    expect(statusFromGleif('OPERATING', 'ISSUED')).toBeNull()
    expect(statusFromGleif('')).toBeNull()
  })
})

describe('statusFromSirene', () => {
  it('reads the legal unit and establishment states', () => {
    expect(statusFromSirene('A')).toBe('active')
    expect(statusFromSirene('C')).toBe('dissolved')
    expect(statusFromSirene('F')).toBe('dissolved')
  })

  it('ignores case and padding, and gives null for unknown values', () => {
    expect(statusFromSirene(' a ')).toBe('active')
    expect(statusFromSirene('c')).toBe('dissolved')
    expect(statusFromSirene('')).toBeNull()
    expect(statusFromSirene('X')).toBeNull()
    expect(statusFromSirene('Actif')).toBeNull()
    expect(statusFromSirene('AC')).toBeNull()
  })
})
