// Applies migrations, seeds demo content into an empty database and creates the admin account.
// Runs before `npm start` so the first visitor never waits for it; the app's onInit repeats the
// same idempotent steps, so skipping this script is harmless.
import { runMain, withPayload } from './payload-cli'

runMain(async () => {
  const started = Date.now()
  await withPayload(
    async (payload) => {
      payload.logger.info(`Database ready in ${Date.now() - started} ms.`)
    },
    { seedRegistry: true },
  )
})
