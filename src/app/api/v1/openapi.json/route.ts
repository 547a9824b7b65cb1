// GET /api/v1/openapi.json - the OpenAPI 3.1 document of /api/v1, generated from the resources' zod schemas
import { NextResponse } from 'next/server'

import { apiRoute } from '@/lib/api-route'

import { openApiDocument } from '../_contract/document'

let document: ReturnType<typeof openApiDocument> | null = null

export const GET = apiRoute(async () => {
  // Built once per process: the schemas do not change while it runs.
  document ??= openApiDocument()
  return NextResponse.json(document, { headers: { 'Cache-Control': 'public, max-age=300' } })
})
