import fs from 'node:fs'

/** Debian's Chromium (installed by scripts/ensure-chromium.sh); Playwright's own download is not used. */
export function chromiumExecutable(): string {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  if (!fs.existsSync(candidate)) {
    throw new Error(`Chromium not found at ${candidate}. Run scripts/ensure-chromium.sh or set CHROMIUM_PATH.`)
  }
  return candidate
}

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
