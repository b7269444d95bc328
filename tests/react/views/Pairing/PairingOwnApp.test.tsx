// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectionError } from '../../../../core/errors/ConnectionError.js'
import { definePlugin } from '../../../../core/kernel/createPluginContext.js'
import type { PairingLogin } from '../../../../core/kernel/contributions.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { KernelOptions } from '../../../../core/options/types.js'
import PairingView from '../../../../react/views/Pairing/PairingView.js'
import type { ViewProps } from '../../../../react/views/viewRegistry.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { mockPairingLogin } from '../../../helpers/mockLoginPlugin.js'
import { renderView } from '../../connect/viewKit.js'

/*
 * A pairing login that is an app of its own (farcaster): it has a button of its own and no wallet
 * listing, and the pairing view names it and shows its mark where it would show a wallet's.
 */
const ICON = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E'
const LINK = 'https://relay.test/~/siwf?channelToken=c'

let kernel: Kernel | undefined
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

async function setup(options: Partial<KernelOptions>, overrides: Partial<PairingLogin> = {}) {
  kernel = createTestKernel(options)
  kernel.use(definePlugin({
    name: 'own-app',
    setup(ctx) {
      ctx.defineSlice('walletConnect', { pairing: { status: 'ready', uri: LINK, expiresAt: Date.now() + 60_000 }, appLaunch: 'idle' })
      ctx.registerLoginMethod({
        ...mockPairingLogin({ id: 'own-app', name: 'Stand-in App', connectsListings: false, pair: () => new Promise(() => {}), opensWallet: (platform) => platform === 'mobile', walletLink: (_platform, _wallet, uri) => uri, ...overrides }),
        button: { id: 'own-app', name: 'Stand-in App', icon: ICON },
      } as Parameters<typeof ctx.registerLoginMethod>[0])
    },
  }))
  await kernel.start()
  return kernel
}
const View = (props: ViewProps) => <PairingView {...props} loginMethod="own-app" />

describe('the pairing view of a login that is its own app', () => {
  it('rule: it shows the login\'s mark and names it in the scan hint', async () => {
    const { container } = renderView(await setup({}), View)
    expect(container.querySelector('.pc-wc-header img')?.getAttribute('src')).toBe(ICON)
    expect(screen.getByText('Scan this QR code with Stand-in App on your phone')).toBeTruthy()
  })

  it('rule: on a phone its button is named for it and opens its link, with no wallet listing picked', async () => {
    const openApp = vi.fn(() => true)
    renderView(await setup({ isMobile: () => true }, { openApp }), View)
    fireEvent.click(screen.getByRole('button', { name: 'Open Stand-in App' }))
    expect(openApp).toHaveBeenCalledExactlyOnceWith(undefined, 'mobile')
  })

  it('rule: a failed pairing says the login\'s own connection error', async () => {
    renderView(await setup({}, { pair: () => Promise.reject(new ConnectionError('FARCASTER_FAILED')) }), View)
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to connect to farcaster'))
  })
})
