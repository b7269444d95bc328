// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { KernelContext } from '../../../react/hooks/useKernel.js'
import { AccountFeatures } from '../../../react/views/Account/AccountTabs.js'
import { send, SEND_FEATURE_ID, SEND_VIEW_ID } from '../../../plugins/send/index.js'
import { startTestKernel, type StartTestKernelSetup } from '../../core/connection/startTestKernel.js'

const kernels: Kernel[] = []
afterEach(async () => {
  cleanup()
  for (const kernel of kernels.splice(0)) await kernel.destroy()
})

const canSend = { sendNative: async () => '0xhash', sendToken: async () => '0xhash' }

async function connectedWithSend(setup: StartTestKernelSetup) {
  const { kernel } = await startTestKernel({ ...setup, plugins: [send()] })
  kernels.push(kernel)
  await connect(kernel, { connectorId: 'mock-eip155' })
  render(<KernelContext.Provider value={kernel}><AccountFeatures kernel={kernel} /></KernelContext.Provider>)
  return kernel
}

describe('send()', () => {
  it("rule: the plugin registers the Account feature 'send' and its view of kind 'send', naming no namespace", async () => {
    const kernel = await connectedWithSend({ eip155: { capabilities: canSend } })
    const registry = kernel.store('registry').getState()
    expect(registry.features.find((feature) => feature.id === SEND_FEATURE_ID)).toMatchObject({ label: 'Send', icon: 'send', view: SEND_VIEW_ID })
    expect(registry.views.find((view) => view.id === SEND_VIEW_ID)).toMatchObject({ kind: 'send', title: 'Send' })
  })

  it('rule: the Send button shows on a namespace whose chain plugin can send', async () => {
    await connectedWithSend({ eip155: { capabilities: canSend } })
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
  })

  it('rule: the Send button is hidden where the active namespace lacks a send capability', async () => {
    await connectedWithSend({ eip155: { capabilities: { sendNative: canSend.sendNative } } })
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
  })

  it("rule: the remote configuration's send flag switched off hides the button", async () => {
    await connectedWithSend({ eip155: { capabilities: canSend }, options: { features: { send: false } } })
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
  })
})
