import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A loopback HTTP proxy in front of a node, that a test can cut off to simulate an outage. */
export interface RpcProxy {
  url: string
  /** false: every connection is dropped, as an unreachable node would. */
  up: boolean
  stop(): Promise<void>
}

export async function startRpcProxy(target: string): Promise<RpcProxy> {
  const proxy: RpcProxy = { url: '', up: true, stop: async () => {} }
  const server = createServer((request, response) => {
    if (!proxy.up) {
      request.socket.destroy()
      return
    }
    readBody(request)
      .then((body) => fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body }))
      .then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' })
        response.end(await answer.text())
      })
      .catch(() => request.socket.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  proxy.stop = () => new Promise((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
  return proxy
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
