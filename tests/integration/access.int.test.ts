import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'

import { getTestPayload } from './payload'

async function account(payload: Payload, role: 'editor' | 'sales'): Promise<User> {
  const email = `${role}-${Date.now()}@example.com`
  return payload.create({ collection: 'users', data: { email, password: 'password-123456', role } })
}

describe('back-office roles', () => {
  it('lets editors change content and keeps sales read-only', async () => {
    const payload = await getTestPayload()
    const editor = await account(payload, 'editor')
    const sales = await account(payload, 'sales')
    const { docs } = await payload.find({ collection: 'pages', limit: 1 })
    const page = docs[0]!

    const updated = await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Edited by editor' },
      user: editor,
      overrideAccess: false,
      context: { disableRevalidate: true },
    })
    expect(updated.title).toBe('Edited by editor')

    await expect(
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { title: 'Edited by sales' },
        user: sales,
        overrideAccess: false,
        context: { disableRevalidate: true },
      }),
    ).rejects.toThrow()
    const readBySales = await payload.findByID({ collection: 'pages', id: page.id, user: sales, overrideAccess: false })
    expect(readBySales.title).toBe('Edited by editor')
  })

  it('stops anonymous writes and role self-promotion', async () => {
    const payload = await getTestPayload()
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Anonymous', page_type: 'content' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()

    const editor = await account(payload, 'editor')
    const self = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { role: 'admin' },
      user: editor,
      overrideAccess: false,
    })
    expect(self.role).toBe('editor')

    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'new@example.com', password: 'password-123456', role: 'admin' },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('lets anyone read published content', async () => {
    const payload = await getTestPayload()
    const { totalDocs } = await payload.find({ collection: 'navigation', overrideAccess: false, limit: 1 })
    expect(totalDocs).toBeGreaterThan(10)
  })
})
