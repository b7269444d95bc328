// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { KernelOptions } from '../../../../core/options/types.js'
import type { WalletListing } from '../../../../core/types/wallet.js'
import { fetchWalletsPage } from '../../../../core/wallets/fetchWalletsPage.js'
import { toConnectorInfo } from '../../../../react/connect/installedConnectors.js'
import PairingView from '../../../../react/views/Pairing/PairingView.js'
import type { ViewProps } from '../../../../react/views/viewRegistry.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { mockPairingLogin, pairingTestPlugin } from '../../../helpers/mockLoginPlugin.js'
import { expectNoAxeViolations, fakeApi, fakeConnector, listing, renderView } from '../../connect/viewKit.js'

let kernel: Kernel | undefined

afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

/** The view as the modal draws a pairing login's registered view. */
const Pairing = (props: ViewProps) => <PairingView {...props} loginMethod="mock-pairing" />

async function setup(options: Partial<KernelOptions> = {}, registry: readonly WalletListing[] = [], withLogin = true) {
  const api = fakeApi(registry)
  kernel = createTestKernel(options, { fetch: api.fetch })
  kernel.use(pairingTestPlugin({}, withLogin))
  await kernel.start()
  return { kernel, api }
}

const allLinks = listing('w1', {
  name: 'Linked', mobile_link: 'linked://', desktop_link: 'linked-desktop://', webapp_link: 'https://app.linked.test',
  homepage: 'https://linked.test/', app_store: 'https://apps.test/linked',
})

describe('PairingView', () => {
  it('rule: with no pairing login registered under its name it says the way in is not enabled', async () => {
    const { kernel } = await setup({}, [], false)
    renderView(kernel, Pairing, { wallet: allLinks })
    expect(screen.getByText('This way to connect is not enabled on this site.')).toBeTruthy()
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it('rule: the wallet image is 72 px and the get link goes to the homepage on a computer, to the app store on a phone', async () => {
    const { kernel } = await setup()
    const { container } = renderView(kernel, Pairing, { wallet: allLinks })
    expect(container.querySelector<HTMLElement>('.pc-image')!.style.width).toBe('72px')
    const get = screen.getByRole('link', { name: /Get Linked/ })
    expect(get.getAttribute('href')).toBe('https://linked.test/')
    expect(get.getAttribute('rel')).toContain('noopener')
    cleanup()
    await kernel.destroy()
    const phone = await setup({ isMobile: () => true })
    renderView(phone.kernel, Pairing, { wallet: allLinks })
    expect(screen.getByRole('link', { name: /Get Linked/ }).getAttribute('href')).toBe('https://apps.test/linked')
  })

  it('rule: only https links are offered; a listing without one gets no get link', async () => {
    const { kernel } = await setup()
    const hostile = listing('bad', { name: 'Bad', homepage: 'javascript:alert(1)', chrome_store: 'http://plain.test', app_store: 'not a url' })
    renderView(kernel, Pairing, { wallet: hostile })
    expect(screen.queryByRole('link', { name: /Get Bad/ })).toBeNull()
  })

  it('rule: the pairing link shows as a QR code inside the 280 px area', async () => {
    const { kernel } = await setup()
    const wallet = listing('w2', { name: 'Phone Only', mobile_link: 'phone://' })
    const { container } = renderView(kernel, Pairing, { wallet })
    const qr = screen.getByRole('img', { name: 'QR code to connect Phone Only' })
    expect(qr.closest('.pc-wc-area')).toBe(container.querySelector('.pc-wc-area'))
    expect(screen.getByRole('button', { name: /Copy link/ })).toBeTruthy()
  })

  it('rule: tabs show only for the links the listing has, and the chosen tab decides the area', async () => {
    const { kernel } = await setup()
    const { container } = renderView(kernel, Pairing, { wallet: listing('w3', { name: 'Two', mobile_link: 'two://', webapp_link: 'https://two.test' }) })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mobile', 'Web'])
    fireEvent.click(screen.getByRole('tab', { name: 'Web' }))
    expect(container.querySelector<HTMLElement>('.pc-wc-area')!.dataset.platform).toBe('web')
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'Web' }).id)
  })

  it('rule: all three links give the Mobile, Desktop and Web tabs', async () => {
    const { kernel } = await setup()
    renderView(kernel, Pairing, { wallet: allLinks })
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Mobile', 'Desktop', 'Web'])
  })

  it('rule: a login registered after the view opened replaces the not-enabled state', async () => {
    const { kernel } = await setup({}, [], false)
    renderView(kernel, Pairing, { wallet: allLinks })
    expect(screen.getByText('This way to connect is not enabled on this site.')).toBeTruthy()
    const { addRegistered } = await import('../../../../core/kernel/registrySlice.js')
    act(() => void addRegistered(kernel.store('registry'), 'loginMethods', mockPairingLogin({ pair: () => new Promise(() => {}) }), 'test'))
    expect(screen.queryByText('This way to connect is not enabled on this site.')).toBeNull()
  })

  it("rule: the hint names the listing's wallet; from the login's own connector it asks for any wallet of that login", async () => {
    const { kernel } = await setup()
    const connector = toConnectorInfo(fakeConnector({ id: 'mock', name: 'Mock Pairing', type: 'PAIRING' }))
    renderView(kernel, Pairing, { connector })
    expect(screen.getByText('Scan this QR code with a Mock Pairing wallet on your phone')).toBeTruthy()
    cleanup()
    renderView(kernel, Pairing, { wallet: listing('w2', { name: 'Birch', mobile_link: 'birch://' }) })
    expect(screen.getByText('Scan this QR code with Birch on your phone')).toBeTruthy()
  })

  it('rule: the wallet image is loaded for the wallet shown', async () => {
    const wallet = listing('w4', { name: 'Pictured' })
    const { kernel, api } = await setup({}, [wallet])
    // The registry must have listed it, as it has when the visitor picked it from a list.
    await fetchWalletsPage(kernel, { page: 1 })
    const { container } = renderView(kernel, Pairing, { wallet })
    await waitFor(() => expect(container.querySelector('.pc-wc-header img')?.getAttribute('src')).toMatch(/^blob:/))
    expect(api.imageIds()).toEqual(['w4'])
  })

  it('rule: the tabbed layout with its QR code has no axe violations', async () => {
    const { kernel } = await setup()
    const { container } = renderView(kernel, Pairing, { wallet: allLinks })
    await expectNoAxeViolations(container)
  })
})
