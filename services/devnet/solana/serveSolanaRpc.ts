import cors from '@fastify/cors'
import Fastify from 'fastify'
import { WebSocketServer, type WebSocket } from 'ws'
import * as z from 'zod'
import type { SolanaLedger } from './createSolanaLedger.js'
import { signatureStatusJson, SOLANA_RPC_METHODS, SolanaRpcError } from './solanaRpcMethods.js'

const MAX_BATCH = 100
const MAX_BODY_BYTES = 256 * 1024
const MAX_SUBSCRIPTIONS_PER_SOCKET = 256

const rpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string().max(100), z.number(), z.null()]).optional(),
  method: z.string().max(100),
  params: z.unknown().optional(),
})
type RpcId = string | number | null

export interface SolanaRpcServer {
  /** `http://127.0.0.1:<port>`; its pubsub is the same address over ws://. */
  url: string
  wsUrl: string
  stop(): Promise<void>
}

/**
 * Solana's JSON-RPC over `ledger` on 127.0.0.1: POST / with one request or a batch, and on the
 * same port the pubsub signatureSubscribe that web3.js' confirmTransaction waits on. Every request
 * is parsed; an unknown method is -32601 as on a validator.
 */
export async function serveSolanaRpc(ledger: SolanaLedger, port = 0): Promise<SolanaRpcServer> {
  const app = Fastify({ bodyLimit: MAX_BODY_BYTES })
  // A page on any local origin (the demo, a site in development) calls it, as it would a public node.
  await app.register(cors, { origin: '*', methods: ['POST'] })
  app.post('/', async (request) => {
    const body = request.body
    if (Array.isArray(body)) {
      if (body.length === 0 || body.length > MAX_BATCH) return rpcError(null, new SolanaRpcError(-32600, `Invalid request: a batch holds 1 to ${MAX_BATCH} requests`))
      return body.map((item) => answer(ledger, item))
    }
    return answer(ledger, body)
  })
  app.setErrorHandler((_error, _request, reply) => reply.code(200).send(rpcError(null, new SolanaRpcError(-32700, 'Parse error'))))

  const sockets = new WebSocketServer({ server: app.server, maxPayload: 64 * 1024 })
  sockets.on('connection', (socket) => servePubsub(ledger, socket))
  await app.listen({ port, host: '127.0.0.1' })
  const address = app.server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return {
    url: `http://127.0.0.1:${actualPort}`,
    wsUrl: `ws://127.0.0.1:${actualPort}`,
    async stop() {
      for (const socket of sockets.clients) socket.terminate()
      sockets.close()
      await app.close()
    },
  }
}

function answer(ledger: SolanaLedger, raw: unknown) {
  const parsed = rpcRequest.safeParse(raw)
  if (!parsed.success) return rpcError(null, new SolanaRpcError(-32600, 'Invalid request'))
  const { id = null, method, params } = parsed.data
  const handler = Object.hasOwn(SOLANA_RPC_METHODS, method) ? SOLANA_RPC_METHODS[method] : undefined
  if (!handler) return rpcError(id, new SolanaRpcError(-32601, 'Method not found'))
  try {
    return { jsonrpc: '2.0', id, result: handler(ledger, params) }
  } catch (error) {
    return rpcError(id, error instanceof SolanaRpcError ? error : new SolanaRpcError(-32603, 'Internal error'))
  }
}

function rpcError(id: RpcId, error: SolanaRpcError) {
  return { jsonrpc: '2.0', id, error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) } }
}

/**
 * signatureSubscribe (one notification once the signature lands, then the subscription ends, as
 * on a validator) and its unsubscribe. Other subscriptions are -32601.
 */
function servePubsub(ledger: SolanaLedger, socket: WebSocket): void {
  const waiting = new Map<number, string>()
  let next = 1
  const send = (message: unknown) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message))
  const notify = (subscription: number, slot: number, err: unknown) => {
    waiting.delete(subscription)
    send({ jsonrpc: '2.0', method: 'signatureNotification', params: { result: { context: { slot }, value: { err } }, subscription } })
  }
  const stopListening = ledger.onLanded((signature, status) => {
    for (const [subscription, awaited] of waiting) if (awaited === signature) notify(subscription, status.slot, status.err)
  })
  socket.on('close', stopListening)
  socket.on('message', (data) => {
    let raw: unknown
    try {
      raw = JSON.parse(String(data))
    } catch {
      return send(rpcError(null, new SolanaRpcError(-32700, 'Parse error')))
    }
    const parsed = rpcRequest.safeParse(raw)
    if (!parsed.success) return send(rpcError(null, new SolanaRpcError(-32600, 'Invalid request')))
    const { id = null, method, params } = parsed.data
    if (method === 'signatureSubscribe') {
      const signature = z.tuple([z.string().max(100)]).rest(z.unknown()).safeParse(params)
      if (!signature.success) return send(rpcError(id, new SolanaRpcError(-32602, 'Invalid params: a signature')))
      if (waiting.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) return send(rpcError(id, new SolanaRpcError(-32000, 'Too many subscriptions')))
      const subscription = next++
      waiting.set(subscription, signature.data[0])
      send({ jsonrpc: '2.0', id, result: subscription })
      const landed = ledger.status(signature.data[0])
      if (landed) notify(subscription, landed.slot, signatureStatusJson(landed).err)
      return
    }
    if (method === 'signatureUnsubscribe') {
      const subscription = z.tuple([z.number()]).safeParse(params)
      return send({ jsonrpc: '2.0', id, result: subscription.success && waiting.delete(subscription.data[0]) })
    }
    return send(rpcError(id, new SolanaRpcError(-32601, 'Method not found')))
  })
}
