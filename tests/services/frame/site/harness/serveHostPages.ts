import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface HostPages {
  origin: string
  stop(): Promise<void>
}

/** A well-formed request the frame would answer, sent by whoever runs this script. */
const hostileScript = (id: string) => `
  let sent = 0
  const timer = setInterval(() => {
    const wallet = parent.frames[0]
    wallet.postMessage({ type: '@portico/app/GetChainId', id: '${id}-' + sent, payload: {} }, '*')
    wallet.postMessage({ type: '@portico/app/RpcRequest', id: '${id}-sign-' + sent, payload: { method: 'personal_sign', params: ['0x48', '0x0000000000000000000000000000000000000000'], chainId: 'eip155:1' } }, '*')
    if (++sent === 30) { clearInterval(timer); document.title = 'done' }
  }, 50)`

/**
 * A site on its own loopback origin. `/` embeds the frame first (frames[0]), then a child frame of
 * `hostileOrigin` and a same-origin srcdoc frame, both posting well-formed requests to the wallet
 * frame; the page records every message the frame posts to it in `window.received` and sends
 * requests with `window.send`. `/child` is the hostile child's page.
 */
export async function serveHostPages(frameUrl: () => string, hostileOrigin: () => string): Promise<HostPages> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (url.pathname === '/child') {
      return response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><script>${hostileScript('cross-origin')}</script>`)
    }
    if (url.pathname !== '/') return response.writeHead(404).end()
    const frameOrigin = new URL(frameUrl()).origin
    const sibling = `<script>${hostileScript('same-origin')}</script>`.replace(/"/g, '&quot;')
    const children = url.searchParams.has('hostileChildren')
      ? `<iframe id="cross" src="${hostileOrigin()}/child"></iframe><iframe id="same" srcdoc="${sibling}"></iframe>`
      : ''
    response.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html>
<iframe id="wallet" src="${frameUrl()}" style="width:360px;height:480px"></iframe>${children}
<script>
  window.received = []
  addEventListener('message', (event) => { if (event.origin === '${frameOrigin}') window.received.push(event.data) })
  window.send = (type, id, payload = {}) => document.getElementById('wallet').contentWindow.postMessage({ type: '@portico/app/' + type, id, payload }, '${frameOrigin}')
</script>`)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((done) => server.close(() => done())),
  })))
}
