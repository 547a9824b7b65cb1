import { HttpError, http, requestJson, type RequestOptions } from '@/lib/http-client'
import type { ApiKey, CreateApiKeyInput, LoginInput, RegisterInput, TokenPair } from '@/modules/auth/schemas'
import type { ApiUsage } from '@/modules/data-api/schemas'
import {
  agentAnswerResponseSchema,
  agentCountriesResponseSchema,
  agentSearchResponseSchema,
  type agentSearchSchema,
} from '@/modules/agents/schemas'
import type { z } from 'zod'

import {
  awaitsAccessToken,
  clearTokens,
  hasAccountSession,
  readAccessToken,
  saveTokens,
  takeLegacyRefreshToken,
  type Profile,
} from './session'

/**
 * The agents area's calls: sign-up and sign-in, social sign-in, password reset, e-mail
 * confirmation, the session's refresh, profile and sign-out, and the agents' own calls. Answers are
 * parsed with the auth and agents modules' response schemas. The auth schemas carry the free-mail
 * list (the sign-up form's business e-mail rule), so they load with the first call, not the page.
 */
const authSchemas = () => import('@/modules/auth/schemas')

export const REGISTER_PATH = '/api/v1/register/ai_agents'
export const LOGIN_PATH = '/api/v1/auth/jwt/create'
export const socialStartPath = (provider: string) => `/api/v1/auth/social/${encodeURIComponent(provider)}`
export const socialFinishPath = (provider: string) => `/api/v1/auth/social/ai_agents/${encodeURIComponent(provider)}`
export const agentCountriesPath = (code: string) => `/api/v1/agent-ai/countries/${encodeURIComponent(code)}`
export const agentSearchPath = (code: string) => `/api/v1/agent-ai/company/search/${encodeURIComponent(code)}`
export const agentAnswerPath = (companyId: number, code: string) =>
  `/api/v1/agent-ai/company/${encodeURIComponent(String(companyId))}/${encodeURIComponent(code)}`

async function tokenPair(data: unknown): Promise<TokenPair> {
  const { tokenPairSchema } = await authSchemas()
  return tokenPairSchema.parse(data)
}

export async function register(body: RegisterInput, lang: string): Promise<TokenPair> {
  return tokenPair((await http.post(REGISTER_PATH, body, { query: { lang } })).data)
}

export async function logIn(body: LoginInput, lang: string): Promise<TokenPair> {
  return tokenPair((await http.post(LOGIN_PATH, body, { query: { lang } })).data)
}

/** Where to send the visitor to sign in with `provider` (the pending sign-in is kept in a cookie). */
export async function startSocialSignIn(provider: string, lang: string): Promise<string> {
  const response = await http.get(socialStartPath(provider), { query: { lang }, credentials: 'include' })
  const { socialStartResponseSchema } = await authSchemas()
  return socialStartResponseSchema.parse(response.data).authorization_url
}

/** Finishes a social sign-in with what the provider sent back. */
export async function finishSocialSignIn(
  provider: string,
  back: { state: string; code: string; iss: string | null; lang: string },
): Promise<TokenPair> {
  return tokenPair((await http.post(socialFinishPath(provider), {}, { query: back, credentials: 'include' })).data)
}

export async function requestPasswordReset(body: { email: string }, lang: string): Promise<void> {
  await http.post('/api/v1/auth/jwt/password/reset', body, { query: { lang } })
}

export async function confirmPasswordReset(body: { uid: string; token: string; new_password: string }): Promise<void> {
  await http.post('/api/v1/auth/jwt/password/reset/confirm', body)
}

export async function confirmEmail(link: { uid: string; token: string }): Promise<void> {
  await http.post('/api/v1/auth/email/confirm', link)
}

export const REFRESH_PATH = '/api/v1/auth/jwt/refresh'

let refreshing: Promise<boolean> | null = null
/** An older version's readable refresh token, taken out of local storage once per page, until exchanged. */
let legacyRefresh: string | null = null
let legacyTaken = false

function takeLegacyOnce(): void {
  if (legacyTaken) return
  legacyTaken = true
  legacyRefresh = takeLegacyRefreshToken()
}

/** The Web Locks name every tab of the site refreshes under. */
const REFRESH_LOCK = 'agents-token-refresh'

/**
 * Runs the refresh while no other tab of the site refreshes. The server ends a session whose spent
 * refresh token comes back, whoever sends it, so two tabs must never exchange the same token: the
 * one that waited sends the cookie the other just received. Without Web Locks (older browsers) only
 * this tab's calls are single-flight; two tabs refreshing at the same instant then sign out.
 */
async function oneTabAtATime(task: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? await locks.request(REFRESH_LOCK, task) : task()
}

/**
 * Trades the session's refresh token (the browser sends its HttpOnly cookie) for a new access token;
 * false (and nothing stored) when that is not possible.
 */
async function refreshTokens(): Promise<boolean> {
  takeLegacyOnce()
  if (!hasAccountSession() && !legacyRefresh) return false
  refreshing ??= oneTabAtATime(async () => {
    // Once: the old token in the body, so the answer moves the session into the cookie.
    const body = legacyRefresh ? { refresh: legacyRefresh } : {}
    legacyRefresh = null
    // keepalive: the exchange completes, and its new cookie is kept, even when the visitor leaves the
    // page meanwhile; cut off, the server would have spent the old token and the next page sign out.
    const response = await http.post(REFRESH_PATH, body, { keepalive: true })
    if (!response.ok) return false
    const { accessTokenSchema } = await authSchemas()
    saveTokens(accessTokenSchema.parse(response.data))
    return true
  })
    .catch(() => false)
    .finally(() => {
      refreshing = null
    })
  return refreshing
}

/**
 * A call with the stored access token as Bearer. An expired access token is refreshed once and the
 * call repeated; a 401 after that is the caller's to handle (the area clears tokens and goes to register).
 */
async function authorizedRequest(url: string, options: RequestOptions & { method: 'GET' | 'POST' | 'DELETE' }): Promise<unknown> {
  // A new tab or a reload has the session's cookie but no access token yet: get one first.
  takeLegacyOnce()
  if (awaitsAccessToken() || legacyRefresh) await refreshTokens()
  const send = () => {
    const headers = new Headers(options.headers)
    const access = readAccessToken()
    if (access) headers.set('Authorization', `Bearer ${access}`)
    headers.set('X-Application', 'ai_agent')
    return requestJson(url, { ...options, headers })
  }
  try {
    return (await send()).data
  } catch (error) {
    if (error instanceof HttpError && error.status === 401 && (await refreshTokens())) return (await send()).data
    throw error
  }
}

/**
 * The token check: the profile behind the stored token, or null when the server refuses it (tokens
 * cleared). A check that could not be made throws and clears nothing: offline, a busy server, or a
 * page being left, whose cancelled calls fail as it reloads (clearing then signed the next page out).
 */
export async function checkSession(): Promise<Profile | null> {
  takeLegacyOnce()
  if (!readAccessToken() && !hasAccountSession() && !legacyRefresh) return null
  try {
    const answer = await authorizedRequest('/api/v1/profile/details', { method: 'GET' })
    const { profileResponseSchema } = await authSchemas()
    return profileResponseSchema.parse(answer).data
  } catch (error) {
    if (!(error instanceof HttpError && error.status === 401)) throw error
    clearTokens()
    return null
  }
}

/** Sign-out: the server revokes the session, the browser forgets the tokens either way. */
export async function signOut(): Promise<void> {
  const access = readAccessToken()
  clearTokens()
  // The refresh cookie goes with the call; the answer clears it.
  await http.post('/api/v1/auth/jwt/logout', {}, { headers: access ? { Authorization: `Bearer ${access}` } : {} }).catch(() => undefined)
}

/**
 * Sign out everywhere: every session of the account ends on the server (this one too) with every API
 * key and webhook, then the browser forgets its tokens. Throws when the server did not do it, so the
 * screen can say so instead of pretending.
 */
export async function signOutEverywhere(): Promise<void> {
  await authorizedRequest('/api/v1/auth/jwt/logout/everywhere', { method: 'POST' })
  clearTokens()
}

export type AgentCountry = z.infer<typeof agentCountriesResponseSchema>['data'][number]
export type AgentCandidate = z.infer<typeof agentSearchResponseSchema>['data'][number]
export type AgentAnswer = z.infer<typeof agentAnswerResponseSchema>['data']

export async function fetchAgentCountries(code: string, lang: string): Promise<AgentCountry[]> {
  return agentCountriesResponseSchema.parse(await authorizedRequest(agentCountriesPath(code), { method: 'GET', query: { lang } })).data
}

export async function searchAgentCompanies(
  code: string,
  body: z.output<typeof agentSearchSchema>,
  lang: string,
): Promise<AgentCandidate[]> {
  const answer = await authorizedRequest(agentSearchPath(code), { method: 'POST', body, query: { lang } })
  return agentSearchResponseSchema.parse(answer).data
}

export async function fetchAgentAnswer(companyId: number, code: string, lang: string): Promise<AgentAnswer> {
  return agentAnswerResponseSchema.parse(await authorizedRequest(agentAnswerPath(companyId, code), { method: 'GET', query: { lang } })).data
}

/*
 * The account's API keys and usage (the "API keys" screen). Answers are parsed with the schemas the
 * server answers with; those load with the screen, not with the area.
 */
export const API_KEYS_PATH = '/api/v1/account/api-keys'
export const API_USAGE_PATH = '/api/v1/account/api-usage'

export type { ApiKey, ApiUsage }
export type CreatedApiKey = ApiKey & { key: string }

export async function fetchApiKeys(): Promise<ApiKey[]> {
  const { apiKeyListSchema } = await authSchemas()
  return apiKeyListSchema.parse(await authorizedRequest(API_KEYS_PATH, { method: 'GET' })).data
}

export async function createApiKey(body: CreateApiKeyInput): Promise<CreatedApiKey> {
  const { createdApiKeySchema } = await authSchemas()
  return createdApiKeySchema.parse(await authorizedRequest(API_KEYS_PATH, { method: 'POST', body })).data
}

export async function revokeApiKey(id: number): Promise<void> {
  await authorizedRequest(`${API_KEYS_PATH}/${encodeURIComponent(String(id))}`, { method: 'DELETE' })
}

export async function fetchApiUsage(lang: string): Promise<ApiUsage> {
  const { usageResponseSchema } = await import('@/modules/data-api/schemas')
  return usageResponseSchema.parse(await authorizedRequest(API_USAGE_PATH, { method: 'GET', query: { lang } })).data
}
