// Runs a TypeScript script (tsx) and retries it when it reports that module loading stalled.
// Importing @payloadcms/richtext-lexical in plain Node (outside the Next.js bundle) now and then
// leaves the ESM loader waiting forever; the process then ends on an empty event loop. The
// scripts import `lexical` first, which avoided it in every trial; should it still happen they
// exit with code 75 and a fresh process is started.
//   node scripts/run-script.mjs scripts/registry-generate.ts --companies 1000
import { spawnSync } from 'node:child_process'

export const STALLED_EXIT_CODE = 75
const ATTEMPTS = 4

const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('Usage: node scripts/run-script.mjs <script.ts> [arguments]')
  process.exit(2)
}
for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
  // Node's own flags (e.g. --max-semi-space-size from package.json) go to the script's process too.
  const result = spawnSync(process.execPath, [...process.execArgv, '--import', './scripts/node-loader.mjs', script, ...args], {
    stdio: 'inherit',
  })
  if (result.status !== STALLED_EXIT_CODE) process.exit(result.status ?? 1)
  console.error(`Module loading stalled (attempt ${attempt} of ${ATTEMPTS}); starting again…`)
}
process.exit(1)
