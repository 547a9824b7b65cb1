// GET /api/public/v1/openapi.json - the OpenAPI 3.1 document of the company data API
import { NextResponse } from 'next/server'

import { dataApiDocument } from '@/app/api/v1/_contract/document'
import { apiRoute } from '@/lib/api-route'

let document: ReturnType<typeof dataApiDocument> | null = null

export const GET = apiRoute(async () => {
  // Built once per process: the schemas do not change while it runs.
  document ??= dataApiDocument()
  return NextResponse.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } })
})
