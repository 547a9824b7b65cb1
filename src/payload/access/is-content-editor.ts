import type { Access } from 'payload'

import { hasRole } from './roles'

/** Admins and editors change site content; sales can read it in the admin but not change it. */
export const isContentEditor: Access = ({ req }) => hasRole(req.user, 'admin', 'editor')
