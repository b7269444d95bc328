import { combine } from 'shamir-secret-sharing'
import { describe, expect, it } from 'vitest'
import { combineShares, splitEntropy } from '../../../../../services/frame/site/shares/entropyShares.js'

const entropy = Uint8Array.from({ length: 16 }, (_, index) => index * 7 + 3)

describe('splitEntropy', () => {
  it('rule: any two of the three shares rebuild the entropy', async () => {
    const { device, auth, recovery } = await splitEntropy(entropy)
    for (const [first, second] of [[device, auth], [auth, recovery], [device, recovery], [recovery, device]] as const) {
      expect(await combineShares(first, second)).toEqual(entropy)
    }
  })

  it('rule: one share alone does not rebuild the entropy', async () => {
    const { device } = await splitEntropy(entropy)
    await expect(combine([device])).rejects.toThrow()
    expect(device.subarray(0, 16)).not.toEqual(entropy)
  })

  it('rule: a share of another wallet gives other bytes', async () => {
    const mine = await splitEntropy(entropy)
    const theirs = await splitEntropy(new Uint8Array(16).fill(9))
    expect(await combineShares(mine.device, theirs.auth)).not.toEqual(entropy)
  })
})
