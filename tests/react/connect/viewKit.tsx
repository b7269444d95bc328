import { render } from '@testing-library/react'
import { StrictMode, type ComponentType } from 'react'
import { vi } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import type { ViewData } from '../../../core/router/ViewRegistry.js'
import type { WalletsState } from '../../../core/slices/walletsSlice.js'
import type { Connector, ConnectorInfo } from '../../../core/types/connector.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { KernelContext } from '../../../react/hooks/useKernel.js'
import type { ViewProps } from '../../../react/views/viewRegistry.js'

export const listing = (id: string, extra: Partial<WalletListing> = {}): WalletListing => ({ id, name: `Wallet ${id}`, image_id: `img-${id}`, ...extra })

/** `count` listings named "Wallet w1", "Wallet w2", ... */
export const listings = (count: number, prefix = 'w', extra: Partial<WalletListing> = {}) =>
  Array.from({ length: count }, (_, index) => listing(`${prefix}${index + 1}`, extra))

/** A connector as a discovery source reports it; connect answers at once unless a test says otherwise. */
/** The traits the real plugins give their connectors' types: browser wallets are installed, a pairing's and a login's belong to their method. */
const TRAITS_BY_TYPE: Readonly<Record<string, Partial<ConnectorInfo>>> = {
  ANNOUNCED: { installed: true },
  INJECTED: { installed: true },
  MULTI_CHAIN: { installed: true },
  WALLET_CONNECT: { loginMethod: 'walletConnect' },
  AUTH: { loginMethod: 'email', holdsLogin: true },
}

export function fakeConnector(info: Partial<ConnectorInfo> & { id: string }, connect?: Connector['connect']): Connector {
  const type = info.type ?? 'INJECTED'
  return {
    name: `Connector ${info.id}`,
    type,
    chain: 'eip155',
    ...TRAITS_BY_TYPE[type],
    ...info,
    connect: connect ?? (async () => ({ accounts: [], caipNetworkId: 'eip155:1' })),
    disconnect: async () => {},
  }
}

export function setWallets(kernel: Kernel, patch: Partial<WalletsState>): void {
  kernel.store('wallets').setState((draft) => Object.assign(draft, patch))
}

export function setConnectors(kernel: Kernel, connectors: readonly Connector[]): void {
  kernel.store('connectors').setState((draft) => {
    draft.connectors = connectors as typeof draft.connectors
  })
}

/** Renders one view the way ViewStack does, inside the kernel's context. */
export function renderView(kernel: Kernel, View: ComponentType<ViewProps>, data?: ViewData, { strict = false } = {}) {
  const tree = (
    <KernelContext.Provider value={kernel}>
      <View kernel={kernel} data={data} />
    </KernelContext.Provider>
  )
  return render(strict ? <StrictMode>{tree}</StrictMode> : tree)
}

export interface FakeApi {
  fetch: typeof fetch
  /** Every request's URL, in order. */
  requests: URL[]
  /** The query parameters of each request to `path`, in order. */
  paramsOf(path: string): Record<string, string>[]
  /** The wallet ids whose image was asked for. */
  imageIds(): string[]
  /** Paths answered with HTTP 503 until removed. */
  failing: Set<string>
}

/**
 * The provider API's wallet routes over an in-memory registry, for `createTestKernel(options,
 * { fetch })`: /getWallets with include, exclude, search, page and entries, and
 * /getWalletImage/{id} with a PNG.
 */
export function fakeApi(wallets: readonly WalletListing[] = []): FakeApi {
  const requests: URL[] = []
  const failing = new Set<string>()
  const fetchImpl = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push(url)
    if (failing.has(url.pathname)) return new Response('unavailable', { status: 503 })
    if (url.pathname === '/getWallets') return json(answer(wallets, url.searchParams))
    if (url.pathname.startsWith('/getWalletImage/')) {
      return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })
    }
    return new Response('not found', { status: 404 })
  })
  return {
    fetch: fetchImpl as unknown as typeof fetch,
    requests,
    failing,
    paramsOf: (path) => requests.filter((url) => url.pathname === path).map((url) => Object.fromEntries(url.searchParams)),
    imageIds: () => requests.filter((url) => url.pathname.startsWith('/getWalletImage/')).map((url) => decodeURIComponent(url.pathname.split('/').at(-1)!)),
  }
}

function answer(wallets: readonly WalletListing[], query: URLSearchParams) {
  const list = (name: string) => query.get(name)?.split(',')
  const include = list('include')
  const exclude = new Set(list('exclude') ?? [])
  const search = query.get('search')?.toLowerCase()
  const matching = wallets.filter((wallet) =>
    (!include || include.includes(wallet.id)) && !exclude.has(wallet.id) && (!search || wallet.name.toLowerCase().includes(search)))
  const page = Number(query.get('page') ?? 1)
  const entries = Number(query.get('entries') ?? 40)
  return { count: matching.length, data: matching.slice((page - 1) * entries, page * entries) }
}

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })

export { expectNoAxeViolations } from '../helpers/expectNoAxeViolations.js'
