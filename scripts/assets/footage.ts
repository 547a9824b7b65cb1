/**
 * What the footage scripts share: a browser that shows its pointer, a walkthrough that moves and types
 * like a person and notes when each caption starts, Chromium's screencast written frame by frame, and
 * the ffmpeg encoding of those frames into a small H.264 MP4 and a poster.
 *
 * Frames come from Chromium's screencast (CDP) rather than Playwright's recordVideo, which needs a
 * Playwright ffmpeg download this machine cannot fetch; each frame keeps its own timestamp, so the
 * video runs at the speed the walkthrough did.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { type Browser, type BrowserContext, chromium, type Locator, type Page } from '@playwright/test'

import { chromiumExecutable } from '../../tests/e2e/chromium'

/** The browser window the walkthroughs run in: a laptop screen, so the desktop layout is what is filmed. */
export const VIEWPORT = { width: 1280, height: 720 }

export type Frame = { file: string; at: number }
export type Company = { id: number; name: string; registration_number: string; status: string; country?: string }

/** A visible pointer and click ring: headless Chromium draws none, and the viewer must see what is pressed. */
const POINTER_SCRIPT = `
  addEventListener('DOMContentLoaded', () => {
    const dot = document.createElement('div')
    dot.setAttribute('aria-hidden', 'true')
    dot.style.cssText = 'position:fixed;z-index:2147483647;left:-40px;top:-40px;width:22px;height:22px;margin:-11px 0 0 -11px;border-radius:50%;background:rgba(37,99,235,.35);border:2px solid #1d4ed8;pointer-events:none;transition:transform .15s'
    document.body.appendChild(dot)
    addEventListener('mousemove', (event) => { dot.style.left = event.clientX + 'px'; dot.style.top = event.clientY + 'px' }, true)
    addEventListener('mousedown', () => { dot.style.transform = 'scale(.6)' }, true)
    addEventListener('mouseup', () => { dot.style.transform = 'scale(1)' }, true)
  })
`

export async function launchFootageBrowser(): Promise<{ browser: Browser; context: BrowserContext; page: Page }> {
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: ['--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
  })
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1, locale: 'en-GB' })
  await context.addInitScript(POINTER_SCRIPT)
  return { browser, context, page: await context.newPage() }
}

/** A scripted visit: pointer moves, typing and scrolling at a person's pace, and the time each caption starts. */
export class Walkthrough<Key extends string | number = string> {
  readonly cues: { key: Key; at: number }[] = []

  constructor(readonly page: Page) {}

  caption(key: Key): void {
    this.cues.push({ key, at: Date.now() / 1000 })
  }

  pause(ms: number): Promise<void> {
    return this.page.waitForTimeout(ms)
  }

  /** Moves the pointer to the element the way a hand would. */
  async point(target: Locator): Promise<void> {
    await target.scrollIntoViewIfNeeded()
    const box = await target.boundingBox()
    if (!box) throw new Error(`Not on screen: ${target.toString()}`)
    await this.page.mouse.move(box.x + Math.min(box.width / 2, 160), box.y + box.height / 2, { steps: 18 })
    await this.pause(250)
  }

  /** Points at the element, then clicks it. */
  async click(target: Locator): Promise<void> {
    await this.point(target)
    await this.page.mouse.down()
    await this.page.mouse.up()
  }

  async type(target: Locator, text: string): Promise<void> {
    await this.click(target)
    await target.pressSequentially(text, { delay: 70 })
  }

  /** Brings an element smoothly to the given place on screen and waits for the scroll to end. */
  async reveal(target: Locator, block: 'start' | 'center' = 'center'): Promise<void> {
    await target.evaluate((element, where) => element.scrollIntoView({ behavior: 'smooth', block: where }), block)
    await this.pause(900)
  }

  /** Scrolls smoothly by `distance` pixels, as a reader would. */
  async scroll(distance: number): Promise<void> {
    const steps = Math.max(1, Math.round(Math.abs(distance) / 40))
    for (let step = 0; step < steps; step += 1) {
      await this.page.mouse.wheel(0, distance / steps)
      await this.pause(30)
    }
  }
}

export async function registryCompanies(page: Page, baseUrl: string, country: string, query: string): Promise<Company[]> {
  const response = await page.request.get(
    `${baseUrl}/api/v1/credit-reports/search?page=1&country=${country}&company=${encodeURIComponent(query)}`,
  )
  if (!response.ok()) throw new Error(`The registry search answered ${response.status()}: is the site running at ${baseUrl}?`)
  return ((await response.json()) as { data: Company[] }).data
}

export async function dismissConsent(page: Page): Promise<void> {
  const banner = page.getByTestId('consent-banner')
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Necessary only' }).click()
}

/** Registers an agents-area account through the site's own call and signs the browser in with it. */
export async function signInToAgents(page: Page, baseUrl: string, email: string): Promise<void> {
  const registered = await page.request.post(`${baseUrl}/api/v1/register/ai_agents`, {
    data: { first_name: 'Dana', last_name: 'Buyer', email, password: 'footage passphrase 2026' },
  })
  if (registered.status() !== 201) throw new Error(`Registering the footage account answered ${registered.status()}.`)
  const { access } = (await registered.json()) as { access: string }
  await page.context().addCookies([{ name: 'access_token', value: access, url: baseUrl }])
}

/** A CSV of registry companies as a CRM would export them: name, country and registration number. */
export function companyListCsv(companies: Company[], country: string): Buffer {
  const quote = (value: string) => `"${value.replace(/"/g, '""')}"`
  const rows = companies.map((company) => [quote(company.name), country, company.registration_number].join(','))
  return Buffer.from(['Company,Country,Company number', ...rows].join('\n') + '\n')
}

/** Writes each screencast frame to disk with its wall-clock time, until `stop` is called. */
export async function recordScreencast(page: Page, dir: string): Promise<{ frames: Frame[]; stop: () => Promise<void> }> {
  const frames: Frame[] = []
  const session = await page.context().newCDPSession(page)
  session.on('Page.screencastFrame', (event: { data: string; sessionId: number; metadata: { timestamp?: number } }) => {
    const file = path.join(dir, `frame-${String(frames.length).padStart(6, '0')}.jpg`)
    fs.writeFileSync(file, Buffer.from(event.data, 'base64'))
    frames.push({ file, at: event.metadata.timestamp ?? Date.now() / 1000 })
    void session.send('Page.screencastFrameAck', { sessionId: event.sessionId }).catch(() => undefined)
  })
  await session.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 90,
    maxWidth: VIEWPORT.width,
    maxHeight: VIEWPORT.height,
    everyNthFrame: 1,
  })
  return { frames, stop: () => session.send('Page.stopScreencast').then(() => undefined) }
}

export type EncodeOptions = { fps: number; width: number; height: number; crf: number }

/**
 * Frames → H.264 MP4 at a constant rate, each frame held until the next one arrived; the video ends at
 * `end` (seconds on the frames' clock), so its length is `end` minus the first frame's time, to a frame.
 */
export function encodeFrames(frames: Frame[], end: number, work: string, output: string, options: EncodeOptions): void {
  const list = frames.map((frame, index) => {
    const next = frames[index + 1]?.at ?? end
    return `file '${frame.file}'\nduration ${Math.max(0.001, next - frame.at).toFixed(3)}`
  })
  // The concat demuxer reads the last file's duration only when the file is named once more.
  list.push(`file '${frames.at(-1)!.file}'`)
  const listFile = path.join(work, 'frames.txt')
  fs.writeFileSync(listFile, list.join('\n') + '\n')
  const seconds = end - frames[0]!.at
  execFileSync(
    'ffmpeg',
    ['-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', listFile]
      .concat(['-vf', `fps=${options.fps},scale=${options.width}:${options.height}:flags=lanczos,format=yuv420p`])
      .concat(['-frames:v', String(Math.round(seconds * options.fps))])
      .concat(['-c:v', 'libx264', '-preset', 'slow', '-crf', String(options.crf), '-tune', 'stillimage'])
      .concat(['-movflags', '+faststart', '-an', output]),
    { stdio: 'inherit' },
  )
}

/** One frame of a video as a JPEG poster. */
export function posterFrame(video: string, at: number, output: string, width: number, height: number): void {
  execFileSync(
    'ffmpeg',
    [
      '-loglevel',
      'error',
      '-y',
      '-ss',
      at.toFixed(2),
      '-i',
      video,
      '-frames:v',
      '1',
      '-vf',
      `scale=${width}:${height}`,
      '-q:v',
      '4',
      output,
    ],
    { stdio: 'inherit' },
  )
}
