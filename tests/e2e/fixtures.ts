/**
 * The browser tests' `test` and `expect`: Playwright's, with an accessibility check of every page of
 * the site a test opens. Specs import from here, never from '@playwright/test' (fixtures.e2e.spec.ts
 * checks it, and that the check finds what it should); everything Playwright exports is re-exported, `test` with the check added.
 *
 * When axe-core analyses a page:
 * - right after `page.goto()` / `page.reload()` the first time the run opens that path at that
 *   window size and media settings, so every page a spec opens is analysed as it loads;
 * - before a `goto()` / `reload()` that leaves a page whose path the run has not analysed yet (a page
 *   reached by clicking a link), as the test left it;
 * - when the test ends, in the state the test left it (menus open, forms filled, dialogs shown,
 *   another query of a path seen before);
 * - pages of contexts a test opens itself with `browser.newContext()`, before they close.
 * A page state (path and query, window, media settings, and the elements with their roles and ARIA
 * states, see describePage) is analysed once per run: forty tests that open the home page and look at it cost one
 * analysis. Colour contrast, half of axe's time, is checked once per path, window and media
 * settings: later states of the same path (a menu opened) use the same styles.
 *
 * What fails a test: serious and critical violations, and `region` (content outside every landmark,
 * which axe rates moderate). The message names each rule, its help text and link, and the elements.
 * The failing results are attached to the test as JSON. `AXE_LOG=file.jsonl` appends every violation
 * of any impact to that file, for a survey, and the time each check and each axe run took.
 *
 * Left out: frames of other origins (video players), and Payload's admin UI under /admin, which is
 * the CMS's own interface and not built here.
 *
 * Before analysing, the page is given time to settle: its load event, web fonts, and the finite CSS
 * animations and transitions that are running (a menu fading in would otherwise be measured half
 * transparent), at most 2 s. Not networkidle: polling pages never reach it.
 *
 * A spec can narrow the check for a reason it states: `test.use({ axe: { disableRules: [...] } })`,
 * or `{ afterNavigation: false }` for tests that time what happens in the first seconds after a
 * page opens (the analysis would take those seconds); their pages are still analysed later.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { test as base, type Browser, type BrowserContext, type Locator, type Page, type TestInfo } from '@playwright/test'

export * from '@playwright/test'

/** Set E2E_SCREENSHOT_DIR to keep pictures of what a test shows, for a person to look at. */
export async function keepPicture(locator: Locator, name: string): Promise<void> {
  const directory = process.env.E2E_SCREENSHOT_DIR
  if (!directory) return
  fs.mkdirSync(directory, { recursive: true })
  await locator.screenshot({ path: path.join(directory, `${name}.png`) })
}

/**
 * Waits until React has hydrated the element (it marks the nodes it owns): a click before that is
 * lost on a slow machine, as the server-rendered button has no handler yet.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await base.expect(locator).toBeVisible()
  await base.expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))), { timeout: 30_000 })
    .toBe(true)
  return locator
}

export type AxeOptions = {
  /** No analysis at all. */
  skip?: boolean
  /** Rule ids not run. */
  disableRules?: string[]
  /** CSS selectors of parts left out. */
  exclude?: string[]
  /** False: not right after goto/reload, only before leaving the page and when the test ends. */
  afterNavigation?: boolean
}

/** Impacts that fail a test, and rules that fail it whatever impact axe gives them. */
export const AXE_FAILING_IMPACTS: readonly string[] = ['serious', 'critical']
export const AXE_FAILING_RULES: readonly string[] = ['region']
/** Paths not analysed: Payload's admin interface. */
const SKIPPED_PATHS = /^\/admin(\/|$)/

/** The axe-core build @axe-core/playwright runs (its own dependency, so the two always match). */
const resolveModule = createRequire(import.meta.url).resolve
const AXE_SOURCE = fs.readFileSync(
  resolveModule('axe-core/axe.min.js', { paths: [path.dirname(resolveModule('@axe-core/playwright'))] }),
  'utf8',
)

type Violation = {
  id: string
  impact?: string | null
  help: string
  helpUrl: string
  nodes: { target: unknown; failureSummary?: string }[]
}
type WaitUntil = 'load' | 'domcontentloaded' | 'networkidle' | 'commit'

/** What the worker has analysed: paths (with window and media), and page states. */
const analysedPaths = new Set<string>()
const analysedStates = new Set<string>()

function isFailing(violation: Violation): boolean {
  return AXE_FAILING_IMPACTS.includes(violation.impact ?? '') || AXE_FAILING_RULES.includes(violation.id)
}

function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.slice(0, 8).map((node) => {
    const summary = node.failureSummary
      ?.split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 3)
      .join(' ')
    return `      ${JSON.stringify(node.target)}${summary ? `\n        ${summary}` : ''}`
  })
  const more = violation.nodes.length > 8 ? [`      …and ${violation.nodes.length - 8} more`] : []
  return [`  [${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes, ...more].join('\n')
}

/** Lets the page finish what it is drawing: the load event, web fonts, finite CSS animations and transitions. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load', { timeout: 10_000 }).catch(() => {})
  await page
    .evaluate(async () => {
      const deadline = new Promise((resolve) => setTimeout(resolve, 2000))
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => {}))
      await Promise.race([Promise.all([document.fonts.ready, ...finite]), deadline])
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    })
    .catch(() => {})
}

/**
 * Where the page is and how it is shown (path, window, reduced motion, colour scheme), and a
 * fingerprint of its state: the elements, and the attributes that say what is shown and how it
 * behaves (roles, ARIA states, hidden, open, disabled, tabindex), not text, classes or values. A
 * count going up, a typed letter or the header turning sticky is the same state; a menu opened, a
 * field marked invalid, a dialog or an error message shown is another.
 */
async function describePage(page: Page): Promise<{ path: string; state: string } | null> {
  return page
    .evaluate(() => {
      if (document.contentType !== 'text/html') return null
      const media = ['(prefers-reduced-motion: reduce)', '(prefers-color-scheme: dark)', '(forced-colors: active)']
        .map((query) => (matchMedia(query).matches ? 1 : 0))
        .join('')
      const path = `${location.pathname}|${innerWidth}x${innerHeight}|${media}`
      let hash = 0x811c9dc5
      const add = (text: string) => {
        for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
      }
      const stateAttributes = ['role', 'hidden', 'open', 'disabled', 'inert', 'tabindex', 'lang']
      for (const element of document.querySelectorAll('*')) {
        add(`<${element.tagName}`)
        for (const attribute of element.attributes) {
          if (attribute.name.startsWith('aria-') || stateAttributes.includes(attribute.name)) add(` ${attribute.name}=${attribute.value}`)
        }
      }
      return { path, state: `${path}|${location.search}|${(hash >>> 0).toString(36)}` }
    })
    .catch(() => null)
}

class AxeTracker {
  active = true
  private readonly failures: string[] = []
  private readonly contexts = new Set<BrowserContext>()
  private readonly pages = new WeakSet<Page>()

  constructor(
    private readonly testInfo: TestInfo,
    private readonly options: AxeOptions,
    private readonly origin: string,
  ) {}

  private get testPassing(): boolean {
    return this.testInfo.status === undefined || this.testInfo.status === this.testInfo.expectedStatus
  }

  track(context: BrowserContext): void {
    if (this.contexts.has(context)) return
    this.contexts.add(context)
    for (const page of context.pages()) this.instrument(page)
    context.on('page', (page) => this.instrument(page))
    const close = context.close.bind(context)
    context.close = async (options) => {
      if (this.active) await this.analyseOpenPages(context, 'before its context closed')
      this.contexts.delete(context)
      return close(options)
    }
  }

  private instrument(page: Page): void {
    if (this.pages.has(page)) return
    this.pages.add(page)
    const wrap =
      <Options extends { waitUntil?: WaitUntil } | undefined, Args extends unknown[], Result>(
        name: string,
        navigate: (...args: Args) => Promise<Result>,
        optionsOf: (args: Args) => Options,
      ) =>
      async (...args: Args): Promise<Result> => {
        // Leaving a page the run has not analysed (reached by a click): analyse it as the test left it. Other
        // states of known pages are analysed when the test ends: analysing each intermediate one as well cost
        // an eighth of the suite's time.
        await this.analyse(page, `before ${name}`, { firstVisitOnly: true })
        const result = await navigate(...args)
        // A test that opens the page only to DOMContentLoaded acts before it is interactive: not now.
        const waitUntil = optionsOf(args)?.waitUntil ?? 'load'
        if (this.options.afterNavigation !== false && (waitUntil === 'load' || waitUntil === 'networkidle')) {
          await this.analyse(page, `after ${name}`, { firstVisitOnly: true })
        }
        return result
      }
    page.goto = wrap('goto', page.goto.bind(page), (args) => args[1])
    page.reload = wrap('reload', page.reload.bind(page), (args) => args[0])
  }

  private async analyseOpenPages(context: BrowserContext, when: string): Promise<void> {
    if (!this.testPassing) return
    for (const page of context.pages()) await this.analyse(page, when)
  }

  /** Analyses every page still open, once the test body has ended, and fails the test on what was found. */
  async finish(): Promise<void> {
    for (const context of [...this.contexts]) await this.analyseOpenPages(context, 'when the test ended')
    this.active = false
    if (this.failures.length) throw new Error(`Accessibility violations (axe):\n\n${this.failures.join('\n\n')}`)
  }

  private async run(page: Page, { contrast }: { contrast: boolean }) {
    // axe-core goes into each document (and its same-origin frames) once, not with every analysis:
    // AxeBuilder would send the 580 KB script twice per analysis, which took longer than the analysis.
    for (const frame of page.frames()) {
      if (frame !== page.mainFrame() && !frame.url().startsWith(`${this.origin}/`)) continue
      const present = await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object').catch(() => true)
      if (!present) await frame.evaluate(AXE_SOURCE)
    }
    // Legacy mode runs axe.run() in the page itself: no blank helper page is opened in the test's
    // context, and frames of other origins (video players) are left out.
    const builder = new AxeBuilder({ page, axeSource: ';' }).setLegacyMode(true).options({ resultTypes: ['violations'] })
    for (const selector of this.options.exclude ?? []) builder.exclude(selector)
    const disabled = [...(this.options.disableRules ?? []), ...(contrast ? [] : ['color-contrast'])]
    if (disabled.length) builder.disableRules(disabled)
    return builder.analyze()
  }

  /** axe's violations on the page as it is now (retried once if the page changes under axe). */
  private async inspect(page: Page, { contrast }: { contrast: boolean }): Promise<Violation[] | null> {
    const results = await this.run(page, { contrast }).catch(async () => {
      // The page changed under axe (a late client-side redirect, say): once more when it has settled.
      await settle(page)
      return page.isClosed() ? null : this.run(page, { contrast })
    })
    return results ? (results.violations as Violation[]) : null
  }

  /**
   * The violations that would fail a test, on the page as it is now, without recording them: for
   * the fixture's own test. Every rule runs, nothing is skipped as seen before.
   */
  async failingViolations(page: Page): Promise<{ id: string; impact?: string | null; targets: unknown[] }[]> {
    await settle(page)
    const violations = (await this.inspect(page, { contrast: true })) ?? []
    return violations
      .filter(isFailing)
      .map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target) }))
  }

  private async analyse(page: Page, when: string, options: { firstVisitOnly?: boolean } = {}): Promise<void> {
    const calledAt = Date.now()
    await this.analyseNow(page, when, options, calledAt)
    if (process.env.AXE_LOG) {
      const call = { test: this.testInfo.titlePath.join(' › '), when, call: true, ms: Date.now() - calledAt }
      fs.appendFileSync(process.env.AXE_LOG, `${JSON.stringify(call)}\n`)
    }
  }

  private async analyseNow(page: Page, when: string, { firstVisitOnly = false }, calledAt: number): Promise<void> {
    if (this.options.skip || !this.active || page.isClosed()) return
    const url = page.url()
    if (!url.startsWith(`${this.origin}/`) || SKIPPED_PATHS.test(new URL(url).pathname)) return
    const before = await describePage(page)
    if (!before) return
    // Opened again: analysed when the test leaves it or ends, if it is then in a state not yet seen.
    if (firstVisitOnly && analysedPaths.has(before.path)) return
    // A state already analysed needs no settling to be recognised.
    if (analysedStates.has(before.state)) return
    await settle(page)
    const settled = await describePage(page)
    if (!settled || analysedStates.has(settled.state)) return
    const contrast = !analysedPaths.has(settled.path)
    analysedPaths.add(settled.path)
    analysedStates.add(settled.state)

    const startedAt = Date.now()
    const violations = await this.inspect(page, { contrast })
    if (!violations) return
    if (process.env.AXE_LOG) {
      const run = JSON.stringify({
        test: this.testInfo.titlePath.join(' › '),
        url,
        when,
        contrast,
        run: true,
        ms: Date.now() - startedAt,
        settleMs: startedAt - calledAt,
      })
      const lines = violations.map((violation) =>
        JSON.stringify({
          test: this.testInfo.titlePath.join(' › '),
          url,
          when,
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target),
        }),
      )
      fs.appendFileSync(process.env.AXE_LOG, `${[run, ...lines].join('\n')}\n`)
    }
    const failing = violations.filter(isFailing)
    if (!failing.length) return
    const size = page.viewportSize()
    const where = `${url} (${size ? `${size.width}×${size.height}` : 'window'}, ${when})`
    this.failures.push(`${where}:\n${failing.map(describeViolation).join('\n')}`)
    await this.testInfo.attach(`axe ${when} ${new URL(url).pathname}`, {
      body: JSON.stringify(failing, null, 2),
      contentType: 'application/json',
    })
  }
}

/** Watches the contexts a test creates itself, for as long as the test runs. */
function patchNewContext(browser: Browser, tracker: AxeTracker): () => void {
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args)
    if (tracker.active) tracker.track(context)
    return context
  }
  return () => {
    browser.newContext = newContext
  }
}

// Fixture callbacks are named `provide`, not `use`: the React hooks lint rule would take `use` for React's.
export const test = base.extend<{ axe: AxeOptions; axeTracker: AxeTracker }>({
  axe: [{}, { option: true }],
  axeTracker: [
    async ({ browser, axe, baseURL }, provide, testInfo) => {
      const tracker = new AxeTracker(testInfo, axe, new URL(baseURL ?? 'http://localhost').origin)
      const restore = patchNewContext(browser, tracker)
      await provide(tracker)
      restore()
      await tracker.finish()
    },
    { auto: true },
  ],
  context: async ({ context, axeTracker }, provide) => {
    axeTracker.track(context)
    await provide(context)
  },
})
