import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

export interface StaticServer {
  url: string
  stop(): Promise<void>
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}

/**
 * One app's dist on 127.0.0.1 and a free port, with the cache headers a site would send: hashed
 * files under assets/ are immutable for a year, the page itself is revalidated (ETag, 304), so a
 * warm load is served from the browser's HTTP cache. Bodies go uncompressed: the report computes
 * gzip and brotli sizes itself, and loopback has no bandwidth to save.
 */
export async function serveStatic(distDir: string): Promise<StaticServer> {
  const root = path.resolve(distDir)
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    const file = path.resolve(root, `.${pathname === '/' ? '/index.html' : pathname}`)
    if (!file.startsWith(root + path.sep) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404).end()
      return
    }
    stat(file).then(
      (info) => {
        if (!info.isFile()) return void response.writeHead(404).end()
        const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`
        const headers = {
          'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          etag,
        }
        if (request.headers['if-none-match'] === etag) return void response.writeHead(304, headers).end()
        response.writeHead(200, { ...headers, 'content-length': String(info.size) })
        if (request.method === 'HEAD') return void response.end()
        createReadStream(file).pipe(response)
      },
      () => void response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
