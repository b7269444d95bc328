import type { ReceivedMessage } from './startMailbox.js'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

/**
 * The development mailbox as a page: every message, newest first, its text as sent. Everything
 * that came in by mail is escaped: a message is written by whoever sent it. It reloads itself
 * every five seconds, so a code shows up without a click.
 */
export function mailboxPage(messages: readonly ReceivedMessage[]): string {
  const items = messages.map((message) => `
    <article>
      <header>
        <h2>${escapeHtml(message.subject || '(no subject)')}</h2>
        <p>To ${escapeHtml(message.to.join(', '))} · from ${escapeHtml(message.from || '(none)')} · <time>${escapeHtml(message.receivedAt)}</time></p>
      </header>
      <pre>${escapeHtml(message.text)}</pre>
    </article>`).join('')
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="refresh" content="5">
  <title>Portico mailbox (${messages.length})</title>
  <style>
    body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 760px; padding: 24px; color: #1b1b1f; background: #f6f6f8; }
    h1 { font-size: 20px; }
    article { background: #fff; border: 1px solid #dcdce2; border-radius: 10px; padding: 12px 16px; margin: 12px 0; }
    h2 { font-size: 16px; margin: 0; }
    header p { color: #5b5b66; font-size: 13px; margin: 2px 0 0; }
    pre { white-space: pre-wrap; word-break: break-word; font: 14px/1.5 ui-monospace, monospace; margin: 10px 0 0; }
  </style>
</head>
<body>
  <h1>Portico development mailbox</h1>
  <p>Mail the local services sent, kept in memory until the mailbox stops.</p>
  ${items || '<p>No mail yet.</p>'}
</body>
</html>
`
}
