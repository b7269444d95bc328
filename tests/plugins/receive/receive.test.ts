import { afterEach, describe, expect, it } from 'vitest'
import { push } from '../../../core/router/router.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { receive } from '../../../plugins/receive/index.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

async function started() {
  kernel = createTestKernel().use(receive())
  await kernel.start()
  return kernel
}

describe('receive()', () => {
  it("rule: it registers the Account view's Receive button, opening the Receive view", async () => {
    const registry = (await started()).store('registry').getState()
    expect(registry.features).toEqual([{ id: 'receive', label: 'Receive', icon: 'receive', view: 'Receive' }])
    expect(registry.views).toEqual([{ id: 'Receive', kind: 'receive', title: 'Receive' }])
  })

  it("rule: the button shows under the 'receive' flag, which SPEC section 9 turns on by default and walletFeaturesOrder lists", async () => {
    const { features } = (await started()).store('options').getState()
    expect(features.receive).toBe(true)
    expect(features.walletFeaturesOrder).toContain('receive')
  })

  it('rule: the view can be opened, and destroy() takes both registrations away', async () => {
    const made = await started()
    push(made, 'Receive')
    expect(made.store('router').getState().view).toBe('Receive')
    await made.destroy()
    const registry = made.store('registry').getState()
    expect(registry.features).toEqual([])
    expect(registry.views).toEqual([])
    kernel = undefined
  })
})
