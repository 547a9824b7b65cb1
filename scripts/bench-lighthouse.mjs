// Lighthouse scores (performance, accessibility, best practices, SEO) of pages of a running site,
// desktop and mobile, with Debian's Chromium:
//   npm run bench:lighthouse -- http://localhost:3000 / /blog /blog/<article-slug>
// Start the production site first (npm run build && npm start). Prints figures only;
// docs/BENCHMARKS.md records them.
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
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
      // Lighthouse's own presets: desktop (fast network, no CPU slowdown) and the default mobile
      // (slow 4G, 4x CPU slowdown). The consent banner is what a first-time visitor sees, so it stays.
      const config = formFactor === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' }
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, config)
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
