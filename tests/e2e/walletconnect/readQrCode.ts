import jsQR from 'jsqr'
import type { Browser, Locator } from 'playwright-core'

/**
 * The text of the QR code `locator` shows, read from a screenshot of it as a phone camera would:
 * the PNG is decoded to pixels by a blank page of the same browser (no PNG library needed), and
 * jsQR finds and reads the code in them. Undefined when no code can be read.
 */
export async function readQrCode(browser: Browser, locator: Locator): Promise<string | undefined> {
  const png = await locator.screenshot({ animations: 'disabled' })
  const page = await browser.newPage()
  try {
    const pixels = await page.evaluate(async (dataUrl) => {
      const image = new Image()
      image.src = dataUrl
      await image.decode()
      // A white margin around the shot, as a camera sees the card around the code.
      const margin = 16
      const canvas = document.createElement('canvas')
      canvas.width = image.width + margin * 2
      canvas.height = image.height + margin * 2
      const context = canvas.getContext('2d')!
      context.fillStyle = '#fff'
      context.fillRect(0, 0, canvas.width, canvas.height)
      context.drawImage(image, margin, margin)
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
      return { data: Array.from(data), width, height }
    }, `data:image/png;base64,${png.toString('base64')}`)
    return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data
  } finally {
    await page.close()
  }
}
