import { expect, test } from './fixtures'

/**
 * The site's Content-Security-Policy forbids eval and outside scripts. A page whose own code breaks it
 * still works (the browser refuses quietly and the code falls back), so nothing else would notice: the
 * browser reports every refusal as a `securitypolicyviolation` event, and Lighthouse counts it against
 * best practices. The pages here are the ones whose client code builds validation schemas on load.
 */
const PAGES = [
  '/credit-reports',
  '/fresh-investigation?country=gb',
  '/pricing',
  '/pay-as-you-go',
  '/embed/pricing',
  '/ai-agents',
  '/list-enrichment',
  '/thank-you',
  '/es/pricing',
]

test('the pages that validate in the browser break no rule of the content security policy', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  for (const path of PAGES) {
    const response = await page.goto(path)
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'")
    // Hydration builds the schemas; a page that keeps polling never goes quiet, so this waits at most 10 s.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
    expect(violations, path).toEqual([])
  }
})
