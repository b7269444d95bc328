// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import type { KernelOptions } from '../../../core/options/types.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { toConnectorInfo } from '../../../react/connect/installedConnectors.js'
import { registerWalletConnectSlot, type WalletConnectSlotProps } from '../../../react/connect/walletConnectSlot.js'
import ConnectingWalletConnect from '../../../react/views/ConnectingWalletConnect.js'
import { fetchWalletsPage } from '../../../core/wallets/fetchWalletsPage.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { expectNoAxeViolations, fakeApi, fakeConnector, listing, renderView } from '../connect/viewKit.js'

let kernel: Kernel | undefined

afterEach(async () => {
  cleanup()
  received.length = 0
  await kernel?.destroy()
  kernel = undefined
})

function setup(options: Partial<KernelOptions> = {}, registry: readonly WalletListing[] = []) {
  const api = fakeApi(registry)
  kernel = createTestKernel(options, { fetch: api.fetch })
  return { kernel, api }
}

/** A slot that shows what it was given, as the walletConnect plugin's QR component would use it. */
const received: WalletConnectSlotProps[] = []
function Slot(props: WalletConnectSlotProps) {
  received.push(props)
  return <p data-testid="slot">{`slot for ${props.wallet?.name ?? props.connector?.name ?? 'any wallet'} on ${props.platform}`}</p>
}

const allLinks = listing('w1', {
  name: 'Linked', mobile_link: 'linked://', desktop_link: 'linked-desktop://', webapp_link: 'https://app.linked.test',
  homepage: 'https://linked.test/', app_store: 'https://apps.test/linked',
})

describe('ConnectingWalletConnect', () => {
  it('rule: without the WalletConnect plugin it shows the wallet image, says so, and links to get the wallet', () => {
    const { kernel } = setup()
    const { container } = renderView(kernel, ConnectingWalletConnect, { wallet: allLinks })
    expect(screen.getByText('WalletConnect is not enabled on this site')).toBeTruthy()
    const image = container.querySelector<HTMLElement>('.pc-image')!
    expect(image.style.width).toBe('72px')
    const get = screen.getByRole('link', { name: /Get Linked/ })
    expect(get.getAttribute('href')).toBe('https://linked.test/')
    expect(get.getAttribute('rel')).toContain('noopener')
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it('rule: on a phone the get link goes to the app store', () => {
    const { kernel } = setup({ isMobile: () => true })
    renderView(kernel, ConnectingWalletConnect, { wallet: allLinks })
    expect(screen.getByRole('link', { name: /Get Linked/ }).getAttribute('href')).toBe('https://apps.test/linked')
  })

  it('rule: only https links are offered; a listing without one gets no link', () => {
    const { kernel } = setup()
    const hostile = listing('bad', { name: 'Bad', homepage: 'javascript:alert(1)', chrome_store: 'http://plain.test', app_store: 'not a url' })
    renderView(kernel, ConnectingWalletConnect, { wallet: hostile })
    expect(screen.getByText('WalletConnect is not enabled on this site')).toBeTruthy()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('rule: the registered slot is rendered with the kernel and the wallet inside the 280 px area', () => {
    const { kernel } = setup()
    registerWalletConnectSlot(kernel, Slot)
    const wallet = listing('w2', { name: 'Phone Only', mobile_link: 'phone://' })
    const { container } = renderView(kernel, ConnectingWalletConnect, { wallet })
    expect(screen.getByTestId('slot').textContent).toBe('slot for Phone Only on mobile')
    expect(received.at(-1)).toMatchObject({ kernel, wallet, platform: 'mobile' })
    expect(screen.getByTestId('slot').closest('.pc-wc-area')).toBe(container.querySelector('.pc-wc-area'))
    expect(screen.queryByText('WalletConnect is not enabled on this site')).toBeNull()
  })

  it('rule: tabs show only for the links the listing has, and the chosen tab reaches the slot', () => {
    const { kernel } = setup()
    registerWalletConnectSlot(kernel, Slot)
    renderView(kernel, ConnectingWalletConnect, { wallet: listing('w3', { name: 'Two', mobile_link: 'two://', webapp_link: 'https://two.test' }) })
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Mobile', 'Web'])
    fireEvent.click(screen.getByRole('tab', { name: 'Web' }))
    expect(screen.getByTestId('slot').textContent).toBe('slot for Two on web')
    const panel = screen.getByRole('tabpanel')
    expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Web' }).id)
  })

  it('rule: all three links give the Mobile, Desktop and Web tabs', () => {
    const { kernel } = setup()
    registerWalletConnectSlot(kernel, Slot)
    renderView(kernel, ConnectingWalletConnect, { wallet: allLinks })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mobile', 'Desktop', 'Web'])
    expect(screen.getByRole('link', { name: /Get Linked/ })).toBeTruthy()
  })

  it('rule: the slot registered after the view opened replaces the not-enabled state', () => {
    const { kernel } = setup()
    renderView(kernel, ConnectingWalletConnect, { wallet: allLinks })
    expect(screen.getByText('WalletConnect is not enabled on this site')).toBeTruthy()
    act(() => void registerWalletConnectSlot(kernel, Slot))
    expect(screen.getByTestId('slot')).toBeTruthy()
  })

  it('rule: opened from the WalletConnect connector, the slot gets the connector and no wallet', () => {
    const { kernel } = setup()
    registerWalletConnectSlot(kernel, Slot)
    const connector = toConnectorInfo(fakeConnector({ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT' }))
    renderView(kernel, ConnectingWalletConnect, { connector })
    expect(screen.getByTestId('slot').textContent).toBe('slot for WalletConnect on mobile')
    expect(received.at(-1)).toMatchObject({ wallet: undefined, connector })
  })

  it('rule: the hint names the listing\'s wallet; from the WalletConnect connector it asks for any WalletConnect wallet', () => {
    const { kernel } = setup()
    registerWalletConnectSlot(kernel, Slot)
    const connector = toConnectorInfo(fakeConnector({ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT' }))
    renderView(kernel, ConnectingWalletConnect, { connector })
    expect(screen.getByText('Scan this QR code with a WalletConnect wallet on your phone')).toBeTruthy()
    cleanup()
    renderView(kernel, ConnectingWalletConnect, { wallet: listing('w2', { name: 'Birch', mobile_link: 'birch://' }) })
    expect(screen.getByText('Scan this QR code with Birch on your phone')).toBeTruthy()
  })

  it('rule: the wallet image is loaded for the wallet shown', async () => {
    const wallet = listing('w4', { name: 'Pictured' })
    const { kernel, api } = setup({}, [wallet])
    // The registry must have listed it, as it has when the visitor picked it from a list.
    await fetchWalletsPage(kernel, { page: 1 })
    const { container } = renderView(kernel, ConnectingWalletConnect, { wallet })
    await waitFor(() => expect(container.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/))
    expect(api.imageIds()).toEqual(['w4'])
  })

  it('rule: the tabbed slot layout and the not-enabled state have no axe violations', async () => {
    const { kernel } = setup()
    const { container } = renderView(kernel, ConnectingWalletConnect, { wallet: allLinks })
    await expectNoAxeViolations(container)
    act(() => void registerWalletConnectSlot(kernel, Slot))
    await expectNoAxeViolations(container)
  })
})
