// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../core/actions/connect.js'
import type { Kernel } from '../../core/kernel/types.js'
import { STORAGE_KEYS } from '../../core/constants/storageKeys.js'
import type { InitialState } from '../../core/ssr/sessionCookie.js'
import { KernelProvider } from '../../react/KernelProvider.js'
import { ConnectButton } from '../../react/buttons/ConnectButton.js'
import { createTestKernel } from '../helpers/createTestKernel.js'
import { mockChainPlugin, mockNetwork } from '../helpers/mockChainPlugin.js'
import { SsrApp } from './helpers/ssrApp.js'
import { buttonHosts, inShadow } from './helpers/shadowHosts.js'
import { startReactKernel } from './helpers/startReactKernel.js'

let root: Root | undefined
let container: HTMLElement | undefined
const kernels: Kernel[] = []
afterEach(async () => {
  act(() => root?.unmount())
  container?.remove()
  await Promise.all(kernels.splice(0).map((kernel) => kernel.destroy()))
})

/** The server's HTML for the page: a fresh kernel, as a server makes one per request. */
function serverHtml(): string {
  const kernel = createTestKernel().use(mockChainPlugin().plugin)
  kernels.push(kernel)
  return renderToString(<SsrApp kernel={kernel} />)
}

/** Hydrates the server HTML with `kernel`, collecting every hydration complaint React makes. */
async function hydrate(kernel: Kernel) {
  const consoleError = vi.spyOn(console, 'error')
  const recoverable: unknown[] = []
  container = document.createElement('div')
  container.innerHTML = serverHtml()
  document.body.appendChild(container)
  await act(async () => {
    root = hydrateRoot(container!, <SsrApp kernel={kernel} />, { onRecoverableError: (error) => void recoverable.push(error) })
  })
  return { consoleError, recoverable }
}

describe('hydration', () => {
  it('rule: hydrating the server HTML with an idle kernel produces no mismatch', async () => {
    const { kernel } = await startReactKernel({ start: false })
    kernels.push(kernel)
    const { consoleError, recoverable } = await hydrate(kernel)
    expect(recoverable).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    await waitFor(() => expect(kernel.status).toBe('started'))
    expect(inShadow(buttonHosts(container!)[0]).getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
  })

  it('rule: hydrating with a kernel that already holds a session produces no mismatch, then shows the session', async () => {
    const { kernel } = await startReactKernel()
    kernels.push(kernel)
    await connect(kernel, { connectorId: 'mock-eip155' })
    const { consoleError, recoverable } = await hydrate(kernel)
    expect(recoverable).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    const [account, , network] = buttonHosts(container!)
    expect(inShadow(account).getByRole('button', { name: /0x11…111111/ })).toBeTruthy()
    expect(inShadow(network).getByRole('button', { name: 'Mock One' })).toBeTruthy()
  })
})

describe('hydration from the session cookie', () => {
  const ALICE = '0x1111111111111111111111111111111111111111'
  const networks = [mockNetwork('eip155', '1', 'Mock One'), mockNetwork('eip155', '2', 'Mock Two')]
  const session: InitialState = { active: 'eip155', chains: { eip155: { caipAddress: `eip155:1:${ALICE}`, connectorId: 'mock-eip155' } } }

  function SessionApp({ kernel }: { kernel: Kernel }) {
    return (
      <KernelProvider kernel={kernel} initialState={session}>
        <ConnectButton>{({ account }) => <output>{account.isConnected ? `Signed in as ${account.address}` : 'Signed out'}</output>}</ConnectButton>
        <ConnectButton />
      </KernelProvider>
    )
  }

  it("rule: the server renders a returning visitor connected, and the browser hydrates it with no mismatch and no 'Connect Wallet' in between", async () => {
    const serverKernel = createTestKernel({ networks }).use(mockChainPlugin({ networks }).plugin)
    kernels.push(serverKernel)
    const html = renderToString(<SessionApp kernel={serverKernel} />)
    expect(html).toContain(`Signed in as ${ALICE}`)

    const { kernel } = await startReactKernel({ start: false, options: { networks }, eip155: { networks, wallet: { restorable: true } } })
    kernels.push(kernel)
    kernel.storage.set(STORAGE_KEYS.connectedConnectors, JSON.stringify({ eip155: 'mock-eip155' }))
    const consoleError = vi.spyOn(console, 'error')
    const recoverable: unknown[] = []
    container = document.createElement('div')
    container.innerHTML = html
    document.body.appendChild(container)
    await act(async () => {
      root = hydrateRoot(container!, <SessionApp kernel={kernel} />, { onRecoverableError: (error) => void recoverable.push(error) })
    })
    expect(recoverable).toEqual([])
    expect(consoleError).not.toHaveBeenCalled()
    expect(inShadow(buttonHosts(container)[0]).getByRole('button', { name: /0x11…111111/ })).toBeTruthy()
    expect(container.textContent).not.toContain('Connect Wallet')
    await waitFor(() => expect(kernel.status).toBe('started'))
    expect(container.querySelector('output')?.textContent).toBe(`Signed in as ${ALICE}`)
  })
})
