/**
 * What refused sign-ins leave in the log, through the real routes on each suite's database: the
 * customer account sign-in (wrong password, unknown account, rate-limited) and the editors' Payload
 * sign-in (wrong password, locked account, an expired reset link, a reset without an address). Each is
 * an expected outcome: nothing at the error level and no stack; what is logged is at most a warning.
 */
import { symbols } from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { POST as payloadPost } from '@/app/(payload)/api/[...slug]/route'
import { POST as createRoute } from '@/app/api/v1/auth/jwt/create/route'
import { POST as registerRoute } from '@/app/api/v1/register/[app]/route'
import { logger } from '@/lib/logger'
import { PEER_ADDRESS_HEADER } from '@/lib/peer-address'
import { resetRateLimits } from '@/lib/rate-limit'

import { getTestPayload } from './payload'
import { params, post, read, uniqueEmail } from './route-calls'
import { withEnv } from './with-env'

type LogLine = { level: number; msg?: string; err?: { type?: string; message?: string; status?: number; stack?: string } }

/** Every line the site's logger (Payload's too) writes while `run` runs, parsed; the suites otherwise silence it. */
async function logged(run: () => Promise<void>): Promise<LogLine[]> {
  const stream = (logger as unknown as Record<symbol, { write(line: string): boolean }>)[symbols.streamSym]!
  const written: string[] = []
  vi.spyOn(stream, 'write').mockImplementation((line: string) => {
    written.push(line)
    return true
  })
  const level = logger.level
  logger.level = 'info'
  try {
    await run()
  } finally {
    logger.level = level
    vi.restoreAllMocks()
  }
  return written.map((line) => JSON.parse(line) as LogLine)
}

const PASSWORD = 'correct horse battery'

function editorCall(path: string, body: unknown, address: string): Promise<Response> {
  return payloadPost(
    new Request(`http://localhost:3999${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: address },
    }),
    { params: Promise.resolve({ slug: path.split('/').slice(2) }) },
  )
}

afterEach(resetRateLimits)

describe('refused sign-ins in the log', () => {
  it('a customer: a wrong password, an unknown account and a rate-limited attempt log no error and no stack', async () => {
    await getTestPayload()
    const email = uniqueEmail('signin-log')
    const registered = await read(
      await registerRoute(
        post('/register/ai_agents?lang=en', { first_name: 'Grace', last_name: 'Hopper', email, password: PASSWORD }),
        params({ app: 'ai_agents' }),
      ),
    )
    expect(registered.status).toBe(201)
    const signIn = async (address: string, account: string, password: string) =>
      (await read(await createRoute(post('/auth/jwt/create', { email: account, password }, { address }), undefined as never))).status
    const lines = await logged(() =>
      withEnv({ SIGN_IN_RATE_LIMIT: '2' }, async () => {
        expect(await signIn('198.51.100.201', email, 'wrong password 1')).toBe(401)
        expect(await signIn('198.51.100.202', uniqueEmail('nobody'), PASSWORD)).toBe(401)
        expect(await signIn('198.51.100.203', email, 'wrong password 2')).toBe(401)
        expect(await signIn('198.51.100.203', email, 'wrong password 3')).toBe(401)
        expect(await signIn('198.51.100.203', email, PASSWORD)).toBe(429)
      }),
    )
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
    expect(lines.filter((line) => line.err?.stack)).toEqual([])
  })

  it('an editor: a wrong password, a locked account, an expired reset link and a reset without an address are warnings at most, without a stack', async () => {
    const payload = await getTestPayload()
    const email = `locked-editor-${Date.now()}@example.com`
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, roles: ['editor'] } as never, overrideAccess: true })
    const lines = await logged(async () => {
      expect((await editorCall('/api/users/login', { email, password: 'wrong password' }, '198.51.100.211')).status).toBe(401)
      await payload.update({
        collection: 'users',
        where: { email: { equals: email } },
        data: { loginAttempts: 100, lockUntil: new Date(Date.now() + 10 * 60_000).toISOString() } as never,
        overrideAccess: true,
      })
      expect((await editorCall('/api/users/login', { email, password: PASSWORD }, '198.51.100.212')).status).toBe(401)
      const expired = await editorCall(
        '/api/users/reset-password',
        { token: 'a'.repeat(40), password: 'a new password 123' },
        '198.51.100.213',
      )
      expect(expired.status).toBe(403)
      expect((await editorCall('/api/users/forgot-password', {}, '198.51.100.214')).status).toBe(400)
    })
    expect(lines.filter((line) => line.level >= 50).map((line) => line.err?.message ?? line.msg)).toEqual([])
    expect(lines.filter((line) => line.err?.stack).map((line) => line.err?.message)).toEqual([])
    // Still told: the lock and the expired link as warnings, with what Payload said.
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, err: expect.objectContaining({ type: 'LockedAuth', status: 401 }) }))
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 40,
        err: expect.objectContaining({ message: 'Token is either invalid or has expired.', status: 403 }),
      }),
    )
  })
})
