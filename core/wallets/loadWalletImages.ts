import type { ApiClient } from '../api/createApiClient.js'
import { LIMITS } from '../constants/limits.js'
import type { Kernel } from '../kernel/types.js'
import { WALLET_IMAGE_FAILED, type WalletsState } from '../slices/walletsSlice.js'
import { walletApi } from './walletApi.js'

export interface ImageUrl {
  url: string
  /** Frees an object URL; absent for a data URL, which holds nothing. */
  revoke?: () => void
}

/** The part of `URL` that object URLs need; absent in some runtimes. */
export interface ObjectUrlApi {
  createObjectURL?: (blob: Blob) => string
  revokeObjectURL?: (url: string) => void
}

const SAFE_IMAGE_TYPE = /^image\/[a-z0-9.+-]+$/
const CHUNK = 0x8000

/**
 * An `<img src>` for an image blob: an object URL where the runtime has them (browsers, Node),
 * else a data URL. Only a plain image media type goes into a data URL; anything else is labelled
 * as opaque bytes.
 */
export async function toImageUrl(blob: Blob, urlApi: ObjectUrlApi | undefined = globalThis.URL): Promise<ImageUrl> {
  if (typeof urlApi?.createObjectURL === 'function') {
    const url = urlApi.createObjectURL(blob)
    return { url, revoke: () => urlApi.revokeObjectURL?.(url) }
  }
  const type = blob.type.split(';')[0]!.trim().toLowerCase()
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  // fromCharCode takes its bytes as arguments; chunks stay under engines' argument limits.
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK))
  }
  return { url: `data:${SAFE_IMAGE_TYPE.test(type) ? type : 'application/octet-stream'};base64,${globalThis.btoa(binary)}` }
}

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
