// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { openModal } from '../../../../core/actions/modalActions.js'
import { ConnectionError } from '../../../../core/errors/ConnectionError.js'
import type { ConnectSection } from '../../../../core/kernel/contributions.js'
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

const SECTION: ConnectSection = { id: 'social', loginMethod: 'social-test', feature: 'socials' }

/** The login's own wallet, which a finished popup connects, as an embedded wallet's would. */
const LOGIN_WALLET = fakeConnector({ id: 'social-test-wallet', type: 'AUTH', loginMethod: 'social-test' }, async () => ({
  accounts: [{ namespace: 'eip155', address: '0x5555555555555555555555555555555555555555', type: 'eoa' }], caipNetworkId: 'eip155:1',
}))

/** A social login plugin whose popup outcome the test decides; its wait view is 'SocialWait'. */
async function setup(outcome: () => Promise<void>) {
  const result = vi.fn((_provider: string, _popup: Window | null) => outcome())
  kernel = createTestKernel({ isMobile: () => false }).use(mockChainPlugin().plugin).use(definePlugin({
    name: 'social-test',
    setup(ctx) {
      ctx.registerLoginMethod({
        id: 'social-test', kind: 'social', section: 'social', providers: ['google', 'github'], waitView: 'SocialWait',
        popupUrl: (provider) => `https://auth.example.test/${provider}`, result,
      })
      ctx.registerView({ id: 'SocialWait', kind: 'social-wait', loginMethod: 'social-test', title: 'Social' })
      ctx.registerConnectorSource({ id: 'social-test', watch: (emit) => emit([LOGIN_WALLET]) })
    },
  }))
  await kernel.start()
  return { kernel, result }
}

const inKernel = (made: Kernel, node: ReactNode) => render(<KernelContext.Provider value={made}>{node}</KernelContext.Provider>)

describe('SocialSection', () => {
  it('rule: the popup opens inside the tap itself, on the login method\'s URL, and the wait view follows its outcome', async () => {
    const popup = {} as Window
    const open = vi.spyOn(window, 'open').mockReturnValue(popup)
    const { kernel, result } = await setup(() => new Promise(() => {}))
    const { container } = inKernel(kernel, <SocialSection kernel={kernel} section={SECTION} />)
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Continue with GitHub/ }))
    // Synchronous: by the time the click handler returned, the popup was asked for.
    expect(open).toHaveBeenCalledWith('https://auth.example.test/github', 'portico-social', expect.any(String))
    expect(result).toHaveBeenCalledWith('github', popup)
    expect(kernel.store('router').getState()).toMatchObject({ view: 'SocialWait', data: { provider: 'github' } })
    await expectNoAxeViolations(container)
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
    vi.spyOn(window, 'open').mockReturnValue({} as Window)
    let finish!: () => void
    const { kernel } = await setup(() => new Promise<void>((resolve) => void (finish = resolve)))
    await start(kernel, 'Google')
    expect(screen.getByText('Continue in Google')).toBeTruthy()
    // The popup reports, and the login method connects its wallet before its result resolves.
    await connect(kernel, { connectorId: LOGIN_WALLET.id })
    finish()
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
  })

  it("rule: a blocked or closed popup shows the login method's reason, with a way back", async () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    const { kernel } = await setup(async () => { throw new ConnectionError('POPUP_CLOSED') })
    await start(kernel, 'Google')
    expect((await screen.findByRole('alert')).textContent).toBe('Popup closed')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
