import { describe, expect, it } from 'vitest'
import { validateAddress } from '../../../core/caip/validateAddress.js'
import { KernelError } from '../../../core/errors/KernelError.js'
import { definePlugin } from '../../../core/kernel/definePlugin.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../helpers/mockChainPlugin.js'

function caught(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  return undefined
}

describe('validateAddress', () => {
  it("rule: the namespace's registered isAddress decides", async () => {
    const seen: string[] = []
    const kernel = createTestKernel().use(definePlugin({
      name: 'strict-chain',
      namespace: 'eip155',
      setup(ctx) {
        ctx.registerNamespace({ namespace: 'eip155', networks: [], isAddress: (address) => (seen.push(address), address === 'good') })
      },
    }))
    await kernel.start()
    expect(validateAddress(kernel, 'eip155', 'good')).toBe(true)
    expect(validateAddress(kernel, 'eip155', 'bad')).toBe(false)
    expect(seen).toEqual(['good', 'bad'])
    await kernel.destroy()
  })

  it('rule: each namespace keeps its own rule', async () => {
    const kernel = createTestKernel().use(mockChainPlugin({ namespace: 'solana' }).plugin)
    await kernel.start()
    expect(validateAddress(kernel, 'solana', 'abc')).toBe(true)
    expect(validateAddress(kernel, 'solana', 'a b')).toBe(false)
    await kernel.destroy()
  })

  it("rule: a namespace with no registered plugin throws KernelError 'ADAPTER_MISSING'", async () => {
    const kernel = createTestKernel().use(mockChainPlugin({ namespace: 'eip155' }).plugin)
    await kernel.start()
    const error = caught(() => validateAddress(kernel, 'solana', 'abc'))
    expect(error).toBeInstanceOf(KernelError)
    expect(error).toMatchObject({ code: 'ADAPTER_MISSING', details: 'namespace "solana"' })
    await kernel.destroy()
  })

  it("rule: after destroy the namespace is gone and the check throws 'ADAPTER_MISSING'", async () => {
    const kernel = createTestKernel().use(mockChainPlugin({ namespace: 'eip155' }).plugin)
    await kernel.start()
    await kernel.destroy()
    expect(caught(() => validateAddress(kernel, 'eip155', '0x1'))).toMatchObject({ code: 'ADAPTER_MISSING' })
  })

  it('rule: a non-string address is refused without reaching the plugin', async () => {
    let calls = 0
    const kernel = createTestKernel().use(definePlugin({
      name: 'counting-chain',
      namespace: 'eip155',
      setup(ctx) {
        ctx.registerNamespace({ namespace: 'eip155', networks: [], isAddress: () => (calls++, true) })
      },
    }))
    await kernel.start()
    expect(validateAddress(kernel, 'eip155', 42 as unknown as string)).toBe(false)
    expect(calls).toBe(0)
    await kernel.destroy()
  })
})
