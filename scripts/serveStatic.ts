import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

export interface StaticSite {
  url: string
  stop(): Promise<void>
}

export interface ServeStaticOptions {
  /** Sent with every answer (a Content-Security-Policy under test). */
  headers?: Record<string, string>
  /**
   * Pages as a single-page app's host serves them: a path with no file extension is its own page
   * (`/wc-wallet` is wc-wallet.html) when there is one, else index.html.
   */
  spa?: boolean
}

/**
 * A plain static file server for a built site on 127.0.0.1 and a port the system picks: what a
 * host would serve. `/` is index.html; a path outside `root` or a file that is not there is a 404.
 * Shared by the browser tests and the local stack's built demo.
 */
export async function serveStatic(root: string, { headers = {}, spa = false }: ServeStaticOptions = {}): Promise<StaticSite> {
  const base = normalize(root.endsWith(sep) ? root : root + sep)
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
      const isFile = async (path: string) => path.startsWith(base) && (await stat(path).catch(() => undefined))?.isFile() === true
      let file = normalize(join(base, pathname === '/' ? 'index.html' : pathname))
      if (spa && extname(pathname) === '' && pathname !== '/') {
        const own = normalize(join(base, `${pathname.replace(/\/+$/, '')}.html`))
        file = (await isFile(own)) ? own : join(base, 'index.html')
      }
      const found = await isFile(file)
      const common = { ...headers, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
      if (request.method !== 'GET' || !found) {
        response.writeHead(404, { ...common, 'content-type': 'text/plain; charset=utf-8' }).end('not found')
        return
      }
      response.writeHead(200, { ...common, 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
      createReadStream(file).pipe(response)
    })().catch(() => response.destroy())
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    stop: () => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
