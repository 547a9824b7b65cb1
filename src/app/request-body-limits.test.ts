import { describe, expect, it } from 'vitest'

import {
  canonicalPath,
  DEFAULT_BODY_LIMIT,
  editorUploadLimit,
  PAYLOAD_REST_BODY_LIMIT,
  payloadCollectionOf,
  requestBodyLimit,
  signInOperation,
} from './request-body-limits'

describe('canonicalPath', () => {
  it('decodes (repeatedly), lower-cases and drops empty segments and a trailing slash', () => {
    expect(canonicalPath('/api/users/%6cogin')).toBe('/api/users/login')
    expect(canonicalPath('/api/users/%256cogin')).toBe('/api/users/login')
    expect(canonicalPath('//api//Users/LOGIN/')).toBe('/api/users/login')
    expect(canonicalPath('/api\\users\\login')).toBe('/api/users/login')
  })

  it('keeps a path that is not valid percent-encoding as it is', () => {
    expect(canonicalPath('/api/users/%E0%A4%A')).toBe('/api/users/%e0%a4%a')
  })
})

describe('signInOperation', () => {
  it('recognises every spelling Payload would route to a sign-in operation', () => {
    for (const path of [
      '/api/users/login',
      '/api/users/LOGIN',
      '/api/users/%6cogin',
      '/api/users/login/',
      '//api/users//login',
      '/api/accounts/Login',
    ]) {
      expect(signInOperation(path)).toBe('login')
    }
    expect(signInOperation('/api/users/Forgot-Password')).toBe('forgot-password')
    expect(signInOperation('/api/users/%72eset-password')).toBe('reset-password')
    expect(signInOperation('/api/users/unlock')).toBe('unlock')
  })

  it('ignores other paths', () => {
    expect(signInOperation('/api/users/me')).toBeNull()
    expect(signInOperation('/api/users/login/extra')).toBeNull()
    expect(signInOperation('/api/login')).toBeNull()
    expect(signInOperation('/login')).toBeNull()
  })
})

describe('requestBodyLimit', () => {
  it('gives the public uploads their file limit and framing, for POST only', () => {
    expect(requestBodyLimit('POST', '/api/v1/enrichment/companies/session/upload')).toBe(20 * 1024 * 1024 + 64 * 1024)
    expect(requestBodyLimit('POST', '/api/v1/crm/shop/apply')).toBe(10 * 1024 * 1024 + 64 * 1024)
    expect(requestBodyLimit('PUT', '/api/v1/enrichment/companies/session/upload')).toBe(DEFAULT_BODY_LIMIT)
  })

  it('gives editors’ media uploads their own limit, however the collection is spelled', () => {
    expect(requestBodyLimit('POST', '/api/media')).toBe(editorUploadLimit({}))
    expect(requestBodyLimit('PATCH', '/api/MEDIA/12')).toBe(editorUploadLimit({}))
    expect(requestBodyLimit('POST', '/api/media', { MEDIA_UPLOAD_MAX_MB: '500' })).toBe(500 * 1024 * 1024 + 64 * 1024)
    expect(requestBodyLimit('DELETE', '/api/media/12')).toBe(PAYLOAD_REST_BODY_LIMIT)
  })

  it('caps the rest of Payload’s REST API, the other API calls and pages', () => {
    expect(requestBodyLimit('POST', '/api/leads')).toBe(PAYLOAD_REST_BODY_LIMIT)
    expect(requestBodyLimit('PATCH', '/api/%6ceads/1')).toBe(PAYLOAD_REST_BODY_LIMIT)
    expect(requestBodyLimit('POST', '/api/v1/crm/shop/book')).toBe(DEFAULT_BODY_LIMIT)
    expect(requestBodyLimit('POST', '/en/pricing')).toBe(DEFAULT_BODY_LIMIT)
    expect(payloadCollectionOf('/api/v1/crm')).toBeNull()
  })

  it('never allows 200 MB anywhere', () => {
    for (const path of ['/', '/api/leads', '/api/media', '/api/v1/enrichment/companies/session/upload', '/admin']) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(requestBodyLimit(method, path)).toBeLessThan(200 * 1024 * 1024)
    }
  })
})
