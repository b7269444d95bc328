import type { CDPSession } from 'playwright-core'

/** What the page was doing when a request started. */
export type Phase = 'load' | 'open' | 'later'

export interface FetchedScript {
  url: string
  phase: Phase
  /** The decoded body, as the page got it; compressed sizes are worked out after the run. */
  body: Buffer | undefined
  /** Bytes on the wire (headers included), the fallback when the body could not be read. */
  encodedBytes: number
  fromCache: boolean
}

export interface NetworkTracker {
  phase: Phase
  /** Each script URL once, in the order its response arrived. */
  scripts(): Promise<FetchedScript[]>
  /** Every host:port the page asked for, loopback included. */
  hosts: Set<string>
  /** Resolves once no request has been in flight for `quietMs`, or after `timeoutMs` (false then). */
  waitForQuiet(quietMs: number, timeoutMs: number): Promise<boolean>
}

const LONG_LIVED = new Set(['EventSource', 'WebSocket'])

/**
 * The page's network as CDP reports it. Scripts are what Chromium classes as such or serves with
 * a JavaScript type. Their bodies stay in the page's CDP buffer until scripts() reads them, after
 * the timed windows and before the page goes: read as each finished, the 100-300 KB copies went
 * through the renderer's main thread while it was evaluating that script or drawing the modal,
 * a cost of the bench that grew with the app's bytes. Nothing navigates a page before its read.
 */
export async function trackNetwork(cdp: CDPSession): Promise<NetworkTracker> {
  const inflight = new Set<string>()
  const pending = new Map<string, { url: string; phase: Phase; fromCache: boolean; script: boolean }>()
  const finished: { requestId: string; entry: Pick<FetchedScript, 'url' | 'phase' | 'fromCache'>; encodedBytes: number }[] = []
  const hosts = new Set<string>()
  let lastChange = Date.now()
  const tracker: NetworkTracker = {
    phase: 'load',
    hosts,
    async scripts() {
      const seen = new Set<string>()
      const once = finished.filter(({ entry }) => {
        if (seen.has(entry.url)) return false
        seen.add(entry.url)
        return true
      })
      return Promise.all(once.map(({ requestId, entry, encodedBytes }) => cdp.send('Network.getResponseBody', { requestId }).then(
        ({ body, base64Encoded }) => ({ ...entry, body: Buffer.from(body, base64Encoded ? 'base64' : 'utf8'), encodedBytes }),
        () => ({ ...entry, body: undefined, encodedBytes }),
      )))
    },
    async waitForQuiet(quietMs, timeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        if (inflight.size === 0 && Date.now() - lastChange >= quietMs) return true
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      return false
    },
  }

  const settle = (requestId: string) => {
    if (inflight.delete(requestId)) lastChange = Date.now()
  }
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return
    try {
      const url = new URL(event.request.url)
      if (/^(https?|wss?):$/.test(url.protocol)) hosts.add(url.host)
    } catch {
      // An unparsable URL fails in the page; nothing to record.
    }
    pending.set(event.requestId, { url: event.request.url, phase: tracker.phase, fromCache: false, script: event.type === 'Script' })
    if (!LONG_LIVED.has(event.type ?? '')) {
      inflight.add(event.requestId)
      lastChange = Date.now()
    }
  })
  cdp.on('Network.requestServedFromCache', (event) => {
    const entry = pending.get(event.requestId)
    if (entry) entry.fromCache = true
  })
  cdp.on('Network.responseReceived', (event) => {
    const entry = pending.get(event.requestId)
    if (!entry) return
    entry.script ||= event.type === 'Script' || /javascript|ecmascript/i.test(event.response.mimeType)
    entry.fromCache ||= Boolean(event.response.fromDiskCache)
  })
  cdp.on('Network.loadingFinished', (event) => {
    settle(event.requestId)
    const entry = pending.get(event.requestId)
    pending.delete(event.requestId)
    if (entry?.script) finished.push({ requestId: event.requestId, entry: { url: entry.url, phase: entry.phase, fromCache: entry.fromCache }, encodedBytes: event.encodedDataLength })
  })
  cdp.on('Network.loadingFailed', (event) => {
    settle(event.requestId)
    pending.delete(event.requestId)
  })
  await cdp.send('Network.enable', { maxTotalBufferSize: 200_000_000, maxResourceBufferSize: 50_000_000 })
  return tracker
}
