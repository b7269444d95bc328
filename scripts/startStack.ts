// The local stack in one call: devnet (two anvil chains), the provider API with its data layer,
// the WalletConnect relay, and the demo dApp wired to all three. `npm start` and the browser tests
// share it, so what the tests drive is exactly what a newcomer sees.
import { createServer } from 'node:net'
import { startDemo } from '../demo/server.js'
import { createDataLayer } from '../services/api/data/createDataLayer.js'
import { startApi } from '../services/api/startApi.js'
import { devnetNetworks } from '../services/devnet/devnetNetworks.js'
import { startDevnet, type Devnet } from '../services/devnet/startDevnet.js'
import { startRelay, type Relay } from '../services/relay/startRelay.js'

const HOST = '127.0.0.1'
export const LOCAL_PROJECT_ID = 'portico-local'

export interface StackPorts {
  /** 0 picks free ports; a taken port fails with a message naming it. */
  demo?: number
  api?: number
  relay?: number
  devnet?: readonly [number, number]
}

export interface StartStackOptions {
  ports?: StackPorts
  databaseUrl?: string | undefined
  /** Reports each part as it becomes ready. */
  onReady?: (part: { name: string; url: string }) => void
}

export interface Stack {
  devnet: Devnet
  apiUrl: string
  /** The WalletConnect relay, `ws://127.0.0.1:<port>`. */
  relayUrl: string
  /**
   * Takes the relay away and brings it back on the same port (the demo's relayUrl), so a test can
   * show what a visitor sees when the relay is unreachable. Both are no-ops when already so.
   */
  relay: { stop(): Promise<void>; start(): Promise<void> }
  demoUrl: string
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
    ...(ports.devnet ?? []).map((port) => assertPortFree('devnet', port, 'PORTICO_DEVNET_PORTS')),
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

    const networks = devnetNetworks(devnet)
    const api = await startApi({
      ...(ports.api === undefined ? {} : { port: ports.api }),
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      extensions: [createDataLayer({
        chains: networks.map((network) => ({
          caipNetworkId: network.caipNetworkId as `eip155:${number}`,
          name: network.name,
          rpcUrl: network.rpcUrls.default.http[0]!,
          nativeCurrency: network.nativeCurrency,
        })),
      })],
    })
    stops.push(() => api.stop())
    options.onReady?.({ name: 'API', url: api.url })

    let relay: Relay | undefined = await startRelay(ports.relay === undefined ? {} : { port: ports.relay })
    const { url: relayUrl, port: relayPort } = relay
    const relayControl = {
      stop: async () => {
        const running = relay
        relay = undefined
        await running?.stop()
      },
      start: async () => {
        relay ??= await startRelay({ port: relayPort })
      },
    }
    stops.push(relayControl.stop)
    options.onReady?.({ name: 'relay', url: relayUrl })

    const demo = await startDemo({
      ...(ports.demo === undefined ? {} : { port: ports.demo }),
      config: {
        apiUrl: api.url,
        relayUrl,
        projectId: LOCAL_PROJECT_ID,
        networks,
        token: devnet.token,
        walletKeys: devnet.accounts.slice(0, 4).map((account) => account.privateKey),
      },
    })
    stops.push(() => demo.stop())
    options.onReady?.({ name: 'demo', url: demo.url })
    options.onReady?.({ name: 'test wallet', url: demo.testWalletUrl })
    options.onReady?.({ name: 'wagmi demo', url: demo.wagmiUrl })
    return { devnet, apiUrl: api.url, relayUrl, relay: relayControl, demoUrl: demo.url, testWalletUrl: demo.testWalletUrl, wagmiUrl: demo.wagmiUrl, stop }
  } catch (error) {
    await stop()
    throw error
  }
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
