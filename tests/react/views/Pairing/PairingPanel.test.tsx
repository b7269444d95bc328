// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../../core/actions/modalActions.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { goBack } from '../../../../core/router/navigationRules.js'
import { push } from '../../../../core/router/router.js'
import type { WalletListing } from '../../../../core/types/wallet.js'
import PairingView from '../../../../react/views/Pairing/PairingView.js'
import type { ViewProps } from '../../../../react/views/viewRegistry.js'
import { expectNoAxeViolations, fakeApi, listing, renderView } from '../../../react/connect/viewKit.js'
import type { FakeProvider } from '../../../plugins/walletconnect/helpers/fakeUniversalProvider.js'
import { bothNamespaces, settle, useTimingFakes, walletConnectKernel, type WalletConnectKernelOptions } from '../../../plugins/walletconnect/helpers/walletConnectKernel.js'
import { decodeQrPath } from './decodeQrPath.js'

let kernel: Kernel | undefined

/** The walletConnect plugin's pairing view, as the modal draws it from its registration. */
const ConnectingWalletConnect = (props: ViewProps) => <PairingView {...props} loginMethod="walletConnect" />

beforeAll(async () => {
  // The plugin's lazy parts, loaded once so its import()s answer at once under fake timers.
  await import('../../../../plugins/walletconnect/runtime/createRuntime.js')
  await import('../../../../react/views/Pairing/PairingView.js')
})

afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  await kernel?.destroy()
  kernel = undefined
})

const linked = listing('w1', {
  name: 'Linked', mobile_link: 'linked://', desktop_link: 'linked-desktop://', webapp_link: 'https://app.linked.test',
  app_store: 'https://apps.test/linked', play_store: 'https://play.test/linked', homepage: 'https://linked.test/',
})

/** The pairing view open on `wallet`, as a visitor who picked it sees it. */
async function showPairing(shown: WalletListing | null = linked, setup: WalletConnectKernelOptions = {}, strict = false) {
  const wallet = shown ?? undefined
  const made = await walletConnectKernel({ fetch: fakeApi(wallet ? [wallet] : []).fetch, ...setup })
  kernel = made.kernel
  openModal(made.kernel, { view: 'Connect' })
  push(made.kernel, 'ConnectingWalletConnect', wallet ? { wallet } : undefined)
  const view = renderView(made.kernel, ConnectingWalletConnect, wallet ? { wallet } : undefined, { strict })
  return { ...made, view }
}

/**
 * Lets the plugin answer (imports, promises) and React render what changed, until `check` holds.
 * React commits at the end of each act(), so the check runs between them.
 */
async function flush(check: () => boolean = () => true) {
  const deadline = performance.now() + 4_000
  do {
    await act(async () => {
      await settle(4)
    })
  } while (!check() && performance.now() < deadline)
  if (!check()) throw new Error('the panel never got there')
}

const ready = (fake: { provider: FakeProvider }) => () => fake.provider.proposals.length > 0 && document.querySelector('.pc-wcq, .pc-wcp button') !== null

/** What the QR code on screen decodes to. */
function qrText(): string | undefined {
  const svg = document.querySelector('.pc-wcq svg')
  const units = Number(svg?.getAttribute('viewBox')?.split(' ')[2])
  return decodeQrPath(svg?.querySelector('path')?.getAttribute('d') ?? '', units)
}

describe('the pairing panel on a computer', () => {
  it('rule: while the link is made the panel says so; then it shows a QR code that decodes to the pairing link', async () => {
    const { fake } = await showPairing()
    expect(screen.getByRole('status', { name: /Loading|Preparing the connection/ })).toBeTruthy()
    await flush(ready(fake))
    expect(qrText()).toBe(fake.provider.proposals[0]!.uri)
    expect(screen.getByRole('img', { name: 'QR code to connect Linked' })).toBeTruthy()
  })

  it("rule: the QR code is dark on a white square in both themes, with the wallet's logo in the middle", async () => {
    for (const themeMode of ['dark', 'light'] as const) {
      const { fake } = await showPairing(linked, { kernel: { themeMode } })
      await flush(ready(fake))
      const svg = document.querySelector('.pc-wcq svg')!
      expect(svg.querySelector('rect')?.getAttribute('fill')).toBe('#ffffff')
      expect(svg.querySelector('path')?.getAttribute('fill')).toBe('#000000')
      expect(document.querySelector('.pc-wcq-logo .pc-image')).toBeTruthy()
      cleanup()
      await kernel?.destroy()
      kernel = undefined
    }
  })

  it('rule: Copy link puts the pairing link on the clipboard and a toast says so', async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { fake, kernel: k } = await showPairing()
    await flush(ready(fake))
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }))
    await flush()
    expect(writeText).toHaveBeenCalledWith(fake.provider.proposals[0]!.uri)
    expect(k.store('notifications').getState().toast).toMatchObject({ message: 'Link copied', variant: 'success' })
  })

  it('rule: an expired link is replaced in place by a new one, with no error and nothing for the visitor to do', async () => {
    useTimingFakes()
    const { fake } = await showPairing()
    await flush(ready(fake))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(230_000)
    })
    await flush(() => fake.provider.proposals.length === 2 && qrText() === fake.provider.proposals[1]!.uri)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("rule: the wallet's refusal shows 'Connection rejected' once, and Try again pairs anew no sooner than 1 s later", async () => {
    const { fake } = await showPairing()
    await flush(ready(fake))
    useTimingFakes()
    await act(async () => {
      fake.provider.proposals[0]!.reject({ code: 5000, message: 'User rejected.' })
      await settle()
    })
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([expect.stringContaining('Connection rejected')])
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await flush()
    expect(fake.provider.proposals).toHaveLength(1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000)
    })
    await flush(ready(fake))
    expect(fake.provider.proposals).toHaveLength(2)
  })

  it("rule: with the relay unreachable, 'Failed to connect' shows after the connect time-out", async () => {
    const made = await walletConnectKernel({ fetch: fakeApi([linked]).fetch })
    made.fake.provider.onPropose = 'hang'
    kernel = made.kernel
    useTimingFakes()
    openModal(made.kernel, { view: 'ConnectingWalletConnect', data: { wallet: linked } })
    renderView(made.kernel, ConnectingWalletConnect, { wallet: linked })
    await flush(() => made.fake.provider.proposals.length === 1)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000)
    })
    await flush()
    expect(screen.getByRole('alert').textContent).toContain('Failed to connect')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('rule: once the wallet approves, the modal shows Account in a fresh history', async () => {
    const { fake, kernel: k } = await showPairing()
    await flush(ready(fake))
    await act(async () => {
      fake.provider.proposals[0]!.approve(bothNamespaces())
      await settle()
    })
    expect(k.store('router').getState()).toMatchObject({ view: 'Account', history: [{ view: 'Account' }] })
  })

  it('rule: going back ends the pairing quietly: no error, no link left', async () => {
    const { fake, kernel: k } = await showPairing()
    await flush(ready(fake))
    act(() => goBack(k))
    await flush()
    expect(k.store('walletConnect').getState().pairing).toEqual({ status: 'idle' })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('rule: under StrictMode the panel still proposes one session', async () => {
    const { fake } = await showPairing(linked, {}, true)
    await flush(ready(fake))
    await settle()
    expect(fake.provider.proposals).toHaveLength(1)
  })

  it('rule: the QR code and the error state have no axe violations', async () => {
    const { fake, view } = await showPairing()
    await flush(ready(fake))
    await expectNoAxeViolations(view.container)
    await act(async () => {
      fake.provider.proposals[0]!.reject(new Error('settlement failed'))
      await settle()
    })
    expect(screen.getByRole('alert').textContent).toContain('Failed to connect')
    await expectNoAxeViolations(view.container)
  })
})

describe('the pairing panel on a phone', () => {
  const phone = { kernel: { isMobile: () => true } }

  it("rule: the link is ready before the tap, and the tap opens the wallet's mobile link synchronously", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { fake } = await showPairing(linked, phone)
    await flush(ready(fake))
    fireEvent.click(screen.getByRole('button', { name: 'Open Linked' }))
    // No await between the tap and the navigation.
    expect(open).toHaveBeenCalledWith(`linked://wc?uri=${encodeURIComponent(fake.provider.proposals[0]!.uri)}`, '_self')
  })

  it('rule: when the app has not opened after 3 s and the page is still in front, the QR code, the link and the install link are offered', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null)
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })
    const { fake } = await showPairing(linked, phone)
    await flush(ready(fake))
    useTimingFakes()
    fireEvent.click(screen.getByRole('button', { name: 'Open Linked' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_999)
    })
    expect(document.querySelector('.pc-wcq')).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(screen.getByRole('status').textContent).toContain('Linked did not open')
    expect(qrText()).toBe(fake.provider.proposals[0]!.uri)
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Install Linked/ }).getAttribute('href')).toBe('https://apps.test/linked')
  })

  it('rule: when the page was hidden (the app came up), nothing else is offered', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null)
    const { fake } = await showPairing(linked, phone)
    await flush(ready(fake))
    useTimingFakes()
    fireEvent.click(screen.getByRole('button', { name: 'Open Linked' }))
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000)
    })
    expect(document.querySelector('.pc-wcq')).toBeNull()
    expect(screen.getByRole('button', { name: 'Open Linked' })).toBeTruthy()
  })

  it('rule: a hostile mobile link is not opened: the QR code shows instead', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const hostile = listing('bad', { name: 'Bad', mobile_link: 'javascript:alert(1)' })
    const { fake } = await showPairing(hostile, phone)
    await flush(ready(fake))
    expect(screen.queryByRole('button', { name: 'Open Bad' })).toBeNull()
    expect(qrText()).toBe(fake.provider.proposals[0]!.uri)
    expect(open).not.toHaveBeenCalled()
  })
})

describe('the desktop and web tabs', () => {
  it("rule: the web tab opens the wallet's web app in a new tab on the pairing link", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { fake } = await showPairing()
    await flush(ready(fake))
    fireEvent.click(screen.getByRole('tab', { name: 'Web' }))
    fireEvent.click(screen.getByRole('button', { name: 'Open Linked' }))
    expect(open).toHaveBeenCalledWith(`https://app.linked.test/wc?uri=${encodeURIComponent(fake.provider.proposals[0]!.uri)}`, '_blank', 'noopener,noreferrer')
  })

  it("rule: the desktop tab opens the wallet's desktop app, and switching tabs keeps the same pairing", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { fake } = await showPairing()
    await flush(ready(fake))
    fireEvent.click(screen.getByRole('tab', { name: 'Desktop' }))
    fireEvent.click(screen.getByRole('button', { name: 'Open Linked' }))
    expect(open).toHaveBeenCalledWith(`linked-desktop://wc?uri=${encodeURIComponent(fake.provider.proposals[0]!.uri)}`, '_self')
    fireEvent.click(screen.getByRole('tab', { name: 'Mobile' }))
    await flush()
    expect(qrText()).toBe(fake.provider.proposals[0]!.uri)
    expect(fake.provider.proposals).toHaveLength(1)
  })

  it('rule: opened from the generic WalletConnect row (no listing) the QR code has no logo', async () => {
    const { fake } = await showPairing(null)
    await flush(ready(fake))
    expect(qrText()).toBe(fake.provider.proposals[0]!.uri)
    expect(document.querySelector('.pc-wcq-logo')).toBeNull()
  })
})
