// npm run docs:api - rewrites the generated operations section of docs/API.md from the OpenAPI document's sources
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { withOperations } from '../src/app/api/v1/_contract/markdown'

const file = path.resolve(import.meta.dirname, '../docs/API.md')
const before = readFileSync(file, 'utf8')
const after = withOperations(before)
if (after === before) console.log('docs/API.md is up to date.')
else {
  writeFileSync(file, after)
  console.log('docs/API.md: operations section rewritten.')
}
