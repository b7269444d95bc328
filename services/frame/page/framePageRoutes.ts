import { defineFrameRoute, type FrameRoute } from '../http/FrameRoute.js'
import { FrameServerError } from '../FrameServerError.js'
import { FRAME_BASE, type PageFile } from './buildFramePage.js'

/**
 * Where the frame page may load from and talk to. Anything may embed it (frame-ancestors *): the
 * page itself asks /v1/origin whether the project allows its embedder, and answers nobody else.
 * RPC goes to whatever node the site names (https, or a local devnet on loopback).
 */
export const FRAME_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  // Token and network images come from the site's API: https, or loopback in development.
  "img-src 'self' data: https: http://127.0.0.1:* http://localhost:*",
  "connect-src 'self' https: wss: http://127.0.0.1:* http://localhost:* ws://127.0.0.1:* ws://localhost:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ')

const PAGE_HEADERS = {
  'content-security-policy': FRAME_CSP,
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
}

/**
 * `GET /frame/` (whatever its query: projectId, chainId, version, enableLogger, rpcUrl, read by
 * the page) and the page's built files below it. The page is never cached, so a new build is
 * what the next load gets; its files carry a hash in their names, so they are cached for good.
 */
export function framePageRoutes(files: ReadonlyMap<string, PageFile>): FrameRoute[] {
  const page = files.get('index.html')
  if (!page) throw new Error('the frame page was built without index.html')
  return [
    defineFrameRoute({
      method: 'GET',
      path: '/frame',
      async handle({ search }) {
        return { status: 308, headers: { location: `${FRAME_BASE}${search}` } }
      },
    }),
    defineFrameRoute({
      method: 'GET',
      path: `${FRAME_BASE}*`,
      async handle({ path }) {
        const name = path.slice(FRAME_BASE.length)
        // Built names are plain ASCII, so a name is looked up as sent, never decoded into another.
        const file = name === '' || name === 'index.html' ? page : files.get(name)
        if (!file) throw new FrameServerError('NOT_FOUND')
        const caching = file === page ? 'no-store' : 'public, max-age=31536000, immutable'
        return { status: 200, headers: { ...PAGE_HEADERS, 'content-type': file.contentType, 'cache-control': caching }, raw: file.bytes }
      },
    }),
  ]
}
