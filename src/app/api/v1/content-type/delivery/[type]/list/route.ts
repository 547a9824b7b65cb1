// GET /api/v1/content-type/delivery/{type}/list - published CMS content of one content type (spec doc 2 §7.5), behind the application token
import { NextResponse } from 'next/server'

import { deliveryInput } from '@/app/api/v1/_contract/site'
import { apiRoute } from '@/lib/api-route'
import { environment } from '@/lib/environment'
import { ApiError } from '@/lib/errors'
import { contentDeliveryLimit } from '@/lib/rate-limit'
import { getPayloadClient } from '@/components/site-data'
import { applicationTokenMatches, deliverContent, localeFromAcceptLanguage } from '@/modules/content'

const APPLICATION_TOKEN_HEADER = 'x-application-token'

export const GET = apiRoute(
  deliveryInput,
  async ({ params, query: { page, ...filters } }, request) => {
    // The token before anything is read: without it a caller learns nothing, not even which types exist.
    if (!applicationTokenMatches(request.headers.get(APPLICATION_TOKEN_HEADER), environment().CONTENT_DELIVERY_TOKEN))
      throw new ApiError(
        'unauthenticated',
        'Send the application token in the X-Application-Token header.',
        {},
        {
          'WWW-Authenticate': 'X-Application-Token',
        },
      )
    const locale = localeFromAcceptLanguage(request.headers.get('accept-language'))
    const given = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    const body = await deliverContent(await getPayloadClient(), params.type, { locale, page, filters: given })
    return NextResponse.json(body, {
      headers: { 'Content-Language': locale, 'Cache-Control': 'private, max-age=60', Vary: 'Accept-Language, X-Application-Token' },
    })
  },
  { rateLimit: contentDeliveryLimit },
)
