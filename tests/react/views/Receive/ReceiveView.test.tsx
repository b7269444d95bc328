// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { KernelContext } from '../../../../react/hooks/useKernel.js'
import ReceiveView, { COPIED_MS } from '../../../../react/views/Receive/ReceiveView.js'
import { startTestKernel } from '../../../core/connection/startTestKernel.js'
import { mockNetwork } from '../../../helpers/mockChainPlugin.js'
import { expectNoAxeViolations } from '../../connect/viewKit.js'
import { decodeQrPath } from '../Pairing/decodeQrPath.js'

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
const SOLANA_ADDRESS = 'PorticoReceiveTestSo1anaAccount1111111111'

let kernel: Kernel | undefined
afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  await kernel?.destroy()
  kernel = undefined
})

/** eip155 (two networks) and solana (one) registered; the namespace given connected and active. */
async function connected(namespace: 'eip155' | 'solana' = 'eip155') {
  const made = await startTestKernel({
    solana: { networks: [mockNetwork('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Mock Solana')], wallet: { accounts: [SOLANA_ADDRESS] } },
  })
  kernel = made.kernel
  await connect(made.kernel, { connectorId: `mock-${namespace}` })
  const { container } = render(<KernelContext.Provider value={made.kernel}><ReceiveView kernel={made.kernel} data={undefined} /></KernelContext.Provider>)
  return { kernel: made.kernel, container }
}

/** What a camera reads from the drawn QR code: its path painted on a bitmap, decoded by jsQR. */
function decodeShown(container: HTMLElement): string | undefined {
  const svg = container.querySelector('.pc-wcq svg')!
  const units = Number(svg.getAttribute('viewBox')!.split(' ')[2])
  return decodeQrPath(svg.querySelector('path')!.getAttribute('d')!, units)
}

const networkNames = () => screen.getAllByRole('listitem').map((item) => item.querySelector('.pc-receive-network-name')?.textContent)

describe('ReceiveView', () => {
  it('rule: the QR code decodes to the plain address, as a wallet scans it, with the wallet pictured in its middle', async () => {
    const { container } = await connected()
    expect(decodeShown(container)).toBe(EVM_ADDRESS)
    expect(screen.getByRole('img', { name: 'QR code of your address' })).toBeTruthy()
    // The mock wallet announces no icon: its initials stand in, on the square the code leaves light.
    expect(container.querySelector('.pc-wcq-logo .pc-image')!.textContent).toBe('ME')
    expect(screen.getByText('Your Mock eip155 wallet address')).toBeTruthy()
  })

  it("rule: the wallet's own icon is the one drawn in the QR code", async () => {
    const { kernel, container } = await connected()
    act(() => kernel.store('chains').setState((draft) => {
      draft.byNamespace.eip155!.account.connectedWalletInfo = { name: 'Icon Wallet', icon: 'https://example.test/icon.png' }
    }))
    expect(container.querySelector('.pc-wcq-logo img')!.getAttribute('src')).toBe('https://example.test/icon.png')
  })

  it('rule: the address is shown in full, not shortened', async () => {
    await connected()
    expect(screen.getByTestId('receive-address').textContent).toBe(EVM_ADDRESS)
  })

  it("rule: Copy writes the address to the clipboard, says 'Copied' and announces it, then offers to copy again", async () => {
    const writeText = vi.fn(async () => {})
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    await connected()
    vi.useFakeTimers()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await act(async () => {})
    expect(writeText).toHaveBeenCalledWith(EVM_ADDRESS)
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Address copied')
    act(() => vi.advanceTimersByTime(COPIED_MS))
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('rule: without a clipboard the copy fails with an error toast, and no Copied shows', async () => {
    vi.stubGlobal('navigator', {})
    const { kernel } = await connected()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() => expect(kernel.store('notifications').getState().toast).toMatchObject({ message: 'Could not copy the address', variant: 'error' }))
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull()
  })

  it("rule: the networks listed are the account's namespace's, where this address receives, and no other namespace's", async () => {
    await connected('eip155')
    expect(screen.getByRole('list', { name: 'Receive on these networks' })).toBeTruthy()
    expect(networkNames()).toEqual(['Mock One', 'Mock Two'])
  })

  it("rule: on a solana account the list and the code are solana's", async () => {
    const { container } = await connected('solana')
    expect(networkNames()).toEqual(['Mock Solana'])
    expect(decodeShown(container)).toBe(SOLANA_ADDRESS)
  })

  it('rule: the view has no axe violations', async () => {
    const { container } = await connected()
    await expectNoAxeViolations(container)
  })
})
