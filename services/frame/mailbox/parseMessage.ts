/** The parts of a received message the mailbox shows. */
export interface ParsedMessage {
  subject: string
  /** The first text/plain part, decoded, with `\n` line ends; empty when the message has none. */
  text: string
}

const HEADER_END = /\r?\n\r?\n/

/**
 * A simple reading of an RFC 5322 message, enough for the mail nodemailer writes and the usual
 * client: unfolded headers, encoded-word subjects, quoted-printable or base64 bodies, and the first
 * text/plain part of a multipart one. Anything it cannot read comes out as the raw text.
 */
export function parseMessage(raw: string): ParsedMessage {
  const { headers, body } = splitHeaders(raw)
  return { subject: decodeWords(headers.get('subject') ?? ''), text: plainText(headers, body, 0).replace(/\r\n/g, '\n').trim() }
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = HEADER_END.exec(raw)
  const head = end ? raw.slice(0, end.index) : raw
  const body = end ? raw.slice(end.index + end[0].length) : ''
  const headers = new Map<string, string>()
  // A line starting with white space continues the header above it.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function plainText(headers: Map<string, string>, body: string, depth: number): string {
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase()
  if (type.startsWith('multipart/') && depth < 4) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1]
    if (!boundary) return body
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break
      const inner = splitHeaders(part.replace(/^\r?\n/, ''))
      const text = plainText(inner.headers, inner.body, depth + 1)
      if (text) return text
    }
    return ''
  }
  if (!type.startsWith('text/plain')) return ''
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const soft = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : ''
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** RFC 2047's `=?utf-8?B?…?=` and `=?utf-8?Q?…?=`; white space between two of them goes. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_whole, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')))
}
