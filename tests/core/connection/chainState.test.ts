import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { resetAccount } from '../../../core/connection/chainState.js'
import { chainOf, record, startTestKernel } from './startTestKernel.js'

describe('resetAccount', () => {
  it('rule: account reset sets status to disconnected and clears address, balances and profile', async () => {
    const { kernel } = await startTestKernel()
    await connect(kernel, { connectorId: 'mock-eip155' })
    await vi.waitFor(() => expect(chainOf(kernel).account.balance).toBe('1.5'))
    kernel.store('chains').setState((draft) => {
      const account = draft.byNamespace.eip155!.account
      account.profileName = 'visitor.eth'
      account.profileImage = 'https://example.test/avatar.png'
      account.tokenBalance = [{ name: 'T', symbol: 'T', chainId: 'eip155:1', price: 1, quantity: { decimals: '18', numeric: '1' }, iconUrl: '' }]
    })
    const statuses = record(kernel, 'connection:status')

    resetAccount(kernel, 'eip155')

    expect(chainOf(kernel).account).toMatchObject({
      status: 'disconnected',
      address: undefined,
      caipAddress: undefined,
      balance: undefined,
      balanceSymbol: undefined,
      tokenBalance: [],
      profileName: undefined,
      profileImage: undefined,
      preferredAccountType: 'smartAccount',
    })
    expect(statuses).toEqual([{ namespace: 'eip155', status: 'disconnected' }])
  })
})
