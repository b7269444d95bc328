import fc from 'fast-check'
import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { QUIET_ZONE, qrMatrix, qrPath } from '../../../../react/views/Pairing/QrCode.js'
import { pairingUri } from '../../../plugins/walletconnect/helpers/fakeUniversalProvider.js'
import { decodeQrPath } from './decodeQrPath.js'

describe('qrMatrix', () => {
  it('rule: the code with the logo hole decodes back to the pairing URI', () => {
    const uri = pairingUri(5)
    const matrix = qrMatrix(uri, { logo: true })
    expect(decodeQrPath(qrPath(matrix), matrix.size + QUIET_ZONE * 2)).toBe(uri)
  })

  it('rule: the logo hole is a light centred square of about a fifth of the side', () => {
    const matrix = qrMatrix(pairingUri(6), { logo: true })
    const { start, size } = matrix.hole!
    expect(start * 2 + size).toBe(matrix.size)
    expect(size / matrix.size).toBeGreaterThan(0.15)
    expect(size / matrix.size).toBeLessThan(0.25)
    for (let y = start; y < start + size; y++) for (let x = start; x < start + size; x++) expect(matrix.dark[y]![x]).toBe(false)
  })

  it('rule: without a logo every module is drawn', () => {
    const uri = pairingUri(7)
    const matrix = qrMatrix(uri, { logo: false })
    expect(matrix.hole).toBeUndefined()
    expect(decodeQrPath(qrPath(matrix), matrix.size + QUIET_ZONE * 2)).toBe(uri)
  })

  it('rule: long links still decode, hole and all (the SDK may add methods to the URI)', () => {
    const uri = `${pairingUri(8)}&methods=${encodeURIComponent('[wc_sessionPropose],[wc_authRequest,wc_authBatchRequest]')}`
    const matrix = qrMatrix(uri, { logo: true })
    expect(decodeQrPath(qrPath(matrix), matrix.size + QUIET_ZONE * 2)).toBe(uri)
  })

  it('property: any pairing link of the SDK\'s shape decodes back, logo hole and all', () => {
    const hex = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: length, maxLength: length })
    const link = fc.record({ topic: hex(64), symKey: hex(64), expiry: fc.integer({ min: 1_700_000_000, max: 2_100_000_000 }), methods: fc.boolean() })
      .map(({ topic, symKey, expiry, methods }) => `wc:${topic}@2?expiryTimestamp=${expiry}&relay-protocol=irn&symKey=${symKey}${methods ? '&methods=wc_sessionPropose%2Cwc_authRequest' : ''}`)
    fc.assert(fc.property(link, (uri) => {
      const matrix = qrMatrix(uri, { logo: true })
      expect(decodeQrPath(qrPath(matrix), matrix.size + QUIET_ZONE * 2)).toBe(uri)
    }), { numRuns: 40 })
  })

  it('rule: the decoder really needs the modules (a blank code decodes to nothing)', () => {
    const pixels = new Uint8ClampedArray(100 * 100 * 4).fill(255)
    expect(jsQR(pixels, 100, 100)).toBeNull()
  })
})
