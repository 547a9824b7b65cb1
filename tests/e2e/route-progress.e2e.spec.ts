import { expect, test, type Route } from './fixtures'

const HOLD_MS = 1500

type BarState = { at: number; value: number; hidden: boolean; path: string }

test('the progress bar starts when a header link is followed, shows while the server is slow, then reaches 100 and clears', async ({
  page,
}) => {
  // Every state the bar passes through, recorded in the page with its time. (The bar is rendered in
  // the browser after hydration, so the whole document is watched for it.)
  await page.addInitScript(() => {
    const states: { at: number; value: number; hidden: boolean; path: string }[] = []
    Object.assign(window, { progressStates: states })
    new MutationObserver((mutations) => {
      for (const { target } of mutations) {
        const bar = target as Element
        if (bar.getAttribute('data-testid') !== 'route-progress') continue
        states.push({
          at: performance.now(),
          value: Number(bar.getAttribute('aria-valuenow')),
          hidden: bar.getAttribute('aria-hidden') === 'true',
          path: location.pathname,
        })
      }
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['aria-valuenow', 'aria-hidden'] })
  })
  // The navigation's server request (the RSC payload) is held back; prefetches fail, so the click
  // cannot be served from a prefetched copy and has to wait for the server.
  let released = 0
  await page.route('**/*', async (route: Route) => {
    const request = route.request()
    const headers = request.headers()
    const isRsc = headers['rsc'] === '1' || new URL(request.url()).searchParams.has('_rsc')
    if (!isRsc) return route.fallback()
    if (headers['next-router-prefetch']) return route.abort()
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
    released = await page.evaluate(() => performance.now()).catch(() => 0)
    return route.fallback()
  })

  await page.goto('/')
  const bar = page.getByTestId('route-progress')
  await expect(bar).toHaveAttribute('aria-hidden', 'true')

  const link = page.getByTestId('site-header').getByTestId('header-book-demo')
  const clickedAt = await page.evaluate(() => performance.now())
  await link.click()

  // While the server holds the page back: the bar is shown at its start value, on the old page.
  await expect(bar).toHaveAttribute('aria-hidden', 'false', { timeout: 1000 })
  const during = Number(await bar.getAttribute('aria-valuenow'))
  expect(during).toBeGreaterThanOrEqual(10)
  expect(during).toBeLessThanOrEqual(40)
  expect(new URL(page.url()).pathname).toBe('/')

  await expect(page).toHaveURL(/\/book-demo$/)
  await expect(bar).toHaveAttribute('aria-hidden', 'true')
  await expect(page.locator('h1')).toBeVisible()

  const states = (await page.evaluate(() => (window as unknown as { progressStates: BarState[] }).progressStates)).filter(
    (state) => state.at >= clickedAt,
  )
  const started = states.find((state) => !state.hidden && state.value > 0)
  const full = states.find((state) => state.value === 100)
  const cleared = states.find((state) => full && state.at > full.at && state.hidden)
  expect(started, JSON.stringify(states)).toMatchObject({ path: '/' })
  // It starts with the click, not when the page arrives…
  expect(started!.at - clickedAt).toBeLessThan(500)
  // …stays while the request is held…
  expect(released).toBeGreaterThan(0)
  expect(full!.at).toBeGreaterThanOrEqual(released)
  // …reaches 100 once the new page is rendered, and clears 450 ms later (the 100 % frame itself may
  // be drawn a little after the timer started, on a busy machine).
  expect(full).toMatchObject({ path: '/book-demo', hidden: false })
  expect(cleared!.at - full!.at).toBeGreaterThanOrEqual(350)
  expect(cleared!.at - full!.at).toBeLessThan(1500)
})
