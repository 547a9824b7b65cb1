import fs from 'node:fs'

import { adminHeaders, upsert } from './careers-policy-api'
import { E2E_ENV } from './e2e-env'
import { expect, test, type Page } from './fixtures'

const COURSE_PATH = '/academy/company-checks-in-ten-minutes'

type SeedLesson = { key: string; name: { en: string }; cues: { seconds: number }[] }
type SeedAcademy = { faculties: { courses: { slug: string; lessons: SeedLesson[] }[] }[] }

/** A lesson's length as the CMS stores it: its recorded video's, from the seed, rounded to whole seconds. */
const lessonSeconds = (lesson: SeedLesson) => Math.round(lesson.cues.reduce((sum, cue) => sum + cue.seconds, 0))
const mmss = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`

/** A seeded course's lessons (re-recording the lessons changes their lengths, so they are read, not typed here). */
function seededLessons(slug: string): SeedLesson[] {
  const academy = JSON.parse(fs.readFileSync('content/seed/academy.json', 'utf8')) as SeedAcademy
  return academy.faculties.flatMap((faculty) => faculty.courses).find((course) => course.slug === slug)!.lessons
}

const COURSE_DURATION = mmss(seededLessons('company-checks-in-ten-minutes').reduce((total, lesson) => total + lessonSeconds(lesson), 0))

/** Moves the lesson video to `share` of its length and plays from there, as a visitor dragging the timeline would. */
async function watchTo(page: Page, share: number): Promise<void> {
  const video = page.getByTestId('lesson-video-player')
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1)
  await video.evaluate(async (element: HTMLVideoElement, at) => {
    element.currentTime = element.duration * at
    await element.play()
  }, share)
}

test.describe('academy', () => {
  test('the Products menu leads to faculty cards whose courses show their totals', async ({ page }) => {
    await page.goto('/')
    // The banner covers the bottom of the window, where the menu's last entries open.
    await page.getByTestId('consent-banner').getByRole('button', { name: 'Necessary only' }).click()
    const menu = page.getByTestId('menu-products')
    await menu.getByRole('button', { name: 'Products' }).click()
    await menu.getByRole('link', { name: /^Academy/ }).click()
    await expect(page).toHaveURL(/\/academy$/)
    await expect(page.locator('h1')).toHaveText('Academy')
    const cards = page.getByTestId('faculty-card')
    await expect(cards).toHaveCount(3)
    await expect(cards.nth(0).getByRole('heading', { level: 3 })).toHaveText('Due diligence')
    await expect(cards.nth(1).getByRole('heading', { level: 3 })).toHaveText('Prospecting')
    await expect(cards.nth(2).getByRole('heading', { level: 3 })).toHaveText('Data and APIs')
    const duration = COURSE_DURATION
    expect(duration >= '03:00', 'three lessons of at least a minute each').toBe(true)
    const course = cards.nth(0).getByTestId('course-link').first()
    await expect(course).toContainText('Company checks in ten minutes')
    await expect(course).toContainText(`3 lessons · ${duration}`)
    await course.click()
    await expect(page).toHaveURL(new RegExp(`${COURSE_PATH}$`))
    await expect(page.getByTestId('course-title')).toHaveText('Company checks in ten minutes')
    await expect(page.getByTestId('course-lessons-count')).toHaveText('3')
    await expect(page.getByTestId('course-duration')).toHaveText(duration)
    await expect(page.getByTestId('lesson-item')).toHaveCount(3)
    await expect(page.getByTestId('course-progress-summary')).toHaveText('0 of 3 lessons completed')
  })

  test('watching an uploaded lesson to 95 % completes it, and the completion survives a reload through the course cookie', async ({
    page,
    context,
  }) => {
    await page.goto(COURSE_PATH)
    await expect(page.getByTestId('lesson-title')).toHaveText('Reading a registry entry')
    const first = page.getByTestId('lesson-item').nth(0)
    // Half-way is progress, not completion.
    await watchTo(page, 0.5)
    await expect(first.getByTestId('lesson-status')).toHaveText(/^(5\d|6\d)% watched$/)
    await expect(first).toHaveAttribute('data-complete', 'false')
    await watchTo(page, 0.96)
    await expect(first).toHaveAttribute('data-complete', 'true')
    await expect(first.getByTestId('lesson-status')).toHaveText('Completed')
    await expect(page.getByTestId('course-progress-summary')).toHaveText('1 of 3 lessons completed')
    // Finishing it does not take the lesson away from the visitor.
    await expect(page.getByTestId('lesson-title')).toHaveText('Reading a registry entry')

    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name.startsWith('academy-progress-'))?.value ?? '')
      .toMatch(/^[0-9a-f]{24}\.100$/)
    await page.reload()
    await expect(page.getByTestId('lesson-item').nth(0)).toHaveAttribute('data-complete', 'true')
    await expect(page.getByTestId('course-progress-summary')).toHaveText('1 of 3 lessons completed')
    // A returning visitor continues with the first lesson not finished.
    await expect(page.getByTestId('lesson-title')).toHaveText('Status, officers and filings')
    await expect(page.getByTestId('lesson-button-2')).toHaveAttribute('aria-current', 'true')
  })

  test('the player is keyboard-operable and shows the captions of the page language', async ({ page }) => {
    await page.goto(COURSE_PATH)
    const third = page.getByTestId('lesson-button-3')
    await third.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('lesson-title')).toHaveText('Red flags to act on')
    // The chosen lesson's video takes the focus, so the keyboard goes on in its controls.
    const video = page.getByTestId('lesson-video-player')
    await expect(video).toBeFocused()
    await page.keyboard.press('Space')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true)
    await page.keyboard.press('Space')
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
    const tracks = await video.evaluate((element: HTMLVideoElement) =>
      [...element.textTracks].map((track) => ({ language: track.language, mode: track.mode })),
    )
    expect(tracks).toEqual([
      { language: 'en', mode: 'showing' },
      { language: 'es', mode: 'disabled' },
    ])
    const captionedSteps = seededLessons('company-checks-in-ten-minutes')[2]!.cues.length
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0)).toBe(captionedSteps)
    await expect(page.getByTestId('lesson-item').nth(2).getByText('Now playing')).toBeVisible()
  })

  test('in Spanish: Spanish texts and captions', async ({ page }) => {
    await page.goto(`/es${COURSE_PATH}`)
    await expect(page.getByTestId('course-title')).toHaveText('Verificar una empresa en diez minutos')
    await expect(page.getByTestId('course-progress-summary')).toHaveText('0 de 3 lecciones completadas')
    await expect(page.getByTestId('lesson-title')).toHaveText('Leer una inscripción registral')
    const video = page.getByTestId('lesson-video-player')
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => [...element.textTracks].find((track) => track.mode === 'showing')?.language),
      )
      .toBe('es')
    await page.goto('/es/academy')
    await expect(page.getByTestId('faculty-card').nth(0).getByRole('heading', { level: 3 })).toHaveText('Diligencia debida')
    await expect(page.getByTestId('faculty-card').nth(0).getByTestId('course-link').first()).toContainText(
      `3 lecciones · ${COURSE_DURATION}`,
    )
  })

  test("an unknown course says 'No course specified' with a 404", async ({ page }) => {
    const response = await page.goto('/academy/no-such-course')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('course-missing')).toHaveText('No course specified')
    await page.goto('/es/academy/company-checks-in-ten-minutes/extra')
    await expect(page.getByTestId('course-missing')).toHaveText('No se ha indicado ningún curso')
    await page.getByTestId('missing-back').click()
    await expect(page).toHaveURL(/\/es\/academy$/)
    await expect(page.getByTestId('faculty-card')).toHaveCount(3)
  })

  test('a YouTube lesson loads nothing from YouTube before marketing consent, then says so where YouTube cannot be reached', async ({
    page,
    request,
  }) => {
    const headers = await adminHeaders(request)
    await upsert(request, headers, 'academy-courses', 'slug', {
      slug: 'e2e-youtube-course',
      name: 'Recorded webinar',
      lessons: [{ name: 'Webinar recording', duration: '03:00', youtube_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }],
    })
    const youtubeRequests: string[] = []
    // This machine has no route to YouTube; the test makes the failure immediate and counts the attempts.
    await page.route(/youtube(-nocookie)?\.com/, (route) => {
      youtubeRequests.push(route.request().url())
      return route.abort('internetdisconnected')
    })
    await page.goto('/academy/e2e-youtube-course')
    const lesson = page.getByTestId('lesson-video')
    await expect(lesson).toHaveAttribute('data-state', 'consent')
    await expect(lesson).toContainText('Allow marketing cookies to play it here.')
    await expect(lesson.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    )
    expect(youtubeRequests).toEqual([])
    await page.getByTestId('lesson-video-allow').click()
    await expect(lesson).toHaveAttribute('data-state', 'failed')
    await expect(lesson.getByRole('alert')).toContainText('YouTube could not be reached.')
    expect(youtubeRequests.some((url) => url.startsWith('https://www.youtube.com/iframe_api'))).toBe(true)
    // The choice is stored like any consent: marketing only.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('necessary%2Cmarketing')
  })

  test('editors see each lesson in the course editor by its number, name and length', async ({ page }) => {
    const login = await page.request.post('/api/users/login', { data: { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD } })
    expect(login.ok()).toBe(true)
    const found = await page.request.get('/api/academy-courses?where[slug][equals]=company-checks-in-ten-minutes&depth=0&limit=1')
    const course = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
    await page.goto(`/admin/collections/academy-courses/${course.id}`)
    const [first, , third] = seededLessons('company-checks-in-ten-minutes')
    await expect(page.getByText(`01 · ${first!.name.en} · ${mmss(lessonSeconds(first!))}`)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(`03 · ${third!.name.en} · ${mmss(lessonSeconds(third!))}`)).toBeVisible()
  })
})
