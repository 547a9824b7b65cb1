import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ENVIRONMENT_VARIABLES, EnvironmentError, readEnvironment } from './environment'
import { renderEnvExample } from './environment-example'

function problems(env: Record<string, string>): string[] {
  try {
    readEnvironment(env)
  } catch (error) {
    if (error instanceof EnvironmentError) return error.problems
    throw error
  }
  return []
}

describe('the environment schema', () => {
  it('gives every variable its default when nothing is set, blanks counting as unset', () => {
    const environment = readEnvironment({ PORT: '  ', SEED_DEMO_CONTENT: '' })
    expect(environment).toMatchObject({
      PORT: 3000,
      DATABASE_POOL_SIZE: 10,
      SEED_DEMO_CONTENT: true,
      ENRICHMENT_WORKER: 'on',
      ENRICHMENT_JOB_LEASE_MS: 30_000,
      TRUSTED_PROXY_HOPS: 0,
    })
    expect(environment.SMTP_URL).toBeUndefined()
    expect(environment.REDIS_URL).toBeUndefined()
  })

  it('reads numbers, flags, choices and URLs', () => {
    const environment = readEnvironment({
      PORT: '8080',
      SEED_DEMO_CONTENT: 'false',
      ENRICHMENT_WORKER: 'in-process',
      REDIS_URL: 'redis://127.0.0.1:6379',
      ENRICHMENT_RETENTION_INTERVAL_MINUTES: '0',
      MEDIA_UPLOAD_MAX_MB: '2.5',
    })
    expect(environment).toMatchObject({
      PORT: 8080,
      SEED_DEMO_CONTENT: false,
      ENRICHMENT_WORKER: 'in-process',
      REDIS_URL: 'redis://127.0.0.1:6379',
      ENRICHMENT_RETENTION_INTERVAL_MINUTES: 0,
      MEDIA_UPLOAD_MAX_MB: 2.5,
    })
  })

  it('names every bad variable at once, with the form expected and the value given', () => {
    expect(
      problems({
        PORT: 'eighty',
        TRUSTED_PROXY_HOPS: '1.5',
        ENRICHMENT_WORKER: 'maybe',
        SMTP_URL: 'mail.example.com',
        SEED_DEMO_CONTENT: 'yes',
      }),
    ).toEqual([
      'PORT must be a whole number from 1 to 65535 (it is "eighty")',
      'SEED_DEMO_CONTENT must be true or false (it is "yes")',
      'ENRICHMENT_WORKER must be one of on, off, in-process (it is "maybe")',
      'TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (it is "1.5")',
      'SMTP_URL must be a URL starting with smtp:// or smtps:// (it is "mail.example.com")',
    ])
  })

  it('never prints a secret it refuses', () => {
    expect(problems({ PAYLOAD_SECRET: 'short-secret' })).toEqual(['PAYLOAD_SECRET must be at least 32 characters long'])
    expect(problems({ AUTH_JWT_SECRET: 'x' })).toEqual(['AUTH_JWT_SECRET must be at least 32 characters long'])
  })

  it('is what .env.example holds (npm run env:example writes it)', () => {
    expect(fs.readFileSync(path.resolve('.env.example'), 'utf8')).toBe(renderEnvExample())
  })

  it("is what the README's configuration table lists", () => {
    const readme = fs.readFileSync(path.resolve('README.md'), 'utf8')
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1))
    const listed = new Set([...table.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!))
    expect(ENVIRONMENT_VARIABLES.map((variable) => variable.name).filter((name) => !listed.has(name))).toEqual([])
  })
})
