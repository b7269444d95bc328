import { describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { disconnect } from '../../../core/actions/disconnect.js'
import { getWalletStatus } from '../../../core/actions/getWalletStatus.js'
import { secondWalletPlugin, startTestKernel } from '../connection/startTestKernel.js'

describe('getWalletStatus', () => {
  it('rule: connected is the active connector, active is among current connections, anything else disconnected', async () => {
    const second = secondWalletPlugin('eip155')
    const { kernel } = await startTestKernel({ plugins: [second.plugin] })
    expect(getWalletStatus(kernel, 'eip155', 'mock-eip155')).toBe('disconnected')

    await connect(kernel, { connectorId: 'mock-eip155' })
    await connect(kernel, { connectorId: second.connector.id })

    expect(getWalletStatus(kernel, 'eip155', second.connector.id)).toBe('connected')
    expect(getWalletStatus(kernel, 'eip155', 'mock-eip155')).toBe('active')
    expect(getWalletStatus(kernel, 'eip155', 'never-seen')).toBe('disconnected')
    expect(getWalletStatus(kernel, 'solana', 'mock-eip155')).toBe('disconnected')

    await disconnect(kernel)
    expect(getWalletStatus(kernel, 'eip155', second.connector.id)).toBe('disconnected')
  })
})
