// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import type { ChainCapabilities, Kernel } from '../../../../core/kernel/types.js'
import { setPriceSource } from '../../../../core/tokens/kernelPriceSource.js'
import type { PriceSource } from '../../../../core/tokens/PriceSource.js'
import type { TokenBalance } from '../../../../core/types/account.js'
import { KernelContext } from '../../../../react/hooks/useKernel.js'
import SendView from '../../../../react/views/Send/SendView.js'
import { chainOf, startTestKernel } from '../../../core/connection/startTestKernel.js'
import { expectNoAxeViolations } from '../../connect/viewKit.js'

let kernel: Kernel | undefined
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

const RECEIVER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const token = (symbol: string, numeric: string, address: string): TokenBalance => ({
  name: `${symbol} token`, symbol, chainId: '1', address, quantity: { decimals: '6', numeric }, iconUrl: '',
})

/** A connected eip155 account holding 1.5 MCK, whose wallet sends at once; a fee of 0.01 MCK. */
async function connected(capabilities: Partial<ChainCapabilities> = {}, balance?: string, prices?: PriceSource) {
  const sendNative = vi.fn(async () => '0xhash')
  const sendToken = vi.fn(async () => '0xtoken')
  const made = await startTestKernel({
    eip155: {
      capabilities: {
        sendNative, sendToken, waitForTransaction: async () => {},
        estimateSendFee: async () => ({ fee: 10n ** 16n, symbol: 'MCK', decimals: 18 }),
        getTokenBalances: async () => [token('USDX', '25', '0xusdx'), token('ZERO', '0', '0xzero')],
        ...capabilities,
      },
    },
    beforeStart: balance === undefined ? undefined : ({ eip155 }) => void (eip155.wallet.balance = balance),
  })
  kernel = made.kernel
  await connect(made.kernel, { connectorId: 'mock-eip155' })
  await waitFor(() => expect(chainOf(made.kernel).account.balance).toBeDefined())
  // No test here asks the network for prices.
  setPriceSource(made.kernel, prices ?? { prices: async () => new Map() })
  const { container } = render(<KernelContext.Provider value={made.kernel}><SendView kernel={made.kernel} data={undefined} /></KernelContext.Provider>)
  return { kernel: made.kernel, sendNative, sendToken, container }
}

const fill = async (amount: string, receiver: string) => {
  fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: amount } })
  fireEvent.change(screen.getByLabelText('Receiver'), { target: { value: receiver } })
}
const review = () => fireEvent.click(screen.getByRole('button', { name: 'Review' }))

describe('SendView', () => {
  it("rule: the amount shows its fiat value from the kernel's price source, to 2 decimals, here and in the preview", async () => {
    const prices = vi.fn(async () => new Map([['native', 2000.5]]))
    await connected({}, undefined, { prices })
    await fill('0.123', RECEIVER)
    // 0.123 x 2000.5 = 246.0615
    await waitFor(() => expect(screen.getByTestId('send-fiat').textContent).toBe('~$246.06'))
    expect(prices).toHaveBeenCalledWith(expect.objectContaining({ tokens: [{ symbol: 'MCK', address: undefined }] }))
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: 'abc' } })
    expect(screen.getByTestId('send-fiat').textContent).toBe('')
    await fill('0.5', RECEIVER)
    review()
    expect((await screen.findByTestId('send-preview-fiat')).textContent).toBe('~$1,000.25')
  })

  it('rule: without a price the amount shows no fiat value and the send goes on', async () => {
    await connected({}, undefined, { prices: async () => { throw new Error('down') } })
    await fill('0.5', RECEIVER)
    review()
    await screen.findByTestId('send-preview-amount')
    expect(screen.queryByTestId('send-preview-fiat')).toBeNull()
  })

  it("rule: empty fields are refused with SPEC's text before the wallet is asked", async () => {
    const { sendNative } = await connected()
    await fill('', '')
    review()
    expect((await screen.findByRole('alert')).textContent).toBe('An amount and receiver address are required')
    expect(sendNative).not.toHaveBeenCalled()
  })

  it("rule: the receiver is checked live by the namespace's address rule, with the send check's own text", async () => {
    await connected()
    await fill('0.1', 'not an address')
    expect(screen.getByText('The receiver address is not valid')).toBeTruthy()
    expect(screen.getByLabelText('Receiver').getAttribute('aria-invalid')).toBe('true')
    fireEvent.change(screen.getByLabelText('Receiver'), { target: { value: RECEIVER } })
    expect(screen.queryByText('The receiver address is not valid')).toBeNull()
  })

  it('rule: an amount above the balance is refused before the preview, naming the currency', async () => {
    await connected()
    await fill('2', RECEIVER)
    review()
    expect((await screen.findByRole('alert')).textContent).toBe('The amount is more than your MCK balance')
  })

  it('rule: the balance is read afresh as the view opens, so funds that just arrived can be sent', async () => {
    const made = await startTestKernel({
      eip155: { capabilities: { sendNative: async () => '0xhash', sendToken: async () => '0xtoken', waitForTransaction: async () => {} } },
      beforeStart: ({ eip155 }) => void (eip155.wallet.balance = '0.5'),
    })
    kernel = made.kernel
    await connect(made.kernel, { connectorId: 'mock-eip155' })
    await waitFor(() => expect(chainOf(made.kernel).account.balance).toBe('0.5'))
    made.eip155.wallet.balance = '3'
    setPriceSource(made.kernel, { prices: async () => new Map() })
    render(<KernelContext.Provider value={made.kernel}><SendView kernel={made.kernel} data={undefined} /></KernelContext.Provider>)
    await waitFor(() => expect(chainOf(made.kernel).account.balance).toBe('3'))
    await fill('2', RECEIVER)
    review()
    expect(await screen.findByTestId('send-preview-amount')).toBeTruthy()
  })

  it('rule: a refusal about one field marks that field invalid and points it at the message', async () => {
    await connected()
    await fill('0', RECEIVER)
    review()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The amount must be a number greater than 0')
    const amount = screen.getByLabelText('Amount')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    expect(amount.getAttribute('aria-describedby')).toBe(alert.id)
    expect(screen.getByLabelText('Receiver').getAttribute('aria-invalid')).toBeNull()
    await fill('', '')
    review()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An amount and receiver address are required'))
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBeNull()
  })

  it('rule: the preview shows amount, receiver truncated 4+6 and the fee; confirming sends and lands on Account', async () => {
    const { kernel, sendNative } = await connected()
    await fill('0.5', RECEIVER)
    review()
    expect((await screen.findByTestId('send-preview-amount')).textContent).toBe('0.5 MCK')
    expect(screen.getByTestId('send-preview-receiver').textContent).toBe('0x70…dc79c8')
    await waitFor(() => expect(screen.getByTestId('send-preview-fee').textContent).toBe('~0.01 MCK'))
    expect(sendNative).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
    expect(sendNative).toHaveBeenCalledWith(expect.objectContaining({ to: RECEIVER, amount: 500_000_000_000_000_000n }))
  })

  it('rule: Max on the native currency leaves the estimated fee', async () => {
    await connected()
    const max = await screen.findByRole('button', { name: 'Max' })
    await waitFor(() => expect((max as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(max)
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1.49')
  })

  it('rule: the picker lists the native currency first, then the tokens with a balance; Max on a token is its whole balance', async () => {
    await connected()
    fireEvent.click(await screen.findByRole('button', { name: 'Asset: MCK' }))
    const list = await screen.findByRole('list', { name: 'Choose what to send' })
    expect(within(list).getAllByRole('button').map((row) => row.querySelector('.pc-send-token-symbol')?.textContent)).toEqual(['MCK', 'USDX'])
    fireEvent.click(within(list).getAllByRole('button')[1]!)
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('25')
  })

  it('rule: a token send goes through the token path', async () => {
    const { sendToken } = await connected()
    fireEvent.click(await screen.findByRole('button', { name: 'Asset: MCK' }))
    fireEvent.click(await screen.findByText('USDX'))
    await fill('3', RECEIVER)
    review()
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }))
    await waitFor(() => expect(sendToken).toHaveBeenCalledWith(expect.objectContaining({ tokenAddress: '0xusdx', amount: 3_000_000n })))
  })

  it('rule: nothing with a balance shows the empty state, not a form', async () => {
    await connected({ getTokenBalances: async () => [] }, '0')
    expect(await screen.findByText('Nothing to send')).toBeTruthy()
    expect(screen.queryByLabelText('Amount')).toBeNull()
  })

  it("rule: a failed token balance read says 'Token Balance Unavailable' and allows a retry only after 30 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      let nodeDown = true
      const read = vi.fn<ChainCapabilities['getTokenBalances']>(async () => {
        if (nodeDown) throw new Error('node down')
        return [token('USDX', '25', '0xusdx')]
      })
      const { kernel } = await connected({ getTokenBalances: read }, '0')
      expect((await screen.findByRole('alert')).textContent).toContain('Token Balance Unavailable')
      await waitFor(() => expect(kernel.store('notifications').getState().toast?.message).toBe('Token Balance Unavailable'))
      const retry = screen.getByRole('button', { name: 'Try again' }) as HTMLButtonElement
      expect(retry.disabled).toBe(true)
      await act(async () => void vi.advanceTimersByTime(29_000))
      expect(retry.disabled).toBe(true)
      await act(async () => void vi.advanceTimersByTime(1_500))
      await waitFor(() => expect(retry.disabled).toBe(false))
      const reads = read.mock.calls.length
      nodeDown = false
      fireEvent.click(retry)
      expect(await screen.findByRole('button', { name: 'Asset: USDX' })).toBeTruthy()
      expect(read).toHaveBeenCalledTimes(reads + 1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('rule: every field is labelled and the form has no axe violations', async () => {
    const { container } = await connected()
    expect(await screen.findByRole('button', { name: 'Asset: MCK' })).toBeTruthy()
    await expectNoAxeViolations(container)
  })
})
