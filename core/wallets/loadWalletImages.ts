import type { ApiClient } from '../api/createApiClient.js'
import { LIMITS } from '../constants/limits.js'
import type { Kernel } from '../kernel/types.js'
import { WALLET_IMAGE_FAILED, type WalletsState } from '../slices/walletsSlice.js'
import { toImageUrl, type ImageUrl } from './toImageUrl.js'
import { walletApi } from './walletApi.js'

export interface LoadWalletImagesOptions {
  /** Tries again the ids marked failed (a later opening of the modal); off by default. */
  retryFailed?: boolean
}

interface ImagesLocal {
  inFlight: Map<string, Promise<void>>
  revokers: (() => void)[]
}

const IMAGES = Symbol('portico.wallet-images')

const imagesOf = (kernel: Kernel) =>
  kernel.local<ImagesLocal>(IMAGES, () => {
    const local: ImagesLocal = { inFlight: new Map(), revokers: [] }
    // Object URLs pin their blobs in memory until revoked; a destroyed kernel shows none of them.
    kernel.events.on('kernel:destroyed', () => {
      for (const revoke of local.revokers.splice(0)) revoke()
    })
    return local
  })

/**
 * Loads wallet images into `wallets.images` as object URLs (data URLs where the runtime has no
 * object URLs). Only ids of listings the kernel holds are fetched (SPEC section 5: wallet images
 * are fetched only for listed ids; the API client enforces it as well). An image that fails, or
 * has not arrived within SPEC's 2 s preload timeout, is marked WALLET_IMAGE_FAILED and the view
 * shows a placeholder. An id in flight is never fetched a second time, nor one already loaded.
 *
 * Call it when the modal opens and as pages arrive, never before: the React layer does so, so a
 * page that never opens the modal downloads no images. Never rejects.
 */
export async function loadWalletImages(
  kernel: Kernel,
  ids: Iterable<string>,
  { retryFailed = false }: LoadWalletImagesOptions = {},
): Promise<void> {
  const api = kernel.status === 'destroyed' ? undefined : walletApi(kernel)
  if (!api) return
  const state = kernel.store('wallets').getState()
  const listed = listedIds(state)
  const images = imagesOf(kernel)
  const tasks: Promise<void>[] = []
  for (const id of new Set(ids)) {
    if (!listed.has(id)) continue
    const running = images.inFlight.get(id)
    if (running) {
      tasks.push(running)
      continue
    }
    const current = state.images[id]
    if (current !== undefined && !(retryFailed && current === WALLET_IMAGE_FAILED)) continue
    const task = loadOne(kernel, api, images, id).finally(() => images.inFlight.delete(id))
    images.inFlight.set(id, task)
    tasks.push(task)
  }
  await Promise.all(tasks)
}

async function loadOne(kernel: Kernel, api: ApiClient, images: ImagesLocal, id: string): Promise<void> {
  const controller = new AbortController()
  const cancelTimeout = kernel.timers.setTimeout(() => controller.abort(), LIMITS.imagePreloadTimeoutMs)
  let image: ImageUrl | undefined
  try {
    const blob = await api.fetchWalletImage(id, { signal: controller.signal })
    image = await toImageUrl(blob)
  } catch {
    image = undefined
  } finally {
    cancelTimeout()
  }
  if (kernel.status === 'destroyed' || (image && controller.signal.aborted)) {
    // Too late: the kernel is gone, or the timeout already gave up on this image.
    image?.revoke?.()
    image = undefined
    if (kernel.status === 'destroyed') return
  }
  if (image?.revoke) images.revokers.push(image.revoke)
  const url = image?.url ?? WALLET_IMAGE_FAILED
  kernel.store('wallets').setState((draft) => {
    draft.images[id] = url
  })
}

function listedIds(state: WalletsState): Set<string> {
  const ids = new Set<string>()
  for (const list of [state.featured, state.recommended, state.listings, state.search.results]) {
    for (const wallet of list) ids.add(wallet.id)
  }
  return ids
}
