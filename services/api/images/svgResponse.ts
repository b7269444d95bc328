import { createHash } from 'node:crypto'
import type { ApiRequest, ApiResponse } from '../http/Route.js'

/** A day: images are derived from their id alone, so they change only when the drawing code does. */
const MAX_AGE_SECONDS = 86_400

/**
 * An SVG answer with caching headers and an ETag (a repeat request with it gets a 304). The CSP
 * keeps an SVG opened on its own from running anything, should a label ever sneak markup in.
 */
export function svgResponse(request: ApiRequest, svg: string): ApiResponse {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`
  const headers = {
    'content-type': 'image/svg+xml',
    'cache-control': `public, max-age=${MAX_AGE_SECONDS}`,
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    etag,
  }
  const known = request.headers['if-none-match']
  if (known !== undefined && known.split(',').some((tag) => tag.trim() === etag)) return { status: 304, headers }
  return { status: 200, headers, raw: svg }
}
