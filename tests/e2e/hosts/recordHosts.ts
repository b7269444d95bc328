import type { BrowserContext, Page } from 'playwright-core'

export interface HostRecord {
  /** Every http(s) request and WebSocket the page made, by URL, in order. */
  readonly urls: string[]
  /** Those whose host (name and port) is not `host`. */
  elsewhere(host: string): string[]
}

/**
 * Records every request the context's pages make (page.on('request') sees those a route then
 * aborts too) and every WebSocket they open. data: and blob: URLs reach no host and are left out.
 */
export function recordHosts(context: BrowserContext, page: Page): HostRecord {
  const urls: string[] = []
  const keep = (url: string) => {
    if (/^(https?|wss?):/.test(url)) urls.push(url)
  }
  context.on('request', (request) => keep(request.url()))
  page.on('websocket', (socket) => keep(socket.url()))
  return { urls, elsewhere: (host) => urls.filter((url) => new URL(url).host !== host) }
}
