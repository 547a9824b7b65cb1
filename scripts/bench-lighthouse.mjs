// Lighthouse scores (performance, accessibility, best practices, SEO) of pages of a running site,
// desktop and mobile, with Debian's Chromium:
//   npm run bench:lighthouse -- http://localhost:3000 / /blog /blog/<article-slug>
// LH_RUNS (runs per page, default 3), LH_FORM_FACTORS (default desktop,mobile), LH_REPORT_DIR (keep the JSON),
// LH_COOKIES ("name=value; name2=value2": set in the browser before each run and kept, to measure a
// signed-in page such as the agent view with an `access_token`).
// Each line ends with the machine's benchmarkIndex: Lighthouse's mobile 4x CPU slowdown is meant for a
// host of about 1500-2000 (its docs/throttling.md), so scores from machines far apart are not comparable.
// Start the production site first (npm run build && npm start). Prints figures only;
// docs/BENCHMARKS.md records them.
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import * as chromeLauncher from 'chrome-launcher'
import { createHash } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const pages = paths.length ? paths : ['/']
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
// LH_REPORT_DIR=/tmp/lh keeps each full JSON report, to read the audits' details.
const REPORT_DIR = process.env.LH_REPORT_DIR
if (REPORT_DIR) mkdirSync(REPORT_DIR, { recursive: true })

// Lighthouse scores move by several points between runs (more so on a shared machine); as its docs
// advise, each page is measured LH_RUNS times (default 3) and the median run is reported.
const RUNS = Math.max(1, Number(process.env.LH_RUNS) || 3)
const FORM_FACTORS = (process.env.LH_FORM_FACTORS || 'desktop,mobile').split(',')
const COOKIES = (process.env.LH_COOKIES || '')
  .split(';')
  .map((pair) => pair.trim())
  .filter(Boolean)
  .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: baseUrl }))

/** Sets LH_COOKIES in the launched browser and empties its HTTP cache (Lighthouse keeps storage: disableStorageReset). */
async function setCookies(port) {
  if (!COOKIES.length) return
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`)
  const context = browser.contexts()[0]
  await context.addCookies(COOKIES)
  // Storage is kept for the cookies, but each run must still load the page cold.
  const page = context.pages()[0] ?? (await context.newPage())
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache')
  await browser.close()
}

/** mobile_blog_an-article.json; a query (the payment summary's long `items`) becomes a short hash, within a file name's 255 bytes. */
function reportFileName(formFactor, pagePath) {
  const [pathname, query] = pagePath.split('?')
  const suffix = query ? `_${createHash('sha256').update(query).digest('hex').slice(0, 10)}` : ''
  return `${formFactor}${pathname.replaceAll('/', '_').slice(0, 180) || '_'}${suffix}.json`
}

function summarize(lhr) {
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]))
  const metric = (id) => lhr.audits[id]?.displayValue
  return {
    ...scores,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    si: metric('speed-index'),
  }
}

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
try {
  const rows = []
  for (const formFactor of FORM_FACTORS) {
    for (const pagePath of pages) {
      const url = new URL(pagePath, baseUrl).toString()
      // Lighthouse's own presets: desktop (fast network, no CPU slowdown) and the default mobile
      // (slow 4G, 4x CPU slowdown). The consent banner is what a first-time visitor sees, so it stays.
      const base = formFactor === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' }
      const config = COOKIES.length ? { ...base, settings: { ...base.settings, disableStorageReset: true } } : base
      const runs = []
      // Lighthouse itself sometimes fails to record a load (NO_NAVSTART in its trace); such a run says
      // nothing about the page, so it is reported and measured again instead of counted as a 0.
      for (let attempt = 1; runs.length < RUNS && attempt <= RUNS * 2; attempt++) {
        await setCookies(chrome.port)
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, config)
        const { runtimeError, audits, categories } = result.lhr
        if (runtimeError) {
          console.log(`         attempt ${attempt} not measured (run again): ${runtimeError.code}`)
          continue
        }
        if (categories.performance?.score === null) {
          const errors = Object.values(audits)
            .filter((audit) => audit.errorMessage)
            .map((audit) => `${audit.id}: ${audit.errorMessage}`)
          console.log(`         attempt ${attempt} has no performance score: ${errors.slice(0, 3).join('; ')}`)
        }
        runs.push(result.lhr)
      }
      if (!runs.length) throw new Error(`Lighthouse could not measure ${url} in ${RUNS * 2} attempts`)
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
      const lhr = runs[Math.floor(runs.length / 2)]
      if (REPORT_DIR) writeFileSync(path.join(REPORT_DIR, reportFileName(formFactor, pagePath)), JSON.stringify(lhr))
      const summary = summarize(lhr)
      const perfRange = runs.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)).join('/')
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'notApplicable',
        )
        .map((audit) => audit.id)
      rows.push({ formFactor, page: pagePath, ...summary, perfRuns: perfRange })
      console.log(
        `${formFactor.padEnd(8)} ${pagePath.padEnd(40)} perf ${summary.performance} (runs ${perfRange})  a11y ${summary.accessibility}  best ${summary['best-practices']}  seo ${summary.seo}  FCP ${summary.fcp}  LCP ${summary.lcp}  TBT ${summary.tbt}  CLS ${summary.cls}  benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
      )
      if (failing.length) console.log(`         below 0.9: ${failing.join(', ')}`)
    }
  }
  console.table(rows)
} finally {
  await chrome.kill()
}
