import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadArtifact } from '../../../../services/devnet/contractArtifact.js'
import { installFarcasterRegistry } from '../../../../services/devnet/installFarcasterRegistry.js'
import { startAnvil, type RunningAnvil } from '../../../../services/devnet/startAnvil.js'
import { signInWithFarcaster, type FarcasterAppSignIn } from '../../../../services/farcaster/farcasterApp.js'
import { startFarcasterRelay, type FarcasterRelay } from '../../../../services/farcaster/startFarcasterRelay.js'
import { TEST_FARCASTER_USERS } from '../../../../services/farcaster/testFarcasterUsers.js'
import { bindingOf } from '../../../../services/frame/farcaster/farcasterAttempts.js'
import { startFrame } from '../../../../services/frame/startFrame.js'
import { databases } from '../../api/db/databases.js'
import { ALLOWED_ORIGIN, HOUR, PROJECT_ID, useFrame } from '../useFrame.js'

const [alice, bob] = TEST_FARCASTER_USERS as [(typeof TEST_FARCASTER_USERS)[0], (typeof TEST_FARCASTER_USERS)[0]]
/** A key that holds no fid. */
const STRANGER_KEY = `0x${'42'.repeat(32)}` as const

/*
 * Real HTTP end to end: the frame's routes, the relay stand-in, the Farcaster app stand-in signing
 * with test keys, and @farcaster/auth-client's own verification reading the registry stand-ins on anvil.
 */
describe.each(databases())('farcaster sign-in on $name', (database) => {
  const parts: { relay?: FarcasterRelay; anvil?: RunningAnvil } = {}
  beforeAll(async () => {
    const [anvil, relay, id, key] = await Promise.all([
      startAnvil({ chainId: 31337, port: 0, accounts: 1, balance: 1 }), startFarcasterRelay({ now: () => frame.clock.now }), loadArtifact('TestIdRegistry'), loadArtifact('TestKeyRegistry'),
    ])
    Object.assign(parts, { anvil, relay })
    await installFarcasterRegistry(anvil.rpcUrl, { id, key }, TEST_FARCASTER_USERS.map(({ fid, custodyKey, authKey }) => ({ fid, custodyKey, authKeys: authKey ? [authKey] : [] })))
  }, 60_000)
  const frame = useFrame(database, { get farcaster() { return { relayUrl: parts.relay!.url, rpcUrl: parts.anvil!.rpcUrl } } })
  afterAll(async () => {
    await parts.relay?.stop()
    await parts.anvil?.stop()
  })

  let clientNumber = 0
  /** Starts an attempt as a frame page would, from a client address of its own (each start counts against it). */
  const start = async (origin = ALLOWED_ORIGIN) => {
    const verifier = randomBytes(32).toString('base64url')
    const response = await frame.post('/v1/farcaster/start', { projectId: PROJECT_ID, origin, binding: bindingOf(verifier) }, { ip: `203.0.113.${++clientNumber}` })
    const body = (await response.json()) as { url: string; attempt: string }
    return { response, ...body, verifier, status: () => frame.post('/v1/farcaster/status', { attempt: body.attempt, verifier }) }
  }
  const signAs = (url: string, sign: Omit<FarcasterAppSignIn, 'url'>) => signInWithFarcaster({ url, ...sign })

  it('rule: start opens a relay channel for the frame\'s origin and host; status is pending until the Farcaster app signs, then a session opens for the fid', async () => {
    const attempt = await start()
    expect(attempt.response.status).toBe(200)
    const link = new URL(attempt.url)
    expect(link.origin).toBe(parts.relay!.url)
    expect(link.searchParams.get('siweUri')).toBe(frame.url)
    expect(link.searchParams.get('domain')).toBe(new URL(frame.url).host)
    expect(link.searchParams.get('nonce')).toMatch(/^[0-9a-f]{32}$/)
    expect(await (await attempt.status()).json()).toEqual({ state: 'pending' })

    await signAs(attempt.url, { fid: alice.fid, username: alice.username, key: alice.custodyKey })
    const done = await attempt.status()
    expect(done.status).toBe(200)
    const answer = (await done.json()) as { token: string }
    expect(answer).toEqual({ state: 'completed', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), email: null, userName: 'alice', authProvider: 'farcaster', wallet: null })
    expect(await (await frame.get('/v1/session', { token: answer.token })).json()).toEqual({ email: null, userName: 'alice', authProvider: 'farcaster', wallet: null })
    // A completed attempt is used once.
    expect(await (await attempt.status()).json()).toMatchObject({ code: 'FARCASTER_NOT_FOUND' })
  })

  it('rule: the fid is the account: a later sign-in by an auth address of the same fid reaches the wallet the first one stored', async () => {
    const first = await start()
    await signAs(first.url, { fid: bob.fid, username: bob.username, key: bob.custodyKey })
    const { token } = (await (await first.status()).json()) as { token: string }
    const wallet = {
      addresses: { eip155: `0x${'cd'.repeat(20)}`, solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T' },
      authShare: Buffer.from('auth share').toString('base64'),
      recoveryShare: Buffer.from('sealed recovery share').toString('base64'),
    }
    expect((await frame.post('/v1/wallet', wallet, { token })).status).toBe(201)
    const again = await start()
    await signAs(again.url, { fid: bob.fid, key: bob.custodyKey })
    expect(await (await again.status()).json()).toMatchObject({ state: 'completed', wallet })

    const byAuthAddress = await start()
    await signAs(byAuthAddress.url, { fid: alice.fid, key: alice.authKey!, authMethod: 'authAddress' })
    expect(await (await byAuthAddress.status()).json()).toMatchObject({ state: 'completed', authProvider: 'farcaster' })
  })

  it.each([
    ['a signature by another key than the message names', { fid: alice.fid, key: alice.custodyKey, overrides: { signWith: STRANGER_KEY } }],
    ['a custody address that does not own the fid', { fid: alice.fid, key: bob.custodyKey }],
    ['a key that holds no fid at all', { fid: alice.fid, key: STRANGER_KEY }],
    ['a message for another nonce', { fid: alice.fid, key: alice.custodyKey, overrides: { nonce: 'ffffffffffffffffffffffffffffffff' } }],
    ['a message for another domain', { fid: alice.fid, key: alice.custodyKey, overrides: { domain: 'evil.example.com' } }],
  ] as const)('rule: %s is refused 401 FARCASTER_REFUSED, and opens no session', async (_case, sign) => {
    const sessions = async () => (await frame.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM frame_sessions WHERE auth_provider = 'farcaster'"))[0]?.n
    const before = await sessions()
    const attempt = await start()
    await signAs(attempt.url, sign)
    const refused = await attempt.status()
    expect(refused.status).toBe(401)
    expect(await refused.json()).toEqual({ code: 'FARCASTER_REFUSED', message: 'Farcaster could not verify this sign-in' })
    expect(await sessions()).toBe(before)
    expect((await attempt.status()).status).toBe(404)
  })

  it('rule: an attempt past its 5 minutes is refused 410 FARCASTER_EXPIRED, signed or not', async () => {
    const attempt = await start()
    await signAs(attempt.url, { fid: alice.fid, key: alice.custodyKey })
    frame.clock.advance(5 * 60_000)
    const expired = await attempt.status()
    expect(expired.status).toBe(410)
    expect(await expired.json()).toEqual({ code: 'FARCASTER_EXPIRED', message: 'The Farcaster sign-in has expired, start again' })
  })

  it('rule: only the page holding the verifier reads the attempt: another verifier is 404 FARCASTER_NOT_FOUND', async () => {
    const attempt = await start()
    await signAs(attempt.url, { fid: alice.fid, key: alice.custodyKey })
    const other = await frame.post('/v1/farcaster/status', { attempt: attempt.attempt, verifier: randomBytes(32).toString('base64url') })
    expect(other.status).toBe(404)
    expect(await other.json()).toMatchObject({ code: 'FARCASTER_NOT_FOUND' })
    expect(await (await attempt.status()).json()).toMatchObject({ state: 'completed' })
  })

  it('rule: start checks the origin for the project (403 ORIGIN_NOT_ALLOWED) and the binding\'s shape (400)', async () => {
    const refused = await start('https://elsewhere.example.com')
    expect(refused.response.status).toBe(403)
    const badBinding = await frame.post('/v1/farcaster/start', { projectId: PROJECT_ID, origin: ALLOWED_ORIGIN, binding: 'short' })
    expect(badBinding.status).toBe(400)
    expect(await badBinding.json()).toEqual({ code: 'INVALID_REQUEST', message: 'binding must be 32 bytes as base64url' })
  })

  it('rule: a relay that cannot be reached is 503 FARCASTER_UNAVAILABLE', async () => {
    frame.clock.advance(2 * HOUR)
    const dead = await startFarcasterRelay()
    await dead.stop()
    const offline = await startFrame({ database: frame.sql, smtp: { url: frame.mailbox.smtpUrl }, siteRoot: false, farcaster: { relayUrl: dead.url, rpcUrl: parts.anvil!.rpcUrl } })
    try {
      const response = await frame.post('/v1/farcaster/start', { projectId: PROJECT_ID, origin: ALLOWED_ORIGIN, binding: bindingOf('x'.repeat(43)) }, { url: offline.url })
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ code: 'FARCASTER_UNAVAILABLE', message: 'Farcaster sign-in is unavailable, try again later' })
    } finally {
      await offline.stop()
    }
  })
})
