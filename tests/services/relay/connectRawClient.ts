import { encodeIss, generateKeyPair, signJWT, type Keypair } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

export interface RelayReply {
  id: unknown
  result?: unknown
  error?: { code: number; message: string }
}

export interface RelaySubscription {
  id: number
  params: { id: string; data: { topic: string; message: string; publishedAt: number; attestation?: string } }
}

export interface RawRelayClient {
  clientId: string
  socket: WebSocket
  /** Sends a JSON-RPC request and resolves with the relay's reply to it. */
  request(method: string, params: unknown): Promise<RelayReply>
  /** The next irn_subscription the relay sends (queued until read); never acknowledged by itself. */
  nextSubscription(): Promise<RelaySubscription>
  /** The irn_subscription frames received and not read yet. */
  unread(): RelaySubscription[]
  ack(subscription: RelaySubscription): void
  /** The close code and reason, once the socket closes. */
  closed: Promise<{ code: number; reason: string }>
  close(): Promise<void>
}

export interface ConnectRawClientOptions {
  keyPair?: Keypair
  /** The `auth` query parameter as is; null leaves it out. A valid JWT by default. */
  auth?: string | null
  /** Answer the relay's pings (true by default, as every WebSocket client does). */
  autoPong?: boolean
}

/** A bare WebSocket client of the relay, speaking its JSON-RPC by hand, authenticated as the SDK does. */
export async function connectRawClient(url: string, options: ConnectRawClientOptions = {}): Promise<RawRelayClient> {
  const keyPair = options.keyPair ?? generateKeyPair()
  const auth = options.auth === undefined ? await signJWT('test-session', url, 86_400, keyPair) : options.auth
  const query = new URLSearchParams({ projectId: 'portico-local', ua: 'wc-2/js-2.25.0/linux/node' })
  if (auth !== null) query.set('auth', auth)
  const socket = new WebSocket(`${url}/?${query}`, { autoPong: options.autoPong ?? true })
  const replies = new Map<string, (reply: RelayReply) => void>()
  const subscriptions: RelaySubscription[] = []
  const waiting: ((subscription: RelaySubscription) => void)[] = []
  let nextId = 1

  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as RelayReply & { method?: string; params?: unknown }
    if (frame.method === 'irn_subscription') {
      const subscription = frame as unknown as RelaySubscription
      const waiter = waiting.shift()
      if (waiter) waiter(subscription)
      else subscriptions.push(subscription)
      return
    }
    replies.get(String(frame.id))?.(frame)
    replies.delete(String(frame.id))
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })

  return {
    clientId: encodeIss(keyPair.publicKey),
    socket,
    request: (method, params) => new Promise((resolve) => {
      const id = `req-${nextId++}`
      replies.set(id, resolve)
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    }),
    nextSubscription: () => new Promise((resolve) => {
      const queued = subscriptions.shift()
      if (queued) resolve(queued)
      else waiting.push(resolve)
    }),
    unread: () => [...subscriptions],
    ack: (subscription) => socket.send(JSON.stringify({ id: subscription.id, jsonrpc: '2.0', result: true })),
    closed,
    close: async () => {
      if (socket.readyState !== WebSocket.CLOSED) socket.close()
      await closed
    },
  }
}
