import { describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { disconnect } from '../../../core/actions/disconnect.js'
import { getProvider } from '../../../core/actions/getProvider.js'
import { startTestKernel } from '../connection/startTestKernel.js'

const evmProvider = { request: async () => null }
const solanaProvider = { signMessage: async () => new Uint8Array() }

describe('getProvider', () => {
  it("rule: it is the provider of the connector holding the namespace's session", async () => {
    const { kernel } = await startTestKernel({ eip155: { provider: evmProvider } })
    await connect(kernel, { connectorId: 'mock-eip155' })
    expect(getProvider(kernel, 'eip155')).toBe(evmProvider)
  })

  it('rule: it is undefined before a connect and after a disconnect', async () => {
    const { kernel } = await startTestKernel({ eip155: { provider: evmProvider } })
    expect(getProvider(kernel, 'eip155')).toBeUndefined()
    await connect(kernel, { connectorId: 'mock-eip155' })
    await disconnect(kernel, { namespace: 'eip155' })
    expect(getProvider(kernel, 'eip155')).toBeUndefined()
  })

  it("rule: each namespace gets its own session's provider, and an unconnected one none", async () => {
    const { kernel } = await startTestKernel({ eip155: { provider: evmProvider }, solana: { provider: solanaProvider } })
    await connect(kernel, { connectorId: 'mock-solana', namespace: 'solana' })
    expect(getProvider(kernel, 'solana')).toBe(solanaProvider)
    expect(getProvider(kernel, 'eip155')).toBeUndefined()
    await connect(kernel, { connectorId: 'mock-eip155', namespace: 'eip155' })
    expect(getProvider(kernel, 'eip155')).toBe(evmProvider)
  })

  it('rule: a connector without the getProvider trait, or a namespace nobody registered, gives undefined', async () => {
    const { kernel } = await startTestKernel()
    await connect(kernel, { connectorId: 'mock-eip155' })
    expect(getProvider(kernel, 'eip155')).toBeUndefined()
    expect(getProvider(kernel, 'cosmos')).toBeUndefined()
  })
})
