// Imports a registry dump (CSV with a header row, or JSON Lines) into the configured database:
//   npm run registry:import -- companies.csv
// Upserts by country + registration number; bad rows are reported with their line and reason.
import { runMain, withPayload } from './payload-cli'

const SHOWN_REJECTIONS = 20

runMain(async () => {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'))
  if (!file) throw new Error('Usage: npm run registry:import -- <file.csv|file.jsonl>')
  await withPayload(async (payload) => {
    const { importRegistryFile, listCountries, registryStoreFor } = await import('../src/modules/registry')
    const knownCountries = new Set((await listCountries(payload)).map((country) => country.short_name))
    const report = await importRegistryFile(registryStoreFor(payload), file, {
      knownCountries,
      onProgress: (progress) => {
        if (progress.read % 50_000 < 1000) console.log(`${progress.read.toLocaleString('en-GB')} rows read…`)
      },
    })
    console.log(
      `Read ${report.read} rows in ${report.seconds.toFixed(1)} s: ${report.imported} imported, ${report.updated} updated, ${report.rejected} rejected.`,
    )
    for (const rejection of report.rejections.slice(0, SHOWN_REJECTIONS)) {
      console.log(`  line ${rejection.line}: ${rejection.reason}`)
    }
    if (report.rejected > SHOWN_REJECTIONS) console.log(`  … and ${report.rejected - SHOWN_REJECTIONS} more rejected rows`)
  })
})
