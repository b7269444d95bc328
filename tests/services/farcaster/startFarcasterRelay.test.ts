import { createAppClient, viemConnector } from '@farcaster/auth-client'
import { afterEach, describe, expect, it } from 'vitest'
import { signInWithFarcaster } from '../../../services/farcaster/farcasterApp.js'
import { startFarcasterRelay, type FarcasterRelay, type StartFarcasterRelayOptions } from '../../../services/farcaster/startFarcasterRelay.js'
import { TEST_FARCASTER_USERS } from '../../../services/farcaster/testFarcasterUsers.js'

const alice = TEST_FARCASTER_USERS[0]!
const started: FarcasterRelay[] = []
afterEach(async () => {
  await Promise.all(started.splice(0).map((relay) => relay.stop()))
})

async function relayWith(options: StartFarcasterRelayOptions = {}) {
  const relay = await startFarcasterRelay(options)
  started.push(relay)
  // The app client as a site's server makes it; it reads no chain in these tests.
  const app = createAppClient({ relay: relay.url, ethereum: viemConnector({ rpcUrl: relay.url }) })
  return { relay, app }
}

const channelRequest = { siweUri: 'http://127.0.0.1:8790/frame/', domain: '127.0.0.1:8790', nonce: 'abcdef0123456789' }

describe('the Farcaster relay stand-in, as @farcaster/auth-client calls it', () => {
  it('rule: createChannel answers 201 with a channel token, the nonce asked for, and a link parseSignInURI reads the token from', async () => {
    const { relay, app } = await relayWith()
    const created = await app.createChannel(channelRequest)
    expect(created.isError).toBe(false)
    expect(created.response!.status).toBe(201)
    expect(created.data).toEqual({ channelToken: expect.stringMatching(/^[0-9a-f-]{36}$/), nonce: channelRequest.nonce, url: expect.stringContaining(`${relay.url}/~/siwf?`) })
    const link = new URL(created.data!.url)
    expect(Object.fromEntries(link.searchParams)).toEqual({ channelToken: created.data!.channelToken, nonce: channelRequest.nonce, siweUri: channelRequest.siweUri, domain: channelRequest.domain })
  })

  it('rule: status is 202 pending until a Farcaster app authenticates, then 200 completed with its message, signature, fid and username', async () => {
    const { app } = await relayWith()
    const { data: channel } = await app.createChannel(channelRequest)
    const pending = await app.status({ channelToken: channel!.channelToken })
    expect(pending.response!.status).toBe(202)
    expect(pending.data).toMatchObject({ state: 'pending', nonce: channelRequest.nonce })
    await signInWithFarcaster({ url: channel!.url, fid: alice.fid, username: alice.username, key: alice.custodyKey })
    const done = await app.watchStatus({ channelToken: channel!.channelToken, interval: 50, timeout: 2_000 })
    expect(done.isError).toBe(false)
    expect(done.data).toMatchObject({ state: 'completed', fid: 1001, username: 'alice', authMethod: 'custody', signature: expect.stringMatching(/^0x/) })
    expect(done.data!.message).toContain(`farcaster://fid/1001`)
    expect(done.data!.message).toContain(`Nonce: ${channelRequest.nonce}`)
  })

  it('rule: a channel expires after its lifetime: status and authenticate answer 401 for it', async () => {
    let now = 1_000_000
    const { app } = await relayWith({ ttlMs: 60_000, now: () => now })
    const { data: channel } = await app.createChannel(channelRequest)
    now += 60_000
    expect((await app.status({ channelToken: channel!.channelToken })).response!.status).toBe(401)
    await expect(signInWithFarcaster({ url: channel!.url, fid: alice.fid, key: alice.custodyKey })).rejects.toThrow(/401/)
  })

  it('rule: authenticate needs a relay key the relay knows, and completes a channel once', async () => {
    const { app } = await relayWith()
    const { data: channel } = await app.createChannel(channelRequest)
    await expect(signInWithFarcaster({ url: channel!.url, fid: alice.fid, key: alice.custodyKey, relayKey: 'someone-else' })).rejects.toThrow(/401/)
    expect((await app.status({ channelToken: channel!.channelToken })).response!.status).toBe(202)
    await signInWithFarcaster({ url: channel!.url, fid: alice.fid, key: alice.custodyKey })
    await expect(signInWithFarcaster({ url: channel!.url, fid: alice.fid, key: alice.custodyKey })).rejects.toThrow(/409/)
  })

  it('rule: an unknown channel token, or none, is 401', async () => {
    const { relay, app } = await relayWith()
    expect((await app.status({ channelToken: '00000000-0000-0000-0000-000000000000' })).response!.status).toBe(401)
    expect((await fetch(`${relay.url}/v1/channel/status`)).status).toBe(401)
  })

  it('rule: bodies are validated: a channel without a domain, or with a short nonce, is refused 400 naming the field', async () => {
    const { relay } = await relayWith()
    const post = (body: unknown) => fetch(`${relay.url}/v1/channel`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const noDomain = await post({ siweUri: channelRequest.siweUri })
    expect(noDomain.status).toBe(400)
    expect(await noDomain.json()).toEqual({ error: expect.stringMatching(/^domain: /) })
    const shortNonce = await post({ ...channelRequest, nonce: 'abc' })
    expect(await shortNonce.json()).toEqual({ error: expect.stringMatching(/^nonce: /) })
    expect((await post({ ...channelRequest, extra: 1 })).status).toBe(400)
  })

  it('rule: the open channels are bounded: past the limit a new one is refused 503, and an expired one makes room', async () => {
    let now = 0
    const { app } = await relayWith({ maxChannels: 2, ttlMs: 1_000, now: () => now })
    expect((await app.createChannel(channelRequest)).response!.status).toBe(201)
    now = 500
    expect((await app.createChannel(channelRequest)).response!.status).toBe(201)
    expect((await app.createChannel(channelRequest)).response!.status).toBe(503)
    now = 1_000
    expect((await app.createChannel(channelRequest)).response!.status).toBe(201)
  })
})
