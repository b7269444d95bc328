import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { disconnectAll } from '../../../core/actions/disconnectAll.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import { chainOf, record, startTestKernel } from '../connection/startTestKernel.js'

describe('disconnectAll', () => {
  it('rule: every chain is disconnected and the modal closes', async () => {
    const { kernel, eip155, solana } = await startTestKernel({ solana: true })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await connect(kernel, { connectorId: 'mock-solana' })
    openModal(kernel, { view: 'Account' })
    const analytics = record(kernel, 'analytics')
    await disconnectAll(kernel)
    expect(chainOf(kernel).account.status).toBe('disconnected')
    expect(chainOf(kernel, 'solana').account.status).toBe('disconnected')
    expect(eip155.wallet.calls.disconnect).toBe(1)
    expect(solana!.wallet.calls.disconnect).toBe(1)
    expect(kernel.store('modal').getState().open).toBe(false)
    expect(analytics.filter((a) => (a as { event: string }).event === 'DISCONNECT_SUCCESS')).toHaveLength(1)
  })

  it("rule: one failing chain does not stop the others; the failure reads 'Failed to disconnect chains: {message}'", async () => {
    const boom = new Error('boom')
    const { kernel, solana } = await startTestKernel({
      solana: true,
      beforeStart: ({ eip155 }) => {
        eip155.connector.disconnect = vi.fn(async () => Promise.reject(boom))
      },
    })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await connect(kernel, { connectorId: 'mock-solana' })

    const error = await disconnectAll(kernel).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({
      code: 'DISCONNECT_CHAINS_FAILED',
      shortMessage: 'Failed to disconnect chains: eip155: boom',
      cause: boom,
    })
    expect(solana!.wallet.calls.disconnect).toBe(1)
    expect(chainOf(kernel, 'solana').account.status).toBe('disconnected')
  })

  it('rule: chains without a session are left alone but still reset', async () => {
    const { kernel, eip155, solana } = await startTestKernel({ solana: true })
    await connect(kernel, { connectorId: 'mock-solana' })
    const disconnected = record(kernel, 'account:disconnected')
    await disconnectAll(kernel)
    expect(eip155.wallet.calls.disconnect).toBe(0)
    expect(solana!.wallet.calls.disconnect).toBe(1)
    expect(disconnected).toEqual([{ namespace: 'solana' }])
  })
})
