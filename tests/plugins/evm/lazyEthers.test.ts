import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

const loads = vi.hoisted(() => ({ count: 0 }))
vi.mock('ethers', async (importOriginal) => {
  loads.count++
  return importOriginal()
})

const PLUGIN = join(import.meta.dirname, '../../../plugins/evm')
const sourceFiles = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name)
  return statSync(path).isDirectory() ? sourceFiles(path) : name.endsWith('.ts') ? [path] : []
})

describe('ethers is loaded lazily', () => {
  it('rule: importing the plugin, setting it up and starting a kernel does not load ethers', async () => {
    const { evm } = await import('../../../plugins/evm/index.js')
    const { createTestKernel } = await import('../../helpers/createTestKernel.js')
    const kernel = createTestKernel().use(evm())
    await kernel.start()
    expect(loads.count).toBe(0)
    await kernel.destroy()
  })

  it('rule: the first call that encodes a contract call loads it, once per kernel', async () => {
    const { loadEvmAbi } = await import('../../../plugins/evm/abi/loadEvmAbi.js')
    const { createTestKernel } = await import('../../helpers/createTestKernel.js')
    const kernel = createTestKernel()
    const [first, second] = await Promise.all([loadEvmAbi(kernel), loadEvmAbi(kernel)])
    expect(loads.count).toBe(1)
    expect(first).toBe(second)
    expect(await loadEvmAbi(createTestKernel())).not.toBe(first)
  })

  it('rule: no file of the plugin imports ethers at its top level (only `import type` or `import()`)', () => {
    const offenders = sourceFiles(PLUGIN).filter((file) =>
      /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+['"]ethers(?:\/[^'"]*)?['"]/m.test(readFileSync(file, 'utf8')) ||
      /^\s*import\s+['"]ethers['"]/m.test(readFileSync(file, 'utf8')))
    expect(offenders.map((file) => relative(PLUGIN, file))).toEqual([])
  })
})
