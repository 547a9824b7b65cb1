// GET /api/v1/enrichment/companies/config?lang - the identifier combinations a mapping must match
import { NextResponse } from 'next/server'

import { apiRoute } from '@/lib/api-route'
import { ALLOWED_COMBINATIONS, IDENTIFIER_CODENAMES, IDENTIFIER_NAMES } from '@/modules/enrichment'

export const GET = apiRoute(async () =>
  NextResponse.json(
    {
      data: {
        combinations: ALLOWED_COMBINATIONS,
        identifiers: IDENTIFIER_CODENAMES.map((codename) => ({ codename, name: IDENTIFIER_NAMES[codename] })),
      },
    },
    { headers: { 'Cache-Control': 'public, max-age=300' } },
  ),
)
