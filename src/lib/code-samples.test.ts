import { describe, expect, it } from 'vitest'

import { codeSamples, pythonLiteral } from './code-samples'

const DOCUMENT = {
  security: [{ apiKey: [] }],
  components: {
    schemas: {
      Record: { type: 'object', example: { name: "O'Brien & Sons", active: true, note: null, tags: ['a', 1] } },
    },
  },
  paths: {
    '/api/things/{id}': {
      get: {
        operationId: 'getThing',
        summary: 'One thing',
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer', example: 42 } },
          { name: 'detail', in: 'query', schema: { type: 'string', default: 'basic' } },
          { name: 'lang', in: 'query', schema: { type: 'string', example: 'es' } },
        ],
      },
    },
    '/api/things': {
      post: {
        operationId: 'makeThing',
        summary: 'Make',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Record' } } } },
      },
    },
    '/api/open': { get: { operationId: 'open', summary: 'Open', security: [] } },
  },
}

describe('code samples generated from an OpenAPI document', () => {
  const samples = codeSamples(DOCUMENT, 'https://site.example/')
  const byId = Object.fromEntries(samples.map((sample) => [sample.operationId, sample]))

  it('gives one sample per operation, with path and query examples filled in and defaults left to the server', () => {
    expect(samples.map((sample) => sample.operationId)).toEqual(['getThing', 'makeThing', 'open'])
    expect(byId.getThing!.code.curl).toBe(
      `curl 'https://site.example/api/things/42?lang=es' \\\n  -H "Authorization: Bearer $COMPANY_DATA_API_KEY"`,
    )
    expect(byId.getThing!.code.javascript).toContain('fetch("https://site.example/api/things/42?lang=es"')
    expect(byId.getThing!.code.python).toContain('os.environ["COMPANY_DATA_API_KEY"]')
  })

  it("sends the body's example (followed through $ref), quoted safely for the shell", () => {
    const { curl, javascript, python } = byId.makeThing!.code
    expect(curl).toContain(`-X POST 'https://site.example/api/things'`)
    expect(curl).toContain(`-d '{"name":"O'\\''Brien & Sons","active":true,"note":null,"tags":["a",1]}'`)
    expect(javascript).toContain(`method: 'POST'`)
    expect(javascript).toContain(`"name": "O'Brien & Sons"`)
    expect(python).toContain('"active": True,')
    expect(python).toContain('"note": None,')
    expect(python).toContain('data=json.dumps(body).encode(),')
  })

  it('sends no key to an operation that needs none', () => {
    const { curl, javascript, python } = byId.open!.code
    expect(curl).not.toContain('Authorization')
    expect(javascript).not.toContain('Authorization')
    expect(python).not.toContain('import os')
  })

  it('writes JSON values as Python literals', () => {
    expect(pythonLiteral({ a: [true, false, null, 1.5, 'x"y'] })).toBe(
      '{\n    "a": [\n        True,\n        False,\n        None,\n        1.5,\n        "x\\"y",\n    ],\n}',
    )
    expect(pythonLiteral([])).toBe('[]')
    expect(pythonLiteral({})).toBe('{}')
  })
})
