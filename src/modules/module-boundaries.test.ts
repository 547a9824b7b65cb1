import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve(__dirname, '..')

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('module boundaries', () => {
  it("keeps browser code off a module's index.ts (its server face: Payload, SQL); the browser imports schemas.ts and other zod-only files", () => {
    const clientFiles = sourceFiles(SRC).filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')))
    expect(clientFiles.length).toBeGreaterThan(20)
    const offenders = clientFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '(@\/modules\/[a-z-]+)'/g)].map(
        (match) => `${path.relative(SRC, file)} imports ${match[1]}`,
      ),
    )
    expect(offenders).toEqual([])
  })
})
