import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Chromium's explicit compile hint (v8.dev/blog/explicit-compile-hints): a file that starts with this comment
 * has all its functions compiled eagerly, on the background thread that streams the script in, instead of
 * lazily on the main thread the first time each one runs.
 *
 * The framework chunks every page loads (React DOM, the Next.js router, the Turbopack runtime) run nearly all
 * their functions while the page starts. Compiled lazily, that compilation sat inside the page's longest task:
 * 110-125 ms of main-thread CPU on this machine, blocking for four times as long on Lighthouse's simulated phone.
 * With the hint that task halves (see docs/BENCHMARKS.md). Page-specific chunks are left alone: many of their
 * functions only run on a click, and compiling those up front would waste the phone's time and memory.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** The script with the hint as its first line; a script that already starts with it is returned unchanged. */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`
}

/**
 * The chunks every page of the app loads, from Next.js's build manifest (`rootMainFiles`), as paths relative to
 * the build directory. Throws when the manifest does not have them: a Next.js upgrade that renames the field
 * must fail the build rather than drop the hint without a word.
 */
export function frameworkChunks(manifest: unknown): string[] {
  const files = (manifest as { rootMainFiles?: unknown } | null)?.rootMainFiles
  if (!Array.isArray(files) || files.length === 0) {
    throw new Error('build-manifest.json has no rootMainFiles: cannot tell which chunks every page loads')
  }
  return files.map((file) => {
    if (typeof file !== 'string' || !/^static\/chunks\/[\w.-]+\.js$/.test(file)) {
      throw new Error(`build-manifest.json lists an unexpected root main file: ${JSON.stringify(file)}`)
    }
    return file
  })
}

/** Adds the hint to the framework chunks of a finished build in `distDir`; returns the files it changed. */
export function addCompileHints(distDir: string): string[] {
  const manifestFile = path.join(distDir, 'build-manifest.json')
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} not found: run next build first`)
  const changed: string[] = []
  for (const chunk of frameworkChunks(JSON.parse(readFileSync(manifestFile, 'utf8')))) {
    const file = path.join(distDir, chunk)
    const source = readFileSync(file, 'utf8')
    const hinted = withCompileHint(source)
    if (hinted === source) continue
    writeFileSync(file, hinted)
    changed.push(chunk)
  }
  return changed
}
