import { useMemo, type ReactNode } from 'react'
import { QUIET_ZONE, qrMatrix, qrPath } from '../qr/qrMatrix.js'

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
