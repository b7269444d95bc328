import { Agent, request, type IncomingHttpHeaders } from 'node:http'

export interface PostAnswer {
  status: number
  headers: IncomingHttpHeaders
  text: string
}

/** A keep-alive connection pool whose requests leave from `address`, one of loopback's 127.0.0.0/8. */
export const clientAt = (address: string): Agent => new Agent({ keepAlive: true, localAddress: address })

/**
 * POSTs a JSON body to a loopback URL through `client`, so the server sees the client's own
 * address (fetch cannot choose it), with `headers` besides (a proxy's X-Forwarded-*). A connection
 * error resolves as status 0 with its code as text.
 */
export function postFrom(client: Agent, url: string, body: string, headers: Readonly<Record<string, string>> = {}): Promise<PostAnswer> {
  const target = new URL(url)
  return new Promise((resolve) => {
    const outgoing = request({
      host: target.hostname,
      port: target.port,
      path: `${target.pathname}${target.search}`,
      method: 'POST',
      agent: client,
      headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }))
    })
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, headers: {}, text: error.code ?? error.message }))
    outgoing.end(body)
  })
}
