import { afterEach, describe, expect, it, vi } from 'vitest'
import { definePlugin } from '../../../core/kernel/createPluginContext.js'
import { startInBackground } from '../../../core/kernel/startInBackground.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

const kernels: Kernel[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const kernel of kernels.splice(0)) await kernel.destroy()
})

function idleKernel(): Kernel {
  const kernel = createTestKernel()
  kernels.push(kernel)
  return kernel
}

describe('startInBackground', () => {
  it('rule: an idle kernel is started at once, without being awaited', () => {
    const kernel = idleKernel()
    const setup = vi.fn()
    kernel.use(definePlugin({ name: 'probe', setup }))
    startInBackground(kernel)
    // Plugin setup runs synchronously inside start(): it has run before anything was awaited.
    expect(setup).toHaveBeenCalledTimes(1)
    expect(kernel.status).not.toBe('idle')
  })

  it('rule: a kernel that is not idle is left alone', async () => {
    const kernel = idleKernel()
    await kernel.start()
    const start = vi.spyOn(kernel, 'start')
    startInBackground(kernel)
    expect(start).not.toHaveBeenCalled()
  })

  it('rule: a start that fails is reported on the console, and the caller goes on', async () => {
    const kernel = idleKernel()
    kernel.use(definePlugin({ name: 'broken', setup: () => { throw new Error('broken plugin') } }))
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => startInBackground(kernel)).not.toThrow()
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('[portico] the kernel failed to start', expect.any(Error)))
  })
})
