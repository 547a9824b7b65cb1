import { expect, test } from './fixtures'

// The comparison table on /pricing: its price row follows the plan cards' billing switcher, and on
// a phone the feature names stay in view while the plans scroll sideways, with a cue that they do.
for (const width of [1440, 390]) {
  test.describe(`comparison table at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the price row follows "Bill yearly"', async ({ page }) => {
      await page.goto('/pricing')
      const table = page.getByTestId('feature-comparison')
      await table.scrollIntoViewIfNeeded()
      // Columns: Starter, Professional, Enterprise (seeded plans).
      await expect(table.getByTestId('comparison-price').nth(1)).toHaveText('£49 / month')
      await page.getByTestId('plan-cards').scrollIntoViewIfNeeded()
      await page.getByRole('radio', { name: /Bill yearly/ }).check()
      await expect(table).toHaveAttribute('data-period', 'year')
      await expect(table.getByTestId('comparison-price').nth(1)).toHaveText('£39 / month')
      await page.getByRole('radio', { name: /Bill monthly/ }).check()
      await expect(table.getByTestId('comparison-price').nth(1)).toHaveText('£49 / month')
    })

    test('stays readable: the feature column stays in view while the plans scroll', async ({ page }) => {
      await page.goto('/pricing')
      const table = page.getByTestId('feature-comparison')
      await table.scrollIntoViewIfNeeded()
      const scroller = table.locator('.feature-comparison__scroll')
      const firstColumn = table.locator('thead th').first()
      const lastColumn = table.locator('thead th').last()
      await expect(firstColumn).toHaveCSS('position', 'sticky')
      const overflow = await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)
      if (width === 1440) {
        // Wide screens show every plan without scrolling.
        expect(overflow).toBeLessThanOrEqual(0)
        await expect(lastColumn).toBeInViewport({ ratio: 1 })
        return
      }
      expect(overflow).toBeGreaterThan(0)
      // The scroll cue: a shadow layer painted at the right edge of the scrolling box.
      expect(await scroller.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('radial-gradient')
      const before = await firstColumn.boundingBox()
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }))
      // Scrolled to the end, the last plan lies wholly within the screen's width (the header row may sit
      // partly above the viewport's top after scrollIntoViewIfNeeded, so the check is horizontal).
      await expect
        .poll(async () => {
          const box = await lastColumn.boundingBox()
          return box !== null && box.x >= 0 && box.x + box.width <= width
        })
        .toBe(true)
      const after = await firstColumn.boundingBox()
      // The first column has not moved: the feature names are still readable beside the last plan.
      expect(after?.x).toBeCloseTo(before!.x, 0)
      await expect(table.getByRole('rowheader').first()).toBeInViewport({ ratio: 1 })
    })
  })
}
