import { readFileSync } from 'node:fs'
import path from 'node:path'

import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'

import { STATUS_BY_ERROR_CODE } from '@/lib/errors'

import { dataApiDocument, openApiDocument } from './document'
import { withOperations } from './markdown'
import { API_ROOT, blankParams, DATA_API_ROOT, HTTP_METHODS, routeFiles } from './route-files'

/** Every route file's methods under a root as "METHOD /api/v1/a/{}/b". */
function routesOnDisk(root = API_ROOT): string[] {
  return routeFiles(root)
    .flatMap((route) => route.methods.map((method) => `${method} ${route.urlPath}`))
    .sort()
}

function routesInDocument(document: ReturnType<typeof openApiDocument | typeof dataApiDocument>): string[] {
  return Object.entries(document.paths ?? {})
    .flatMap(([urlPath, item]) =>
      HTTP_METHODS.filter((method) => item?.[method.toLowerCase() as Lowercase<typeof method>]).map(
        (method) => `${method} ${blankParams(urlPath)}`,
      ),
    )
    .sort()
}

async function expectValid(document: unknown) {
  const validator = new Validator()
  // The document as it is served: JSON, not the objects it was built from.
  const result = await validator.validate(JSON.parse(JSON.stringify(document)) as Record<string, unknown>)
  expect(result.errors ?? []).toEqual([])
  expect(result.valid).toBe(true)
  expect(validator.version).toBe('3.1')
}

describe('the OpenAPI document of the company data API (/api/public/v1)', () => {
  const document = dataApiDocument()

  it("is a valid OpenAPI 3.1 document of its own: key authentication, none of the site's calls", async () => {
    await expectValid(document)
    expect(Object.keys(document.paths ?? {}).every((urlPath) => urlPath.startsWith('/api/public/v1/'))).toBe(true)
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual(['apiKey'])
  })

  it('lists every route under app/api/public/v1, and nothing else', () => {
    const onDisk = routesOnDisk(DATA_API_ROOT)
    expect(onDisk.length).toBeGreaterThanOrEqual(6)
    expect(routesInDocument(document)).toEqual(onDisk)
  })

  it('says on every key-authenticated answer how much of the per-key limit is left, and on each counted call how much allowance', () => {
    for (const item of Object.values(document.paths ?? {})) {
      const operation = item?.get ?? item?.post
      if (operation?.security?.length === 0) continue
      const success = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1] as
        { headers?: Record<string, unknown> } | undefined
      expect(Object.keys(success?.headers ?? {})).toContain('RateLimit-Remaining')
      expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(['401', '429']))
      if (operation?.description?.includes('Uses one')) expect(Object.keys(success?.headers ?? {})).toContain('Quota-Remaining')
    }
  })
})

describe('the OpenAPI document of /api/v1', () => {
  const document = openApiDocument()

  it('is a valid OpenAPI 3.1 document', async () => {
    await expectValid(document)
  })

  it('lists every route under app/api/v1, and nothing else', () => {
    const onDisk = routesOnDisk()
    expect(onDisk.length).toBeGreaterThan(30)
    expect(routesInDocument(document)).toEqual(onDisk)
  })

  it('gives every operation an id, a success answer, the generic 500 and error statuses from the one code table', () => {
    const statuses = new Set<string>(Object.values(STATUS_BY_ERROR_CODE).map(String))
    const ids = new Set<string>()
    for (const item of Object.values(document.paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const operation = item?.[method.toLowerCase() as Lowercase<typeof method>]
        if (!operation) continue
        expect(operation.operationId).toBeTruthy()
        expect(ids.has(operation.operationId!)).toBe(false)
        ids.add(operation.operationId!)
        const codes = Object.keys(operation.responses ?? {})
        expect(codes.some((code) => code.startsWith('2'))).toBe(true)
        expect(codes).toContain('500')
        for (const code of codes.filter((code) => !code.startsWith('2') && code !== '500')) expect(statuses.has(code)).toBe(true)
      }
    }
  })

  it('documents the rate limit of every public form and the cap of every JSON body', () => {
    const paths = document.paths ?? {}
    for (const [urlPath, item] of Object.entries(paths)) {
      const post = item?.post
      if (!post?.requestBody || !('content' in post.requestBody)) continue
      expect(Object.keys(post.responses ?? {}), `${urlPath} answers 413`).toContain('413')
      expect(Object.keys(post.responses ?? {}), `${urlPath} answers 429`).toContain('429')
    }
  })

  it('is indexed in docs/API.md as it is now (npm run docs:api rewrites the index)', () => {
    const markdown = readFileSync(path.resolve(API_ROOT, '../../../../docs/API.md'), 'utf8')
    expect(withOperations(markdown), 'docs/API.md is stale: run npm run docs:api').toBe(markdown)
  })
})
