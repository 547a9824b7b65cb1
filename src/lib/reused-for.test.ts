import { describe, expect, it } from 'vitest'

import { reusedPerOwnerAndKey } from './reused-for'

describe('reusedPerOwnerAndKey', () => {
  it('loads once per owner and key within the time, and forgets a failed load', async () => {
    const calls: string[] = []
    let fail = true
    const load = reusedPerOwnerAndKey(60_000, async (owner: { name: string }, key: string) => {
      calls.push(`${owner.name}:${key}`)
      if (key === 'flaky' && fail) throw new Error('down')
      return `${owner.name}:${key}`
    })
    const first = { name: 'a' }
    const second = { name: 'b' }
    expect(await Promise.all([load(first, 'mx'), load(first, 'mx'), load(second, 'mx'), load(first, 'gb')])).toEqual([
      'a:mx',
      'a:mx',
      'b:mx',
      'a:gb',
    ])
    expect(calls).toEqual(['a:mx', 'b:mx', 'a:gb'])
    await expect(load(first, 'flaky')).rejects.toThrow('down')
    fail = false
    expect(await load(first, 'flaky')).toBe('a:flaky')
  })
})
