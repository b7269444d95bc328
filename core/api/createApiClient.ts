import { ApiError } from '../errors/ApiError.js'
import { createApiTransport, type ApiKernel, type CheckLoader } from './createApiTransport.js'
import type { AnalyticsConfig, ProjectConfig, WalletList } from './schemas/apiSchemas.js'
import { MAX_ID_LENGTH } from './schemas/maxLengths.js'
import { zodCheck } from './zodCheck.js'

export const DEFAULT_API_TIMEOUT_MS = 10_000

// Each answer has one definition, its schema: the schemas load with the first request that needs
// one, never in a site's first bundle.
const apiSchemas = () => import('./schemas/apiSchemas.js')
const projectConfigCheck: CheckLoader<ProjectConfig> = zodCheck('GET /appkit/v1/config', () => apiSchemas().then((module) => module.projectConfigSchema))
const walletListCheck: CheckLoader<WalletList> = zodCheck('GET /getWallets', () => apiSchemas().then((module) => module.walletListSchema))
const analyticsConfigCheck: CheckLoader<AnalyticsConfig> = zodCheck('GET /getAnalyticsConfig', () => apiSchemas().then((module) => module.analyticsConfigSchema))
// Only sites with email or social login ask for their origins.
const allowedOriginsCheck = zodCheck('GET /projects/v1/origins', () => apiSchemas().then((module) => module.allowedOriginsSchema))

export interface ApiClientOptions {
  /** How long a request may take before it fails with API_TIMEOUT. */
  timeoutMs?: number
}

export interface ApiCallOptions {
  signal?: AbortSignal
}

export interface GetWalletsParameters {
  page?: number
  entries?: number
  include?: readonly string[]
  exclude?: readonly string[]
  chains?: readonly string[]
  search?: string
  badge_type?: string
}

/** The body of POST /e (SPEC section 7). */
export interface AnalyticsEventBody {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Readonly<Record<string, unknown>>
}

export interface ApiClient {
  getProjectConfig(options?: ApiCallOptions): Promise<ProjectConfig>
  getAllowedOrigins(options?: ApiCallOptions): Promise<string[]>
  getWallets(parameters?: GetWalletsParameters, options?: ApiCallOptions): Promise<WalletList>
  /** Refused with API_WALLET_NOT_LISTED for an id that none of this client's listings returned. */
  fetchWalletImage(id: string, options?: ApiCallOptions): Promise<Blob>
  fetchAssetImage(id: string, options?: ApiCallOptions): Promise<Blob>
  fetchCurrencyImage(id: string, options?: ApiCallOptions): Promise<Blob>
  fetchTokenImage(id: string, options?: ApiCallOptions): Promise<Blob>
  getAnalyticsConfig(options?: ApiCallOptions): Promise<AnalyticsConfig>
  sendEvent(body: AnalyticsEventBody, options?: ApiCallOptions): Promise<void>
}

/**
 * The provider API client (SPEC section 7) over `kernel.fetch` and `options.apiUrl`. Every call
 * carries projectId, st and sv; every response is parsed by its schema, never cast.
 *
 * @param kernel - the kernel, or anything with its `fetch`, `options`, `timers` and `events` (a plugin passes `ctx.kernel`).
 */
export function createApiClient(kernel: ApiKernel, options: ApiClientOptions = {}): ApiClient {
  const transport = createApiTransport(kernel, options.timeoutMs ?? DEFAULT_API_TIMEOUT_MS)
  // SPEC section 5: wallet images are fetched only for listed ids. The client remembers the ids its
  // own listings returned and refuses any other, so the image endpoint cannot be driven with
  // arbitrary ids. Each client keeps its own memory: listings of another client do not count.
  const listedWalletIds = new Set<string>()

  const image = (prefix: string, id: string, call: ApiCallOptions = {}) =>
    transport.blob({ endpoint: `GET ${prefix}/{id}`, method: 'GET', path: `${prefix}/${encodeSegment(id)}`, signal: call.signal })

  return {
    getProjectConfig: ({ signal } = {}) =>
      transport.json({ endpoint: 'GET /appkit/v1/config', method: 'GET', path: '/appkit/v1/config', signal }, projectConfigCheck),

    async getAllowedOrigins({ signal } = {}) {
      const body = await transport.json(
        { endpoint: 'GET /projects/v1/origins', method: 'GET', path: '/projects/v1/origins', signal }, allowedOriginsCheck)
      return body.allowedOrigins
    },

    async getWallets(parameters = {}, { signal } = {}) {
      const list = await transport.json({
        endpoint: 'GET /getWallets',
        method: 'GET',
        path: '/getWallets',
        query: {
          page: parameters.page?.toString(),
          entries: parameters.entries?.toString(),
          include: joinList(parameters.include),
          exclude: joinList(parameters.exclude),
          chains: joinList(parameters.chains),
          search: parameters.search,
          badge_type: parameters.badge_type,
        },
        signal,
      }, walletListCheck)
      for (const wallet of list.data) listedWalletIds.add(wallet.id)
      return list
    },

    async fetchWalletImage(id, call) {
      if (!listedWalletIds.has(id)) throw new ApiError('API_WALLET_NOT_LISTED', { endpoint: 'GET /getWalletImage/{id}' })
      return image('/getWalletImage', id, call)
    },
    fetchAssetImage: async (id, call) => image('/public/getAssetImage', id, call),
    fetchCurrencyImage: async (id, call) => image('/public/getCurrencyImage', id, call),
    fetchTokenImage: async (id, call) => image('/public/getTokenImage', id, call),

    getAnalyticsConfig: ({ signal } = {}) =>
      transport.json({ endpoint: 'GET /getAnalyticsConfig', method: 'GET', path: '/getAnalyticsConfig', signal }, analyticsConfigCheck),

    sendEvent: (body, { signal } = {}) =>
      transport.send({ endpoint: 'POST /e', method: 'POST', path: '/e', body, signal }),
  }
}

/** Empty lists are omitted rather than sent as an empty parameter. */
const joinList = (list: readonly string[] | undefined) => (list && list.length > 0 ? list.join(',') : undefined)

/**
 * One path segment. `.` and `..` survive encodeURIComponent and URLs resolve them as directory
 * steps, which would turn an image id into a request for another endpoint.
 */
function encodeSegment(id: string): string {
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH || id === '.' || id === '..') {
    throw new ApiError('API_INVALID_ID')
  }
  return encodeURIComponent(id)
}
