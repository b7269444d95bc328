// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { openModal } from '../../../../core/actions/modalActions.js'
import { ConnectionError } from '../../../../core/errors/ConnectionError.js'
import type { ConnectSection, LoginButton } from '../../../../core/kernel/contributions.js'
import { definePlugin } from '../../../../core/kernel/createPluginContext.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { KernelContext } from '../../../../react/hooks/useKernel.js'
import SocialSection from '../../../../react/views/Social/SocialSection.js'
import SocialWaitView from '../../../../react/views/Social/SocialWaitView.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../../helpers/mockChainPlugin.js'
import { expectNoAxeViolations, fakeConnector } from '../../connect/viewKit.js'

let kernel: Kernel | undefined
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

const SECTION: ConnectSection = { id: 'social', loginMethod: 'social-test', feature: 'socials', shared: true }

const mark = (id: string, name: string): LoginButton => ({ id, name, icon: `data:image/svg+xml,${id}` })
const PROVIDERS = [mark('google', 'Google'), mark('github', 'GitHub'), mark('apple', 'Apple'), mark('facebook', 'Facebook'), mark('x', 'X'), mark('discord', 'Discord')]

/** The login's own wallet, which a finished popup connects, as an embedded wallet's would. */
const LOGIN_WALLET = fakeConnector({ id: 'social-test-wallet', type: 'AUTH', loginMethod: 'social-test' }, async () => ({
  accounts: [{ namespace: 'eip155', address: '0x5555555555555555555555555555555555555555', type: 'eoa' }], caipNetworkId: 'eip155:1',
}))

interface Setup {
  outcome?: () => Promise<void>
  socials?: readonly string[]
  /** A second plugin sharing the section with a button of its own, as farcaster() does. */
  withButtonPlugin?: boolean
}

/** A social login plugin whose outcome the test decides; its wait view is 'SocialWait'. */
async function setup({ outcome = () => new Promise(() => {}), socials, withButtonPlugin = false }: Setup = {}) {
  const outcomes = new Map<string, Promise<void>>()
  const start = vi.fn((provider: string) => {
    const made = outcome()
    made.catch(() => {})
    outcomes.set(provider, made)
    return made
  })
  const prepare = vi.fn()
  const cancel = vi.fn()
  let made = createTestKernel({ isMobile: () => false, ...(socials ? { features: { socials: socials as never } } : {}) }).use(mockChainPlugin().plugin).use(definePlugin({
    name: 'social-test',
    setup(ctx) {
      ctx.registerLoginMethod({
        id: 'social-test', kind: 'social', section: 'social', providers: PROVIDERS, waitView: 'SocialWait',
        prepare, start, cancel, outcome: (provider) => outcomes.get(provider),
      })
      ctx.registerView({ id: 'SocialWait', kind: 'social-wait', loginMethod: 'social-test', title: 'Social' })
      ctx.registerConnectSection(SECTION)
      ctx.registerConnectorSource({ id: 'social-test', watch: (emit) => emit([LOGIN_WALLET]) })
    },
  }))
  if (withButtonPlugin) {
    made = made.use(definePlugin({
      name: 'button-test',
      setup(ctx) {
        ctx.registerLoginMethod({
          id: 'button-test', kind: 'pairing', section: 'social', name: 'Farcaster', slice: 'walletConnect' as never, view: 'ButtonView' as never,
          connectsListings: false, pair: async () => {}, isPaired: () => false, openApp: () => false, opensWallet: () => false,
          walletLink: () => undefined, installLink: () => undefined, button: mark('farcaster', 'Farcaster'),
        })
        ctx.registerConnectSection({ id: 'social', loginMethod: 'button-test', feature: 'socials', shared: true })
      },
    }))
  }
  kernel = made
  await made.start()
  return { kernel: made, start, prepare, cancel }
}

const inKernel = (made: Kernel, node: ReactNode) => render(<KernelContext.Provider value={made}>{node}</KernelContext.Provider>)

describe('SocialSection', () => {
  it('rule: a tap starts the login inside the tap itself and opens the wait view for its provider', async () => {
    const { kernel, start } = await setup()
    const { container } = inKernel(kernel, <SocialSection kernel={kernel} section={SECTION} />)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Discord' }))
    // Synchronous: by the time the click handler returned, the login had started (its popup asked for).
    expect(start).toHaveBeenCalledWith('discord')
    expect(kernel.store('router').getState()).toMatchObject({ view: 'SocialWait', data: { provider: 'discord' } })
    await expectNoAxeViolations(container)
  })

  it('rule: the links are made ready as the section shows, before any tap', async () => {
    const { kernel, prepare, start } = await setup()
    inKernel(kernel, <SocialSection kernel={kernel} section={SECTION} />)
    expect(prepare).toHaveBeenCalledTimes(1)
    expect(start).not.toHaveBeenCalled()
  })

  it('rule: the providers show in the order of features.socials, and only those it names', async () => {
    const { kernel } = await setup({ socials: ['discord', 'google', 'farcaster'] })
    inKernel(kernel, <SocialSection kernel={kernel} section={SECTION} />)
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)
    expect(names).toEqual(['Continue with Discord', 'Continue with Google'])
  })

  it('rule: the first provider is a wide button, three more are marks, and the rest open in place behind "more"', async () => {
    const { kernel } = await setup({ socials: ['google', 'x', 'discord', 'apple', 'github', 'facebook'] })
    inKernel(kernel, <SocialSection kernel={kernel} section={SECTION} />)
    expect(screen.getByRole('button', { name: 'Continue with Google' }).textContent).toBe('Continue with Google')
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue with GitHub' })).toBeNull()
    const more = screen.getByRole('button', { name: 'More ways to log in' })
    fireEvent.click(more)
    expect(screen.queryByRole('button', { name: 'More ways to log in' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy()
    // Focus goes where the control was: the first of what it hid.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Continue with GitHub'))
  })

  it('rule: another login method of the section shows its own button among the providers, and a tap opens its view', async () => {
    const { kernel } = await setup({ socials: ['google', 'farcaster', 'github'], withButtonPlugin: true })
    inKernel(kernel, <SocialSection kernel={kernel} section={SECTION} />)
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)
    expect(names).toEqual(['Continue with Google', 'Continue with Farcaster', 'Continue with GitHub'])
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Farcaster' }))
    expect(kernel.store('router').getState().view).toBe('ButtonView')
  })
})

describe('SocialWaitView', () => {
  const start = async (made: Kernel, provider: string) => {
    openModal(made, { view: 'Connect' })
    inKernel(made, <SocialSection kernel={made} section={SECTION} />)
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`Continue with ${provider}`) }))
    cleanup()
    return inKernel(made, <SocialWaitView kernel={made} data={{ provider: provider.toLowerCase() }} loginMethod="social-test" />)
  }

  it('rule: while the popup is open it says where to continue, and a connected visitor lands on Account', async () => {
    let finish!: () => void
    const { kernel } = await setup({ outcome: () => new Promise<void>((resolve) => void (finish = resolve)) })
    await start(kernel, 'Google')
    expect(screen.getByText('Continue in Google')).toBeTruthy()
    // The popup reports, and the login method connects its wallet before its result resolves.
    await connect(kernel, { connectorId: LOGIN_WALLET.id })
    finish()
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
  })

  it('rule: Cancel gives the login up (its popup closes) and goes back', async () => {
    const { kernel, cancel } = await setup()
    await start(kernel, 'Google')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(cancel).toHaveBeenCalledWith('google')
    expect(kernel.store('router').getState().view).toBe('Connect')
  })

  it("rule: a blocked or closed popup shows the login method's reason, with a way back", async () => {
    const { kernel } = await setup({ outcome: async () => { throw new ConnectionError('POPUP_CLOSED') } })
    await start(kernel, 'Google')
    expect((await screen.findByRole('alert')).textContent).toBe('Popup closed')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('rule: back from a full-page login, it says the login is finishing rather than pointing at a popup', async () => {
    const { kernel } = await setup()
    inKernel(kernel, <SocialWaitView kernel={kernel} data={{ provider: 'github', returned: true }} loginMethod="social-test" />)
    expect(screen.getByText('Signing you in with GitHub')).toBeTruthy()
    expect(screen.queryByText(/window that opened/)).toBeNull()
  })
})
