// GET /api/v1/geo/country - the visitor's country ({ country_code2: "de" } or null), from the local IP-to-country database
import { NextResponse } from 'next/server'

import { apiRoute } from '@/lib/api-route'
import { clientAddress } from '@/lib/rate-limit'
import { lookupCountry } from '@/modules/geo'

/**
 * The address is the one the rate limits use: the TCP peer, or the forwarded client behind
 * TRUSTED_PROXY_HOPS trusted proxies, so a visitor cannot pick a country with X-Forwarded-For.
 * Anything that is not a public address (no peer, a private one, garbage) answers `null`.
 * The answer belongs to one visitor: never stored by a shared cache (`private, no-store`), and
 * `Vary: *` because it depends on the client's network address, which no request header names.
 */
export const GET = apiRoute(async (request) => {
  const country = lookupCountry(clientAddress(request))
  return NextResponse.json({ country_code2: country }, { headers: { 'Cache-Control': 'private, no-store', Vary: '*' } })
})
