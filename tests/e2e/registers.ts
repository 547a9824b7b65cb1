import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { E2E_DATA_DIR, E2E_ENV } from './e2e-env'

/**
 * Loads a register file into the running e2e site's database with the operator's own command
 * (`npm run registry:import -- --source … --file …`), as an operator of the site would.
 */
export function importRegister(
  source: 'companies-house' | 'gleif' | 'gleif-relationships',
  fileName: string,
  contents: string,
  options: { update?: boolean } = {},
): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-register-'))
  const file = path.join(directory, fileName)
  fs.writeFileSync(file, contents)
  const dataDir = path.resolve(E2E_DATA_DIR)
  const result = spawnSync(
    process.execPath,
    // An update file (--update) closes nothing: the fixtures other tests read stay in the register.
    [
      '--import',
      './scripts/node-loader.mjs',
      'scripts/registry-import.ts',
      '--source',
      source,
      '--file',
      file,
      ...(options.update ? ['--update'] : []),
    ],
    {
      env: {
        ...process.env,
        ...E2E_ENV,
        DATABASE_URL: `file:${path.join(dataDir, 'site.db')}`,
        MEDIA_DIR: path.join(dataDir, 'media'),
        MAIL_OUTBOX_DIR: path.join(dataDir, 'mail-outbox'),
      },
      encoding: 'utf8',
      timeout: 120_000,
    },
  )
  fs.rmSync(directory, { recursive: true, force: true })
  if (result.status !== 0) throw new Error(`registry:import ${source} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

// The published headers and the fixtures' CSV builder, from the generator's register writers.
export { COMPANIES_HOUSE_HEADER, GLEIF_LEVEL1_HEADER, GLEIF_RELATIONSHIPS_HEADER } from '../../src/modules/registry/sources/writers'
export { quotedCsv } from '../../src/modules/registry/sources/writers/csv-text'
export { leiFromBase } from '../../src/modules/registry/identifiers/company-id-check-digits'
