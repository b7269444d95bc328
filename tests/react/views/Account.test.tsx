// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import { addRegistered } from '../../../core/kernel/registrySlice.js'
import { registerFeatureLate, registerTabLate } from '../helpers/lateRegistrations.js'
import { KernelContext } from '../../../react/hooks/useKernel.js'
import Account from '../../../react/views/Account.js'
import { chainOf, startTestKernel, type StartTestKernelSetup } from '../../core/connection/startTestKernel.js'
import { expectNoAxeViolations } from '../helpers/expectNoAxeViolations.js'

afterEach(cleanup)

const ADDRESS = '0x1111111111111111111111111111111111111111'

async function connected(setup: StartTestKernelSetup = {}) {
  const started = await startTestKernel(setup)
  await connect(started.kernel, { connectorId: 'mock-eip155' })
  openModal(started.kernel, { view: 'Account' })
  return started
}

function show(kernel: Kernel) {
  return render(
    <KernelContext.Provider value={kernel}>
      <Account kernel={kernel} data={undefined} />
    </KernelContext.Provider>,
  )
}

const setAccount = (kernel: Kernel, patch: Partial<{ profileName: string; profileImage: string; balance: string }>) =>
  act(() =>
    kernel.store('chains').setState((draft) => {
      Object.assign(draft.byNamespace.eip155!.account, patch)
    }),
  )

describe('Account', () => {
  it('rule: the address is shown shortened to 4 leading and 6 trailing characters', async () => {
    const { kernel } = await connected()
    show(kernel)
    expect(await screen.findByText('0x11…111111')).toBeTruthy()
  })

  it('rule: a profile name replaces the address, and a profile image replaces the gradient avatar', async () => {
    const { kernel } = await connected()
    const { container } = show(kernel)
    expect(container.querySelector<HTMLElement>('.pc-account-avatar')!.style.background).toContain('radial-gradient')
    setAccount(kernel, { profileName: 'alice.eth', profileImage: 'https://example.test/alice.png' })
    expect(screen.getByText('alice.eth')).toBeTruthy()
    expect(screen.queryByText('0x11…111111')).toBeNull()
    expect(container.querySelector('.pc-account-avatar img')!.getAttribute('src')).toBe('https://example.test/alice.png')
  })

  it("rule: the copy button copies the full address and toasts 'Address copied'", async () => {
    const { kernel } = await connected()
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    show(kernel)
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(kernel.store('notifications').getState().toast).toMatchObject({ message: 'Address copied', variant: 'success' }))
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
  })

  it('rule: without a clipboard the copy fails with an error toast instead of throwing', async () => {
    const { kernel } = await connected()
    vi.stubGlobal('navigator', {})
    show(kernel)
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(kernel.store('notifications').getState().toast).toMatchObject({ variant: 'error' }))
  })

  it('rule: the balance is floored to 3 decimals and shown with its symbol', async () => {
    const { kernel } = await connected({ eip155: { wallet: { balance: '1234.56789' } } })
    show(kernel)
    expect(await screen.findByText('1,234.567 MCK')).toBeTruthy()
  })

  it('rule: while the balance is on its way a shimmer shows; it ends once the fetch settles', async () => {
    let answer: (value: { balance: string; symbol: string }) => void = () => {}
    const { kernel } = await connected()
    vi.spyOn(kernel.namespaces.get('eip155')!.capabilities!, 'getBalance').mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    setAccount(kernel, { balance: undefined as unknown as string })
    show(kernel)
    expect(screen.getByRole('status', { name: 'Loading balance' })).toBeTruthy()
    await act(async () => answer({ balance: '2', symbol: 'MCK' }))
    expect(await screen.findByText('2 MCK')).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Loading balance' })).toBeNull()
  })

  it('rule: a balance that cannot be had (failed fetch) shows nothing, not a shimmer forever', async () => {
    const { kernel } = await connected()
    vi.spyOn(kernel.namespaces.get('eip155')!.capabilities!, 'getBalance').mockRejectedValue(new Error('rpc down'))
    setAccount(kernel, { balance: undefined as unknown as string })
    const { container } = show(kernel)
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading balance' })).toBeNull())
    expect(container.querySelector('.pc-account-balance')).toBeNull()
  })

  it('rule: the network row shows the active network and opens Networks', async () => {
    const { kernel } = await connected()
    show(kernel)
    fireEvent.click(screen.getByRole('button', { name: /Mock One/ }))
    expect(kernel.store('router').getState().view).toBe('Networks')
  })

  it('rule: wallet features show in walletFeaturesOrder, only when registered and their flag is on, and open their view', async () => {
    const { kernel } = await connected({ options: { features: { swaps: false } } })
    registerFeatureLate(kernel, { id: 'send', label: 'Send', icon: 'send', view: 'SendView' })
    registerFeatureLate(kernel, { id: 'onramp', label: 'Buy', icon: 'plus' })
    registerFeatureLate(kernel, { id: 'swaps', label: 'Swap', icon: 'swap' })
    show(kernel)
    const group = screen.getByRole('group', { name: 'Wallet features' })
    expect([...group.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Buy', 'Send'])
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(kernel.store('router').getState().view).toBe('SendView')
  })

  it('rule: a feature registered while the view is open shows up, and leaves when removed', async () => {
    const { kernel } = await connected()
    show(kernel)
    expect(screen.queryByRole('group', { name: 'Wallet features' })).toBeNull()
    let remove = () => {}
    act(() => void (remove = registerFeatureLate(kernel, { id: 'receive', label: 'Receive', icon: 'receive' })))
    expect(screen.getByRole('button', { name: 'Receive' })).toBeTruthy()
    act(() => remove())
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull()
  })

  it('rule: with no tab registered there is no tab bar', async () => {
    const { kernel } = await connected()
    show(kernel)
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it("rule: registered tabs show in SPEC's order and the chosen one is the chain's currentTab", async () => {
    const { kernel } = await connected()
    registerTabLate(kernel, { id: 'activity', label: 'Activity', load: async () => ({ default: () => <p>activity panel</p> }) })
    registerTabLate(kernel, { id: 'tokens', label: 'Tokens', load: async () => ({ default: () => <p>tokens panel</p> }) })
    show(kernel)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'Activity'])
    expect(await screen.findByText('tokens panel')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(chainOf(kernel).account.currentTab).toBe('activity')
    expect(await screen.findByText('activity panel')).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  })

  it('rule: a tab that requires chain capabilities shows only on a namespace that has every one', async () => {
    const panel = async () => ({ default: () => <p>nfts panel</p> })
    const without = await connected()
    registerTabLate(without.kernel, { id: 'tokens', label: 'Tokens', load: async () => ({ default: () => <p>tokens panel</p> }) })
    addRegistered(without.kernel.store('registry'), 'accountTabs', { id: 'nfts', label: 'NFTs', order: 20, load: panel, requires: ['getNfts'] }, 'test')
    show(without.kernel)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens'])
    cleanup()
    const getNfts = async () => ({ nfts: [], next: undefined })
    const withNfts = await connected({ eip155: { capabilities: { getBalance: async () => ({ balance: '1', symbol: 'ETH' }), getNfts } } })
    addRegistered(withNfts.kernel.store('registry'), 'accountTabs', { id: 'nfts', label: 'NFTs', order: 20, load: panel, requires: ['getNfts'] }, 'test')
    show(withNfts.kernel)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['NFTs'])
    expect(await screen.findByText('nfts panel')).toBeTruthy()
  })

  it('rule: a tab whose chunk fails to load says so in its panel, and Try again fetches it anew', async () => {
    const { kernel } = await connected()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    let attempts = 0
    registerTabLate(kernel, {
      id: 'tokens',
      label: 'Tokens',
      load: async () => {
        if (++attempts === 1) throw new Error('offline')
        return { default: () => <p>tokens panel</p> }
      },
    })
    show(kernel)
    expect(await screen.findByText('This tab could not be loaded.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('tokens panel')).toBeTruthy()
    expect(attempts).toBe(2)
    consoleError.mockRestore()
  })

  it('rule: a re-render while a failed tab is shown keeps the failure; only Try again fetches again', async () => {
    const { kernel } = await connected()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    let attempts = 0
    registerTabLate(kernel, {
      id: 'tokens',
      label: 'Tokens',
      load: async () => {
        attempts++
        throw new Error('offline')
      },
    })
    show(kernel)
    expect(await screen.findByText('This tab could not be loaded.')).toBeTruthy()
    act(() => kernel.store('chains').setState((draft) => { draft.byNamespace.eip155!.account.balance = '2' }))
    expect(await screen.findByText('This tab could not be loaded.')).toBeTruthy()
    expect(attempts).toBe(1)
    consoleError.mockRestore()
  })

  it('rule: the Activity tab follows the activity feature flag', async () => {
    const { kernel } = await connected({ options: { features: { activity: false } } })
    registerTabLate(kernel, { id: 'activity', label: 'Activity', load: async () => ({ default: () => <p>activity</p> }) })
    show(kernel)
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it("rule: with multiWallet on a 'Wallets' row opens ProfileWallets; off, there is none", async () => {
    const off = await connected()
    show(off.kernel)
    expect(screen.queryByRole('button', { name: /Wallets/ })).toBeNull()
    cleanup()
    const on = await connected({ options: { features: { multiWallet: true } } })
    show(on.kernel)
    fireEvent.click(screen.getByRole('button', { name: /Wallets/ }))
    expect(on.kernel.store('router').getState().view).toBe('ProfileWallets')
  })

  it('rule: Disconnect shows a spinner while the wallet answers, then disconnects and closes the modal', async () => {
    let finish = () => {}
    const { kernel } = await connected({
      beforeStart: ({ eip155 }) => void (eip155.connector.disconnect = () => new Promise<void>((resolve) => (finish = resolve))),
    })
    show(kernel)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    expect(screen.getByRole('button', { name: 'Disconnect' }).getAttribute('aria-busy')).toBe('true')
    expect(kernel.store('modal').getState().open).toBe(true)
    await act(async () => finish())
    expect(chainOf(kernel).account.status).toBe('disconnected')
    expect(kernel.store('modal').getState().open).toBe(false)
  })

  it("rule: a failed disconnect shows a toast with the error's shortMessage", async () => {
    const { kernel } = await connected({
      beforeStart: ({ eip155 }) => void (eip155.connector.disconnect = async () => Promise.reject(new Error('wallet gone'))),
    })
    show(kernel)
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() =>
      expect(kernel.store('notifications').getState().toast).toMatchObject({ message: new ConnectionError('DISCONNECT_FAILED').shortMessage, variant: 'error' }),
    )
    expect(kernel.store('notifications').getState().toast?.message).toBe('Failed to disconnect')
  })

  it('rule: with no account the view offers to connect a wallet', async () => {
    const { kernel } = await startTestKernel()
    openModal(kernel, { view: 'Connect' })
    push(kernel, 'Account')
    show(kernel)
    expect(screen.getByText('No wallet connected')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Connect a wallet' }))
    expect(kernel.store('router').getState().view).toBe('Connect')
  })

  it('rule: the account with features, tabs and the loading balance has no axe violations', async () => {
    const { kernel } = await connected({ options: { features: { multiWallet: true } } })
    vi.spyOn(kernel.namespaces.get('eip155')!.capabilities!, 'getBalance').mockReturnValue(new Promise(() => {}))
    setAccount(kernel, { balance: undefined as unknown as string })
    registerFeatureLate(kernel, { id: 'send', label: 'Send', icon: 'send' })
    registerTabLate(kernel, { id: 'tokens', label: 'Tokens', load: async () => ({ default: () => <p>tokens panel</p> }) })
    const { container } = show(kernel)
    await screen.findByText('tokens panel')
    await expectNoAxeViolations(container)
  })
})
