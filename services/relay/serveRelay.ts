import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import { authenticateRelayClient, type RelayClient } from './authenticateRelayClient.js'
import { createRelayHub, type RelayHub, type RelayPeer } from './createRelayHub.js'
import { formatError } from './formatRelayFrame.js'
import { RelayRpcError, RPC_INVALID_REQUEST } from './RelayRpcError.js'
import type { Relay } from './startRelay.js'

const HOST = '127.0.0.1'
/** IANA's WebSocket close code for "Unauthorized": the SDK treats 3000 as fatal and shows the reason. */
const CLOSE_UNAUTHORIZED = 3000
const CLOSE_GOING_AWAY = 1001
const STOP_GRACE_MS = 1000

export interface ServeRelayOptions {
  port?: number
  /**
   * How often the relay pings each socket; one that has not answered the previous ping is
   * terminated. The SDK in Node drops a connection that hears no ping for 35 s, so 30 s by default.
   */
  pingIntervalMs?: number
  /** Larger frames close the socket with 1009. 1 MiB by default, far above any WalletConnect message. */
  maxFrameBytes?: number
  /** How often expired messages are forgotten (they are never delivered either way). */
  sweepIntervalMs?: number
}

export interface RelayServer extends Relay {
  stats(): ReturnType<RelayHub['stats']> & { connections: number }
}

/** startRelay with the knobs tests turn: the server, the keep-alive and the sweep around a RelayHub. */
export async function serveRelay(options: ServeRelayOptions = {}): Promise<RelayServer> {
  const { port = 0, pingIntervalMs = 30_000, maxFrameBytes = 1024 * 1024, sweepIntervalMs = 60_000 } = options
  const hub = createRelayHub()
  const sockets = new Set<WebSocket>()
  const answeredPing = new WeakMap<WebSocket, boolean>()
  let stopping: Promise<void> | undefined

  const server = createServer(refusePlainHttp)
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes })
  wss.on('error', (error) => console.error('Portico relay:', error))

  server.on('upgrade', (request: IncomingMessage, socket, head) => {
    socket.on('error', () => socket.destroy())
    void authenticateRelayClient({ url: request.url, host: request.headers.host }).then((auth) => {
      if (stopping) return socket.destroy()
      wss.handleUpgrade(request, socket, head, (ws) => {
        if (stopping) return ws.terminate()
        // Upgraded first and closed after, so the client reads the reason in the close frame.
        if (!auth.ok) return ws.close(CLOSE_UNAUTHORIZED, auth.reason)
        accept(ws, auth.client)
      })
    }, () => socket.destroy())
  })

  const accept = (ws: WebSocket, client: RelayClient) => {
    sockets.add(ws)
    answeredPing.set(ws, true)
    const peer: RelayPeer = {
      clientId: client.clientId,
      send: (frame) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(frame)
      },
    }
    ws.on('pong', () => answeredPing.set(ws, true))
    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) {
        return peer.send(formatError(null, new RelayRpcError(RPC_INVALID_REQUEST, 'Binary frames are not supported: send JSON-RPC as text.')))
      }
      try {
        hub.receive(peer, toBuffer(data).toString('utf8'))
      } catch (error) {
        // receive answers every frame itself; this is the last guard that keeps the relay up.
        console.error('Portico relay: a frame could not be handled', error)
      }
    })
    // ws closes the socket itself on a protocol error, invalid UTF-8 (1007) or a frame over maxPayload (1009).
    ws.on('error', () => undefined)
    ws.on('close', () => {
      sockets.delete(ws)
      hub.disconnect(peer)
    })
  }

  const pinger = setInterval(() => {
    for (const ws of sockets) {
      if (!answeredPing.get(ws)) {
        ws.terminate()
        continue
      }
      answeredPing.set(ws, false)
      ws.ping()
    }
  }, pingIntervalMs)
  const sweeper = setInterval(() => hub.sweep(), sweepIntervalMs)

  try {
    await listen(server, port)
  } catch (error) {
    clearInterval(pinger)
    clearInterval(sweeper)
    throw error
  }
  const actualPort = (server.address() as AddressInfo).port

  return {
    url: `ws://${HOST}:${actualPort}`,
    port: actualPort,
    stats: () => ({ ...hub.stats(), connections: sockets.size }),
    stop: () => (stopping ??= (async () => {
      clearInterval(pinger)
      clearInterval(sweeper)
      await Promise.all([...sockets].map((ws) => closeSocket(ws)))
      wss.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    })()),
  }
}

/** A plain HTTP request gets a JSON answer saying what this port is, as every Portico service does. */
function refusePlainHttp(_request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(426, { 'content-type': 'application/json; charset=utf-8', upgrade: 'websocket', connection: 'Upgrade' })
  response.end(JSON.stringify({ error: 'This is a WalletConnect relay: open a WebSocket with ?auth=<did:key JWT>, as the WalletConnect SDK does.' }))
}

function closeSocket(ws: WebSocket): Promise<void> {
  if (ws.readyState === WebSocket.CLOSED) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => ws.terminate(), STOP_GRACE_MS)
    ws.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
    ws.close(CLOSE_GOING_AWAY, 'The relay is stopping')
  })
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)
}

function listen(server: ReturnType<typeof createServer>, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE'
        ? new Error(`Port ${port} on ${HOST} is already taken, so the relay cannot start. Stop what uses it, or choose another port.`)
        : error)
    }
    server.once('error', onError)
    server.listen(port, HOST, () => {
      server.off('error', onError)
      resolve()
    })
  })
}
