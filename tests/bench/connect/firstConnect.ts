import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { startAnvil } from '../../../services/devnet/startAnvil.js'
import { deriveAccounts } from '../../../services/devnet/deriveAccounts.js'
import { DEFAULT_MNEMONIC } from '../../../services/devnet/startAnvil.js'
import { startSolanaDevnet } from '../../../services/devnet/solana/startSolanaDevnet.js'
import { launchBrowser } from '../../e2e/harness/launchBrowser.js'
import { buildApp } from '../build/buildApp.js'
import { percentile } from '../measure/stats.js'
import { trackNetwork } from '../measure/trackNetwork.js'
import { createSizer } from '../report/compressedSizes.js'
import { formatValue } from '../report/writeReport.js'
import { serveStatic } from '../serve/serveStatic.js'

/** What the section reports for one chain family. */
export interface ConnectFigures {
  family: 'EVM' | 'Solana'
  app: string
  runs: number
  /** Scripts the page fetched before the visitor's first click, gzip. */
  loadGzip: number
  /** Scripts fetched from the Connect Wallet click until the account is shown, gzip. */
  connectGzip: number
  connectScripts: number
  /** Click on the wallet's row → the kernel's account:connected, in the page's clock. */
  connectedMs: { p50: number; p95: number }
  /** Click on the wallet's row → the Account view on screen with the address, in the page's clock. */
  shownMs: { p50: number; p95: number }
}

const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NiA5NiI+PHJlY3Qgd2lkdGg9Ijk2IiBoZWlnaHQ9Ijk2IiByeD0iMjQiIGZpbGw9IiM1NzczZmYiLz48L3N2Zz4='

/*
 * Wallets put in the page before any script, as an extension's content script would. Each
 * approves a connect at once, so the figures are Portico's own time. Plain JavaScript in strings:
 * a function handed to the page would carry the helpers tsx compiles into it.
 */

/** A Wallet Standard wallet on the local Solana. */
const solanaWalletScript = (address: string) => `(() => {
  const account = { address: ${JSON.stringify(address)}, publicKey: new Uint8Array(32), chains: ['solana:localnet'], features: ['solana:signMessage'] }
  const wallet = {
    version: '1.0.0',
    name: 'Bench Wallet',
    icon: ${JSON.stringify(ICON)},
    chains: ['solana:localnet'],
    accounts: [],
    features: {
      'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: (wallet.accounts = [account]) }) },
      'standard:events': { version: '1.0.0', on: () => () => {} },
      'solana:signMessage': { version: '1.0.0', signMessage: async () => [] },
    },
  }
  const register = (api) => void api.register(wallet)
  window.addEventListener('wallet-standard:app-ready', (event) => register(event.detail))
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
})()`

/** An EIP-6963 wallet on the local anvil. */
const evmWalletScript = (address: string, chainId: number) => `(() => {
  const provider = {
    request: async ({ method }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [${JSON.stringify(address)}]
      if (method === 'eth_chainId') return '0x${chainId.toString(16)}'
      throw Object.assign(new Error('The bench wallet does not answer ' + method), { code: 4200 })
    },
    on: () => {},
    removeListener: () => {},
  }
  const info = Object.freeze({ uuid: '6f1c2a8e-3b7d-4e59-9a10-bench0000001', name: 'Bench Wallet', icon: ${JSON.stringify(ICON)}, rdns: 'test.portico.bench' })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()`

/**
 * Stamps when the Account view is on screen with the address's end in it, looking every animation
 * frame from the moment it is armed: what the visitor sees, not what the kernel knows.
 */
const armShownProbe = (page: Page, addressEnd: string) => page.evaluate(`(() => {
  const look = () => {
    const view = document.querySelector('portico-modal')?.shadowRoot?.querySelector('[data-view="Account"]')
    if (view?.textContent?.includes(${JSON.stringify(addressEnd)})) document.documentElement.dataset.shownAt = String(performance.now())
    else requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
})()`)

interface Flow {
  family: ConnectFigures['family']
  app: string
  query: Record<string, string>
  walletScript: string
  address: string
}

/**
 * One chain family's first connect: the bench app (the chain plugin and the browser wallet login
 * behind ConnectButton, Vite's production build) on its local chain, in a fresh browser context
 * each run. Counts the scripts the first connect fetches and times the click on the wallet's row
 * to the connected account and to the Account view showing it.
 */
async function measureFlow(browser: Browser, benchDir: string, cacheDir: string, flow: Flow, runs: number): Promise<ConnectFigures> {
  const built = await buildApp(path.join(benchDir, 'apps', flow.app), { cacheDir })
  const server = await serveStatic(built.distDir)
  try {
    const sizeOf = createSizer()
    const url = `${server.url}?${new URLSearchParams(flow.query)}`
    const connected: number[] = []
    const shown: number[] = []
    let first: { load: number; connect: number; scripts: number } | undefined
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      try {
        const page = await context.newPage()
        await page.addInitScript({ content: flow.walletScript })
        const tracker = await trackNetwork(await context.newCDPSession(page))
        await page.goto(url)
        await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
        await tracker.waitForQuiet(300, 10_000)
        tracker.phase = 'open'
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        const row = page.locator('portico-modal').getByRole('button', { name: /Bench Wallet/ })
        await row.waitFor()
        await armShownProbe(page, flow.address.slice(-6))
        // A pointer reaches a row before it presses it: the click is the visitor's whole gesture.
        await row.hover()
        const clickedAt = await row.evaluate((element) => new Promise<number>((resolve) => {
          element.addEventListener('click', () => resolve(performance.now()), { once: true })
          if (element instanceof HTMLElement) element.click()
        }))
        await page.waitForFunction(() => document.documentElement.dataset.shownAt !== undefined, null, { timeout: 15_000 })
        const stamps = await page.evaluate(() => ({ connected: Number(document.documentElement.dataset.connectedAt), shown: Number(document.documentElement.dataset.shownAt) }))
        connected.push(stamps.connected - clickedAt)
        shown.push(stamps.shown - clickedAt)
        if (!first) {
          await tracker.waitForQuiet(300, 10_000)
          const scripts = await tracker.scripts()
          const loaded = scripts.filter((script) => script.phase === 'load')
          const opened = scripts.filter((script) => script.phase !== 'load')
          first = { load: (await sizeOf(loaded)).gzip, connect: (await sizeOf(opened)).gzip, scripts: opened.length }
        }
      } finally {
        await context.close()
      }
    }
    const stats = (times: number[]) => ({ p50: percentile(times, 50)!, p95: percentile(times, 95)! })
    return { family: flow.family, app: flow.app, runs, loadGzip: first!.load, connectGzip: first!.connect, connectScripts: first!.scripts, connectedMs: stats(connected), shownMs: stats(shown) }
  } finally {
    await server.stop()
  }
}

/** The first connect on the local anvil (EVM) and on the local Solana, in one browser. */
export async function benchFirstConnect(benchDir: string, cacheDir: string, options: { runs?: number } = {}): Promise<ConnectFigures[]> {
  const runs = options.runs ?? 20
  const chainId = 31337
  const [anvil, solana] = await Promise.all([startAnvil({ chainId }), startSolanaDevnet()])
  let browser: Browser | undefined
  try {
    browser = await launchBrowser()
    const evmAddress = deriveAccounts(DEFAULT_MNEMONIC, 1)[0]!.address
    const solanaAddress = solana.accounts[0]!.address
    return [
      await measureFlow(browser, benchDir, cacheDir, {
        family: 'EVM', app: 'portico-evm', query: { rpc: anvil.rpcUrl, chain: String(chainId) }, walletScript: evmWalletScript(evmAddress, chainId), address: evmAddress,
      }, runs),
      await measureFlow(browser, benchDir, cacheDir, {
        family: 'Solana', app: 'portico-solana', query: { rpc: solana.rpcUrl, genesis: solana.genesisHash }, walletScript: solanaWalletScript(solanaAddress), address: solanaAddress,
      }, runs),
    ]
  } finally {
    await browser?.close()
    await Promise.all([anvil.stop(), solana.stop()])
  }
}

/** The report's section. */
export function firstConnectSection(figures: readonly ConnectFigures[]): string[] {
  const kb = (bytes: number) => formatValue(bytes, 'kb')
  const ms = ({ p50, p95 }: { p50: number; p95: number }) => `${p50.toFixed(1)} ms (${p95.toFixed(1)} ms)`
  const runs = figures[0]?.runs ?? 0
  return [
    '## The first connect: EVM and Solana',
    '',
    'The `portico-evm` and `portico-solana` apps (the chain plugin and the browser wallet login behind `ConnectButton`,',
    "Vite's production build) on the local anvil and the local Solana, with a wallet in the page that approves at once",
    `(EIP-6963 and the Wallet Standard), in a fresh browser context each of ${runs} runs. The pointer rests on the wallet's`,
    'row before the click, as a visitor\'s does. `npm run bench -- --connect` runs this section alone. Target (issue 34):',
    'click on an auto-approving wallet → account shown ≤ 100 ms p50 on both.',
    '',
    `| first connect | ${figures.map((figure) => figure.family).join(' | ')} |`,
    `| --- |${figures.map(() => ' ---: |').join('')}`,
    `| scripts before the first click, gzip | ${figures.map((figure) => kb(figure.loadGzip)).join(' | ')} |`,
    `| scripts the first connect fetched (modal included), gzip | ${figures.map((figure) => `${kb(figure.connectGzip)} in ${figure.connectScripts} files`).join(' | ')} |`,
    `| click on the wallet → account connected, p50 (p95) | ${figures.map((figure) => ms(figure.connectedMs)).join(' | ')} |`,
    `| click on the wallet → Account view shows the address, p50 (p95) | ${figures.map((figure) => ms(figure.shownMs)).join(' | ')} |`,
    '',
    'Neither chain SDK is among them: ethers and @solana/web3.js load on the first send, never for a connect.',
    '',
  ]
}
