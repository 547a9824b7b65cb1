// Generates a deterministic demo registry into the configured database:
//   npm run registry:generate -- --companies 1000000 [--seed 42]
import { argument, runMain, withPayload } from './payload-cli'

runMain(async () => {
  const count = Number(argument('companies', '50000'))
  const seed = argument('seed') === undefined ? undefined : Number(argument('seed'))
  if (!Number.isInteger(count) || count <= 0) throw new Error('--companies must be a positive whole number.')
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error('--seed must be a whole number.')
  await withPayload(async (payload) => {
    const { loadGeneratedCompanies, registryStoreFor } = await import('../src/modules/registry')
    const store = registryStoreFor(payload)
    const started = performance.now()
    let lastReport = 0
    const totals = await loadGeneratedCompanies(store, {
      count,
      seed,
      onProgress: (done) => {
        if (done - lastReport >= 100_000 || done === count) {
          lastReport = done
          const seconds = (performance.now() - started) / 1000
          const usage = process.memoryUsage()
          const memory = `${Math.round(usage.rss / 1048576)} (heap ${Math.round(usage.heapUsed / 1048576)}, external ${Math.round(usage.external / 1048576)}, buffers ${Math.round(usage.arrayBuffers / 1048576)})`
          console.log(`${done.toLocaleString('en-GB')} companies · ${seconds.toFixed(1)} s · ${Math.round(done / seconds)}/s · RSS ${memory} MiB`)
        }
      },
    })
    const seconds = (performance.now() - started) / 1000
    console.log(
      `Done: ${totals.inserted} inserted, ${totals.updated} updated in ${seconds.toFixed(1)} s; registry now holds ${await store.countCompanies()} companies.`,
    )
  })
})
