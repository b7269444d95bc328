// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openModal } from '../../../core/actions/openModal.js'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { definePlugin } from '../../../core/kernel/definePlugin.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { goBack } from '../../../core/router/goBack.js'
import { push } from '../../../core/router/push.js'
import type { Connector, ConnectResult } from '../../../core/types/connector.js'
import { toConnectorInfo } from '../../../react/connect/installedConnectors.js'
import ConnectingExternal from '../../../react/views/ConnectingExternal.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../helpers/mockChainPlugin.js'
import { expectNoAxeViolations, fakeConnector, renderView } from '../connect/viewKit.js'

let kernel: Kernel | undefined

afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

/** A started kernel with the mock eip155 chain and, optionally, one more connector. */
async function setup(extra?: Connector) {
  const chain = mockChainPlugin()
  kernel = createTestKernel().use(chain.plugin)
  if (extra) {
    kernel.use(definePlugin({
      name: 'extra-connector',
      setup: (ctx) => ctx.registerConnectorSource({ id: 'extra', watch: (emit) => emit([extra]) }),
    }))
  }
  await kernel.start()
  return { kernel, wallet: chain.wallet, connector: extra ?? chain.connector }
}

/** Opens the modal on ConnectingExternal for `connector`, as the Connect view does, and renders it. */
function show(kernel: Kernel, connector: Connector, options: { strict?: boolean } = {}) {
  const data = { connector: toConnectorInfo(connector) }
  openModal(kernel, { view: 'Connect' })
  push(kernel, 'ConnectingExternal', data)
  return renderView(kernel, ConnectingExternal, data, options)
}

const ACCOUNT = { namespace: 'eip155' as const, address: '0x2222222222222222222222222222222222222222', type: 'eoa' as const }

function gatedConnector() {
  let answer!: { resolve(result: ConnectResult): void; reject(error: unknown): void }
  const connector = fakeConnector({ id: 'gated', name: 'Gated' }, () => new Promise((resolve, reject) => {
    answer = { resolve, reject }
  }))
  return { connector, answer: () => answer }
}

describe('ConnectingExternal', () => {
  it('rule: the wallet is asked once on mount, also under StrictMode', async () => {
    const { kernel, wallet, connector } = await setup()
    show(kernel, connector, { strict: true })
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
    expect(wallet.calls.connect).toBe(1)
  })

  it('rule: while waiting it shows the 80 px wallet image, "Continue in <name>" and a spinner', async () => {
    const { kernel, connector } = await setup(fakeConnector({ id: 'slow', name: 'Slow Wallet' }, () => new Promise(() => {})))
    const { container } = show(kernel, connector)
    expect(screen.getByText('Continue in Slow Wallet')).toBeTruthy()
    expect(screen.getByRole('status', { name: 'Waiting for Slow Wallet' })).toBeTruthy()
    const image = container.querySelector<HTMLElement>('.pc-image')!
    expect([image.style.width, image.style.height]).toEqual(['80px', '80px'])
  })

  it('rule: once connected the modal shows Account in a fresh history, and the wallet is remembered', async () => {
    const { kernel, connector } = await setup()
    show(kernel, connector)
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
    expect(kernel.store('router').getState().history).toEqual([{ view: 'Account' }])
    expect(kernel.store('chains').getState().byNamespace.eip155?.account.status).toBe('connected')
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBe(connector.id)
  })

  it('rule: a rejection shows "Connection rejected", shakes the modal, and Try again asks again', async () => {
    const { kernel, wallet, connector } = await setup()
    wallet.behaviour = 'reject'
    show(kernel, connector)
    expect((await screen.findByRole('alert')).textContent).toContain('Connection rejected')
    expect(kernel.store('modal').getState().shake).toBe(true)
    expect(kernel.store('router').getState().view).toBe('ConnectingExternal')

    wallet.behaviour = 'approve'
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Continue in Mock eip155 wallet')).toBeTruthy()
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
    expect(wallet.calls.connect).toBe(2)
  })

  it('rule: any other failure shows "Failed to connect", shakes the modal, and offers a retry', async () => {
    let fail = true
    const { kernel, connector } = await setup(fakeConnector({ id: 'flaky', name: 'Flaky' }, async () => {
      if (fail) throw new Error('the extension crashed')
      return { accounts: [ACCOUNT], caipNetworkId: 'eip155:1' }
    }))
    show(kernel, connector)
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to connect')
    expect(screen.queryByText('Connection rejected')).toBeNull()
    expect(kernel.store('modal').getState().shake).toBe(true)

    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
  })

  it('rule: a connection that lands after the visitor went back does not navigate', async () => {
    const gated = gatedConnector()
    const { kernel, connector } = await setup(gated.connector)
    show(kernel, connector)
    goBack(kernel)
    gated.answer().resolve({ accounts: [ACCOUNT], caipNetworkId: 'eip155:1' })
    await waitFor(() => expect(kernel.store('chains').getState().byNamespace.eip155?.account.status).toBe('connected'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(kernel.store('router').getState().history).toEqual([{ view: 'Connect' }])
    expect(kernel.store('modal').getState().shake).toBe(false)
  })

  it('rule: a refusal that lands after the visitor went back does not shake the modal', async () => {
    const gated = gatedConnector()
    const { kernel, connector } = await setup(gated.connector)
    show(kernel, connector)
    goBack(kernel)
    gated.answer().reject(new Error('late refusal'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(kernel.store('modal').getState().shake).toBe(false)
    expect(kernel.store('router').getState().view).toBe('Connect')
  })

  it('rule: without a connector in the view data it says none was found, and Back leaves', async () => {
    const { kernel } = await setup()
    openModal(kernel, { view: 'Connect' })
    push(kernel, 'ConnectingExternal')
    renderView(kernel, ConnectingExternal, undefined)
    expect(screen.getByRole('alert').textContent).toBe('No connector found for connection')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(kernel.store('router').getState().view).toBe('Connect')
  })

  it('rule: the waiting and the failed states have no axe violations', async () => {
    const { kernel, wallet, connector } = await setup()
    wallet.behaviour = 'reject'
    const { container } = show(kernel, connector)
    await expectNoAxeViolations(container)
    await screen.findByRole('alert')
    await expectNoAxeViolations(container)
  })
})
