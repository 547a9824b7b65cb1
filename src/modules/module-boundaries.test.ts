import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
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

/** The file an import names (the `@/` alias or a relative path), or null for a package. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null
  if (!base) return null
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** What a file loads when it runs: static imports and re-exports that are not type-only, and `import()`. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers: string[] = []
  for (const [, , typeOnly, clause, specifier] of text.matchAll(/^(import|export)\s+(type\s+)?([^'"]*?)\s*from\s*'([^']+)'/gm)) {
    if (typeOnly) continue
    const names = clause!.trim().startsWith('{')
      ? clause!
          .trim()
          .slice(1, -1)
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : null
    if (names?.length && names.every((name) => name.startsWith('type '))) continue
    specifiers.push(specifier!)
  }
  for (const [, specifier] of text.matchAll(/^import\s+'([^']+)'/gm)) specifiers.push(specifier!)
  for (const [, specifier] of text.matchAll(/import\(\s*'([^']+)'\s*\)/g)) specifiers.push(specifier!)
  return specifiers.map((specifier) => resolveImport(file, specifier)).filter((target): target is string => target !== null)
}

/** Every file the browser may load: from each 'use client' file, through what it loads at run time. */
function browserGraph(files: string[]): Map<string, string> {
  const reachedFrom = new Map<string, string>()
  const stack = files.filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))).map((file) => [file, file] as const)
  while (stack.length) {
    const [file, root] = stack.pop()!
    if (reachedFrom.has(file)) continue
    reachedFrom.set(file, root)
    for (const target of runtimeImports(file)) stack.push([target, root])
  }
  return reachedFrom
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

  it('keeps every server face out of what the browser loads, however far from a client component (dynamic imports too)', () => {
    const graph = browserGraph(sourceFiles(SRC))
    expect(graph.size).toBeGreaterThan(100)
    const serverFaces = [...graph.keys()].filter((file) => /^import 'server-only'/m.test(readFileSync(file, 'utf8')))
    expect(serverFaces.map((file) => `${path.relative(SRC, file)} (reached from ${path.relative(SRC, graph.get(file)!)})`)).toEqual([])
  })

  it('follows a client face into the inner files it re-exports, and skips type-only imports', () => {
    const imports = runtimeImports(path.join(SRC, 'modules/enrichment/client.ts'))
    expect(imports).toContain(path.join(SRC, 'modules/enrichment/detection/suggest-columns.ts'))
    // measures.ts and reasons.ts are re-exported as types only: nothing of them runs in the browser.
    expect(imports).not.toContain(path.join(SRC, 'modules/enrichment/matching/reasons.ts'))
  })
})
