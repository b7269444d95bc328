/** A logo as stored: its bytes and the type they were served with. */
export interface RegistryLogo {
  contentType: string
  bytes: Uint8Array
}

export interface LogoLimits {
  /** The largest logo kept, in bytes. */
  maxBytes: number
  timeoutMs: number
}

export const LOGO_LIMITS: LogoLimits = { maxBytes: 1024 * 1024, timeoutMs: 10_000 }

/** The image types a browser draws in an `<img>` without surprises; anything else is not kept. */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'])

/**
 * Fetches one logo and keeps it only within the limits: an allowed image type, at most
 * `maxBytes` (read no further than that, whatever Content-Length claims), within the timeout.
 * Throws a plain sentence on anything else; the import skips that logo and says why.
 */
export async function fetchRegistryLogo(url: URL, fetchImpl: typeof fetch, limits: LogoLimits = LOGO_LIMITS): Promise<RegistryLogo> {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(limits.timeoutMs), redirect: 'error' })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  if (!IMAGE_TYPES.has(contentType)) {
    discard(response)
    throw new Error(`type ${JSON.stringify(contentType.slice(0, 60))} is not an image type we keep`)
  }
  const declared = Number(response.headers.get('content-length'))
  if (declared > limits.maxBytes) {
    discard(response)
    throw new Error(`${declared} bytes is over the ${limits.maxBytes}-byte cap`)
  }
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body?.getReader()
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.byteLength
    if (size > limits.maxBytes) {
      reader!.cancel().catch(() => {})
      throw new Error(`over the ${limits.maxBytes}-byte cap`)
    }
    chunks.push(part.value)
  }
  if (size === 0) throw new Error('empty')
  return { contentType, bytes: Buffer.concat(chunks) }
}

/** Drops a body unread. Not awaited: a cancel may wait on a peer that never answers it. */
function discard(response: Response): void {
  response.body?.cancel().catch(() => {})
}
