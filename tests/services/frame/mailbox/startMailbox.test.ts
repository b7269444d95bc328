import nodemailer from 'nodemailer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_MESSAGES, startMailbox, type RunningMailbox } from '../../../../services/frame/mailbox/startMailbox.js'

describe('the development mailbox', () => {
  let mailbox: RunningMailbox
  const transport = () => nodemailer.createTransport(mailbox.smtpUrl)
  beforeAll(async () => {
    mailbox = await startMailbox()
  })
  afterAll(() => mailbox?.stop())

  it('rule: mail sent over SMTP is kept, newest first, and read per recipient as JSON', async () => {
    const mailer = transport()
    await mailer.sendMail({ from: 'sender@example.com', to: 'Reader@Example.com', subject: 'First', text: 'one' })
    await mailer.sendMail({ from: 'sender@example.com', to: 'reader@example.com, other@example.com', subject: 'Grüße — second', text: 'zwei: ü\n'.repeat(30) })
    await mailer.sendMail({ from: 'sender@example.com', to: 'nobody@example.com', subject: 'Third', text: 'three' })
    const answer = await fetch(`${mailbox.url}messages?to=READER@example.com`)
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    const { messages } = (await answer.json()) as { messages: { subject: string; text: string; to: string[]; from: string }[] }
    expect(messages.map((message) => message.subject)).toEqual(['Grüße — second', 'First'])
    expect(messages[0]!.text).toBe('zwei: ü\n'.repeat(30).trim())
    expect(messages[0]!.to).toEqual(['reader@example.com', 'other@example.com'])
    expect(messages[1]).toMatchObject({ from: 'sender@example.com', to: ['reader@example.com'], text: 'one' })
    expect(mailbox.messages()[0]!.subject).toBe('Third')
  })

  it('rule: the page lists the mail with everything escaped', async () => {
    await transport().sendMail({ from: 'x@example.com', to: 'page@example.com', subject: '<script>alert(1)</script>', text: '<img src=x onerror=alert(2)> & "quotes"' })
    const page = await fetch(mailbox.url)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).not.toContain('<script>alert(1)')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quotes&quot;')
    expect(html.indexOf('&lt;script&gt;')).toBeLessThan(html.indexOf('Third'))
  })

  it('rule: it keeps the newest messages only, up to its cap', async () => {
    const mailer = nodemailer.createTransport({ url: mailbox.smtpUrl, pool: true, maxMessages: Infinity })
    try {
      for (let sent = 0; sent <= MAX_MESSAGES; sent++) await mailer.sendMail({ from: 'x@example.com', to: 'flood@example.com', subject: `flood ${sent}`, text: '.' })
    } finally {
      mailer.close()
    }
    const messages = mailbox.messages()
    expect(messages).toHaveLength(MAX_MESSAGES)
    expect(messages[0]!.subject).toBe(`flood ${MAX_MESSAGES}`)
    expect(messages.at(-1)!.subject).toBe('flood 1')
  }, 60_000)

  it('rule: a message past the size cap is refused at the SMTP level', async () => {
    const before = mailbox.messages().length
    await expect(transport().sendMail({ from: 'x@example.com', to: 'big@example.com', subject: 'big', text: 'x'.repeat(300 * 1024) })).rejects.toThrow(/552|size/i)
    expect(mailbox.messages()).toHaveLength(before)
  })
})
