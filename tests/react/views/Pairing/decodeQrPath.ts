import jsQR from 'jsqr'

const RUN = /M(\d+) (\d+)h(\d+)v1h-\3z/g

/**
 * Reads a QR code back from the SVG path the panel draws: the path's rectangles are painted black
 * on a white bitmap of `units` modules a side, `scale` pixels a module, and jsQR decodes that. So
 * a test checks what is drawn, not the encoder's own matrix. Undefined when nothing decodes.
 */
export function decodeQrPath(path: string, units: number, scale = 4): string | undefined {
  const width = units * scale
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255)
  let drawn = 0
  for (const [whole, x, y, run] of path.matchAll(RUN)) {
    drawn += whole.length
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < Number(run) * scale; dx++) {
        const offset = (((Number(y) * scale) + dy) * width + Number(x) * scale + dx) * 4
        pixels[offset] = pixels[offset + 1] = pixels[offset + 2] = 0
      }
    }
  }
  // Anything in the path that is not a run would be drawn by a browser but not here.
  if (drawn !== path.length) throw new Error('the path holds more than module runs')
  return jsQR(pixels, width, width)?.data
}
