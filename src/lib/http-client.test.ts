import { describe, expect, it, vi } from 'vitest'

import { HttpError, requestJson, withQuery } from './http-client'

function fakeFetch(status: number, body: string | null) {
  return vi.fn<(url: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async () => new Response(body, { status }))
}

describe('requestJson', () => {
  it('unwraps a results field into data', async () => {
    const fetchImpl = fakeFetch(200, JSON.stringify({ results: [{ id: 1 }], count: 1 }))
    const result = await requestJson('/x', { fetchImpl })
    expect(result).toEqual({ ok: true, status: 200, data: [{ id: 1 }] })
  })

  it('returns the whole body when asked (a body with results beside other fields)', async () => {
    const fetchImpl = fakeFetch(200, JSON.stringify({ results: [{ id: 1 }], count: 1 }))
    expect((await requestJson('/x', { fetchImpl, wholeBody: true })).data).toEqual({ results: [{ id: 1 }], count: 1 })
  })

  it('returns other bodies as they are', async () => {
    const fetchImpl = fakeFetch(200, JSON.stringify({ total: 3 }))
    expect((await requestJson('/x', { fetchImpl })).data).toEqual({ total: 3 })
  })

  it('rejects a non-ok response with the response and its parsed body', async () => {
    const fetchImpl = fakeFetch(400, JSON.stringify({ email: ['Email is invalid or already taken'] }))
    const error = await requestJson('/x', { fetchImpl }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    const httpError = error as HttpError<{ email: string[] }>
    expect(httpError.status).toBe(400)
    expect(httpError.response).toBeInstanceOf(Response)
    expect(httpError.data.email[0]).toBe('Email is invalid or already taken')
  })

  it('gives a not-ok result with empty data when the body is empty', async () => {
    const fetchImpl = fakeFetch(204, null)
    expect(await requestJson('/x', { fetchImpl })).toEqual({ ok: false, status: 204, data: {} })
  })

  it('never puts a non-JSON error body in data (kept as rawText for logs)', async () => {
    const fetchImpl = fakeFetch(500, 'oops')
    const error = (await requestJson('/x', { fetchImpl }).catch((caught: unknown) => caught)) as HttpError
    expect(error).toBeInstanceOf(HttpError)
    expect(error.data).toEqual({})
    expect(error.rawText).toBe('oops')
  })

  it('sends JSON bodies with a content type and FormData as multipart', async () => {
    const fetchImpl = fakeFetch(200, '{}')
    await requestJson('/x', { method: 'POST', body: { a: 1 }, fetchImpl })
    const [, jsonInit] = fetchImpl.mock.calls[0]!
    expect(new Headers(jsonInit?.headers).get('Content-Type')).toBe('application/json')
    expect(jsonInit?.body).toBe('{"a":1}')

    const form = new FormData()
    form.set('file', new Blob(['a,b']), 'list.csv')
    await requestJson('/x', { method: 'POST', body: form, fetchImpl })
    const [, formInit] = fetchImpl.mock.calls[1]!
    expect(formInit?.body).toBe(form)
    expect(new Headers(formInit?.headers).get('Content-Type')).toBeNull()
  })
})

describe('withQuery', () => {
  it('drops empty values and appends to an existing query', () => {
    expect(withQuery('/s', { lang: 'en', company: '', page: 2, country: undefined })).toBe('/s?lang=en&page=2')
    expect(withQuery('/s?a=1', { b: 'x y' })).toBe('/s?a=1&b=x+y')
    expect(withQuery('/s', { company: null })).toBe('/s')
  })
})
