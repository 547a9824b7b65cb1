/**
 * What an operator reads on the first start: `scripts/prepare-database.ts` on an empty database, its
 * standard output a pipe (as under a process manager or a log collector). The log is JSON lines, and
 * the generated admin password appears once, as plain lines a person can copy, never inside the log.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

function run(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', './scripts/node-loader.mjs', 'scripts/prepare-database.ts'], {
      cwd: process.cwd(),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, stdout, stderr }))
  })
}

describe('the first start, logged to a pipe', () => {
  it('writes JSON log lines and prints the generated admin password as plain lines, outside the log', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'first-start-'))
    try {
      // No configured password (so one is generated), logging on, the format left to the start to choose.
      const inherited = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !['ADMIN_PASSWORD', 'DISABLE_LOGGING', 'LOG_FORMAT'].includes(name)),
      )
      const { code, stdout, stderr } = await run({
        ...inherited,
        NODE_ENV: 'production',
        // Its own empty SQLite file, on either suite: this is about what the start prints.
        DATABASE_URL: `file:${path.join(directory, 'site.db')}`,
        MEDIA_DIR: path.join(directory, 'media'),
        MAIL_OUTBOX_DIR: path.join(directory, 'outbox'),
        PAYLOAD_SECRET: 'first-start-log-test-secret-0123456789abcdef',
        ADMIN_EMAIL: 'owner@first-start.example',
        SEED_DEMO_CONTENT: 'false',
        REGISTRY_SEED_COMPANIES: '0',
      })
      expect(code, stderr).toBe(0)
      const lines = stdout.split('\n').filter((line) => line.trim())
      const password = lines.find((line) => line.startsWith('    password: '))?.slice('    password: '.length)
      expect(password, stdout).toMatch(/^[\w-]{16}$/)
      expect(lines).toContain('  Admin account created for /admin')
      expect(lines).toContain('    e-mail:   owner@first-start.example')
      // Everything else is one JSON object a line, and no log line carries the password.
      const logLines = lines.filter((line) => line.startsWith('{'))
      expect(logLines.length).toBeGreaterThan(0)
      for (const line of logLines) {
        const entry = JSON.parse(line) as { msg?: string }
        expect(line).not.toContain(password!)
        expect(entry.msg ?? '').not.toContain('\n')
      }
      expect(logLines.some((line) => (JSON.parse(line) as { msg?: string }).msg?.includes('Admin account created'))).toBe(true)
      const plain = lines.filter((line) => !line.startsWith('{'))
      expect(plain).toHaveLength(4)
    } finally {
      fs.rmSync(directory, { recursive: true, force: true })
    }
  }, 120_000)
})
