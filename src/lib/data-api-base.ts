/** The base address of the company data API, relative to the site (its routes are under app/api/public/v1). */
export const DATA_API_BASE = '/api/public/v1'

/** Where the API's OpenAPI document is served. */
export const DATA_API_DOCUMENT_PATH = `${DATA_API_BASE}/openapi.json`

/** The largest batch-match body (JSON, JSON lines or CSV), in bytes: read by the server's body guard before anything else. */
export const MAX_BATCH_BYTES = 50 * 1024 * 1024
