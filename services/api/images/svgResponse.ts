import { createHash } from 'node:crypto'
import type { ApiRequest, ApiResponse } from '../http/Route.js'

/** A day: drawn images change only when the drawing code does, imported logos when the registry is imported again. */
const MAX_AGE_SECONDS = 86_400

/**
 * An image answer with caching headers and an ETag (a repeat request with it gets a 304). The CSP
 * keeps an SVG opened on its own from running anything, should a label or an imported logo ever
 * carry script; nosniff (the server's) keeps a browser to the type given.
 */
export function imageResponse(request: ApiRequest, image: string | Uint8Array, contentType: string): ApiResponse {
  const etag = `"${createHash('sha256').update(image).digest('base64url').slice(0, 27)}"`
  const headers = {
    'content-type': contentType,
    'cache-control': `public, max-age=${MAX_AGE_SECONDS}`,
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    etag,
  }
  const known = request.headers['if-none-match']
  if (known !== undefined && known.split(',').some((tag) => tag.trim() === etag)) return { status: 304, headers }
  return { status: 200, headers, raw: image }
}

export const svgResponse = (request: ApiRequest, svg: string): ApiResponse => imageResponse(request, svg, 'image/svg+xml')
