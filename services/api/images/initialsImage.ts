import { createHash } from 'node:crypto'

export interface InitialsImageOptions {
  /** The text drawn; the initials of up to two words of the label otherwise. */
  text?: string
  /** Wallets are rounded squares; networks, tokens and currencies are circles. */
  shape?: 'square' | 'circle'
}

const MAX_TEXT = 5

/**
 * A generated stand-in for a logo: a diagonal gradient whose two hues and direction come from a
 * hash of `seed`, with the label's initials on it. Drawn by code, so no real brand's artwork is
 * ever served; every piece of text is XML-escaped, so a label cannot inject markup.
 */
export function initialsImage(label: string, seed: string = label, options: InitialsImageOptions = {}): string {
  const digest = createHash('sha256').update(seed).digest()
  const hue = digest.readUInt16BE(0) % 360
  const second = (hue + 40 + (digest[2]! % 80)) % 360
  const flip = digest[3]! % 2 === 0
  const gradientId = `g${digest.subarray(4, 8).toString('hex')}`
  const text = [...(options.text ?? initialsOf(label))].slice(0, MAX_TEXT).join('') || '?'
  const size = [44, 44, 36, 28, 22, 18][[...text].length] ?? 18
  const shape = options.shape === 'circle'
    ? `<circle cx="48" cy="48" r="48" fill="url(#${gradientId})"/>`
    : `<rect width="96" height="96" rx="24" fill="url(#${gradientId})"/>`
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<defs><linearGradient id="${gradientId}" x1="${flip ? 1 : 0}" y1="0" x2="${flip ? 0 : 1}" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, 70%, 55%)"/>`,
    `<stop offset="1" stop-color="hsl(${second}, 65%, 35%)"/>`,
    '</linearGradient></defs>',
    shape,
    '<text x="48" y="50" text-anchor="middle" dominant-baseline="central" fill="#fff"',
    ` font-family="system-ui, sans-serif" font-size="${size}" font-weight="600">${escapeXml(text)}</text>`,
    '</svg>',
  ].join('')
}

/** The first letter or digit of each of the first two words that start with one: 'Velorin Vault' -> 'VV'. */
export function initialsOf(label: string): string {
  return label
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('')
}

export const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
