// Applies migrations, seeds demo content into an empty database and creates the admin account.
// Runs before `npm start` so the first visitor never waits for it; the app's onInit repeats the
// same idempotent steps, so skipping this script is harmless.
async function main() {
  const started = Date.now()
  // Loaded dynamically: Payload's config resolves asynchronously and must be awaited first.
  const config = await (await import('../src/payload.config')).default
  const { getPayload } = await import('payload')
  const payload = await getPayload({ config })
  payload.logger.info(`Database ready in ${Date.now() - started} ms.`)
  await payload.destroy()
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
