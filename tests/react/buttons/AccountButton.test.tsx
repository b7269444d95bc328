// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { AccountButton, type AccountButtonRenderProps } from '../../../react/buttons/AccountButton.js'
import { connectMock } from '../helpers/connectMock.js'
import { findView } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { buttonHosts, inShadow, shadowOf } from '../helpers/shadowHosts.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

const ADDRESS = '0xAbCd00000000000000000000000000000012F4e6'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

const connectedKernel = async (balance = '1.23456789') =>
  (await startReactKernel({ eip155: { wallet: { accounts: [ADDRESS], balance } } })).kernel

describe('AccountButton', () => {
  it('rule: renders nothing while disconnected', async () => {
    kernel = (await startReactKernel()).kernel
    const { container } = renderWithKernel(kernel, <AccountButton />)
    expect(buttonHosts(container)).toHaveLength(0)
  })

  it('rule: shows the balance floored to 3 decimals and the address as 4 leading and 6 trailing characters', async () => {
    kernel = await connectedKernel('1.23456789')
    const { container } = renderWithKernel(kernel, <AccountButton />)
    await connectMock(kernel)
    const host = buttonHosts(container)[0]
    await waitFor(() => expect(shadowOf(host).textContent).toContain('1.234 MCK'))
    expect(shadowOf(host).textContent).toContain('0xAb…12F4e6')
    expect(shadowOf(host).textContent).not.toContain(ADDRESS)
    expect(inShadow(host).getByRole('button', { name: '1.234 MCK 0xAb…12F4e6' })).toBeTruthy()
  })

  it('rule: a balance below 0.001 is floored to 3 decimals and shows 0, never rounded up', async () => {
    kernel = await connectedKernel('0.0009999')
    const { container } = renderWithKernel(kernel, <AccountButton />)
    await connectMock(kernel)
    await waitFor(() => expect(shadowOf(buttonHosts(container)[0]).textContent).toContain('0 MCK'))
    expect(shadowOf(buttonHosts(container)[0]).textContent).not.toContain('<')
  })

  it("rule: balance='hide' leaves the balance out", async () => {
    kernel = await connectedKernel()
    const { container } = renderWithKernel(kernel, <AccountButton balance="hide" />)
    await connectMock(kernel)
    await waitFor(() => expect(kernel!.store('chains').getState().byNamespace.eip155?.account.balance).toBe('1.23456789'))
    expect(shadowOf(buttonHosts(container)[0]).textContent).not.toContain('MCK')
  })

  it('rule: a click opens the modal on Account', async () => {
    kernel = await connectedKernel()
    const { container } = renderWithKernel(kernel, <AccountButton />)
    await connectMock(kernel)
    fireEvent.click(inShadow(buttonHosts(container)[0]).getByRole('button', { name: /0xAb…12F4e6/ }))
    expect(kernel.store('router').getState().view).toBe('Account')
    await findView('Account')
  })

  it('rule: the render-prop form renders in the light DOM and receives the account, its display texts and open', async () => {
    kernel = await connectedKernel()
    const seen: AccountButtonRenderProps[] = []
    const { container } = renderWithKernel(
      kernel,
      <AccountButton>
        {(props) => {
          seen.push(props)
          return (
            <button type="button" onClick={props.open}>
              {`${props.displayName} ${props.displayBalance ?? ''}`.trim()}
            </button>
          )
        }}
      </AccountButton>,
    )
    await connectMock(kernel)
    await waitFor(() => expect(seen.at(-1)?.displayBalance).toBe('1.234 MCK'))
    expect(seen.at(-1)).toMatchObject({ displayName: '0xAb…12F4e6', account: { address: ADDRESS, isConnected: true } })
    expect(buttonHosts(container)).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: '0xAb…12F4e6 1.234 MCK' }))
    await findView('Account')
  })
})
