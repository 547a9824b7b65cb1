import type { PayloadHandler, PayloadRequest } from 'payload'

import { errorResponse } from '@/lib/api-route'
import { ApiError } from '@/lib/errors'

import { hasRole } from '../access/roles'

/**
 * A Payload endpoint that answers its errors as every API route does (lib/api-route.ts): an
 * ApiError thrown inside is its status with `{ detail, <field>: [..] }`, anything else a logged 500.
 */
export function payloadEndpoint(handler: PayloadHandler): PayloadHandler {
  return async (req) => {
    try {
      return await handler(req)
    } catch (error) {
      return errorResponse(error, { method: req.method ?? 'GET', path: new URL(req.url ?? 'http://localhost').pathname })
    }
  }
}

/** The back-office exports and retention switches are for sales and admins only. */
export function requireSalesOrAdmin(req: PayloadRequest, action: string): void {
  if (!hasRole(req.user, 'admin', 'sales')) throw new ApiError('forbidden', `Sign in as sales or admin to ${action}.`)
}
