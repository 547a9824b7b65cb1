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
    '/api/things/{id}/lines': {
      get: {
        operationId: 'thingLines',
        summary: 'Lines',
        responses: { '200': { content: { 'application/x-ndjson': {}, 'text/csv': {} } }, '409': { content: { 'application/json': {} } } },
      },
      delete: { operationId: 'dropThing', summary: 'Drop', responses: { '204': { description: 'Gone' } } },
    },
  },
}

describe('code samples generated from an OpenAPI document', () => {
  const samples = codeSamples(DOCUMENT, 'https://site.example/')
  const byId = Object.fromEntries(samples.map((sample) => [sample.operationId, sample]))

  it('gives one sample per operation, with path and query examples filled in and defaults left to the server', () => {
    expect(samples.map((sample) => sample.operationId)).toEqual(['getThing', 'makeThing', 'open', 'thingLines', 'dropThing'])
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

  it('prints a text answer (JSON lines, CSV) as text and a 204 by its status, reading JSON only from errors', () => {
    expect(byId.thingLines!.code.javascript).toContain('console.log(await response.text())')
    expect(byId.thingLines!.code.javascript).not.toContain('const answer = await response.json()')
    expect(byId.thingLines!.code.python).toContain('print(response.read().decode("utf-8"), end="")')
    expect(byId.thingLines!.code.python).not.toContain('json.dumps(answer')
    expect(byId.dropThing!.code.curl).toContain('-X DELETE')
    expect(byId.dropThing!.code.javascript).toContain('console.log(response.status)')
    expect(byId.dropThing!.code.python).toContain('print(response.status)')
    expect(byId.getThing!.code.python).toContain('answer = json.load(response)')
  })

  it('writes JSON values as Python literals', () => {
    expect(pythonLiteral({ a: [true, false, null, 1.5, 'x"y'] })).toBe(
      '{\n    "a": [\n        True,\n        False,\n        None,\n        1.5,\n        "x\\"y",\n    ],\n}',
    )
    expect(pythonLiteral([])).toBe('[]')
    expect(pythonLiteral({})).toBe('{}')
  })
})
