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
  // Payload's count never locks: it counts failures from anywhere with no window, so strangers with
  // enough addresses kept the owner out (issue 56). The sign-in route limits instead, per address, per
  // address and account, and per account for browsers that never signed in to it (editor-devices.ts).
  // Out of reach rather than 0, which would drop the lock fields (and the lock an admin can still set).
  auth: { maxLoginAttempts: Number.MAX_SAFE_INTEGER, lockTime: 10 * 60 * 1000, cookies: editorCookieSettings() },
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
