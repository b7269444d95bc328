import { describe, expect, it } from 'vitest'
import { databases } from '../../api/db/databases.js'
import { ALLOWED_ORIGIN, HOUR, PROJECT_ID, useFrame } from '../useFrame.js'

describe.each(databases())('email sign-in on $name', (database) => {
  const frame = useFrame(database)
  const start = (email: string, ip: string, origin = ALLOWED_ORIGIN) => frame.post('/v1/email/start', { projectId: PROJECT_ID, origin, email }, { ip })

  it('rule: a mailed code signs in, stores the wallet once, and the session reads it until it ends', async () => {
    frame.clock.advance(2 * HOUR)
    const started = await start('Visitor@Example.com ', '203.0.113.1')
    expect(started.status).toBe(200)
    expect(await started.json()).toEqual({ action: 'VERIFY_OTP' })
    const [mail] = await frame.mailTo('visitor@example.com')
    expect(mail?.subject).toMatch(/^\d{6} is your sign-in code$/)

    const verified = await frame.post('/v1/email/verify', { email: 'visitor@example.com', otp: await frame.codeFor('visitor@example.com') })
    expect(verified.status).toBe(200)
    const session = (await verified.json()) as { token: string; email: string; wallet: unknown }
    expect(session).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), email: 'visitor@example.com', authProvider: 'email', wallet: null })

    const wallet = {
      addresses: { eip155: `0x${'ab'.repeat(20)}`, solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T' },
      authShare: Buffer.from('auth share').toString('base64'),
      recoveryShare: Buffer.from('sealed recovery share').toString('base64'),
    }
    const stored = await frame.post('/v1/wallet', wallet, { token: session.token })
    expect(stored.status).toBe(201)
    expect(await (await frame.get('/v1/session', { token: session.token })).json()).toEqual({ email: 'visitor@example.com', authProvider: 'email', wallet })

    const ended = await frame.post('/v1/session/end', undefined, { token: session.token })
    expect(ended.status).toBe(204)
    const after = await frame.get('/v1/session', { token: session.token })
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ code: 'UNAUTHORIZED', message: 'The session has ended, sign in again' })
  })

  it('rule: a code is stored only as a salted hash, never as the digits mailed', async () => {
    frame.clock.advance(2 * HOUR)
    await start('hashed@example.com', '203.0.113.2')
    const code = await frame.codeFor('hashed@example.com')
    const rows = await frame.sql.query<Record<string, unknown>>("SELECT * FROM frame_codes WHERE email = 'hashed@example.com'")
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(code)
    expect(rows[0]!.hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('rule: a wrong code is "Invalid code", the fifth kills the code, and the right one no longer works', async () => {
    frame.clock.advance(2 * HOUR)
    await start('guesser@example.com', '203.0.113.3')
    const code = await frame.codeFor('guesser@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await frame.post('/v1/email/verify', { email: 'guesser@example.com', otp: wrong })
      expect(answer.status).toBe(400)
      expect(await answer.json()).toEqual({ code: 'INVALID_CODE', message: 'Invalid code' })
    }
    const fifth = await frame.post('/v1/email/verify', { email: 'guesser@example.com', otp: wrong })
    expect(await fifth.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts, request a new code' })
    const right = await frame.post('/v1/email/verify', { email: 'guesser@example.com', otp: code })
    expect(await right.json()).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many attempts, request a new code' })

    frame.clock.advance(31_000)
    await start('guesser@example.com', '203.0.113.3')
    const fresh = await frame.post('/v1/email/verify', { email: 'guesser@example.com', otp: await frame.codeFor('guesser@example.com') })
    expect(fresh.status).toBe(200)
  })

  it('rule: a code expires after 10 minutes, and a new code replaces the last', async () => {
    frame.clock.advance(2 * HOUR)
    await start('late@example.com', '203.0.113.4')
    const first = await frame.codeFor('late@example.com')
    frame.clock.advance(10 * 60 * 1000)
    const expired = await frame.post('/v1/email/verify', { email: 'late@example.com', otp: first })
    expect(expired.status).toBe(400)
    expect(await expired.json()).toEqual({ code: 'CODE_EXPIRED', message: 'The code has expired, request a new code' })

    await start('late@example.com', '203.0.113.4')
    const second = await frame.codeFor('late@example.com')
    frame.clock.advance(31_000)
    await start('late@example.com', '203.0.113.4')
    const third = await frame.codeFor('late@example.com')
    if (second !== third) {
      const replaced = await frame.post('/v1/email/verify', { email: 'late@example.com', otp: second })
      expect(await replaced.json()).toEqual({ code: 'INVALID_CODE', message: 'Invalid code' })
    }
    frame.clock.advance(10 * 60 * 1000 - 31_001)
    expect((await frame.post('/v1/email/verify', { email: 'late@example.com', otp: third })).status).toBe(200)
  })

  it('rule: a second code within 30 s is refused with SPEC\'s "Please try again after N seconds", N rounded up', async () => {
    frame.clock.advance(2 * HOUR)
    expect((await start('hasty@example.com', '203.0.113.5')).status).toBe(200)
    frame.clock.advance(12_300)
    const again = await start('hasty@example.com', '203.0.113.5')
    expect(again.status).toBe(429)
    expect(again.headers.get('retry-after')).toBe('18')
    expect(await again.json()).toEqual({ code: 'RATE_LIMITED', message: 'Please try again after 18 seconds' })
    expect(await frame.mailTo('hasty@example.com')).toHaveLength(1)
    frame.clock.advance(17_700)
    expect((await start('hasty@example.com', '203.0.113.5')).status).toBe(200)
  })

  it('rule: one address gets at most 10 codes an hour', async () => {
    frame.clock.advance(2 * HOUR)
    for (let sent = 0; sent < 10; sent++) {
      expect((await start('often@example.com', `203.0.113.${20 + sent}`)).status).toBe(200)
      frame.clock.advance(30_000)
    }
    const eleventh = await start('often@example.com', '203.0.113.40')
    expect(eleventh.status).toBe(429)
    // The first of the ten leaves the hour 60 min after it was sent; 5 min have gone by since.
    expect(await eleventh.json()).toEqual({ code: 'RATE_LIMITED', message: `Please try again after ${HOUR / 1000 - 300} seconds` })
  }, 30_000)

  it('rule: one client address gets at most 30 codes an hour, whatever the addresses', async () => {
    frame.clock.advance(2 * HOUR)
    for (let sent = 0; sent < 30; sent++) expect((await start(`many-${sent}@example.com`, '203.0.113.99')).status).toBe(200)
    const refused = await start('many-30@example.com', '203.0.113.99')
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED')
    expect(await frame.mailTo('many-30@example.com')).toEqual([])
    expect((await start('many-30@example.com', '203.0.113.100')).status).toBe(200)
  }, 60_000)

  it('rule: a code is sent only for an origin the project allows, wildcards included', async () => {
    frame.clock.advance(2 * HOUR)
    const refused = await start('elsewhere@example.com', '203.0.113.6', 'https://evil.example.net')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ code: 'ORIGIN_NOT_ALLOWED', message: 'Origin not allowed' })
    expect(await frame.mailTo('elsewhere@example.com')).toEqual([])
    expect((await start('elsewhere@example.com', '203.0.113.6', 'http://localhost:5173')).status).toBe(200)

    const unknown = await frame.post('/v1/email/start', { projectId: 'no-such-project', origin: ALLOWED_ORIGIN, email: 'x@example.com' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ code: 'PROJECT_NOT_FOUND', message: 'Invalid project id' })
  })

  it('rule: POST /v1/origin answers by the project\'s patterns', async () => {
    const ask = async (origin: string) => (await (await frame.post('/v1/origin', { projectId: PROJECT_ID, origin })).json()) as unknown
    expect(await ask(ALLOWED_ORIGIN)).toEqual({ allowed: true })
    expect(await ask('http://localhost:3000')).toEqual({ allowed: true })
    expect(await ask('http://localhost.evil.net:3000')).toEqual({ allowed: false })
    expect(await ask('https://app.example.com.evil.net')).toEqual({ allowed: false })
    const notAnOrigin = await frame.post('/v1/origin', { projectId: PROJECT_ID, origin: 'https://app.example.com/path' })
    expect(notAnOrigin.status).toBe(400)
    expect(await notAnOrigin.json()).toEqual({ code: 'INVALID_REQUEST', message: 'origin must be an origin such as https://app.example.com' })
  })

  it('rule: an address that is not one is refused before anything is sent', async () => {
    const answer = await start('not an address', '203.0.113.7')
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ code: 'INVALID_REQUEST', message: 'email: Invalid email address' })
  })

  it('rule: a body that is not typed JSON is refused, so a cross-site form cannot ask for codes', async () => {
    const answer = await fetch(`${frame.url}/v1/email/start`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ projectId: PROJECT_ID, origin: ALLOWED_ORIGIN, email: 'form@example.com' }),
    })
    expect(answer.status).toBe(415)
    expect(((await answer.json()) as { code: string }).code).toBe('UNSUPPORTED_MEDIA_TYPE')
  })
})
