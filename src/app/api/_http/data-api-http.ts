import 'server-only'

import { getPayloadClient } from '@/components/site-data'
import { apiRoute, errorResponse, parseRouteInput, type RouteArguments, type RouteInput } from '@/lib/api-route'
import { rateLimitClient } from '@/lib/rate-limit'
import type { ApiKeyScope } from '@/modules/auth/schemas'
import { type DataApiCall, openDataApiCall } from '@/modules/data-api'
import type { Payload } from 'payload'

import { bearerToken } from './account-http'

/**
 * A route of the company data API (`/api/public/v1`): the API key is checked (and its scope, its
 * plan's eligibility, the rate limits per key, account and client address) before the input is read, so a caller without a valid key learns nothing
 * else; every answer after that, errors included, carries the key's RateLimit headers and the
 * Quota headers of what the call used, and is never cached.
 */
export function dataApiRoute<Input extends RouteInput>(
  scope: ApiKeyScope | null,
  input: Input,
  handler: (input: RouteArguments<Input>, call: DataApiCall, payload: Payload, request: Request) => Promise<Response>,
) {
  return apiRoute(async (request: Request, context: unknown) => {
    const payload = await getPayloadClient()
    const call = await openDataApiCall(payload, bearerToken(request), scope, rateLimitClient(request))
    let response: Response
    try {
      response = await handler(await parseRouteInput(input, request, context), call, payload, request)
    } catch (thrown) {
      response = errorResponse(thrown, { method: request.method, path: new URL(request.url).pathname })
    }
    for (const [name, value] of Object.entries(call.headers)) if (!response.headers.has(name)) response.headers.set(name, value)
    response.headers.set('Cache-Control', 'no-store')
    return response
  })
}
