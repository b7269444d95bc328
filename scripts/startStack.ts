// The local stack in one call: devnet (two anvil chains and a Solana), the provider API with its data layer,
// the WalletConnect relay, the embedded wallet's frame with its development mailbox, the local OpenID provider
// standing in for the social providers and the Farcaster relay stand-in, and the demo dApp wired to them. `npm start` and the browser tests
// share it, so what the tests drive is exactly what a newcomer sees. The API and the relay run as
// processes of their own, from their main.ts, as they would in production.
import { createServer } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundleDemo } from '../demo/bundleDemo.js'
import type { DemoConfig } from '../demo/DemoConfig.js'
import { startDemo } from '../demo/server.js'
import type { DataChain } from '../services/api/data/DataChain.js'
import { localPriceTable } from '../services/api/prices/localPriceTable.js'
import { devnetNetworks } from '../services/devnet/devnetNetworks.js'
import { startDevnet, type Devnet } from '../services/devnet/startDevnet.js'
import { solanaDevnetNetwork } from '../services/devnet/solana/solanaDevnetNetwork.js'
import { startSolanaDevnet, type SolanaDevnet } from '../services/devnet/solana/startSolanaDevnet.js'
import { startFarcasterRelay, type FarcasterRelay } from '../services/farcaster/startFarcasterRelay.js'
import { startMailbox } from '../services/frame/mailbox/startMailbox.js'
import { standInClients } from '../services/oidc/standInClients.js'
import { startOidcProvider } from '../services/oidc/startOidcProvider.js'
import { spawnService, type SpawnedService } from './spawnService.js'

const HOST = '127.0.0.1'
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const LOCAL_PROJECT_ID = 'portico-local'

export interface StackPorts {
  /** 0 picks free ports; a taken port fails with a message naming it. */
  demo?: number
  api?: number
  relay?: number
  frame?: number
  mailbox?: number
  /** The local OpenID provider. */
  oidc?: number
  /** The Farcaster auth relay stand-in. */
  farcasterRelay?: number
  devnet?: readonly [number, number]
  solana?: number
}

export interface StartStackOptions {
  ports?: StackPorts
  databaseUrl?: string | undefined
  /** Reports each part as it becomes ready. */
  onReady?: (part: { name: string; url: string }) => void
  /**
   * How the demo is served: `'dev'` (the default, what `npm start` runs) on Vite's dev server,
   * following the sources as they change; `'bundle'` built once and served as files, which a fresh
   * browser context loads faster (the browser tests' shared stack). `ports.demo` is for 'dev'.
   */
  demo?: 'dev' | 'bundle'
  /**
   * The auth server's least time between two codes for one address (services/frame's
   * `codeIntervalMs`); SPEC's 30 s unless told. The browser tests shorten it: their visitors sign
   * in again within seconds, and the modal's own 30 s cool-down is what they check.
   */
  frameCodeIntervalMs?: number
}

export interface Stack {
  devnet: Devnet
  /** The local Solana (LiteSVM behind its JSON-RPC), with funded accounts and a test SPL token. */
  solana: SolanaDevnet
  apiUrl: string
  /** The WalletConnect relay, `ws://127.0.0.1:<port>`. */
  relayUrl: string
  /**
   * Takes the relay away and brings it back on the same port (the demo's relayUrl), so a test can
   * show what a visitor sees when the relay is unreachable. Both are no-ops when already so.
   */
  relay: { stop(): Promise<void>; start(): Promise<void> }
  /**
   * The Farcaster auth relay stand-in (services/farcaster) the frame opens Sign In With Farcaster
   * channels on; the devnet's first chain holds the registries it verifies against.
   */
  farcasterRelayUrl: string
  /** Takes the Farcaster relay away and brings it back on the same port, as `relay` does WalletConnect's. */
  farcasterRelay: { stop(): Promise<void>; start(): Promise<void> }
  demoUrl: string
  /** The embedded wallet's frame and auth server (services/frame): its origin; the page is at `${frameUrl}/frame/`. */
  frameUrl: string
  /** The development mailbox's page (services/frame/mailbox), where the email codes arrive; `/messages?to=` as JSON. */
  mailboxUrl: string
  /**
   * The local OpenID provider (services/oidc) standing in for google, github, apple, facebook, x and
   * discord: the issuer every social provider of the local project points at.
   */
  oidcUrl: string
  /** The WalletConnect test wallet page, to try the QR path on one machine. */
  testWalletUrl: string
  /** The demo as a wagmi app, with Portico's connector. */
  wagmiUrl: string
  stop(): Promise<void>
}

export async function startStack(options: StartStackOptions = {}): Promise<Stack> {
  const ports = options.ports ?? {}
  await Promise.all([
    assertPortFree('demo', ports.demo, 'PORTICO_DEMO_PORT'),
    assertPortFree('API', ports.api, 'PORTICO_API_PORT'),
    assertPortFree('relay', ports.relay, 'PORTICO_RELAY_PORT'),
    assertPortFree('frame', ports.frame, 'PORTICO_FRAME_PORT'),
    assertPortFree('mailbox', ports.mailbox, 'PORTICO_MAILBOX_PORT'),
    assertPortFree('OpenID provider', ports.oidc, 'PORTICO_OIDC_PORT'),
    assertPortFree('Farcaster relay', ports.farcasterRelay, 'PORTICO_FARCASTER_RELAY_PORT'),
    ...(ports.devnet ?? []).map((port) => assertPortFree('devnet', port, 'PORTICO_DEVNET_PORTS')),
    assertPortFree('Solana devnet', ports.solana, 'PORTICO_SOLANA_PORT'),
  ])
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopPart of stops.splice(0).reverse()) await stopPart().catch((error: unknown) => console.error(error))
  }
  try {
    const devnet = await startDevnet({
      chains: [
        { chainId: 31337, name: 'Portico Devnet', ...(ports.devnet ? { port: ports.devnet[0] } : {}) },
        { chainId: 31338, name: 'Portico Devnet 2', ...(ports.devnet ? { port: ports.devnet[1] } : {}) },
      ],
    })
    stops.push(() => devnet.stop())
    for (const chain of devnet.chains) options.onReady?.({ name: `chain ${chain.chainId}`, url: chain.rpcUrl })
    const solana = await startSolanaDevnet({ port: ports.solana ?? 0 })
    stops.push(() => solana.stop())
    options.onReady?.({ name: 'Solana', url: solana.rpcUrl })

    const networks = devnetNetworks(devnet)
    const dataChains: DataChain[] = [
      ...networks.map((network) => ({
        caipNetworkId: network.caipNetworkId as `eip155:${number}`,
        name: network.name,
        rpcUrl: network.rpcUrls.default.http[0]!,
        nativeCurrency: network.nativeCurrency,
        spamNfts: devnet.nftCollections.filter((collection) => collection.spam).map((collection) => collection.address),
      })),
      {
        caipNetworkId: solana.caipNetworkId,
        name: 'Portico Solana',
        rpcUrl: solana.rpcUrl,
        nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
        tokens: [{ address: solana.token.mint, name: solana.token.name, symbol: solana.token.symbol, decimals: solana.token.decimals }],
      },
    ]
    const startRelay = (port: number) => spawnService('relay', path.join(ROOT, 'services/relay/main.ts'), { PORTICO_RELAY_PORT: String(port) })
    // Each recorded as soon as it runs, so a start that fails halfway stops the other.
    const track = async (starting: Promise<SpawnedService>) => {
      const service = await starting
      stops.push(() => service.stop())
      return service
    }
    const mailbox = await startMailbox({ httpPort: ports.mailbox ?? 0 })
    stops.push(() => mailbox.stop())
    // The provider's clients name the frame's callback, so the frame's port is settled first.
    const framePort = ports.frame || (await freePort())
    const clients = standInClients(['127.0.0.1', 'localhost'].map((host) => `http://${host}:${framePort}/v1/social/callback`))
    // In this process: it starts in milliseconds, and only development and the tests ever run it.
    const [oidc, firstFarcasterRelay] = await Promise.all([startOidcProvider({ port: ports.oidc ?? 0, clients }), startFarcasterRelay({ port: ports.farcasterRelay ?? 0 })])
    stops.push(() => oidc.stop())
    let farcasterRelay: FarcasterRelay | undefined = firstFarcasterRelay
    const farcasterRelayUrl = firstFarcasterRelay.url
    const farcasterRelayControl = {
      stop: async () => {
        const running = farcasterRelay
        farcasterRelay = undefined
        await running?.stop()
      },
      start: async () => {
        farcasterRelay ??= await startFarcasterRelay({ port: Number(new URL(farcasterRelayUrl).port) })
      },
    }
    stops.push(farcasterRelayControl.stop)
    const socialProviders = {
      [LOCAL_PROJECT_ID]: Object.fromEntries(clients.map((client) => [client.clientId, { clientId: client.clientId, clientSecret: client.clientSecret, issuer: oidc.issuer }])),
    }
    const [api, firstRelay, frame] = await Promise.all([
      track(spawnService('API', path.join(ROOT, 'services/api/main.ts'), {
        PORT: String(ports.api ?? 0),
        DATABASE_URL: options.databaseUrl ?? '',
        PORTICO_API_DATA_DIR: '',
        PORTICO_DATA_CHAINS: JSON.stringify(dataChains),
        PORTICO_PRICES: JSON.stringify(localPriceTable({
          evm: networks.map((network) => network.caipNetworkId),
          evmToken: devnet.token.address,
          solana: { caipNetworkId: solana.caipNetworkId, mint: solana.token.mint },
        })),
        // The stack runs the embedded wallet's frame beside it.
        PORTICO_LOCAL_EMAIL_LOGIN: 'true',
        // SPEC section 9's default socials; the local OpenID provider stands in for each.
        PORTICO_LOCAL_SOCIALS: 'google,x,farcaster,discord,apple,github,facebook',
      })),
      track(startRelay(ports.relay ?? 0)),
      // On PostgreSQL it shares the API's projects; on PGlite it has a database of its own with the local project.
      track(spawnService('frame', path.join(ROOT, 'services/frame/main.ts'), {
        PORT: String(framePort),
        DATABASE_URL: options.databaseUrl ?? '',
        PORTICO_FRAME_DATA_DIR: '',
        PORTICO_SOCIAL_PROVIDERS: JSON.stringify(socialProviders),
        SMTP_URL: mailbox.smtpUrl,
        PORTICO_FARCASTER_RELAY: farcasterRelayUrl,
        PORTICO_FARCASTER_RPC: devnet.chains[0]!.rpcUrl,
        PORTICO_FRAME_CODE_INTERVAL_MS: options.frameCodeIntervalMs === undefined ? '' : String(options.frameCodeIntervalMs),
      })),
    ])
    options.onReady?.({ name: 'API', url: api.url })
    options.onReady?.({ name: 'frame', url: frame.url })
    options.onReady?.({ name: 'mailbox', url: mailbox.url })
    options.onReady?.({ name: 'OpenID provider', url: oidc.url })
    options.onReady?.({ name: 'Farcaster relay', url: farcasterRelayUrl })

    let relay: SpawnedService | undefined = firstRelay
    const relayUrl = firstRelay.url
    const relayPort = Number(new URL(relayUrl).port)
    const relayControl = {
      stop: async () => {
        const running = relay
        relay = undefined
        await running?.stop()
      },
      start: async () => {
        relay ??= await startRelay(relayPort)
      },
    }
    stops.push(relayControl.stop)
    options.onReady?.({ name: 'relay', url: relayUrl })

    const config: DemoConfig = {
      apiUrl: api.url,
      relayUrl,
      frameUrl: frame.url,
      mailboxUrl: mailbox.url,
      projectId: LOCAL_PROJECT_ID,
      networks,
      token: devnet.token,
      walletKeys: devnet.accounts.slice(0, 4).map((account) => account.privateKey),
      solana: {
        network: solanaDevnetNetwork(solana),
        token: { address: solana.token.mint, name: solana.token.name, symbol: solana.token.symbol, decimals: solana.token.decimals },
        accounts: solana.accounts.map((account) => ({ address: account.address, secretKey: Buffer.from(account.secretKey).toString('hex') })),
      },
    }
    const demo = options.demo === 'bundle'
      ? await bundleDemo({ config })
      : await startDemo({ ...(ports.demo === undefined ? {} : { port: ports.demo }), config })
    stops.push(() => demo.stop())
    options.onReady?.({ name: 'demo', url: demo.url })
    options.onReady?.({ name: 'test wallet', url: demo.testWalletUrl })
    options.onReady?.({ name: 'wagmi demo', url: demo.wagmiUrl })
    return {
      devnet, solana, apiUrl: api.url, relayUrl, relay: relayControl, farcasterRelayUrl, farcasterRelay: farcasterRelayControl, frameUrl: frame.url, mailboxUrl: mailbox.url, oidcUrl: oidc.url, demoUrl: demo.url,
      testWalletUrl: demo.testWalletUrl, wagmiUrl: demo.wagmiUrl, stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** A port free on 127.0.0.1 now (another process could take it before it is used; unlikely on loopback). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, HOST, () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

function assertPortFree(name: string, port: number | undefined, variable: string): Promise<void> {
  if (!port) return Promise.resolve()
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE'
        ? new Error(`Port ${port} on ${HOST} is already taken, so the ${name} cannot start. ` +
            `Stop what uses it, or set ${variable} to another port.`)
        : error))
    probe.listen(port, HOST, () => probe.close(() => resolve()))
  })
}
