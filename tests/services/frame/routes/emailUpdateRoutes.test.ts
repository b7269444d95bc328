import { describe, expect, it } from 'vitest'
import { databases } from '../../api/db/databases.js'
import { SAMPLE_WALLET, signIn } from '../signIn.js'
import { HOUR, useFrame } from '../useFrame.js'

describe.each(databases())('email change on $name', (database) => {
  const frame = useFrame(database)

  it('rule: the wallet moves to the new address once both codes passed, the current address\'s first', async () => {
    frame.clock.advance(2 * HOUR)
    const token = await signIn(frame, 'old@example.com', '192.0.2.50')
    const otherBrowser = await (async () => {
      frame.clock.advance(31_000)
      return signIn(frame, 'old@example.com', '192.0.2.51')
    })()
    await frame.post('/v1/wallet', SAMPLE_WALLET, { token })

    const update = await frame.post('/v1/email/update', { newEmail: 'New@Example.com' }, { token, ip: '192.0.2.50' })
    expect(update.status).toBe(200)
    expect(await update.json()).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await frame.codeFor('old@example.com')
    const secondary = await frame.codeFor('new@example.com')
    expect((await frame.mailTo('old@example.com'))[0]!.text).toContain('new@example.com')

    // The new address's code is no use before the current one's.
    const early = await frame.post('/v1/email/update/secondary', { otp: secondary }, { token })
    expect(early.status).toBe(409)
    expect(await early.json()).toEqual({ code: 'PRIMARY_OTP_REQUIRED', message: 'Enter the code sent to your current email first' })

    const wrong = await frame.post('/v1/email/update/primary', { otp: secondary === primary ? '000000' : secondary }, { token })
    expect(await wrong.json()).toEqual({ code: 'INVALID_CODE', message: 'Invalid code' })
    const first = await frame.post('/v1/email/update/primary', { otp: primary }, { token })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const second = await frame.post('/v1/email/update/secondary', { otp: secondary }, { token })
    expect(second.status).toBe(200)
    expect(await second.json()).toEqual({ email: 'new@example.com' })

    for (const session of [token, otherBrowser]) {
      expect(await (await frame.get('/v1/session', { token: session })).json()).toEqual({ email: 'new@example.com', authProvider: 'email', wallet: SAMPLE_WALLET })
    }
    expect(await frame.sql.query("SELECT 1 FROM frame_wallets WHERE email = 'old@example.com'")).toEqual([])
    // The old address now signs in to no wallet.
    frame.clock.advance(31_000)
    const fresh = await signIn(frame, 'old@example.com', '192.0.2.52')
    expect(await (await frame.get('/v1/session', { token: fresh })).json()).toEqual({ email: 'old@example.com', authProvider: 'email', wallet: null })
  })

  it('rule: no change to the same address or to one that has a wallet, and none without a session', async () => {
    frame.clock.advance(2 * HOUR)
    const taken = await signIn(frame, 'taken@example.com', '192.0.2.60')
    await frame.post('/v1/wallet', SAMPLE_WALLET, { token: taken })
    const token = await signIn(frame, 'mover@example.com', '192.0.2.61')

    const same = await frame.post('/v1/email/update', { newEmail: 'MOVER@example.com' }, { token })
    expect(await same.json()).toEqual({ code: 'SAME_EMAIL', message: 'This is already your email' })
    const inUse = await frame.post('/v1/email/update', { newEmail: 'taken@example.com' }, { token })
    expect(inUse.status).toBe(409)
    expect(await inUse.json()).toEqual({ code: 'EMAIL_IN_USE', message: 'This email already has a wallet of its own' })
    expect((await frame.post('/v1/email/update', { newEmail: 'free@example.com' })).status).toBe(401)
    expect((await frame.post('/v1/email/update/primary', { otp: '123456' })).status).toBe(401)
    expect((await frame.post('/v1/email/update/secondary', { otp: '123456' })).status).toBe(401)
    expect(await frame.mailTo('taken@example.com')).toHaveLength(1)
  })

  it('rule: a second request within 30 s is refused with the N-seconds text', async () => {
    frame.clock.advance(2 * HOUR)
    const token = await signIn(frame, 'twice@example.com', '192.0.2.70')
    expect((await frame.post('/v1/email/update', { newEmail: 'twice-new@example.com' }, { token })).status).toBe(200)
    frame.clock.advance(1_000)
    const again = await frame.post('/v1/email/update', { newEmail: 'twice-new@example.com' }, { token })
    expect(await again.json()).toEqual({ code: 'RATE_LIMITED', message: 'Please try again after 29 seconds' })
  })
})
