import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import type { BrowserWallet, ConnectorInfo } from '../../../core/types/connector.js'
import { isRecentBrowserWallet, readRecentWallet, rememberRecentConnector, rememberRecentWallet } from '../../../react/connect/recentWallet.js'
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

  const evm: ConnectorInfo = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155' }
  const sol: ConnectorInfo = { id: 'phantom-sol', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }
  const phantom: BrowserWallet = { id: 'app.phantom', name: 'Phantom', rdns: 'app.phantom', multiChain: true, connectors: [evm, sol] }

  it('rule: a remembered id names a browser wallet when it is its id or one of its connector ids (kept by earlier versions)', () => {
    expect(['app.phantom', 'phantom-sol', 'other', undefined].map((id) => isRecentBrowserWallet(phantom, id))).toEqual([true, true, false, false])
  })

  it('rule: a connection is remembered by the browser wallet holding its connector, else by the connector id', () => {
    const kernel = createTestKernel()
    rememberRecentConnector(kernel, sol, phantom)
    expect(readRecentWallet(kernel)).toBe('app.phantom')

    kernel.store('connectors').setState((draft) => void (draft.browserWallets = [phantom] as typeof draft.browserWallets))
    rememberRecentWallet(kernel, 'x')
    rememberRecentConnector(kernel, sol)
    expect(readRecentWallet(kernel)).toBe('app.phantom')
    // Same id on another chain than the wallet serves: not that wallet's connector.
    rememberRecentConnector(kernel, { ...sol, chain: 'cosmos' })
    expect(readRecentWallet(kernel)).toBe('phantom-sol')
  })
})
