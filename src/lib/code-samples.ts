/**
 * Code samples (curl, JavaScript, Python) for every operation of an OpenAPI document, generated
 * from the document itself: the path, the parameters and body with the examples the schemas carry,
 * and the document's security scheme. The API reference page shows them and docs/API.md lists them,
 * so a sample cannot call an address or send a field the API does not have. The key is read from
 * the environment (COMPANY_DATA_API_KEY) in every sample: no key is ever written into one.
 */

export const SAMPLE_LANGUAGES = ['curl', 'javascript', 'python'] as const
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]

export const API_KEY_VARIABLE = 'COMPANY_DATA_API_KEY'

export type CodeSample = { operationId: string; method: string; path: string; summary: string; code: Record<SampleLanguage, string> }

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type Schema = {
  $ref?: string
  type?: string | string[]
  example?: Json
  examples?: Json[]
  properties?: Record<string, Schema>
  default?: Json
}
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; example?: Json }
type Operation = {
  operationId?: string
  summary?: string
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: Schema; example?: Json }> }
  responses?: Record<string, { content?: Record<string, unknown> } | undefined>
  security?: Record<string, string[]>[]
}
type Document = {
  paths?: Record<string, Record<string, Operation>>
  security?: Record<string, string[]>[]
  components?: { schemas?: Record<string, Schema> }
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** A schema with its `$ref` (to the document's components) followed. */
type Resolve = (schema: Schema | undefined) => Schema | undefined

function exampleOf(resolve: Resolve, given: Schema | undefined, explicit?: Json): Json | undefined {
  if (explicit !== undefined) return explicit
  const schema = resolve(given)
  if (!schema) return undefined
  if (schema.example !== undefined) return schema.example
  if (schema.examples?.length) return schema.examples[0]
  if (schema.properties) {
    const entries = Object.entries(schema.properties).flatMap(([name, property]) => {
      const value = exampleOf(resolve, property)
      return value === undefined ? [] : [[name, value] as const]
    })
    return entries.length ? Object.fromEntries(entries) : undefined
  }
  return undefined
}

/** A JSON value as a Python literal (True, False, None; strings and keys as JSON writes them, which Python reads alike). */
export function pythonLiteral(value: Json, indent = ''): string {
  if (value === null) return 'None'
  if (value === true) return 'True'
  if (value === false) return 'False'
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value)
  const inner = `${indent}    `
  if (Array.isArray(value))
    return value.length ? `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]` : '[]'
  const entries = Object.entries(value)
  if (!entries.length) return '{}'
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`).join('\n')}\n${indent}}`
}

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

function indentLines(text: string, indent: string): string {
  return text
    .split('\n')
    .map((line, index) => (index === 0 ? line : `${indent}${line}`))
    .join('\n')
}

/** What the operation's success answer is: JSON, text (JSON lines, CSV) or nothing (204). */
function answerKind(operation: Operation): 'json' | 'text' | 'empty' {
  const success = Object.entries(operation.responses ?? {}).find(([status]) => /^2/.test(status))
  if (!success) return 'json'
  const types = Object.keys(success[1]?.content ?? {})
  if (!types.length) return 'empty'
  return types.includes('application/json') ? 'json' : 'text'
}

function sampleFor(resolve: Resolve, baseUrl: string, path: string, method: string, operation: Operation, keyed: boolean): CodeSample {
  let address = path
  const query = new URLSearchParams()
  for (const parameter of operation.parameters ?? []) {
    const value = exampleOf(resolve, parameter.schema, parameter.example)
    if (parameter.in === 'path') address = address.replace(`{${parameter.name}}`, encodeURIComponent(String(value ?? 1)))
    else if (parameter.in === 'query' && value !== undefined && value !== null) query.set(parameter.name, String(value))
  }
  const search = query.toString()
  const url = `${baseUrl}${address}${search ? `?${search}` : ''}`
  const content = operation.requestBody?.content?.['application/json']
  const body = content ? (exampleOf(resolve, content.schema, content.example) ?? {}) : undefined
  const upper = method.toUpperCase()

  const curl = [
    `curl${upper === 'GET' ? '' : ` -X ${upper}`} ${shellQuote(url)}`,
    ...(keyed ? [`  -H "Authorization: Bearer $${API_KEY_VARIABLE}"`] : []),
    ...(body !== undefined ? [`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(JSON.stringify(body))}`] : []),
  ].join(' \\\n')

  const jsHeaders = [
    ...(keyed ? [`Authorization: \`Bearer \${process.env.${API_KEY_VARIABLE}}\``] : []),
    ...(body !== undefined ? [`'Content-Type': 'application/json'`] : []),
  ]
  const javascript = [
    `const response = await fetch(${JSON.stringify(url)}, {`,
    ...(upper === 'GET' ? [] : [`  method: '${upper}',`]),
    ...(jsHeaders.length ? [`  headers: { ${jsHeaders.join(', ')} },`] : []),
    ...(body !== undefined ? [`  body: JSON.stringify(${indentLines(JSON.stringify(body, null, 2), '  ')}),`] : []),
    '})',
    ...(answerKind(operation) === 'json'
      ? [
          'const answer = await response.json()',
          'if (!response.ok) throw new Error(`${response.status}: ${answer.detail}`)',
          'console.log(JSON.stringify(answer, null, 2))',
        ]
      : [
          'if (!response.ok) throw new Error(`${response.status}: ${(await response.json()).detail}`)',
          answerKind(operation) === 'text' ? 'console.log(await response.text())' : 'console.log(response.status)',
        ]),
  ].join('\n')

  const pyHeaders = [
    ...(keyed ? [`"Authorization": "Bearer " + os.environ["${API_KEY_VARIABLE}"]`] : []),
    ...(body !== undefined ? ['"Content-Type": "application/json"'] : []),
  ]
  const python = [
    'import json',
    ...(keyed ? ['import os'] : []),
    'import urllib.error',
    'import urllib.request',
    '',
    ...(body !== undefined ? [`body = ${pythonLiteral(body)}`, ''] : []),
    'request = urllib.request.Request(',
    `    ${JSON.stringify(url)},`,
    ...(body !== undefined ? ['    data=json.dumps(body).encode(),'] : []),
    `    headers={${pyHeaders.join(', ')}},`,
    `    method="${upper}",`,
    ')',
    'try:',
    '    with urllib.request.urlopen(request, timeout=30) as response:',
    ...{
      json: ['        answer = json.load(response)'],
      text: ['        print(response.read().decode("utf-8"), end="")'],
      empty: ['        print(response.status)'],
    }[answerKind(operation)],
    'except urllib.error.HTTPError as error:',
    '    raise SystemExit(f"{error.code}: {json.load(error)[\'detail\']}")',
    ...(answerKind(operation) === 'json' ? ['print(json.dumps(answer, indent=2, ensure_ascii=False))'] : []),
  ].join('\n')

  return {
    operationId: operation.operationId ?? `${method} ${path}`,
    method: upper,
    path,
    summary: operation.summary ?? '',
    code: { curl, javascript, python },
  }
}

/** A sample per operation of the document, in the document's order, calling `baseUrl` (no trailing slash). */
export function codeSamples(document: unknown, baseUrl: string): CodeSample[] {
  const { paths = {}, security: documentSecurity = [], components } = document as Document
  const resolve: Resolve = (schema) => {
    const name = schema?.$ref?.match(/^#\/components\/schemas\/(.+)$/)?.[1]
    return name ? components?.schemas?.[name] : schema
  }
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method]
      if (!operation) return []
      const security = operation.security ?? documentSecurity
      return [
        sampleFor(
          resolve,
          baseUrl.replace(/\/+$/, ''),
          path,
          method,
          operation,
          security.some((requirement) => Object.keys(requirement).length > 0),
        ),
      ]
    }),
  )
}
