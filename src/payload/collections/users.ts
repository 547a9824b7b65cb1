import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '../access/is-admin'
import { isAdminOrSelf } from '../access/is-admin-or-self'
import { USER_ROLES } from '../access/roles'

/**
 * The editor session cookie: `Secure` whenever the site is served over HTTPS (SITE_URL), so it never
 * travels in clear text even behind a proxy that speaks plain HTTP to us; `Lax` against cross-site posts.
 */
export function editorCookieSettings(env: Record<string, string | undefined> = process.env): { secure: boolean; sameSite: 'Lax' } {
  return { secure: /^https:\/\//i.test(env.SITE_URL?.trim() ?? ''), sameSite: 'Lax' }
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Editor account', plural: 'Editor accounts' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Settings' },
  // A backstop against guessing from many addresses at once; sign-in limits per address and account
  // pair come first (app/(payload)/api/[...slug]/route.ts), so one stranger cannot lock an editor out.
  auth: { maxLoginAttempts: 100, lockTime: 10 * 60 * 1000, cookies: editorCookieSettings() },
  access: {
    read: isAdminOrSelf,
    create: isAdmin,
    update: isAdminOrSelf,
    delete: isAdmin,
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: USER_ROLES.map((role) => ({ label: role[0]!.toUpperCase() + role.slice(1), value: role })),
      // Only admins may grant or change roles, so an editor cannot promote themselves.
      access: { create: isAdminField, update: isAdminField },
    },
  ],
}
