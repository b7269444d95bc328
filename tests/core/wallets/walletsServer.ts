import { http, HttpResponse } from 'msw'
import type { Kernel } from '../../../core/kernel/types.js'
import type { KernelOptions } from '../../../core/options/types.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../helpers/mockChainPlugin.js'
import { api, useApiServer } from '../api/apiServer.js'

export { api }

export const listing = (id: string, extra: Partial<WalletListing> = {}): WalletListing =>
  ({ id, name: `Wallet ${id}`, image_id: `img-${id}`, ...extra })

/** `count` listings named w1, w2, ... */
export const listings = (count: number, prefix = 'w') =>
  Array.from({ length: count }, (_, index) => listing(`${prefix}${index + 1}`))

export const png = () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })

/** A promise a test resolves by hand, to hold a server answer back. */
export function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

/**
 * The wallet routes of one test file: useApiServer's msw server and request log, plus a small
 * registry that answers /getWallets the way the provider API does (include, exclude, search by
 * name, page and entries) and /getWalletImage/:id with a PNG.
 */
export function useWalletsServer() {
  const { server, requests } = useApiServer()

  const registry = (wallets: readonly WalletListing[]) =>
    http.get(api('/getWallets'), ({ request }) => {
      const query = new URL(request.url).searchParams
      const list = (name: string) => query.get(name)?.split(',')
      const include = list('include')
      const exclude = new Set(list('exclude') ?? [])
      const search = query.get('search')?.toLowerCase()
      const matching = wallets.filter((wallet) =>
        (!include || include.includes(wallet.id)) && !exclude.has(wallet.id) &&
        (!search || wallet.name.toLowerCase().includes(search)))
      const page = Number(query.get('page') ?? 1)
      const entries = Number(query.get('entries') ?? 40)
      return HttpResponse.json({ count: matching.length, data: matching.slice((page - 1) * entries, page * entries) })
    })

  const images = () => http.get(api('/getWalletImage/:id'), png)

  /** The query parameters of every request to `path`, in order. */
  const paramsOf = (path: string) =>
    requests.filter((url) => url.pathname === path).map((url) => Object.fromEntries(url.searchParams))

  return { server, requests, registry, images, paramsOf }
}

/** A started kernel in non-basic mode with a mock eip155 chain (networks eip155:1 and eip155:2). */
export async function startWalletsKernel(options: Partial<KernelOptions> = {}, { solana = false } = {}): Promise<Kernel> {
  const kernel = createTestKernel({ basic: false, ...options }).use(mockChainPlugin().plugin)
  if (solana) kernel.use(mockChainPlugin({ namespace: 'solana' }).plugin)
  await kernel.start()
  return kernel
}
