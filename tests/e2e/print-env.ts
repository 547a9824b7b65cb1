// The end-to-end suite's settings (e2e-env.ts) as shell exports, for scripts/e2e-server.sh --build-only,
// which builds the suite's server outside Playwright (npm test runs it beside the PostgreSQL tests).
import { E2E_ENV } from './e2e-env'

for (const [name, value] of Object.entries(E2E_ENV)) console.log(`export ${name}='${String(value).replaceAll("'", `'\\''`)}'`)
