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
