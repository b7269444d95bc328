import { createHash } from 'node:crypto'

/**
 * A generated stand-in for a logo: a rounded square in a colour derived from the seed, with the
 * initials of the label. Drawn by code so no real brand's artwork is ever served.
 */
export function initialsImage(label: string, seed: string = label): string {
  const digest = createHash('sha256').update(seed).digest()
  const hue = digest.readUInt16BE(0) % 360
  const initials = label
    .split(/\s+/)
    .filter((word) => /^[a-z]/i.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('') || '?'
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 62% 42%)"/>`,
    '<text x="48" y="50" text-anchor="middle" dominant-baseline="central" fill="#fff"',
    ` font-family="system-ui, sans-serif" font-size="${initials.length > 1 ? 36 : 44}" font-weight="600">`,
    `${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('')
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)
