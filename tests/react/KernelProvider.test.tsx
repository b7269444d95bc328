// @vitest-environment happy-dom
import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../core/actions/modalActions.js'
import { definePlugin } from '../../core/kernel/createPluginContext.js'
import type { Kernel } from '../../core/kernel/types.js'
import { KernelProvider } from '../../react/KernelProvider.js'
import { ConnectButton } from '../../react/buttons/ConnectButton.js'
import { NetworkButton } from '../../react/buttons/NetworkButton.js'
import { useAccount } from '../../react/hooks/useAccount.js'
import { STORAGE_KEYS } from '../../core/constants/storageKeys.js'
import { AFTER_PAINT_FALLBACK_MS } from '../../react/scheduling/startAfterPaint.js'
import { connectMock } from './helpers/connectMock.js'
import { tearDown } from './helpers/renderWithKernel.js'
import { buttonHosts, inShadow } from './helpers/shadowHosts.js'
import { startReactKernel } from './helpers/startReactKernel.js'

let kernels: Kernel[] = []
afterEach(async () => {
  await tearDown(...kernels)
  kernels = []
})

async function kernelFor(setup: Parameters<typeof startReactKernel>[0] = {}) {
  const started = await startReactKernel(setup)
  kernels.push(started.kernel)
  return started
}

/** Long enough for the provider's after-paint check to have run, in a DOM that paints no frames. */
const afterPaints = () => act(() => new Promise((resolve) => setTimeout(resolve, AFTER_PAINT_FALLBACK_MS * 2)))

/** A ConnectButton under the provider, as the smallest site renders it. */
const renderConnectButton = (kernel: Kernel, start?: 'intent' | 'load') =>
  render(
    <KernelProvider kernel={kernel} {...(start ? { start } : {})}>
      <ConnectButton />
    </KernelProvider>,
  )

function Address({ label }: { label: string }) {
  const account = useAccount()
  return <output aria-label={label}>{account.address ?? 'none'}</output>
}

describe('KernelProvider', () => {
  it('rule: starts an idle kernel once mounted, once, even under StrictMode', async () => {
    const { kernel } = await kernelFor({ start: false })
    const start = vi.spyOn(kernel, 'start')
    render(
      <StrictMode>
        <KernelProvider kernel={kernel}>
          <NetworkButton />
        </KernelProvider>
      </StrictMode>,
    )
    await waitFor(() => expect(kernel.status).toBe('started'))
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('rule: with start="load" the start waits for the first paint: the first commit leaves the kernel idle, and it starts after', async () => {
    const { kernel } = await kernelFor({ start: false })
    renderConnectButton(kernel, "load")
    // render() has committed and run the effects: the button is there, the kernel not yet started.
    expect(buttonHosts(document.body)).toHaveLength(1)
    expect(kernel.status).toBe('idle')
    await waitFor(() => expect(kernel.status).toBe('started'))
  })

  it('rule: on a first visit the kernel stays idle after the first paint until the visitor points at the button', async () => {
    const { kernel } = await kernelFor({ start: false })
    const { container } = renderConnectButton(kernel)
    await afterPaints()
    expect(kernel.status).toBe('idle')
    fireEvent.pointerOver(inShadow(buttonHosts(container)[0]!).getByRole('button', { name: 'Connect Wallet' }))
    expect(kernel.status).toBe('idle')
    await waitFor(() => expect(kernel.status).toBe('started'))
  })

  it('rule: focus on the button is an intent too', async () => {
    const { kernel } = await kernelFor({ start: false })
    const { container } = renderConnectButton(kernel)
    await afterPaints()
    fireEvent.focus(inShadow(buttonHosts(container)[0]!).getByRole('button', { name: 'Connect Wallet' }))
    await waitFor(() => expect(kernel.status).toBe('started'))
  })

  it('rule: a press on the button starts an idle kernel at once, in the press itself (a phone has no hover)', async () => {
    const { kernel } = await kernelFor({ start: false })
    const { container } = renderConnectButton(kernel)
    await afterPaints()
    fireEvent.pointerDown(inShadow(buttonHosts(container)[0]!).getByRole('button', { name: 'Connect Wallet' }))
    // Not after a paint or an idle moment: the click comes on release and should find it started.
    expect(kernel.status).not.toBe('idle')
    await waitFor(() => expect(kernel.status).toBe('started'))
    expect(kernel.store('modal').getState().open).toBe(false)
  })

  it('rule: a click that comes before the deferred start (a tap, no hover first) opens the view the chain plugins call for', async () => {
    const { kernel } = await kernelFor({ start: false, options: { isMobile: () => false } })
    const { container } = renderConnectButton(kernel)
    await afterPaints()
    fireEvent.click(inShadow(buttonHosts(container)[0]!).getByRole('button', { name: 'Connect Wallet' }))
    expect(kernel.store('router').getState().view).toBe('Connect')
    await waitFor(() => expect(kernel.status).toBe('started'))
  })

  it("rule: opening the modal from the site's own code starts an idle kernel", async () => {
    const { kernel } = await kernelFor({ start: false })
    render(<KernelProvider kernel={kernel} />)
    await afterPaints()
    expect(kernel.status).toBe('idle')
    act(() => openModal(kernel))
    await waitFor(() => expect(kernel.status).toBe('started'))
  })

  it('rule: a NetworkButton on the page, which shows the active network, starts the kernel after the first paint', async () => {
    const { kernel } = await kernelFor({ start: false })
    const { container } = render(
      <KernelProvider kernel={kernel}>
        <NetworkButton />
      </KernelProvider>,
    )
    expect(kernel.status).toBe('idle')
    await waitFor(() => expect(kernel.status).toBe('started'))
    await waitFor(() => expect(inShadow(buttonHosts(container)[0]!).getByRole('button').textContent).toContain('Mock One'))
  })

  it.each([
    ['a connector remembered for a namespace', STORAGE_KEYS.connectedConnectors, JSON.stringify({ eip155: 'mock-eip155' })],
    ['an email login used before', STORAGE_KEYS.emailLoginUsed, 'true'],
  ])('rule: a returning visitor with %s gets the kernel started after the first paint, without an intent', async (_, key, value) => {
    const { kernel } = await kernelFor({ start: false })
    kernel.storage.set(key, value)
    renderConnectButton(kernel)
    expect(kernel.status).toBe('idle')
    await waitFor(() => expect(kernel.status).toBe('started'))
  })

  it('rule: stored data that is not a session (a malformed remembered-connectors entry) does not start the kernel', async () => {
    const { kernel } = await kernelFor({ start: false })
    kernel.storage.set(STORAGE_KEYS.connectedConnectors, '{not json')
    kernel.storage.set(STORAGE_KEYS.recentWallet, 'metamask')
    renderConnectButton(kernel)
    await afterPaints()
    expect(kernel.status).toBe('idle')
  })

  it('rule: unmounted before the first paint, the provider never starts the kernel', async () => {
    const { kernel } = await kernelFor({ start: false })
    const start = vi.spyOn(kernel, 'start')
    const { unmount } = render(<KernelProvider kernel={kernel} />)
    unmount()
    await new Promise((resolve) => setTimeout(resolve, 250))
    expect(start).not.toHaveBeenCalled()
  })

  it('rule: leaves a kernel the site already started alone', async () => {
    const { kernel } = await kernelFor()
    const start = vi.spyOn(kernel, 'start')
    render(<KernelProvider kernel={kernel} />)
    expect(start).not.toHaveBeenCalled()
  })

  it('rule: a kernel that fails to start is reported on the console, and the page still renders', async () => {
    const { kernel } = await kernelFor({ start: false })
    kernel.use(definePlugin({ name: 'broken', setup: () => { throw new Error('broken plugin') } }))
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { getByText } = render(
      <KernelProvider kernel={kernel} start="load">
        <p>page</p>
      </KernelProvider>,
    )
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('[portico] the kernel failed to start', expect.anything()))
    expect(getByText('page')).toBeTruthy()
  })
})

describe('two kernels, two providers on one page', () => {
  it('rule: a connection in one is not seen by the other', async () => {
    const a = (await kernelFor()).kernel
    const b = (await kernelFor()).kernel
    const { container, getByLabelText } = render(
      <>
        <section data-testid="a">
          <KernelProvider kernel={a}>
            <ConnectButton />
            <Address label="a" />
          </KernelProvider>
        </section>
        <section data-testid="b">
          <KernelProvider kernel={b}>
            <ConnectButton />
            <Address label="b" />
          </KernelProvider>
        </section>
      </>,
    )
    await connectMock(a)
    expect(getByLabelText('a').textContent).toBe('0x1111111111111111111111111111111111111111')
    expect(getByLabelText('b').textContent).toBe('none')
    const [hostA, hostB] = buttonHosts(container)
    expect(inShadow(hostA).getByRole('button', { name: /0x11…111111/ })).toBeTruthy()
    expect(inShadow(hostB).getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(b.store('chains').getState().byNamespace.eip155?.account.status).toBe('disconnected')
  })

  it('rule: each provider opens and closes its own modal', async () => {
    const a = (await kernelFor()).kernel
    const b = (await kernelFor()).kernel
    render(
      <>
        <KernelProvider kernel={a} />
        <KernelProvider kernel={b} />
      </>,
    )
    act(() => openModal(a, { view: 'Networks' }))
    const dialogs = () => [...document.querySelectorAll('portico-modal')].map((host) => host.shadowRoot?.querySelector('[role="dialog"]'))
    await waitFor(() => expect(dialogs().filter(Boolean)).toHaveLength(1), { timeout: 5_000 })
    expect(b.store('modal').getState().open).toBe(false)
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)

    act(() => openModal(b))
    await waitFor(() => expect(dialogs().filter(Boolean)).toHaveLength(2), { timeout: 5_000 })
    fireEvent.keyDown(dialogs()[0]!, { key: 'Escape' })
    expect(a.store('modal').getState().open).toBe(false)
    expect(b.store('modal').getState().open).toBe(true)
    expect(b.store('router').getState().view).toBe('Connect')
  })
})
