/**
 * A Chromium with the browser extension installed, for extension.e2e.spec.ts: the unpacked extension
 * loaded through the DevTools protocol (Extensions.loadUnpacked, as `chrome://extensions` → "Load
 * unpacked" does), its toolbar button clicked on a tab (Extensions.triggerAction, which grants the
 * popup that tab as a real click does), and the popup reached as a Playwright page over a second
 * DevTools connection (Playwright's own does not list extension popups).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium, expect, type Browser, type BrowserContext, type CDPSession, type Page } from './fixtures'

import { CHROMIUM_ARGS, chromiumExecutable } from './chromium'

export type ExtensionBrowser = {
  context: BrowserContext
  extensionId: string
  /** Clicks the extension's toolbar button on the tab showing `tabUrl`; the popup it opened. */
  openPopup(tabUrl: string): Promise<Page>
  close(): Promise<void>
}

/** Where Chromium says its DevTools server listens (it writes the port it chose into the profile). */
async function devtoolsPort(profile: string): Promise<number> {
  const file = path.join(profile, 'DevToolsActivePort')
  await expect.poll(() => fs.existsSync(file), { message: 'Chromium wrote no DevToolsActivePort' }).toBe(true)
  return Number(fs.readFileSync(file, 'utf8').split('\n')[0])
}

/**
 * Chromium with the unpacked extension at `extensionDir`. `hostRules` sends names to local servers
 * (`--host-resolver-rules`), so a test site answers for a company's real-looking domain.
 */
export async function launchWithExtension(extensionDir: string, hostRules: Record<string, string>): Promise<ExtensionBrowser> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-extension-profile-'))
  const rules = Object.entries(hostRules).map(([host, target]) => `MAP ${host} ${target}`)
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    // Playwright turns extensions off unless told otherwise.
    ignoreDefaultArgs: ['--disable-extensions'],
    args: [
      ...CHROMIUM_ARGS,
      '--enable-unsafe-extension-debugging',
      '--remote-debugging-port=0',
      `--host-resolver-rules=${rules.join(', ')}`,
    ],
  })
  const browserSession: CDPSession = await context.browser()!.newBrowserCDPSession()
  // Playwright's typed `send` knows only the protocol it was built with; these are Chromium's own.
  const send = browserSession.send.bind(browserSession) as unknown as (method: string, params?: object) => Promise<Record<string, unknown>>
  const { id: extensionId } = (await send('Extensions.loadUnpacked', { path: extensionDir })) as { id: string }
  const endpoint = `http://127.0.0.1:${await devtoolsPort(profile)}`
  // A new connection lists the popup among its pages (one made earlier is not told of it).
  let remote: Browser | null = null

  return {
    context,
    extensionId,
    async openPopup(tabUrl) {
      const { targetInfos } = (await send('Target.getTargets', { filter: [{ type: 'tab' }] })) as {
        targetInfos: { targetId: string; url: string }[]
      }
      const tab = targetInfos.find((target) => target.url === tabUrl)
      if (!tab) throw new Error(`No tab shows ${tabUrl}: ${targetInfos.map((target) => target.url).join(', ')}`)
      const popupUrl = `chrome-extension://${extensionId}/popup.html`
      await send('Extensions.triggerAction', { id: extensionId, targetId: tab.targetId })
      let popup: Page | undefined
      await expect
        .poll(
          async () => {
            await remote?.close().catch(() => {})
            remote = await chromium.connectOverCDP(endpoint)
            popup = remote
              .contexts()
              .flatMap((context) => context.pages())
              .find((page) => page.url() === popupUrl)
            return Boolean(popup)
          },
          { message: 'the popup opened' },
        )
        .toBe(true)
      await popup!.waitForLoadState()
      return popup!
    },
    async close() {
      await remote?.close().catch(() => {})
      await context.close()
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}
