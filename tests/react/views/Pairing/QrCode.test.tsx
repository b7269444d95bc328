// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { QrCode, QUIET_ZONE, qrMatrix } from '../../../../react/views/Pairing/QrCode.js'
import { pairingUri } from '../../../plugins/walletconnect/helpers/fakeUniversalProvider.js'

afterEach(cleanup)

describe('QrCode', () => {
  it('rule: every module is a whole number of pixels, and the code fits its box (a camera needs an even grid)', () => {
    fc.assert(fc.property(fc.integer({ min: 120, max: 400 }), fc.boolean(), (size, logo) => {
      const text = pairingUri()
      const { container, unmount } = render(<QrCode text={text} size={size} label="QR code" logo={logo ? <span /> : undefined} />)
      const svg = container.querySelector('svg')!
      const units = qrMatrix(text, { logo }).size + QUIET_ZONE * 2
      const drawn = Number(svg.getAttribute('width'))
      expect(Number(svg.getAttribute('height'))).toBe(drawn)
      expect(drawn % units).toBe(0)
      expect(drawn).toBeLessThanOrEqual(size)
      expect(drawn).toBeGreaterThan(size - units)
      unmount()
    }), { numRuns: 40 })
  })
})
