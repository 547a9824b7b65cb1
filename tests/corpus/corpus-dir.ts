import fs from 'node:fs'
import path from 'node:path'

/**
 * Where the outside corpora are: other projects' test files (csv-spectrum, calamine's workbooks,
 * jsvat's VAT lists) kept beside the repository, never copied into it. `.ci/run` runs this project
 * with CORPUS_DIR pointing at the outside test data when CI has it; the README's test command never
 * needs it, and the unit tests use the project's own fixtures.
 */
export function corpusPath(...parts: string[]): string {
  const root = process.env.CORPUS_DIR
  if (!root) throw new Error('Set CORPUS_DIR to the folder of outside test corpora (.ci/run names it).')
  const full = path.resolve(root, ...parts)
  if (!fs.existsSync(full)) throw new Error(`Corpus not found: ${full}`)
  return full
}
