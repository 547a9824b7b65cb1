import { expect, type APIRequestContext } from './fixtures'

import { E2E_ENV } from './e2e-env'

/** REST calls as the e2e admin, to create what the careers and policy specs need (never the seed). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', { data: { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD } })
  expect(response.ok()).toBe(true)
  return { Authorization: `JWT ${(await response.json()).token as string}` }
}

type Doc = Record<string, unknown> & { id: number }

/** Creates the document, or updates the one whose `field` already has that value (seeded content may hold it). */
export async function upsert(
  request: APIRequestContext,
  headers: Record<string, string>,
  collection: string,
  field: string,
  data: Record<string, unknown>,
): Promise<Doc> {
  const lookup = await request.get(
    `/api/${collection}?where[${field}][equals]=${encodeURIComponent(String(data[field]))}&depth=0&limit=1`,
    { headers },
  )
  expect(lookup.ok()).toBe(true)
  const existing = (await lookup.json()).docs[0] as Doc | undefined
  const response = existing
    ? await request.patch(`/api/${collection}/${existing.id}`, { headers, data })
    : await request.post(`/api/${collection}`, { headers, data })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).doc as Doc
}

/** A minimal Lexical document: "## " lines are second-level headings (below the page's h1), the others paragraphs. */
export function lexical(lines: string[]) {
  const text = (value: string) => ({ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: lines.map((line) =>
        line.startsWith('## ')
          ? { type: 'heading', tag: 'h2', children: [text(line.slice(3))], direction: 'ltr', format: '', indent: 0, version: 1 }
          : {
              type: 'paragraph',
              children: [text(line)],
              direction: 'ltr',
              format: '',
              indent: 0,
              version: 1,
              textFormat: 0,
              textStyle: '',
            },
      ),
    },
  }
}
