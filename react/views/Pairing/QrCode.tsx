import { useMemo, type ReactNode } from 'react'
import { encode } from 'uqr'

export interface QrMatrix {
  /** Modules per side, quiet zone excluded. */
  size: number
  /** Row-major; true is a dark module. Modules under the logo are left light. */
  dark: readonly (readonly boolean[])[]
  /** The square left light for the wallet's logo, in modules, or undefined without a logo. */
  hole: { start: number; size: number } | undefined
}

/** Light modules around the code, as the QR standard asks, so a phone finds its edges on any background. */
export const QUIET_ZONE = 4

/**
 * The QR code of `text`. With a logo, a centred square of about a fifth of the side is left
 * light for it: some 4 % of the modules, which error correction level M (15 %) rebuilds with
 * room to spare, while keeping the code a size smaller (larger modules) than level Q would.
 */
export function qrMatrix(text: string, { logo }: { logo: boolean }): QrMatrix {
  const { data, size } = encode(text, { ecc: 'M', border: 0 })
  if (!logo) return { size, dark: data, hole: undefined }
  // Odd, so it centres on the middle module; at least 7 so a small code still shows a logo.
  let holeSize = Math.max(7, Math.round(size * 0.2))
  if (holeSize % 2 === 0) holeSize += 1
  const start = (size - holeSize) / 2
  const inHole = (index: number) => index >= start && index < start + holeSize
  const dark = data.map((row, y) => row.map((module, x) => module && !(inHole(x) && inHole(y))))
  return { size, dark, hole: { start, size: holeSize } }
}

/**
 * The dark modules as one SVG path in module units, offset by the quiet zone: each run of dark
 * modules in a row is one rectangle, `M<x> <y>h<run>v1h-<run>z`.
 */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = []
  matrix.dark.forEach((row, y) => {
    let x = 0
    while (x < row.length) {
      if (!row[x]) {
        x++
        continue
      }
      let run = 1
      while (row[x + run]) run++
      parts.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${run}v1h-${run}z`)
      x += run
    }
  })
  return parts.join('')
}

/**
 * The QR code's own rules: a white square with rounded corners, and the logo centred over the light
 * square qrMatrix leaves for it. A view drawing a QrCode puts them in its <style>.
 */
export const qrCodeCss = /* css */ `
.pc-wcq { position: relative; flex: none; display: flex; align-items: center; justify-content: center; border-radius: 16px; overflow: hidden; background: #ffffff; }
.pc-wcq svg { display: block; }
.pc-wcq-logo {
  position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
  display: flex; align-items: center; justify-content: center;
}
.pc-wcq-logo .pc-image { width: 100% !important; height: 100% !important; box-shadow: none; }
`

export interface QrCodeProps {
  text: string
  /** Its width and height in px. */
  size: number
  /** The wallet's picture, drawn in the light square left in the middle. */
  logo?: ReactNode
  label: string
}

/**
 * A QR code drawn as SVG from the module matrix: black on white with a quiet zone, in both
 * themes (phones read dark-on-light codes best), crisp edges, the logo over its reserved square.
 */
export function QrCode({ text, size, logo, label }: QrCodeProps) {
  const matrix = useMemo(() => qrMatrix(text, { logo: logo !== undefined }), [text, logo !== undefined])
  const path = useMemo(() => qrPath(matrix), [matrix])
  const units = matrix.size + QUIET_ZONE * 2
  // A whole number of pixels a module: at 3.3 px some modules drew 3 px wide and some 4, and a
  // camera (or jsQR, reading a screenshot) could not find the grid. The code is centred in `size`.
  const drawn = Math.max(1, Math.floor(size / units)) * units
  const hole = matrix.hole
  const holePx = hole ? (hole.size / units) * drawn : 0
  return (
    <div className="pc-wcq" role="img" aria-label={label} style={{ width: size, height: size }}>
      <svg viewBox={`0 0 ${units} ${units}`} width={drawn} height={drawn} shapeRendering="crispEdges" aria-hidden="true" focusable="false">
        <rect width={units} height={units} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
      {hole && logo !== undefined ? (
        <span className="pc-wcq-logo" style={{ width: holePx * 0.84, height: holePx * 0.84 }}>{logo}</span>
      ) : null}
    </div>
  )
}
