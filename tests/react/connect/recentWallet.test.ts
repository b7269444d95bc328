import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { readRecentWallet, rememberRecentWallet } from '../../../react/connect/recentWallet.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

describe('recentWallet', () => {
  it('rule: the id of the last wallet used is kept under the recent-wallet storage key', () => {
    const kernel = createTestKernel()
    expect(readRecentWallet(kernel)).toBeUndefined()
    rememberRecentWallet(kernel, 'io.metamask')
    rememberRecentWallet(kernel, 'w2')
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBe('w2')
    expect(readRecentWallet(kernel)).toBe('w2')
  })

  it('rule: an empty or overlong id is neither written nor read back', () => {
    const kernel = createTestKernel()
    rememberRecentWallet(kernel, '')
    rememberRecentWallet(kernel, 'x'.repeat(201))
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBeUndefined()
    kernel.storage.set(STORAGE_KEYS.recentWallet, 'y'.repeat(201))
    expect(readRecentWallet(kernel)).toBeUndefined()
  })
})
