import { describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { disconnect } from '../../../core/actions/disconnect.js'
import { getConnections } from '../../../core/actions/getConnections.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { secondWalletPlugin, startTestKernel } from '../connection/startTestKernel.js'

const enableMultiWallet = (kernel: Kernel) =>
  kernel.store('options').setState((draft) => {
    draft.features.multiWallet = true
  })

async function twoWallets() {
  const second = secondWalletPlugin('eip155')
  const started = await startTestKernel({ plugins: [second.plugin] })
  await connect(started.kernel, { connectorId: 'mock-eip155' })
  await connect(started.kernel, { connectorId: second.connector.id })
  return { ...started, second }
}

describe('getConnections', () => {
  it("rule: without multiWallet only the active connector's connections show", async () => {
    const { kernel, second } = await twoWallets()
    const { connections, recentConnections } = getConnections(kernel, 'eip155')
    expect(connections.map((c) => c.connectorId)).toEqual([second.connector.id])
    expect(recentConnections).toEqual([])
  })

  it('rule: with multiWallet every current connection shows, and ended ones as recent', async () => {
    const { kernel, second } = await twoWallets()
    enableMultiWallet(kernel)
    expect(getConnections(kernel, 'eip155').connections.map((c) => c.connectorId)).toEqual(['mock-eip155', second.connector.id])
    await disconnect(kernel)
    const after = getConnections(kernel, 'eip155')
    expect(after.connections.map((c) => c.connectorId)).toEqual(['mock-eip155'])
    expect(after.recentConnections.map((c) => c.connectorId)).toEqual([second.connector.id])
  })

  it('rule: with multiWallet the lists keep their identity while the connections do not change', async () => {
    const { kernel } = await twoWallets()
    enableMultiWallet(kernel)
    expect(getConnections(kernel, 'eip155').connections).toBe(getConnections(kernel, 'eip155').connections)
    expect(getConnections(kernel, 'solana').connections).toBe(getConnections(kernel, 'solana').connections)
  })
})
