// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { useSend, useSignMessage, useSwitchNetwork } from '../../../react/hooks/actionHooks.js'
import { useNetwork } from '../../../react/hooks/useNetwork.js'
import { unhandledDuring } from '../../helpers/unhandledDuring.js'
import { connectMock } from '../helpers/connectMock.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

/** A wallet answer the test gives when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)))
  return { promise, resolve, reject }
}

const RECEIVER = '0x3333333333333333333333333333333333333333'

describe('useSignMessage', () => {
  it('rule: it goes idle, pending, success with the signature in data', async () => {
    const answer = deferred<string>()
    kernel = (await startReactKernel({ eip155: { capabilities: { signMessage: () => answer.promise } } })).kernel
    await connectMock(kernel)
    const { result } = renderHookWithKernel(kernel, () => useSignMessage())
    expect(result.current).toMatchObject({ status: 'idle', data: undefined, error: undefined })
    act(() => result.current.signMessage({ message: 'hi' }))
    await act(async () => {})
    expect(result.current.status).toBe('pending')
    await act(async () => answer.resolve('0xsig'))
    expect(result.current).toMatchObject({ status: 'success', data: '0xsig', error: undefined })
  })

  it("rule: a refusal is the core action's coded error, with SPEC's text, in error; reset clears it", async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useSignMessage())
    await act(async () => {
      await result.current.signMessageAsync({ message: 'hi' }).catch(() => {})
    })
    expect(result.current.status).toBe('error')
    expect(result.current.error).toMatchObject({ code: 'INVALID_CONNECTION_STATUS' })
    act(() => result.current.reset())
    expect(result.current).toMatchObject({ status: 'idle', error: undefined })
  })

  it('rule: only the latest call writes the state; an older answer arriving late is dropped', async () => {
    const answers = [deferred<string>(), deferred<string>()]
    let call = 0
    kernel = (await startReactKernel({ eip155: { capabilities: { signMessage: () => answers[call++]!.promise } } })).kernel
    await connectMock(kernel)
    const { result } = renderHookWithKernel(kernel, () => useSignMessage())
    act(() => result.current.signMessage({ message: 'one' }))
    await act(async () => {})
    act(() => result.current.signMessage({ message: 'two' }))
    await act(async () => answers[1]!.resolve('second'))
    await act(async () => answers[0]!.resolve('first'))
    expect(result.current.data).toBe('second')
  })

  it('rule: after an unmount, the async call still settles with the answer and nothing is left unhandled', async () => {
    const answers = [deferred<string>(), deferred<string>()]
    let call = 0
    kernel = (await startReactKernel({ eip155: { capabilities: { signMessage: () => answers[call++]!.promise } } })).kernel
    await connectMock(kernel)
    const { result, unmount } = renderHookWithKernel(kernel, () => useSignMessage())
    const unhandled = await unhandledDuring(async () => {
      const pending = result.current.signMessageAsync({ message: 'kept' })
      result.current.signMessage({ message: 'fired' })
      await act(async () => {})
      unmount()
      answers[0]!.resolve('0xkept')
      answers[1]!.reject(new Error('declined after unmount'))
      await expect(pending).resolves.toBe('0xkept')
    })
    expect(unhandled).toEqual([])
  })
})

describe('useSwitchNetwork', () => {
  it('rule: it switches through core, and useNetwork follows', async () => {
    const started = await startReactKernel()
    kernel = started.kernel
    await connectMock(kernel)
    const { result } = renderHookWithKernel(kernel, () => ({ switcher: useSwitchNetwork(), network: useNetwork() }))
    await act(() => result.current.switcher.switchNetworkAsync('eip155:2'))
    expect(result.current.switcher.status).toBe('success')
    expect(result.current.network.caipNetworkId).toBe('eip155:2')
    expect(started.eip155.wallet.calls.switchNetwork).toEqual(['eip155:2'])
  })

  it("rule: a network the site did not configure is refused with core's NETWORK_NOT_FOUND", async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useSwitchNetwork())
    await act(async () => result.current.switchNetwork('eip155:424242'))
    await act(async () => {})
    expect(result.current.status).toBe('error')
    expect(result.current.error).toMatchObject({ code: 'NETWORK_NOT_FOUND' })
  })
})

describe('useSend', () => {
  it("rule: core's send checks run first: an invalid receiver is refused with SendError's code and nothing is sent", async () => {
    let sent = 0
    const count = async () => `0x${String(++sent)}`
    kernel = (await startReactKernel({ eip155: { capabilities: { sendNative: count, sendToken: count } } })).kernel
    await connectMock(kernel)
    const { result } = renderHookWithKernel(kernel, () => useSend())
    await act(async () => {
      await result.current.sendAsync({ amount: '0.1', receiverAddress: 'not an address', token: { symbol: 'MCK', decimals: 18 } }).catch(() => {})
    })
    expect(result.current.status).toBe('error')
    expect(result.current.error).toMatchObject({ name: 'SendError', code: 'INVALID_RECEIVER', shortMessage: 'The receiver address is not valid' })
    expect(sent).toBe(0)
  })

  it('rule: a send that goes through ends in success with the hash in data', async () => {
    kernel = (await startReactKernel({
      eip155: { capabilities: { sendNative: async () => '0xhash', sendToken: async () => '0xtoken', waitForTransaction: async () => {} } },
    })).kernel
    await connectMock(kernel)
    const { result } = renderHookWithKernel(kernel, () => useSend())
    await act(async () => {
      await result.current.sendAsync({ amount: '0.1', receiverAddress: RECEIVER, token: { symbol: 'MCK', decimals: 18 } })
    })
    expect(result.current).toMatchObject({ status: 'success', data: '0xhash' })
  })
})
