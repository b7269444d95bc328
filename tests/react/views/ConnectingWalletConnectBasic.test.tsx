// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { KernelOptions } from '../../../core/options/types.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { registerWalletConnectSlot, type WalletConnectSlotProps } from '../../../react/connect/walletConnectSlot.js'
import ConnectingWalletConnectBasic from '../../../react/views/ConnectingWalletConnectBasic.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { expectNoAxeViolations, fakeApi, listings, renderView } from '../connect/viewKit.js'

let kernel: Kernel | undefined

afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

function setup(options: Partial<KernelOptions> = {}, registry: readonly WalletListing[] = listings(6)) {
  const api = fakeApi(registry)
  kernel = createTestKernel(options, { fetch: api.fetch })
  return { kernel, api }
}

const Slot = ({ wallet, platform }: WalletConnectSlotProps) => <p data-testid="slot">{`qr for ${wallet?.name ?? 'any wallet'} on ${platform}`}</p>
const recommendedList = () => within(screen.getByRole('region', { name: 'Recommended wallets' })).getByRole('list')

describe('ConnectingWalletConnectBasic', () => {
  it('rule: the slot is rendered for any wallet, with the recommended wallets listed under it', async () => {
    const { kernel, api } = setup({ featuredWalletIds: ['w6'] })
    registerWalletConnectSlot(kernel, Slot)
    renderView(kernel, ConnectingWalletConnectBasic, undefined)
    expect(screen.getByTestId('slot').textContent).toBe('qr for any wallet on mobile')
    expect(screen.getByText('Scan with your phone')).toBeTruthy()
    await within(recommendedList()).findByRole('button', { name: 'Wallet w1' })
    expect(within(recommendedList()).getAllByRole('button').map((b) => b.querySelector('.pc-item-label')?.textContent)).toEqual([
      'Wallet w6', 'Wallet w1', 'Wallet w2', 'Wallet w3', 'Wallet w4', 'All Wallets',
    ])
    await waitFor(() => expect(api.imageIds().sort()).toEqual(['w1', 'w2', 'w3', 'w4', 'w6']))
  })

  it('rule: without apiUrl the view is the pairing slot alone: no recommended wallets, no All Wallets, and the registry is not asked', async () => {
    const { kernel, api } = setup({ apiUrl: undefined })
    registerWalletConnectSlot(kernel, Slot)
    renderView(kernel, ConnectingWalletConnectBasic, undefined)
    expect(screen.getByTestId('slot').textContent).toBe('qr for any wallet on mobile')
    expect(screen.queryByRole('region', { name: 'Recommended wallets' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'All Wallets' })).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.requests).toHaveLength(0)
  })

  it('rule: without the WalletConnect plugin it says so and still lists the recommended wallets', async () => {
    const { kernel } = setup()
    renderView(kernel, ConnectingWalletConnectBasic, undefined)
    expect(screen.getByText('WalletConnect is not enabled on this site')).toBeTruthy()
    expect(screen.queryByTestId('slot')).toBeNull()
    await within(recommendedList()).findByRole('button', { name: 'Wallet w1' })
  })

  it('rule: picking a recommended wallet remembers it and opens ConnectingWalletConnect with it', async () => {
    const { kernel } = setup()
    renderView(kernel, ConnectingWalletConnectBasic, undefined)
    fireEvent.click(await screen.findByRole('button', { name: 'Wallet w2' }))
    const router = kernel.store('router').getState()
    expect(router.view).toBe('ConnectingWalletConnect')
    expect(router.data?.wallet?.id).toBe('w2')
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBe('w2')
  })

  it('rule: All Wallets opens the full list', () => {
    const { kernel } = setup()
    renderView(kernel, ConnectingWalletConnectBasic, undefined)
    fireEvent.click(screen.getByRole('button', { name: 'All Wallets' }))
    expect(kernel.store('router').getState().view).toBe('AllWallets')
  })

  it('rule: skeleton rows show while the wallets load; a failure offers a retry', async () => {
    const { kernel, api } = setup()
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
    const { kernel } = setup()
    registerWalletConnectSlot(kernel, Slot)
    const { container } = renderView(kernel, ConnectingWalletConnectBasic, undefined)
    await expectNoAxeViolations(container)
    await screen.findByRole('button', { name: 'Wallet w1' })
    await expectNoAxeViolations(container)
  })
})
