// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../core/kernel/types.js'
import { createTestKernel } from '../helpers/createTestKernel.js'
import { mockChainPlugin } from '../helpers/mockChainPlugin.js'
import { SsrApp } from './helpers/ssrApp.js'

// What a component could reach for in a browser; a server render must touch none of them.
const BROWSER_GLOBALS = [
  'window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'HTMLElement',
  'customElements', 'matchMedia', 'requestAnimationFrame', 'ResizeObserver', 'getComputedStyle',
] as const

/** Runs `render` with a trap on each browser global that records any read of it. */
function trapBrowserGlobals<T>(render: () => T): { result: T; touched: string[] } {
  const touched: string[] = []
  const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const)
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        if (!traps.probing) touched.push(name)
        return undefined
      },
    })
  }
  try {
    return { result: render(), touched }
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else delete (globalThis as Record<string, unknown>)[name]
    }
  }
}

// The test's own probe reads window and document on purpose; its reads are not recorded.
const traps = { probing: false }

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

describe('server render', () => {
  it('rule: renderToString of the provider and the three buttons touches no browser global and does not throw', async () => {
    kernel = createTestKernel().use(mockChainPlugin().plugin)
    await kernel.start()
    const seen: string[] = []
    function Probe() {
      traps.probing = true
      seen.push(typeof window, typeof document)
      traps.probing = false
      return null
    }
    const { result: html, touched } = trapBrowserGlobals(() =>
      renderToString(
        <>
          <Probe />
          <SsrApp kernel={kernel!} />
          <Probe />
        </>,
      ),
    )
    expect(seen).toEqual(['undefined', 'undefined', 'undefined', 'undefined'])
    expect(touched).toEqual([])
    expect(typeof html).toBe('string')
  })

  it('rule: the server HTML holds the buttons\' empty host elements, themed, and no modal', async () => {
    kernel = createTestKernel({ themeMode: 'light' }).use(mockChainPlugin().plugin)
    const html = renderToString(<SsrApp kernel={kernel} />)
    const hosts = html.match(/<portico-button[^>]*><\/portico-button>/g) ?? []
    // ConnectButton and NetworkButton; AccountButton renders nothing for a visitor not yet known.
    expect(hosts).toHaveLength(2)
    for (const host of hosts) expect(host).toContain('--pc-bg:#ffffff')
    expect(html).not.toContain('portico-modal')
    expect(html).not.toContain('Connect Wallet')
    expect(kernel.status).toBe('idle')
  })
})
