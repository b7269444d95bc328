// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { switchNetwork } from '../../../core/actions/switchNetwork.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { NetworkButton, type NetworkButtonRenderProps } from '../../../react/buttons/NetworkButton.js'
import { connectMock } from '../helpers/connectMock.js'
import { findView } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { buttonHosts, inShadow } from '../helpers/shadowHosts.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('NetworkButton', () => {
  it("rule: shows the active network's name inside its shadow root and follows a switch", async () => {
    kernel = (await startReactKernel()).kernel
    const { container } = renderWithKernel(kernel, <NetworkButton />)
    const host = buttonHosts(container)[0]
    expect(inShadow(host).getByRole('button', { name: 'Mock One' })).toBeTruthy()
    expect(container.textContent).toBe('')
    await act(() => switchNetwork(kernel!, 'eip155:2'))
    expect(inShadow(host).getByRole('button', { name: 'Mock Two' })).toBeTruthy()
  })

  it('rule: a click opens the network list', async () => {
    kernel = (await startReactKernel()).kernel
    const { container } = renderWithKernel(kernel, <NetworkButton />)
    fireEvent.click(inShadow(buttonHosts(container)[0]).getByRole('button', { name: 'Mock One' }))
    expect(kernel.store('router').getState().view).toBe('Networks')
    await findView('Networks')
  })

  it("rule: shows 'Wrong Network' as a warning when the wallet is on an unsupported network, and opens UnsupportedChain", async () => {
    kernel = (await startReactKernel({ options: { allowUnsupportedChain: true }, eip155: { wallet: { caipNetworkId: 'eip155:999' } } })).kernel
    const { container } = renderWithKernel(kernel, <NetworkButton />)
    await connectMock(kernel)
    const button = inShadow(buttonHosts(container)[0]).getByRole('button', { name: 'Wrong Network' })
    expect(button.getAttribute('data-warning')).toBe('true')
    fireEvent.click(button)
    expect(kernel.store('router').getState().view).toBe('UnsupportedChain')
    await findView('UnsupportedChain')
  })

  it('rule: with enableNetworkSwitch false it shows the network but is not a switcher: no button, no open', async () => {
    kernel = (await startReactKernel({ options: { enableNetworkSwitch: false } })).kernel
    const { container } = renderWithKernel(kernel, <NetworkButton />)
    const host = buttonHosts(container)[0]!
    expect(inShadow(host).queryByRole('button')).toBeNull()
    const shown = host.shadowRoot!.querySelector('[data-kind="network"]')!
    expect(shown.textContent).toMatch(/Mock One$/)
    fireEvent.click(shown)
    fireEvent.pointerDown(shown)
    expect(kernel.store('modal').getState().open).toBe(false)
    await act(() => switchNetwork(kernel!, 'eip155:2'))
    expect(shown.textContent).toMatch(/Mock Two$/)
  })

  it('rule: with enableNetworkSwitch false the render-prop form gets no open', async () => {
    kernel = (await startReactKernel({ options: { enableNetworkSwitch: false } })).kernel
    const seen: NetworkButtonRenderProps[] = []
    renderWithKernel(kernel, <NetworkButton>{(props) => (seen.push(props), <span>{props.label}</span>)}</NetworkButton>)
    expect(seen.at(-1)).toMatchObject({ label: 'Mock One' })
    expect(seen.at(-1)!.open).toBeUndefined()
  })

  it('rule: the render-prop form renders in the light DOM and receives the network, its label and open', async () => {
    kernel = (await startReactKernel({ options: { allowUnsupportedChain: true }, eip155: { wallet: { caipNetworkId: 'eip155:999' } } })).kernel
    const seen: NetworkButtonRenderProps[] = []
    const { container } = renderWithKernel(
      kernel,
      <NetworkButton>
        {(props) => {
          seen.push(props)
          return (
            <button type="button" onClick={props.open}>
              {props.label}
            </button>
          )
        }}
      </NetworkButton>,
    )
    expect(buttonHosts(container)).toHaveLength(0)
    expect(seen.at(-1)).toMatchObject({ label: 'Mock One', network: { caipNetworkId: 'eip155:1', unsupported: false } })
    await connectMock(kernel)
    expect(seen.at(-1)).toMatchObject({ label: 'Wrong Network', network: { caipNetworkId: 'eip155:999', unsupported: true } })
    fireEvent.click(screen.getByRole('button', { name: 'Wrong Network' }))
    await findView('UnsupportedChain')
  })
})
