import nodemailer, { type Transporter } from 'nodemailer'

/** Where mail goes: an SMTP server's URL (`smtp://user:pass@host:587`, `smtps://…`), or a nodemailer transport. */
export type SmtpOption = { url: string } | { transport: Transporter }

export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  /** Resolves once the SMTP server took the message; rejects when it did not. */
  send(mail: OutgoingMail): Promise<void>
  /** Closes the transport this mailer made (a given one is its giver's). */
  close(): void
}

export const DEFAULT_FROM = 'Portico <no-reply@portico.localhost>'

/**
 * Sends the frame's mail with nodemailer. An SMTP server that does not answer fails the send
 * within about 15 s, not nodemailer's two minutes: the visitor is waiting for the code.
 */
export function createMailer(smtp: SmtpOption, from: string = DEFAULT_FROM): Mailer {
  const owned = 'url' in smtp
  const transport = owned
    ? nodemailer.createTransport({ url: smtp.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 15_000 })
    : smtp.transport
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text })
    },
    close() {
      if (owned) transport.close()
    },
  }
}
