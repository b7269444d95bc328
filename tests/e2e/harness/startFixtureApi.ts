import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { json, readJsonBody, send, svg, type Answer } from './fixtureAnswer.js'
import { createFixtureWallets, type FixtureWallet } from './fixtureWallets.js'
import { initialsImage } from './initialsImage.js'
import { queryWallets } from './queryWallets.js'

/** One entry of GET /appkit/v1/config's `features`. */
export interface FixtureFeature {
  id: string
  isEnabled: boolean
  config?: unknown
}

export interface FixtureApiOptions {
  /** How many generated wallets the registry holds; 120 by default. */
  walletCount?: number
  features?: readonly FixtureFeature[]
  allowedOrigins?: readonly string[]
  analyticsEnabled?: boolean
  /** Delay before every answer, for loading states. */
  latencyMs?: number
}

export interface FixtureRequest {
  method: string
  path: string
  query: Record<string, string>
}

export interface FixtureApi {
  /** The API host to pass as the kernel's apiUrl, without a trailing slash. */
  url: string
  wallets: readonly FixtureWallet[]
  /** Every request in arrival order (preflights excluded). */
  requests: FixtureRequest[]
  /** The parsed bodies of POST /e. */
  events: Record<string, unknown>[]
  /** Answers every request to `path` (and below it) with `status` until the returned function runs. */
  failWith(path: string, status: number): () => void
  /** What GET /appkit/v1/config answers from now on (a page reads it when it loads). */
  setFeatures(features: readonly FixtureFeature[]): void
  setLatency(ms: number): void
  stop(): Promise<void>
}

/** What a careful project would configure for a wallet-only test page: no email or social login. */
export const DEFAULT_FIXTURE_FEATURES: readonly FixtureFeature[] = [
  { id: 'email', isEnabled: false },
  { id: 'socials', isEnabled: false },
  { id: 'swaps', isEnabled: false },
  { id: 'onramp', isEnabled: false },
  { id: 'activity', isEnabled: true },
  { id: 'branding', isEnabled: true },
  { id: 'multiWallet', isEnabled: false },
]

const MAX_EVENT_BYTES = 64 * 1024
const PUBLIC_IMAGE = /^\/public\/get(Asset|Currency|Token)Image\/([^/]+)$/
const WALLET_IMAGE = /^\/getWalletImage\/([^/]+)$/

/**
 * A provider API (SPEC section 7) on 127.0.0.1 and a free port, over generated wallets. Every call
 * must carry projectId, st and sv, as the kernel's client sends them. CORS is open because the
 * test page is served from another port.
 */
export async function startFixtureApi(options: FixtureApiOptions = {}): Promise<FixtureApi> {
  const wallets = createFixtureWallets(options.walletCount ?? 120)
  const byImageKey = new Map(wallets.flatMap((wallet) => [[wallet.id, wallet], [wallet.image_id, wallet]] as const))
  const requests: FixtureRequest[] = []
  const events: Record<string, unknown>[] = []
  const failures = new Map<string, number>()
  const pending = new Set<NodeJS.Timeout>()
  let latencyMs = options.latencyMs ?? 0
  let features = options.features ?? DEFAULT_FIXTURE_FEATURES

  const route = async (request: IncomingMessage, url: URL): Promise<Answer> => {
    for (const [path, status] of failures) {
      if (url.pathname === path || url.pathname.startsWith(`${path}/`)) return json(status, { message: `fixture failure ${status}` })
    }
    const missing = ['projectId', 'st', 'sv'].filter((key) => !url.searchParams.get(key))
    if (missing.length > 0) return json(400, { message: `missing query parameter ${missing.join(', ')}` })

    const get = (body: () => Answer) => (request.method === 'GET' ? body() : json(405, { message: 'method not allowed' }))
    const { pathname } = url
    if (pathname === '/appkit/v1/config') return get(() => json(200, { features }))
    if (pathname === '/projects/v1/origins') return get(() => json(200, { allowedOrigins: options.allowedOrigins ?? ['http://127.0.0.1:*'] }))
    if (pathname === '/getAnalyticsConfig') return get(() => json(200, { isAnalyticsEnabled: options.analyticsEnabled ?? true }))
    if (pathname === '/getWallets') {
      return get(() => {
        const result = queryWallets(wallets, url.searchParams)
        return result.ok ? json(200, result.body) : json(400, { message: result.message })
      })
    }
    const walletImage = WALLET_IMAGE.exec(pathname)
    if (walletImage) {
      return get(() => {
        const wallet = byImageKey.get(decodeURIComponent(walletImage[1]!))
        return wallet ? svg(initialsImage(wallet.name, wallet.id)) : json(404, { message: 'no such wallet image' })
      })
    }
    const publicImage = PUBLIC_IMAGE.exec(pathname)
    if (publicImage) return get(() => svg(initialsImage(decodeURIComponent(publicImage[2]!))))
    if (pathname === '/e') {
      if (request.method !== 'POST') return json(405, { message: 'method not allowed' })
      const body = await readJsonBody(request, MAX_EVENT_BYTES)
      if (body === 'too-large') return json(413, { message: `the body may hold at most ${MAX_EVENT_BYTES} bytes` })
      if (!isEventBody(body)) return json(400, { message: 'the body must hold eventId, url, domain, timestamp and props' })
      events.push(body)
      return { status: 204, headers: {}, body: '' }
    }
    return json(404, { message: 'not found' })
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'OPTIONS') return send(response, { status: 204, headers: {}, body: '' })
    requests.push({ method: request.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams) })
    route(request, url).then(
      (answer) => {
        if (latencyMs <= 0) return send(response, answer)
        const timer = setTimeout(() => {
          pending.delete(timer)
          send(response, answer)
        }, latencyMs)
        pending.add(timer)
      },
      () => send(response, json(400, { message: 'the request could not be read' })),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    wallets,
    requests,
    events,
    failWith(path, status) {
      failures.set(path, status)
      return () => void failures.delete(path)
    },
    setFeatures(next) {
      features = next
    },
    setLatency(ms) {
      latencyMs = ms
    },
    async stop() {
      for (const timer of pending) clearTimeout(timer)
      pending.clear()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function isEventBody(body: unknown): body is Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false
  const { eventId, url, domain, timestamp, props } = body as Record<string, unknown>
  return typeof eventId === 'string' && typeof url === 'string' && typeof domain === 'string' &&
    typeof timestamp === 'number' && typeof props === 'object' && props !== null && !Array.isArray(props)
}
