import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startFrame } from '../../../../services/frame/startFrame.js'
import { databases } from '../../api/db/databases.js'
import { ALLOWED_ORIGIN, HOUR, PROJECT_ID, useFrame } from '../useFrame.js'

/** A loopback port nothing listens on: an SMTP server that is down. */
async function deadPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}

describe.each(databases())('sending codes on $name', (database) => {
  const frame = useFrame(database)
  const start = (email: string, ip: string, url?: string) =>
    frame.post('/v1/email/start', { projectId: PROJECT_ID, origin: ALLOWED_ORIGIN, email }, { ip, ...(url ? { url } : {}) })

  it('rule: when the SMTP server is down the answer is 502 "Could not send the code", and no code or limit is left behind', async () => {
    frame.clock.advance(2 * HOUR)
    const warnings: unknown[] = []
    const broken = await startFrame({
      database: frame.sql,
      smtp: { url: `smtp://127.0.0.1:${await deadPort()}` },
      now: () => frame.clock.now,
      siteRoot: false,
      trustProxy: ['127.0.0.1'],
    })
    const warn = console.warn
    console.warn = (...line: unknown[]) => void warnings.push(line)
    try {
      const answer = await start('unlucky@example.com', '192.0.2.1', broken.url)
      expect(answer.status).toBe(502)
      expect(await answer.json()).toEqual({ code: 'EMAIL_SEND_FAILED', message: 'Could not send the code' })
      expect(await frame.sql.query("SELECT 1 FROM frame_codes WHERE email = 'unlucky@example.com'")).toEqual([])
      expect(await frame.sql.query("SELECT 1 FROM frame_rate_events WHERE key IN ('login:unlucky@example.com', 'ip:192.0.2.1')")).toEqual([])
      expect(warnings).toHaveLength(1)

      // The code a failed resend would have replaced still works, and nothing waits 30 s.
      expect((await start('unlucky@example.com', '192.0.2.1')).status).toBe(200)
      const first = await frame.codeFor('unlucky@example.com')
      frame.clock.advance(31_000)
      expect((await start('unlucky@example.com', '192.0.2.1', broken.url)).status).toBe(502)
      expect((await frame.post('/v1/email/verify', { email: 'unlucky@example.com', otp: first })).status).toBe(200)
    } finally {
      console.warn = warn
      await broken.stop()
    }
  })

  it("rule: a server told a shorter code interval (the browser tests' stack) sends the next code after it, and never within a second", async () => {
    frame.clock.advance(2 * HOUR)
    const short = await startFrame({ database: frame.sql, smtp: { url: frame.mailbox.smtpUrl }, now: () => frame.clock.now, siteRoot: false, trustProxy: ['127.0.0.1'], codeIntervalMs: 2_000 })
    const tooShort = await startFrame({ database: frame.sql, smtp: { url: frame.mailbox.smtpUrl }, now: () => frame.clock.now, siteRoot: false, trustProxy: ['127.0.0.1'], codeIntervalMs: 10 })
    try {
      expect((await start('quick@example.com', '192.0.2.4', short.url)).status).toBe(200)
      const early = await start('quick@example.com', '192.0.2.4', short.url)
      expect(await early.json()).toEqual({ code: 'RATE_LIMITED', message: 'Please try again after 2 seconds' })
      frame.clock.advance(2_000)
      expect((await start('quick@example.com', '192.0.2.4', short.url)).status).toBe(200)
      frame.clock.advance(500)
      expect((await start('quick@example.com', '192.0.2.4', tooShort.url)).status).toBe(429)
    } finally {
      await short.stop()
      await tooShort.stop()
    }
  })

  it('rule: two frame servers on one database share the limits', async () => {
    frame.clock.advance(2 * HOUR)
    const other = await frame.startAnother()
    expect((await start('shared@example.com', '192.0.2.2')).status).toBe(200)
    const elsewhere = await start('shared@example.com', '192.0.2.3', other.url)
    expect(elsewhere.status).toBe(429)
    expect(await elsewhere.json()).toEqual({ code: 'RATE_LIMITED', message: 'Please try again after 30 seconds' })

    for (let sent = 0; sent < 30; sent++) {
      const url = sent % 2 === 0 ? frame.url : other.url
      expect((await start(`shared-${sent}@example.com`, '192.0.2.4', url)).status).toBe(200)
    }
    expect((await start('shared-30@example.com', '192.0.2.4', frame.url)).status).toBe(429)
    expect((await start('shared-30@example.com', '192.0.2.4', other.url)).status).toBe(429)
  }, 60_000)

  it('rule: two requests at once on two servers take one place between them', async () => {
    frame.clock.advance(2 * HOUR)
    const other = await frame.startAnother()
    const answers = await Promise.all([frame.url, other.url, frame.url, other.url].map((url) => start('race@example.com', '192.0.2.5', url)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429])
    expect(await frame.mailTo('race@example.com')).toHaveLength(1)
  })
})
