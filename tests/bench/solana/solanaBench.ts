import path from 'node:path'
import type { Browser } from 'playwright-core'
import { launchBrowser } from '../../e2e/harness/launchBrowser.js'
import { startSolanaDevnet } from '../../../services/devnet/solana/startSolanaDevnet.js'
import { buildApp } from '../build/buildApp.js'
import { formatValue } from '../report/writeReport.js'
import { trackNetwork } from '../measure/trackNetwork.js'
import { percentile } from '../measure/stats.js'
import { createSizer } from '../report/compressedSizes.js'
import { serveStatic } from '../serve/serveStatic.js'

/** What the Solana section reports. */
export interface SolanaFigures {
  runs: number
  /** Scripts the page fetched before the visitor's first click, gzip. */
  loadGzip: number
  /** Scripts fetched from the Connect Wallet click until the Solana account is connected, gzip. */
  connectGzip: number
  connectScripts: number
  /** Click on the wallet's row → the kernel's account:connected, in the page's clock. */
  connectMs: { p50: number; p95: number }
}

/**
 * A Wallet Standard wallet put in the page before any script, as an extension's content script
 * would: it approves a connect at once, so the figure is Portico's own time. Plain JavaScript in a
 * string: a function handed to the page would carry the helpers tsx compiles into it.
 */
const benchWalletScript = (address: string) => `(() => {
  const account = { address: ${JSON.stringify(address)}, publicKey: new Uint8Array(32), chains: ['solana:localnet'], features: ['solana:signMessage'] }
  const wallet = {
    version: '1.0.0',
    name: 'Bench Wallet',
    icon: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCA5NiA5NiI+PHJlY3Qgd2lkdGg9Ijk2IiBoZWlnaHQ9Ijk2IiByeD0iMjQiIGZpbGw9IiM1NzczZmYiLz48L3N2Zz4=',
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

/**
 * The Solana flow of issue 25 on this machine: the bench app (portico-solana: the solana plugin and
 * the browser wallet login behind ConnectButton, Vite's production build) on the local Solana, in
 * a fresh browser context each run. Counts the scripts the first Solana connect fetches and times
 * the click on the wallet to the connected account.
 */
export async function benchSolana(benchDir: string, cacheDir: string, options: { runs?: number } = {}): Promise<SolanaFigures> {
  const runs = options.runs ?? 20
  const devnet = await startSolanaDevnet()
  const built = await buildApp(path.join(benchDir, 'apps', 'portico-solana'), { cacheDir })
  const server = await serveStatic(built.distDir)
  let browser: Browser | undefined
  try {
    browser = await launchBrowser()
    const sizeOf = createSizer()
    const url = `${server.url}?${new URLSearchParams({ rpc: devnet.rpcUrl, genesis: devnet.genesisHash })}`
    const times: number[] = []
    let first: { load: number; connect: number; scripts: number } | undefined
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      try {
        const page = await context.newPage()
        await page.addInitScript({ content: benchWalletScript(devnet.accounts[0]!.address) })
        const tracker = await trackNetwork(await context.newCDPSession(page))
        await page.goto(url)
        await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
        await tracker.waitForQuiet(300, 10_000)
        tracker.phase = 'open'
        await page.getByRole('button', { name: 'Connect Wallet' }).click()
        const row = page.locator('portico-modal').getByRole('button', { name: /Bench Wallet/ })
        await row.waitFor()
        const clickedAt = await row.evaluate((element) => new Promise<number>((resolve) => {
          element.addEventListener('click', () => resolve(performance.now()), { once: true })
          if (element instanceof HTMLElement) element.click()
        }))
        await page.waitForFunction(() => document.documentElement.dataset.connectedAt !== undefined, null, { timeout: 15_000 })
        times.push(Number(await page.evaluate(() => document.documentElement.dataset.connectedAt)) - clickedAt)
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
    return { runs, loadGzip: first!.load, connectGzip: first!.connect, connectScripts: first!.scripts, connectMs: { p50: percentile(times, 50)!, p95: percentile(times, 95)! } }
  } finally {
    await browser?.close()
    await server.stop()
    await devnet.stop()
  }
}

/** The report's section. */
export function solanaSection(figures: SolanaFigures): string[] {
  const kb = (bytes: number) => formatValue(bytes, 'kb')
  return [
    '## Solana: the first connect',
    '',
    'The `portico-solana` app (the solana plugin and the browser wallet login behind `ConnectButton`, Vite\'s production',
    'build) on the local Solana, with a Wallet Standard wallet in the page that approves at once, in a fresh browser',
    `context each of ${figures.runs} runs. \`npm run bench -- --solana\` runs this section alone.`,
    '',
    '| Portico on Solana | this run |',
    '| --- | ---: |',
    `| scripts before the first click, gzip | ${kb(figures.loadGzip)} |`,
    `| scripts the first Solana connect fetched (modal included), gzip | ${kb(figures.connectGzip)} in ${figures.connectScripts} files |`,
    `| click on the wallet → account connected, p50 (p95) | ${figures.connectMs.p50.toFixed(1)} ms (${figures.connectMs.p95.toFixed(1)} ms) |`,
    '',
    '@solana/web3.js is not among them: it loads on the first send, never for a connect.',
    '',
  ]
}
