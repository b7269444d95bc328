// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../../../core/constants/storageKeys.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { KernelOptions } from '../../../../core/options/types.js'
import type { WalletListing } from '../../../../core/types/wallet.js'
import PairingStartView from '../../../../react/views/Pairing/PairingStartView.js'
import type { ViewProps } from '../../../../react/views/viewRegistry.js'
import { pairingTestPlugin } from '../../../helpers/mockLoginPlugin.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { expectNoAxeViolations, fakeApi, listings, renderView } from '../../connect/viewKit.js'

let kernel: Kernel | undefined

afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

async function setup(options: Partial<KernelOptions> = {}, registry: readonly WalletListing[] = listings(6), withLogin = true) {
  const api = fakeApi(registry)
  kernel = createTestKernel(options, { fetch: api.fetch }).use(pairingTestPlugin({}, withLogin))
  await kernel.start()
  return { kernel, api }
}

/** The view as the modal draws the pairing login's registered start view. */
const ConnectingWalletConnectBasic = (props: ViewProps) => <PairingStartView {...props} loginMethod="mock-pairing" />
const qr = () => screen.queryByRole('img', { name: 'QR code to connect your wallet' })
const recommendedList = () => within(screen.getByRole('region', { name: 'Recommended wallets' })).getByRole('list')

describe('PairingStartView', () => {
  it('rule: the pairing QR code is shown for any wallet, with the recommended wallets listed under it', async () => {
    const { kernel, api } = await setup({ featuredWalletIds: ['w6'] })
    renderView(kernel, ConnectingWalletConnectBasic, undefined)
    expect(qr()).toBeTruthy()
    expect(screen.getByText('Scan with your phone')).toBeTruthy()
    await within(recommendedList()).findByRole('button', { name: 'Wallet w1' })
    expect(within(recommendedList()).getAllByRole('button').map((b) => b.querySelector('.pc-item-label')?.textContent)).toEqual([
      'Wallet w6', 'Wallet w1', 'Wallet w2', 'Wallet w3', 'Wallet w4', 'All Wallets',
    ])
    await waitFor(() => expect(api.imageIds().sort()).toEqual(['w1', 'w2', 'w3', 'w4', 'w6']))
  })

  it('rule: without apiUrl the view is the pairing alone: no recommended wallets, no All Wallets, and the registry is not asked', async () => {
    const { kernel, api } = await setup({ apiUrl: undefined })
    renderView(kernel, ConnectingWalletConnectBasic, undefined)
    expect(qr()).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Recommended wallets' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'All Wallets' })).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.requests).toHaveLength(0)
  })

  it('rule: without the pairing login it says the way in is not enabled', async () => {
    const { kernel } = await setup({}, listings(6), false)
    renderView(kernel, ConnectingWalletConnectBasic, undefined)
    expect(screen.getByText('This way to connect is not enabled on this site.')).toBeTruthy()
    expect(qr()).toBeNull()
  })

  it("rule: picking a recommended wallet remembers it and opens the pairing login's view with it", async () => {
    const { kernel } = await setup()
    renderView(kernel, ConnectingWalletConnectBasic, undefined)
    fireEvent.click(await screen.findByRole('button', { name: 'Wallet w2' }))
    const router = kernel.store('router').getState()
    expect(router.view).toBe('ConnectingWalletConnect')
    expect(router.data?.wallet?.id).toBe('w2')
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBe('w2')
  })

  it('rule: All Wallets opens the full list', async () => {
    const { kernel } = await setup()
    renderView(kernel, ConnectingWalletConnectBasic, undefined)
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(kernel.store('router').getState().view).toBe('AllWallets')
  })

  it('rule: skeleton rows show while the wallets load; a failure offers a retry', async () => {
    const { kernel, api } = await setup()
    api.failing.add('/getWallets')
    const { container } = renderView(kernel, ConnectingWalletConnectBasic, undefined)
    expect(container.querySelectorAll('.pc-skeleton-row')).toHaveLength(4)
    expect(screen.getByText('Loading wallets').getAttribute('role')).toBe('status')
    const retry = await screen.findByRole('button', { name: /Try again/ })
    expect(container.querySelectorAll('.pc-skeleton-row')).toHaveLength(0)
    api.failing.clear()
    fireEvent.click(retry)
    await screen.findByRole('button', { name: 'Wallet w1' })
  })

  it('rule: the panel and the recommended list have no axe violations', async () => {
    const { kernel } = await setup()
    const { container } = renderView(kernel, ConnectingWalletConnectBasic, undefined)
    await expectNoAxeViolations(container)
    await screen.findByRole('button', { name: 'Wallet w1' })
    await expectNoAxeViolations(container)
  })
})
