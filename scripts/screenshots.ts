// Takes desktop (1440 px) and mobile (390 px) screenshots of a running site:
//   npm run screenshots -- [baseUrl] [outDir] [path ...]   (FULL_PAGE=0 for the first screen only, SHOW_CONSENT=1 with the consent banner)
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'

import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/e2e/chromium'

const [baseUrl = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2)
const pages = paths.length ? paths : ['/', '/es', '/countries/germany', '/pricing', '/does-not-exist']
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
]

async function main() {
  fs.mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS })
  for (const viewport of viewports) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
    // The consent banner would cover every shot; SHOW_CONSENT=1 keeps it.
    if (process.env.SHOW_CONSENT !== '1') {
      const url = new URL(baseUrl)
      await context.addCookies(
        ['consent', 'consent-id'].map((name) => ({
          name,
          value: name === 'consent' ? 'none' : 'screenshots',
          domain: url.hostname,
          path: '/',
        })),
      )
    }
    const page = await context.newPage()
    for (const pagePath of pages) {
      await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' })
      const name = `${viewport.name}-${pagePath.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL_PAGE !== '0' })
      console.log(path.join(outDir, name))
    }
    await context.close()
  }
  await browser.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
