import { describe, expect, it } from 'vitest'
import { SESSION_TTL_MS } from '../../../../services/frame/auth/sessions.js'
import { databases } from '../../api/db/databases.js'
import { SAMPLE_WALLET, signIn } from '../signIn.js'
import { HOUR, useFrame } from '../useFrame.js'

describe.each(databases())('sessions and wallets on $name', (database) => {
  const frame = useFrame(database)
  const unauthorized = { code: 'UNAUTHORIZED', message: 'The session has ended, sign in again' }

  it('rule: an address stores one wallet; a second is a 409 and the first stays', async () => {
    frame.clock.advance(2 * HOUR)
    const token = await signIn(frame, 'once@example.com', '198.51.100.10')
    expect((await frame.post('/v1/wallet', SAMPLE_WALLET, { token })).status).toBe(201)
    const again = await frame.post('/v1/wallet', { ...SAMPLE_WALLET, authShare: Buffer.from('another').toString('base64') }, { token })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ code: 'WALLET_EXISTS', message: 'This email already has a wallet' })
    expect(await (await frame.get('/v1/session', { token })).json()).toEqual({ email: 'once@example.com', authProvider: 'email', wallet: SAMPLE_WALLET })

    // A second browser signs in by code and gets the wallet with it, to rebuild the key.
    frame.clock.advance(31_000)
    await frame.post('/v1/email/start', { projectId: 'frame-test-project', origin: 'https://app.example.com', email: 'once@example.com' }, { ip: '198.51.100.11' })
    const verified = await frame.post('/v1/email/verify', { email: 'once@example.com', otp: await frame.codeFor('once@example.com') })
    expect(await verified.json()).toMatchObject({ email: 'once@example.com', wallet: SAMPLE_WALLET })
  })

  it('rule: the shares are never answered without a live session', async () => {
    frame.clock.advance(2 * HOUR)
    const token = await signIn(frame, 'guarded@example.com', '198.51.100.12')
    await frame.post('/v1/wallet', SAMPLE_WALLET, { token })
    const attempts = [
      await frame.get('/v1/session'),
      await frame.get('/v1/session', { token: 'A'.repeat(43) }),
      await fetch(`${frame.url}/v1/session`, { headers: { authorization: token } }),
      await frame.post('/v1/wallet', SAMPLE_WALLET),
      await frame.post('/v1/session/end', undefined, { token: 'A'.repeat(43) }),
    ]
    for (const answer of attempts) {
      expect(answer.status).toBe(401)
      const text = await answer.text()
      expect(JSON.parse(text)).toEqual(unauthorized)
      expect(text).not.toContain(SAMPLE_WALLET.authShare)
    }
    // A session past its seven days is over, whatever the token.
    frame.clock.advance(SESSION_TTL_MS)
    const expired = await frame.get('/v1/session', { token })
    expect(expired.status).toBe(401)
    expect(await expired.text()).not.toContain(SAMPLE_WALLET.authShare)
  })

  it('rule: a token is stored only as its hash, and ending the session deletes it', async () => {
    frame.clock.advance(2 * HOUR)
    const token = await signIn(frame, 'hash@example.com', '198.51.100.13')
    const rows = await frame.sql.query<{ token_hash: string }>("SELECT token_hash FROM frame_sessions WHERE email = 'hash@example.com'")
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.token_hash).not.toContain(token)
    expect((await frame.post('/v1/session/end', undefined, { token })).status).toBe(204)
    expect(await frame.sql.query("SELECT 1 FROM frame_sessions WHERE email = 'hash@example.com'")).toEqual([])
  })

  it('rule: a wallet body is checked field by field', async () => {
    frame.clock.advance(2 * HOUR)
    const token = await signIn(frame, 'checked@example.com', '198.51.100.14')
    const bad = [
      [{ ...SAMPLE_WALLET, addresses: { ...SAMPLE_WALLET.addresses, eip155: '0x12' } }, 'addresses.eip155 must be an EVM address (0x and 40 hex digits)'],
      [{ ...SAMPLE_WALLET, authShare: 'not base64!' }, 'authShare must be base64'],
      [{ ...SAMPLE_WALLET, extra: 1 }, undefined],
    ] as const
    for (const [body, message] of bad) {
      const answer = await frame.post('/v1/wallet', body, { token })
      expect(answer.status).toBe(400)
      const refusal = (await answer.json()) as { code: string; message: string }
      expect(refusal.code).toBe('INVALID_REQUEST')
      if (message) expect(refusal.message).toBe(message)
    }
    expect(await frame.sql.query("SELECT 1 FROM frame_wallets WHERE email = 'checked@example.com'")).toEqual([])
  })
})
