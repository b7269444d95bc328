import { connect } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { serveRelay, type RelayServer } from '../../../services/relay/serveRelay.js'
import { startRelay } from '../../../services/relay/startRelay.js'
import { connectRawClient, type RawRelayClient } from './connectRawClient.js'

const TOPIC = 'c'.repeat(64)
const started: { stop(): Promise<void> }[] = []
const clients: RawRelayClient[] = []

async function relay(options: Parameters<typeof serveRelay>[0] = {}): Promise<RelayServer> {
  const server = await serveRelay(options)
  started.push(server)
  return server
}

async function client(url: string, options: Parameters<typeof connectRawClient>[1] = {}): Promise<RawRelayClient> {
  const connected = await connectRawClient(url, options)
  clients.push(connected)
  return connected
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((connected) => connected.close()))
  await Promise.all(started.splice(0).map((server) => server.stop()))
})

describe('serveRelay', () => {
  it('rule: port 0 picks a free port on 127.0.0.1 and the url says which', async () => {
    const server = await relay()
    expect(server.url).toBe(`ws://127.0.0.1:${server.port}`)
    expect(server.port).toBeGreaterThan(0)
    // Bound to the IPv4 loopback only: the IPv6 one does not answer on that port.
    await expect(new Promise((resolve, reject) => {
      const socket = connect({ host: '::1', port: server.port }, () => resolve(socket.end()))
      socket.once('error', reject)
    })).rejects.toThrow()
  })

  it('rule: a taken port fails with a message naming it', async () => {
    const server = await relay()
    await expect(startRelay({ port: server.port })).rejects.toThrow(
      `Port ${server.port} on 127.0.0.1 is already taken, so the relay cannot start. Stop what uses it, or choose another port.`)
  })

  it('rule: a plain HTTP request gets 426 and a JSON error saying what the port is', async () => {
    const server = await relay()
    const response = await fetch(server.url.replace('ws:', 'http:'))
    expect(response.status).toBe(426)
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^This is a WalletConnect relay: open a WebSocket/) })
  })

  it('rule: a connection without auth, or with a malformed JWT, is closed with 3000 and the reason', async () => {
    const server = await relay()
    const anonymous = await client(server.url, { auth: null })
    expect(await anonymous.closed).toEqual({ code: 3000, reason: 'Missing auth: connect with ?auth=<did:key JWT> as the WalletConnect SDK does' })
    const malformed = await client(server.url, { auth: 'a.b' })
    expect(await malformed.closed).toEqual({ code: 3000, reason: 'Malformed auth JWT: expected three base64url parts' })
    expect(server.stats().connections).toBe(0)
  })

  it('rule: over the socket, a message published before the peer subscribed reaches it, and once acknowledged never again', async () => {
    const server = await relay()
    const dapp = await client(server.url)
    const keyPair = generateKeyPair()
    const wallet = await client(server.url, { keyPair })
    expect(await dapp.request('irn_publish', { topic: TOPIC, message: 'hello', ttl: 300, tag: 1100, prompt: true })).toMatchObject({ result: true })
    expect(await wallet.request('irn_subscribe', { topic: TOPIC })).toMatchObject({ result: expect.stringMatching(/^[0-9a-f]{64}$/) })
    const delivery = await wallet.nextSubscription()
    expect(delivery.params.data).toMatchObject({ topic: TOPIC, message: 'hello' })
    wallet.ack(delivery)
    await wallet.close()

    // The same client on a new connection: the acknowledged message stays delivered.
    const again = await client(server.url, { keyPair })
    await again.request('irn_subscribe', { topic: TOPIC })
    // Deliveries follow the subscribe reply at once; one more round trip makes sure none is coming.
    await again.request('irn_subscribe', { topic: 'f'.repeat(64) })
    expect(again.unread()).toEqual([])
    // Another client still gets it: it is held for its ttl, not dropped on the first delivery.
    const other = await client(server.url)
    await other.request('irn_subscribe', { topic: TOPIC })
    expect((await other.nextSubscription()).params.data.message).toBe('hello')
  })

  it('rule: binary frames and frames that are not JSON get JSON-RPC errors, and the connection goes on', async () => {
    const server = await relay()
    const connected = await client(server.url)
    const frames: unknown[] = []
    connected.socket.on('message', (data) => frames.push(JSON.parse(String(data))))
    connected.socket.send(Buffer.from('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}'), { binary: true })
    connected.socket.send('not json')
    await vi.waitFor(() => expect(frames).toHaveLength(2))
    expect(frames).toMatchObject([
      { id: null, error: { code: -32600, message: 'Binary frames are not supported: send JSON-RPC as text.' } },
      { id: null, error: { code: -32700 } },
    ])
    expect(await connected.request('irn_subscribe', { topic: TOPIC })).toMatchObject({ result: expect.any(String) })
  })

  it('rule: a frame over the size cap closes that socket with 1009; invalid UTF-8 with 1007; the relay serves on', async () => {
    const server = await relay({ maxFrameBytes: 1024 })
    const big = await client(server.url)
    big.socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_publish', params: { topic: TOPIC, message: 'x'.repeat(2048), ttl: 300 } }))
    expect((await big.closed).code).toBe(1009)
    const garbled = await client(server.url)
    garbled.socket.send(Buffer.from([0xff, 0xfe, 0xfd]), { binary: false })
    expect((await garbled.closed).code).toBe(1007)
    const next = await client(server.url)
    expect(await next.request('irn_subscribe', { topic: TOPIC })).toMatchObject({ result: expect.any(String) })
    expect(server.stats().heldMessages).toBe(0)
  })

  it('rule: a socket that stops answering pings is terminated and its subscriptions dropped; one that answers stays', async () => {
    const server = await relay({ pingIntervalMs: 40 })
    const silent = await client(server.url, { autoPong: false })
    const lively = await client(server.url)
    await silent.request('irn_subscribe', { topic: TOPIC })
    await lively.request('irn_subscribe', { topic: 'd'.repeat(64) })
    expect(server.stats().subscribedTopics).toBe(2)
    expect((await silent.closed).code).toBe(1006)
    await vi.waitFor(() => expect(server.stats()).toMatchObject({ subscribedTopics: 1, connections: 1 }))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(lively.socket.readyState).toBe(WebSocket.OPEN)
  })

  it('rule: a connection that closes loses its subscriptions at once', async () => {
    const server = await relay()
    const connected = await client(server.url)
    await connected.request('irn_batchSubscribe', { topics: [TOPIC, 'e'.repeat(64)] })
    expect(server.stats().subscribedTopics).toBe(2)
    await connected.close()
    await vi.waitFor(() => expect(server.stats()).toMatchObject({ subscribedTopics: 0, connections: 0 }))
  })

  it('rule: stop closes every connection with 1001 and frees the port', async () => {
    const server = await serveRelay()
    const connected = await client(server.url)
    await server.stop()
    expect(await connected.closed).toEqual({ code: 1001, reason: 'The relay is stopping' })
    const again = await startRelay({ port: server.port })
    started.push(again)
    expect(again.url).toBe(server.url)
  })
})
