import { createHash } from 'node:crypto'

/**
 * Generated geometric art for the API's hosted NFT collections: a two-tone background, a large
 * disc and a run of smaller circles, squares and triangles, all placed and coloured by a hash of
 * `seed`, so each token has its own picture and the same one on every request. Drawn by code: no
 * artwork is shipped, and nothing of the seed is written into the markup.
 */
export function shapesImage(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest()
  let at = 0
  const next = () => bytes[at++ % bytes.length]!
  const hue = (next() * 360) / 256
  const color = (shift: number, saturation: number, lightness: number) => `hsl(${Math.round((hue + shift) % 360)}, ${saturation}%, ${lightness}%)`
  const parts = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">',
    `<rect width="240" height="240" fill="${color(0, 55, 18)}"/>`,
    `<path d="M0 ${120 + (next() % 80) - 40}L240 ${120 + (next() % 80) - 40}V240H0Z" fill="${color(30, 60, 28)}"/>`,
    `<circle cx="${60 + (next() % 120)}" cy="${60 + (next() % 120)}" r="${48 + (next() % 28)}" fill="${color(180, 80, 62)}"/>`,
  ]
  const count = 4 + (next() % 4)
  for (let index = 0; index < count; index++) {
    const x = 20 + (next() % 200)
    const y = 20 + (next() % 200)
    const size = 10 + (next() % 26)
    const fill = color([60, 120, 200, 300][next() % 4]!, 75, 45 + (next() % 25))
    const opacity = (0.65 + (next() % 35) / 100).toFixed(2)
    switch (next() % 3) {
      case 0:
        parts.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" opacity="${opacity}"/>`)
        break
      case 1:
        parts.push(`<rect x="${x - size / 2}" y="${y - size / 2}" width="${size}" height="${size}" rx="3" fill="${fill}" opacity="${opacity}" transform="rotate(${next() % 90} ${x} ${y})"/>`)
        break
      default:
        parts.push(`<path d="M${x} ${y - size / 2}L${x + size / 2} ${y + size / 2}H${x - size / 2}Z" fill="${fill}" opacity="${opacity}"/>`)
    }
  }
  parts.push('</svg>')
  return parts.join('')
}
