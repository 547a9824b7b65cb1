import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'

test('every browser test takes test and expect from the fixture that checks accessibility', () => {
  const directory = path.dirname(test.info().file)
  const files = fs.readdirSync(directory).filter((name) => name.endsWith('.ts') && name !== 'fixtures.ts')
  expect(files).toContain('site.e2e.spec.ts')
  const direct = files.filter((name) => /from\s+['"]@playwright\/test['"]/.test(fs.readFileSync(path.join(directory, name), 'utf8')))
  expect(direct, 'import from ./fixtures instead of @playwright/test').toEqual([])
})

test('the accessibility check finds serious violations and content outside every landmark', async ({ page, axeTracker }) => {
  await page.goto('/')
  expect(await axeTracker.failingViolations(page)).toEqual([])

  // An image without a text alternative (critical) and a paragraph outside every landmark (moderate,
  // but failing too), added after the page's own content.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div id="axe-probe"><p>Outside every landmark</p><img src="/favicon.svg" width="16" height="16"></div>',
    )
  })
  const found = await axeTracker.failingViolations(page)
  expect(found.map((violation) => violation.id).sort()).toEqual(['image-alt', 'region'])
  expect(found.find((violation) => violation.id === 'image-alt')).toMatchObject({
    impact: 'critical',
    targets: [[expect.stringContaining('favicon.svg')]],
  })

  // Taken away again, so that the analysis when the test ends passes.
  await page.evaluate(() => document.getElementById('axe-probe')?.remove())
})
