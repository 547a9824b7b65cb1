// Main-thread work of pages of a running site, as CPU time from Chromium's own trace:
//   npm run bench:main-thread -- http://localhost:3000 / /blog /blog/<article-slug>
// MT_RUNS (loads per page, default 5; the median is reported). Start the production site first.
//
// Why beside Lighthouse: Lighthouse's mobile score multiplies the wall-clock length of each task by
// its 4x CPU slowdown, and on this 2-core machine a task's wall time is often 2-4 times its CPU
// time (the browser's other processes, the server and Lighthouse itself share the cores), so the
// same build scores 60 or 75. The CPU time the page's main thread spends does not depend on that,
// so it is the figure to compare builds by. Prints figures only; docs/BENCHMARKS.md records them.
import { chromium } from '@playwright/test'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const [baseUrl = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const pages = paths.length ? paths : ['/']
const RUNS = Math.max(1, Number(process.env.MT_RUNS) || 5)
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
// A phone-sized window, as Lighthouse's mobile run; the figures are unthrottled CPU milliseconds.
const VIEWPORT = { width: 412, height: 823 }
// Lighthouse counts the part of a task beyond 50 ms as blocking, after a 4x CPU slowdown.
const SLOWDOWN = 4
const BLOCKING_AFTER_MS = 50
const SETTLE_MS = 2500

const traceDir = mkdtempSync(path.join(tmpdir(), 'bench-main-thread-'))
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Top-level tasks of the renderer's main thread that parsed this page, from its navigation on. */
function pageTasks(traceFile, url) {
  const events = JSON.parse(readFileSync(traceFile, 'utf8')).traceEvents
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url)
  if (!parse) throw new Error(`no HTML parse of ${url} in the trace (did the page redirect?)`)
  const onMainThread = (event) => event.pid === parse.pid && event.tid === parse.tid
  return events.filter(
    (event) => onMainThread(event) && event.ph === 'X' && event.name === 'ThreadControllerImpl::RunTask' && event.ts >= parse.ts,
  )
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  const page = await context.newPage()
  const traceFile = path.join(traceDir, 'trace.json')
  await page.goto('about:blank')
  await browser.startTracing(page, { path: traceFile, categories: ['toplevel', 'devtools.timeline'] })
  await page.goto(url, { waitUntil: 'load' })
  await page.waitForTimeout(SETTLE_MS)
  await browser.stopTracing()
  await context.close()
  let cpu = 0
  let longest = 0
  let blocking = 0
  for (const task of pageTasks(traceFile, url)) {
    const taskCpu = (task.tdur ?? 0) / 1000
    cpu += taskCpu
    longest = Math.max(longest, taskCpu)
    blocking += Math.max(0, SLOWDOWN * taskCpu - BLOCKING_AFTER_MS)
  }
  return { cpu, longest, blocking }
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS })
try {
  const rows = []
  for (const pagePath of pages) {
    const url = new URL(pagePath, baseUrl).toString()
    const runs = []
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, url))
    const row = {
      page: pagePath,
      'main-thread CPU ms': Math.round(median(runs.map((run) => run.cpu))),
      'longest task ms': Math.round(median(runs.map((run) => run.longest))),
      [`blocking at ${SLOWDOWN}x ms`]: Math.round(median(runs.map((run) => run.blocking))),
    }
    rows.push(row)
    console.log(
      Object.entries(row)
        .map(([key, value]) => `${key} ${value}`)
        .join(' · ') + ` (median of ${RUNS})`,
    )
  }
  console.table(rows)
} finally {
  await browser.close()
  rmSync(traceDir, { recursive: true, force: true })
}
