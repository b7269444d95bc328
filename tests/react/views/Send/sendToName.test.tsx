// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { ApiError } from '../../../../core/errors/ApiError.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { NameRecord, NameSource } from '../../../../core/names/NameSource.js'
import { names } from '../../../../plugins/names/index.js'
import { KernelContext } from '../../../../react/hooks/useKernel.js'
import SendView from '../../../../react/views/Send/SendView.js'
import { truncateAddress } from '../../../../core/format/truncateAddress.js'
import { chainOf, startTestKernel } from '../../../core/connection/startTestKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

const BOB: NameRecord = { name: 'bob.portico.id', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', avatar: 'https://api.example/v1/names/bob.portico.id/avatar' }

async function connected(source: NameSource, withNames = true) {
  const sendNative = vi.fn(async () => '0xhash')
  const made = await startTestKernel({
    eip155: { capabilities: { sendNative, sendToken: vi.fn(async () => '0xtoken'), waitForTransaction: async () => {}, estimateSendFee: async () => ({ fee: 10n ** 16n, symbol: 'MCK', decimals: 18 }) } },
    plugins: withNames ? [names({ source })] : [],
  })
  kernel = made.kernel
  await connect(made.kernel, { connectorId: 'mock-eip155' })
  await waitFor(() => expect(chainOf(made.kernel).account.balance).toBeDefined())
  render(<KernelContext.Provider value={made.kernel}><SendView kernel={made.kernel} data={undefined} /></KernelContext.Provider>)
  return { kernel: made.kernel, sendNative }
}

const knowing = (records: NameRecord[]) => {
  const resolveName = vi.fn(async (name: string) => records.find((record) => record.name === name))
  return { resolveName, lookupAddress: async () => undefined } satisfies NameSource
}
const typeReceiver = async (amount: string, receiver: string) => {
  fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: amount } })
  fireEvent.change(screen.getByLabelText('Receiver'), { target: { value: receiver } })
}

describe('SendView with names()', () => {
  it('rule: a name resolves once typing pauses, its address is shown under the field, and the send goes to that address', async () => {
    const source = knowing([BOB])
    const { sendNative } = await connected(source)
    expect(screen.getByLabelText('Receiver').getAttribute('placeholder')).toBe('Address or name')
    await typeReceiver('0.5', 'bob.portico.id')
    expect((await screen.findByTestId('send-receiver-resolved')).textContent).toBe(`Sends to ${truncateAddress(BOB.address)}`)
    expect(source.resolveName).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect((await screen.findByTestId('send-preview-receiver')).textContent).toBe(`bob.portico.id${truncateAddress(BOB.address)}`)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(sendNative).toHaveBeenCalledWith(expect.objectContaining({ to: BOB.address })))
  })

  it('rule: the legacy suffix names the same account', async () => {
    await connected(knowing([BOB]))
    await typeReceiver('0.5', 'BOB.portico.eth')
    expect((await screen.findByTestId('send-receiver-resolved')).getAttribute('data-address')).toBe(BOB.address)
  })

  it('rule: an unknown name is refused with a text naming it, and nothing is sent', async () => {
    const { sendNative } = await connected(knowing([BOB]))
    await typeReceiver('0.5', 'carol.portico.id')
    expect((await screen.findByTestId('send-receiver-error')).textContent).toBe('No account has the name carol.portico.id')
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No account has the name carol.portico.id')
    // Said once: by the alert, which the field points at, and no longer by the field's note.
    expect(screen.getAllByText('No account has the name carol.portico.id')).toHaveLength(1)
    expect(screen.getByLabelText('Receiver').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    expect(sendNative).not.toHaveBeenCalled()
  })

  it('rule: a name with a bad label is refused at once, without a lookup', async () => {
    const source = knowing([BOB])
    await connected(source)
    await typeReceiver('0.5', 'b_b.portico.id')
    expect(screen.getByTestId('send-receiver-error').textContent).toBe('The receiver name is not valid')
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(source.resolveName).not.toHaveBeenCalled()
  })

  it('rule: a failing name source says the name could not be looked up, and Review asks again', async () => {
    const resolveName = vi.fn(async (): Promise<NameRecord | undefined> => {
      throw new ApiError('API_HTTP_ERROR', { status: 500 })
    })
    await connected({ resolveName, lookupAddress: async () => undefined })
    await typeReceiver('0.5', 'bob.portico.id')
    expect((await screen.findByTestId('send-receiver-error')).textContent).toBe('The name could not be looked up. Try again, or paste the address')
    fireEvent.click(screen.getByRole('button', { name: 'Review' }))
    await waitFor(() => expect(resolveName).toHaveBeenCalledTimes(2))
  })

  it('rule: without names(), a name is text for the address rule like any other: nothing is looked up', async () => {
    const source = knowing([BOB])
    await connected(source, false)
    await typeReceiver('0.5', 'bob.portico.id')
    expect(screen.getByLabelText('Receiver').getAttribute('placeholder')).toBe('Address')
    await new Promise((resolve) => setTimeout(resolve, 400))
    // The mock chain's address rule takes any text without spaces: no note, no lookup.
    expect(screen.queryByTestId('send-receiver-note')).toBeNull()
    expect(screen.queryByTestId('send-receiver-resolved')).toBeNull()
    expect(source.resolveName).not.toHaveBeenCalled()
  })
})
