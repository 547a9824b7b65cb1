/**
 * Writes `.env.example` from the environment schema (src/lib/environment.ts): every variable with
 * what it does, commented out at its default or an example. `--check` only compares and exits 1
 * when the file is stale (`npm run lint` runs it).
 *   npm run env:example [-- --check]
 */
import fs from 'node:fs'
import path from 'node:path'

import { renderEnvExample } from '../src/lib/environment-example'

const file = path.resolve('.env.example')
const expected = renderEnvExample()
if (process.argv.includes('--check')) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
  if (current !== expected) {
    console.error('.env.example is stale: run `npm run env:example` and commit it.')
    process.exit(1)
  }
  console.log('.env.example matches the environment schema.')
} else {
  fs.writeFileSync(file, expected)
  console.log(`Wrote ${path.relative(process.cwd(), file)}.`)
}
