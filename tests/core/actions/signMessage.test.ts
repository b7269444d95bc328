import { describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { signMessage } from '../../../core/actions/signMessage.js'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import { KernelError } from '../../../core/errors/KernelError.js'
import { startTestKernel } from '../connection/startTestKernel.js'

describe('signMessage', () => {
  it("rule: the connected wallet signs through the namespace's signMessage capability", async () => {
    const { kernel, eip155 } = await startTestKernel()
    await connect(kernel, { connectorId: 'mock-eip155' })
    await expect(signMessage(kernel, { message: 'Hello Portico' })).resolves.toBe('signed:Hello Portico')
    expect(eip155.wallet.calls.signMessage).toEqual(['Hello Portico'])
  })

  it('rule: nothing is signed while the chain is not connected', async () => {
    const { kernel, eip155 } = await startTestKernel()
    const error = await signMessage(kernel, { message: 'x' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ code: 'INVALID_CONNECTION_STATUS' })
    expect(eip155.wallet.calls.signMessage).toEqual([])
  })

  it('rule: a namespace without the capability says so with CAPABILITY_MISSING', async () => {
    const { kernel } = await startTestKernel({ eip155: { capabilities: { signMessage: undefined } } })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await expect(signMessage(kernel, { message: 'x' })).rejects.toMatchObject({ code: 'CAPABILITY_MISSING' })
    await expect(signMessage(kernel, { message: 'x' })).rejects.toBeInstanceOf(KernelError)
  })

  it("rule: the wallet's refusal reaches the caller unchanged", async () => {
    const refusal = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const { kernel } = await startTestKernel({ eip155: { capabilities: { signMessage: () => Promise.reject(refusal) } } })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await expect(signMessage(kernel, { message: 'x' })).rejects.toBe(refusal)
  })
})
