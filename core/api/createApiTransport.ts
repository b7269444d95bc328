import { ApiError } from '../errors/ApiError.js'
import type { Kernel } from '../kernel/types.js'

/** What the client needs from a kernel; a plugin passes `ctx.kernel`. */
export type ApiKernel = Pick<Kernel, 'fetch' | 'options' | 'timers' | 'events'>

export interface ApiRequest {
  /** The endpoint as a template (`GET /getWalletImage/{id}`), used in errors instead of raw ids. */
  endpoint: string
  method: 'GET' | 'POST'
  /** The path after the API host, with every dynamic segment already encoded. */
  path: string
  query?: Readonly<Record<string, string | undefined>>
  body?: unknown
  signal?: AbortSignal
}

/** Checks a parsed body: the value it makes of it, or an ApiError API_INVALID_RESPONSE. */
export type BodyCheck<T> = (body: unknown) => T

/**
 * Loads the check of a response body: a zod schema (see zodCheck), which loads with the first
 * request that needs it so zod is never in the page's first bundle, or a hand-written reader.
 */
export type CheckLoader<T> = () => Promise<BodyCheck<T>>

export interface ApiTransport {
  /** The body, parsed as JSON and checked; a body is never handed on unchecked. */
  json<T>(request: ApiRequest, loadCheck: CheckLoader<T>): Promise<T>
  blob(request: ApiRequest): Promise<Blob>
  send(request: ApiRequest): Promise<void>
}

/**
 * Runs provider API requests: the common query parameters, a timeout through kernel timers, an
 * abort on kernel destroy, and coded errors. The race against the abort settles every promise even
 * when a fetch implementation ignores its signal, so nothing is left pending.
 */
export function createApiTransport(kernel: ApiKernel, timeoutMs: number): ApiTransport {
  const { apiUrl, projectId, sdkType, sdkVersion } = kernel.options

  const buildUrl = ({ path, query }: ApiRequest): string => {
    const url = new URL(`${apiUrl}${path}`)
    url.searchParams.set('projectId', projectId)
    url.searchParams.set('st', sdkType)
    url.searchParams.set('sv', sdkVersion)
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== '') url.searchParams.set(key, value)
    }
    return url.toString()
  }

  /**
   * The time-out is the server's: `read` calls `answered` once the body is in. Waiting after that
   * (for a lazily loaded check, our own code) ends with the check, an abort or the kernel's destroy.
   */
  async function run<T>(request: ApiRequest, read: (response: Response, answered: () => void) => Promise<T>): Promise<T> {
    const { endpoint } = request
    // No default host: a kernel without apiUrl has no provider API to ask (DESIGN: never a host the site did not configure).
    if (apiUrl === undefined) throw new ApiError('API_NOT_CONFIGURED', { endpoint })
    const controller = new AbortController()
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true })
    })
    const abortWith = (code: 'API_TIMEOUT' | 'API_ABORTED') => () => {
      if (controller.signal.aborted) return
      const details = code === 'API_TIMEOUT' ? `no answer within ${timeoutMs} ms` : undefined
      controller.abort(new ApiError(code, { endpoint, details }))
    }
    const onCallerAbort = abortWith('API_ABORTED')
    const cancelTimer = kernel.timers.setTimeout(abortWith('API_TIMEOUT'), timeoutMs)
    const offDestroyed = kernel.events.on('kernel:destroyed', abortWith('API_ABORTED'))
    request.signal?.addEventListener('abort', onCallerAbort, { once: true })
    if (request.signal?.aborted) onCallerAbort()

    const exchange = async (): Promise<T> => {
      let response: Response
      try {
        response = await kernel.fetch(buildUrl(request), {
          method: request.method,
          signal: controller.signal,
          ...(request.body === undefined
            ? {}
            : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) }),
        })
      } catch (error) {
        if (controller.signal.aborted) throw controller.signal.reason
        throw new ApiError('API_NETWORK_ERROR', { endpoint, cause: error })
      }
      if (!response.ok) {
        void response.body?.cancel().catch(() => {})
        throw new ApiError('API_HTTP_ERROR', { endpoint, status: response.status })
      }
      try {
        return await read(response, cancelTimer)
      } catch (error) {
        if (error instanceof ApiError || controller.signal.aborted) throw error
        throw new ApiError('API_NETWORK_ERROR', { endpoint, details: 'the response body could not be read', cause: error })
      }
    }

    try {
      return await Promise.race([exchange(), aborted])
    } finally {
      cancelTimer()
      offDestroyed()
      request.signal?.removeEventListener('abort', onCallerAbort)
    }
  }

  return {
    json: (request, loadBodyCheck) => {
      // The check loads beside the request rather than after the answer, so it costs no round trip.
      const check = loadCheck(request.endpoint, loadBodyCheck)
      // A request that fails first never reads the check: its own failure must not go unhandled.
      check.catch(() => {})
      return run(request, async (response, answered) => {
        const text = await response.text()
        answered()
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch (error) {
          throw new ApiError('API_INVALID_RESPONSE', { endpoint: request.endpoint, details: 'the body is not JSON', cause: error })
        }
        return (await check)(body)
      })
    },
    blob: (request) => run(request, async (response) => {
      // An image endpoint that answers with HTML or script is broken or hostile; never hand it on.
      const type = response.headers.get('content-type') ?? ''
      if (!type.toLowerCase().startsWith('image/')) {
        void response.body?.cancel().catch(() => {})
        throw new ApiError('API_INVALID_RESPONSE', { endpoint: request.endpoint, details: `content type "${type.slice(0, 100)}" is not an image` })
      }
      return readImage(response, request.endpoint, type)
    }),
    send: (request) => run(request, async (response) => {
      // SPEC section 7: the analytics response body is not specified, so it is released unread.
      // Not awaited: some stream implementations never settle a cancel.
      void response.body?.cancel().catch(() => {})
    }),
  }
}

/**
 * The check, loaded lazily. A load that fails (the page went offline since it started) is the
 * same API_NETWORK_ERROR as a request that could not be sent.
 */
async function loadCheck<T>(endpoint: string, loadBodyCheck: CheckLoader<T>): Promise<BodyCheck<T>> {
  return loadBodyCheck().catch((error: unknown) => {
    throw new ApiError('API_NETWORK_ERROR', { endpoint, details: 'the response check could not be loaded', cause: error })
  })
}

/**
 * The largest image the modal takes. Wallet and network logos are a few KiB; a megabyte is a
 * broken or hostile listing, and reading on would spend the visitor's memory and data on it.
 */
export const MAX_IMAGE_BYTES = 1_000_000

/** The body as a Blob, stopped and refused as soon as it is declared or read past MAX_IMAGE_BYTES. */
async function readImage(response: Response, endpoint: string, type: string): Promise<Blob> {
  const tooLarge = () => new ApiError('API_INVALID_RESPONSE', { endpoint, details: `the image is larger than ${MAX_IMAGE_BYTES} bytes` })
  if (Number(response.headers.get('content-length')) > MAX_IMAGE_BYTES) {
    void response.body?.cancel().catch(() => {})
    throw tooLarge()
  }
  if (!response.body) return response.blob()
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_IMAGE_BYTES) {
      void reader.cancel().catch(() => {})
      throw tooLarge()
    }
    chunks.push(value)
  }
  return new Blob(chunks as BlobPart[], { type })
}

