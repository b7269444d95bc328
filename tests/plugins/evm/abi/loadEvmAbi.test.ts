import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestKernel } from '../../../helpers/createTestKernel.js'

/*
 * ethers is an optional peer: a site that uses evm() without installing it must be told which
 * package to install, not shown a loader's "Cannot find module". The failed import is mocked.
 */

afterEach(() => {
  vi.doUnmock('ethers')
  vi.resetModules()
})

describe('loadEvmAbi without ethers installed', () => {
  it('rule: the failed import is PEER_DEPENDENCY_MISSING naming ethers and npm install ethers', async () => {
    vi.resetModules()
    vi.doMock('ethers', () => {
      throw new Error("Cannot find package 'ethers' imported from plugins/evm/abi/loadEvmAbi.ts")
    })
    const { loadEvmAbi } = await import('../../../../plugins/evm/abi/loadEvmAbi.js')
    const error = await loadEvmAbi(createTestKernel()).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'KernelError', code: 'PEER_DEPENDENCY_MISSING' })
    expect((error as Error).message).toContain('ethers could not be loaded. Install it: npm install ethers')
    expect((error as Error).message).toContain('evm()')
  })

  it('rule: a failed load is forgotten, so the next call tries again and works once ethers is there', async () => {
    vi.resetModules()
    let present = false
    vi.doMock('ethers', async (importOriginal) => {
      if (!present) throw new Error("Cannot find package 'ethers'")
      return importOriginal()
    })
    const { loadEvmAbi } = await import('../../../../plugins/evm/abi/loadEvmAbi.js')
    const kernel = createTestKernel()
    await expect(loadEvmAbi(kernel)).rejects.toMatchObject({ code: 'PEER_DEPENDENCY_MISSING' })
    present = true
    vi.resetModules()
    await expect(loadEvmAbi(kernel)).resolves.toBeDefined()
  })
})
