// Lighthouse scores (performance, accessibility, best practices, SEO) of pages of a running site,
// desktop and mobile, with Debian's Chromium:
//   npm run bench:lighthouse -- http://localhost:3000 / /blog /blog/<article-slug>
// Start the production site first (npm run build && npm start). Prints figures only;
// docs/BENCHMARKS.md records them.
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const pages = paths.length ? paths : ['/']
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS })
try {
  const rows = []
  for (const formFactor of ['desktop', 'mobile']) {
    for (const pagePath of pages) {
      const url = new URL(pagePath, baseUrl).toString()
      const settings =
        formFactor === 'desktop'
          ? { formFactor, screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false }, throttlingMethod: 'simulate' }
          : { formFactor, throttlingMethod: 'simulate' }
      // The consent banner is part of what a first-time visitor sees, so it stays in.
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, { extends: 'lighthouse:default', settings })
      const lhr = result.lhr
      const scores = Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]))
      const failing = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'notApplicable')
        .map((audit) => audit.id)
      rows.push({ formFactor, page: pagePath, ...scores, lcp: lhr.audits['largest-contentful-paint']?.displayValue, tbt: lhr.audits['total-blocking-time']?.displayValue, cls: lhr.audits['cumulative-layout-shift']?.displayValue })
      console.log(`${formFactor.padEnd(8)} ${pagePath.padEnd(40)} perf ${scores.performance}  a11y ${scores.accessibility}  best ${scores['best-practices']}  seo ${scores.seo}  LCP ${rows.at(-1).lcp}  TBT ${rows.at(-1).tbt}  CLS ${rows.at(-1).cls}`)
      if (failing.length) console.log(`         below 0.9: ${failing.join(', ')}`)
    }
  }
  console.table(rows)
} finally {
  await chrome.kill()
}
