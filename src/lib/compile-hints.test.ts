import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { addCompileHints, COMPILE_HINT, frameworkChunks, withCompileHint } from './compile-hints'

const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,e=>{}]);'

describe('compile hints', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint(chunk)
    expect(hinted.split('\n')).toEqual([COMPILE_HINT, chunk])
    expect(withCompileHint(hinted)).toBe(hinted)
  })

  it('reads the chunks every page loads from the build manifest', () => {
    const manifest = { rootMainFiles: ['static/chunks/3xoeh0wzvu5g7.js', 'static/chunks/turbopack-077hmtqrhcoji.js'] }
    expect(frameworkChunks(manifest)).toEqual(manifest.rootMainFiles)
  })

  it('fails loudly when the manifest does not name them', () => {
    expect(() => frameworkChunks({})).toThrow(/no rootMainFiles/)
    expect(() => frameworkChunks({ rootMainFiles: [] })).toThrow(/no rootMainFiles/)
    expect(() => frameworkChunks(null)).toThrow(/no rootMainFiles/)
    expect(() => frameworkChunks({ rootMainFiles: ['../../etc/passwd'] })).toThrow(/unexpected root main file/)
    expect(() => frameworkChunks({ rootMainFiles: ['static/chunks/app.css'] })).toThrow(/unexpected root main file/)
  })

  describe('on a build directory', () => {
    let distDir = ''
    afterEach(() => rmSync(distDir, { recursive: true, force: true }))

    it('hints the framework chunks only, and a second run changes nothing', () => {
      distDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
      mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true })
      const files = { framework: 'static/chunks/framework.js', page: 'static/chunks/page.js' }
      for (const file of Object.values(files)) writeFileSync(path.join(distDir, file), chunk)
      writeFileSync(path.join(distDir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: [files.framework] }))

      expect(addCompileHints(distDir)).toEqual([files.framework])
      expect(readFileSync(path.join(distDir, files.framework), 'utf8')).toBe(`${COMPILE_HINT}\n${chunk}`)
      expect(readFileSync(path.join(distDir, files.page), 'utf8')).toBe(chunk)
      expect(addCompileHints(distDir)).toEqual([])
    })

    it('says to build first when there is no build', () => {
      distDir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'))
      expect(() => addCompileHints(distDir)).toThrow(/run next build first/)
    })
  })
})
