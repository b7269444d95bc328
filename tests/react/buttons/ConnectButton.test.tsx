// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { ConnectButton, type ConnectButtonRenderProps } from '../../../react/buttons/ConnectButton.js'
import { connectMock } from '../helpers/connectMock.js'
import { findView } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { buttonHosts, inShadow } from '../helpers/shadowHosts.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('ConnectButton', () => {
  it("rule: shows 'Connect Wallet' inside the shadow root of a <portico-button> host, not in the page", async () => {
    kernel = (await startReactKernel()).kernel
    const { container } = renderWithKernel(kernel, <ConnectButton />)
    const [host] = buttonHosts(container)
    expect(host?.shadowRoot?.mode).toBe('open')
    expect(inShadow(host).getByRole('button', { name: 'Connect Wallet' })).toBeTruthy()
    expect(container.textContent).toBe('')
    expect(screen.queryByText('Connect Wallet')).toBeNull()
  })

  it('rule: a click opens the modal on the view SPEC chooses', async () => {
    kernel = (await startReactKernel()).kernel
    const { container } = renderWithKernel(kernel, <ConnectButton />)
    fireEvent.click(inShadow(buttonHosts(container)[0]).getByRole('button', { name: 'Connect Wallet' }))
    expect(kernel.store('modal').getState().open).toBe(true)
    await findView('Connect')
  })

  it("rule: shows 'Connecting…' and is busy while the wallet has not answered", async () => {
    kernel = (await startReactKernel({ eip155: { wallet: { behaviour: 'hang' } } })).kernel
    const { container } = renderWithKernel(kernel, <ConnectButton />)
    act(() => void connect(kernel!, { connectorId: 'mock-eip155' }))
    const button = inShadow(buttonHosts(container)[0]).getByRole('button', { name: 'Connecting…' })
    expect(button.getAttribute('aria-busy')).toBe('true')
  })

  it('rule: becomes the account button once connected', async () => {
    kernel = (await startReactKernel()).kernel
    const { container } = renderWithKernel(kernel, <ConnectButton />)
    await connectMock(kernel)
    const hosts = buttonHosts(container)
    expect(hosts).toHaveLength(1)
    expect(inShadow(hosts[0]).queryByRole('button', { name: 'Connect Wallet' })).toBeNull()
    expect(inShadow(hosts[0]).getByRole('button', { name: /0x11…111111/ })).toBeTruthy()
  })

  it('rule: label replaces the text', async () => {
    kernel = (await startReactKernel()).kernel
    const { container } = renderWithKernel(kernel, <ConnectButton label="Sign in" />)
    expect(inShadow(buttonHosts(container)[0]).getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('rule: the render-prop form renders in the light DOM and receives open, the account and its state', async () => {
    kernel = (await startReactKernel()).kernel
    const seen: ConnectButtonRenderProps[] = []
    const { container } = renderWithKernel(
      kernel,
      <ConnectButton>
        {(props) => {
          seen.push(props)
          return (
            <button type="button" onClick={() => props.open('Networks')}>
              {props.isConnected ? `Mine ${props.account.address}` : 'Mine'}
            </button>
          )
        }}
      </ConnectButton>,
    )
    expect(buttonHosts(container)).toHaveLength(0)
    expect(seen.at(-1)).toMatchObject({ isConnected: false, isConnecting: false, account: { status: 'disconnected' } })
    fireEvent.click(screen.getByRole('button', { name: 'Mine' }))
    expect(kernel.store('router').getState().view).toBe('Networks')
    await findView('Networks')
    await connectMock(kernel)
    expect(seen.at(-1)).toMatchObject({ isConnected: true, account: { address: '0x1111111111111111111111111111111111111111' } })
    expect(screen.getByRole('button', { name: 'Mine 0x1111111111111111111111111111111111111111' })).toBeTruthy()
  })
})
