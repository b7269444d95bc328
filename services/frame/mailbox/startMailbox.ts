import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { mailboxPage } from './mailboxPage.js'
import { parseMessage } from './parseMessage.js'

/** The newest this many are kept; older ones go. */
export const MAX_MESSAGES = 200
/** A larger message is refused at the SMTP level (the frame's mail is under 1 KiB). */
export const MAX_MESSAGE_BYTES = 256 * 1024

export interface ReceivedMessage {
  id: string
  /** ISO time it arrived. */
  receivedAt: string
  /** The envelope's sender and recipients (MAIL FROM, RCPT TO), lower-cased. */
  from: string
  to: string[]
  subject: string
  text: string
}

export interface StartMailboxOptions {
  /** 0 (the default) picks a free port. */
  smtpPort?: number
  httpPort?: number
}

export interface RunningMailbox {
  /** `smtp://127.0.0.1:<port>`: the frame's SMTP_URL. */
  smtpUrl: string
  /** The page listing the mail. */
  url: string
  /** Newest first. */
  messages(): ReceivedMessage[]
  stop(): Promise<void>
}

/**
 * The development mailbox: a real SMTP server on 127.0.0.1 (no authentication, no TLS, any
 * recipient) keeping what it receives in memory, and a small HTTP server showing it: `GET /` a
 * page, `GET /messages?to=<address>` JSON, newest first. Nothing leaves the machine.
 */
export async function startMailbox(options: StartMailboxOptions = {}): Promise<RunningMailbox> {
  const received: ReceivedMessage[] = []
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Portico development mailbox',
    logger: false,
    // stop() waits at most this long for a client still connected.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      let bytes = 0
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        if (bytes <= MAX_MESSAGE_BYTES) chunks.push(chunk)
      })
      stream.on('error', callback)
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(Object.assign(new Error('Message exceeds the mailbox limit'), { responseCode: 552 }))
        const { subject, text } = parseMessage(Buffer.concat(chunks).toString('utf8'))
        const sender = session.envelope.mailFrom
        received.unshift({
          id: randomUUID(),
          receivedAt: new Date().toISOString(),
          from: sender ? sender.address.toLowerCase() : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject,
          text,
        })
        received.splice(MAX_MESSAGES)
        callback()
      })
    },
  })
  // A client that breaks off mid-message is its own problem, not the mailbox's end.
  smtp.on('error', () => {})
  const smtpPort = await new Promise<number>((resolve, reject) => {
    const listening = smtp.listen(options.smtpPort ?? 0, '127.0.0.1', () => resolve((listening.address() as AddressInfo).port))
    listening.once('error', reject)
  })

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const common = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
    if (request.method === 'GET' && url.pathname === '/') {
      response.writeHead(200, { ...common, 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" })
      response.end(mailboxPage(received))
    } else if (request.method === 'GET' && url.pathname === '/messages') {
      const to = url.searchParams.get('to')?.trim().toLowerCase()
      const messages = to ? received.filter((message) => message.to.includes(to)) : received
      response.writeHead(200, { ...common, 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify({ messages }))
    } else {
      response.writeHead(404, { ...common, 'content-type': 'text/plain; charset=utf-8' })
      response.end('Not found')
    }
  })
  try {
    await listen(http, options.httpPort ?? 0)
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    throw error
  }

  let stopping: Promise<void> | undefined
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/`,
    messages: () => [...received],
    stop: () => (stopping ??= Promise.all([
      new Promise<void>((resolve) => smtp.close(() => resolve())),
      new Promise<void>((resolve) => {
        http.closeAllConnections()
        http.close(() => resolve())
      }),
    ]).then(() => undefined)),
  }
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
}
