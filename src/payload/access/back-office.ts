import type { Access } from 'payload'

import { isAdmin } from './is-admin'
import { hasRole } from './roles'

/**
 * Records the server creates from public forms (orders, leads): sales and admins read and work
 * them, nobody creates them through the admin or REST API, only admins delete.
 */
export const backOfficeAccess: { read: Access; update: Access; create: Access; delete: Access } = {
  read: ({ req }) => hasRole(req.user, 'admin', 'sales'),
  update: ({ req }) => hasRole(req.user, 'admin', 'sales'),
  create: () => false,
  delete: isAdmin,
}
