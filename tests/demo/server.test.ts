import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { DemoConfig } from '../../demo/DemoConfig.js'
import { DEMO_CONFIG_PATH } from '../../demo/demoConfigPlugin.js'
import { startDemo } from '../../demo/server.js'
import { ADDRESSES, devnetNetwork, KEYS } from './wallet/walletFixture.js'

const config: DemoConfig = {
  apiUrl: 'http://127.0.0.1:1',
  projectId: 'portico-local',
  networks: [devnetNetwork(31337, 'http://127.0.0.1:8545', 'Portico Devnet'), devnetNetwork(31338, 'http://127.0.0.1:8546', 'Portico Devnet 2')],
  token: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', name: 'Portico USD', symbol: 'pUSD', decimals: 6 },
  walletKeys: [...KEYS],
}

describe('startDemo', () => {
  it('rule: the page is served on 127.0.0.1 with the config and the keys\' addresses injected before the app', async () => {
    const demo = await startDemo({ config, watch: false })
    try {
      expect(demo.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
      const html = await (await fetch(demo.url)).text()
      // An external script of the page's own origin (no inline script: the demo runs under a strict CSP).
      expect(html.indexOf(`src="${DEMO_CONFIG_PATH}"`)).toBeGreaterThan(-1)
      expect(html.indexOf(DEMO_CONFIG_PATH)).toBeLessThan(html.indexOf('main.tsx'))
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
      const script = await (await fetch(new URL(DEMO_CONFIG_PATH, demo.url))).text()
      const injected = /^window\.__porticoDemoConfig = (.*)$/s.exec(script.trim())?.[1]
      expect(JSON.parse(injected!)).toEqual({ ...config, walletAddresses: [...ADDRESSES] })
      const app = await fetch(new URL('main.tsx', demo.url))
      expect(app.status).toBe(200)
      expect(await app.text()).toContain('installDemoWallet')
    } finally {
      await demo.stop()
    }
  }, 30_000)

  it('rule: the WalletConnect test wallet page answers at testWalletUrl, on the demo\'s origin', async () => {
    const demo = await startDemo({ config: { ...config, relayUrl: 'ws://127.0.0.1:1' }, watch: false })
    try {
      expect(demo.testWalletUrl).toBe(`${demo.url}wc-wallet`)
      const page = await fetch(demo.testWalletUrl)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(html).toContain('<title>Portico test wallet</title>')
      expect(html).toContain('wcwallet/main.tsx')
    } finally {
      await demo.stop()
    }
  }, 30_000)

  it('rule: a value cannot break out of the config script', async () => {
    const demo = await startDemo({ config: { ...config, projectId: '</script><script>alert(1)</script>' }, watch: false })
    try {
      const script = await (await fetch(new URL(DEMO_CONFIG_PATH, demo.url))).text()
      // An external script is not parsed as HTML, so only the JS string could be broken out of.
      expect(JSON.parse(script.trim().replace(/^window\.__porticoDemoConfig = /, '')).projectId).toBe('</script><script>alert(1)</script>')
    } finally {
      await demo.stop()
    }
  }, 30_000)

  it('rule: a taken port is refused with a message naming it', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
    const { port } = blocker.address() as { port: number }
    try {
      await expect(startDemo({ port, config, watch: false })).rejects.toThrow(`Port ${port} is already in use`)
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()))
    }
  })

  it('rule: a config without networks or keys is refused before anything listens', async () => {
    await expect(startDemo({ config: { ...config, networks: [] } })).rejects.toThrow('at least one devnet network')
    await expect(startDemo({ config: { ...config, walletKeys: [] } })).rejects.toThrow('at least one devnet private key')
  })

  it('rule: a relay URL that is not ws:// or wss:// is refused before anything listens', async () => {
    for (const relayUrl of ['http://127.0.0.1:8555', 'javascript:alert(1)', 'ws://', 'ws://127.0.0.1:8555 x']) {
      await expect(startDemo({ config: { ...config, relayUrl } })).rejects.toThrow("relayUrl must be a ws:// or wss:// URL")
    }
  })
})
