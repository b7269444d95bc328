import { describe, expect, it } from 'vitest'
import { openIdentitySession } from '../../../../services/frame/auth/identitySessions.js'
import { databases } from '../../api/db/databases.js'
import { SAMPLE_WALLET, signIn } from '../signIn.js'
import { HOUR, useFrame } from '../useFrame.js'

describe.each(databases())('accounts by identity on $name', (database) => {
  const frame = useFrame(database)
  const session = async (token: string) => (await frame.get('/v1/session', { token })).json()

  it('rule: an identity whose provider verified the email reaches the wallet of that email\'s code sign-in', async () => {
    frame.clock.advance(2 * HOUR)
    const token = await signIn(frame, 'same@example.com', '203.0.113.1')
    await frame.post('/v1/wallet', SAMPLE_WALLET, { token })
    const social = await openIdentitySession(frame.sql, { provider: 'google', subject: 'g-1', email: ' Same@Example.com ', emailVerified: true, userName: 'Same' }, frame.clock.now)
    expect(social).toEqual({ token: expect.any(String), email: 'same@example.com', userName: 'Same', authProvider: 'google', wallet: SAMPLE_WALLET })
    expect(await session(social.token)).toEqual({ email: 'same@example.com', authProvider: 'google', userName: 'Same', wallet: SAMPLE_WALLET })
  })

  it('rule: an email the provider did not verify names no account: the key is provider and subject, and the email is null', async () => {
    frame.clock.advance(2 * HOUR)
    const token = await signIn(frame, 'claimed@example.com', '203.0.113.2')
    await frame.post('/v1/wallet', SAMPLE_WALLET, { token })
    const social = await openIdentitySession(frame.sql, { provider: 'x', subject: '42', email: 'claimed@example.com', emailVerified: false }, frame.clock.now)
    expect(social).toEqual({ token: expect.any(String), email: null, authProvider: 'x', wallet: null })
    expect(await session(social.token)).toEqual({ email: null, authProvider: 'x', wallet: null })
    const [link] = await frame.sql.query<{ account: string }>("SELECT account FROM frame_identities WHERE provider = 'x' AND subject = '42'")
    expect(link?.account).toBe('x:42')
  })

  it('rule: once linked an identity keeps its account, whatever email the provider gives later', async () => {
    const first = await openIdentitySession(frame.sql, { provider: 'github', subject: '7', email: 'first@example.com', emailVerified: true }, frame.clock.now)
    await frame.post('/v1/wallet', SAMPLE_WALLET, { token: first.token })
    const later = await openIdentitySession(frame.sql, { provider: 'github', subject: '7', email: 'second@example.com', emailVerified: true }, frame.clock.now)
    expect(later).toMatchObject({ email: 'first@example.com', wallet: SAMPLE_WALLET })
  })

  it('rule: an account without an email has none to change (NO_EMAIL)', async () => {
    const { token } = await openIdentitySession(frame.sql, { provider: 'farcaster', subject: '1234', email: null, emailVerified: false, userName: 'fid1234' }, frame.clock.now)
    const refused = await frame.post('/v1/email/update', { newEmail: 'mine@example.com' }, { token, ip: '203.0.113.3' })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ code: 'NO_EMAIL', message: 'This account signs in without an email, so it has none to change' })
  })

  it('rule: an email change moves the identities linked to the address with the wallet', async () => {
    frame.clock.advance(2 * HOUR)
    const linked = await openIdentitySession(frame.sql, { provider: 'discord', subject: 'd-9', email: 'moving@example.com', emailVerified: true }, frame.clock.now)
    await frame.post('/v1/wallet', SAMPLE_WALLET, { token: linked.token })
    await frame.post('/v1/email/update', { newEmail: 'moved@example.com' }, { token: linked.token, ip: '203.0.113.4' })
    await frame.post('/v1/email/update/primary', { otp: await frame.codeFor('moving@example.com') }, { token: linked.token })
    expect((await frame.post('/v1/email/update/secondary', { otp: await frame.codeFor('moved@example.com') }, { token: linked.token })).status).toBe(200)
    const again = await openIdentitySession(frame.sql, { provider: 'discord', subject: 'd-9', email: 'moving@example.com', emailVerified: true }, frame.clock.now)
    expect(again).toMatchObject({ email: 'moved@example.com', wallet: SAMPLE_WALLET })
  })
})
