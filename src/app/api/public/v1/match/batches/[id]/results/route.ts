// GET /api/public/v1/match/batches/{id}/results - a finished batch's results as JSON lines or CSV, streamed (API key, scope match)
import { dataApiRoute } from '@/app/api/_http/data-api-http'
import { batchResultsInput } from '@/app/api/v1/_contract/data-api'
import { batchResults } from '@/modules/data-api'

const CONTENT_TYPES = { jsonl: 'application/x-ndjson; charset=utf-8', csv: 'text/csv; charset=utf-8' } as const

export const GET = dataApiRoute('match', batchResultsInput, async ({ params, query }, call, payload) => {
  const body = await batchResults(payload, call, params.id, query.format)
  return new Response(body, {
    headers: {
      'Content-Type': CONTENT_TYPES[query.format],
      'Content-Disposition': `attachment; filename="${params.id}-results.${query.format}"`,
    },
  })
})
