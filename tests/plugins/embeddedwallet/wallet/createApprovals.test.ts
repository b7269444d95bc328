import { afterEach, describe, expect, it, vi } from 'vitest'
import { disconnect } from '../../../../core/actions/disconnect.js'
import { closeModal, openModal } from '../../../../core/actions/modalActions.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { goBack } from '../../../../core/router/navigationRules.js'
import { embeddedWalletKernel, EVM_ADDRESS, SIGNED_IN } from '../helpers/embeddedWalletKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  vi.useRealTimers()
  await kernel?.destroy()
  kernel = undefined
})

const router = (k: Kernel) => k.store('router').getState()
const isOpen = (k: Kernel) => k.store('modal').getState().open
/** The header the modal draws over the view shown (its registered title, read with the view's data). */
const header = (k: Kernel) => {
  const { view, data } = router(k)
  const title = k.store('registry').getState().views.find((definition) => definition.id === view)?.title
  return typeof title === 'function' ? title(data) : title
}

/** A signed-in kernel whose frame answers RpcRequest only when the test says. */
async function signedIn() {
  const setup = await embeddedWalletKernel({ answers: { ...SIGNED_IN, RpcRequest: undefined } })
  kernel = setup.kernel
  await setup.service.connect('email')
  return { ...setup, session: setup.sessions.get('eip155')! }
}

describe("the embedded wallet's requests and the modal", () => {
  it('rule: the frame asking for the visitor opens ApproveTransaction; the request done, the modal closes when the stack is empty', async () => {
    const { kernel: k, page, session } = await signedIn()
    const signed = session.request('personal_sign', ['0x68', EVM_ADDRESS], 'eip155:1')
    await vi.waitFor(() => expect(page.requests('RpcRequest')).toHaveLength(1))
    page.event('VisitorNeeded', { reason: 'approve' })
    expect(isOpen(k)).toBe(true)
    expect(router(k).view).toBe('ApproveTransaction')
    page.event('VisitorDone', {})
    page.succeed('RpcRequest', { result: '0xsig' })
    await expect(signed).resolves.toBe('0xsig')
    expect(isOpen(k)).toBe(false)
  })

  it('rule: over an open modal ApproveTransaction is pushed on the transaction stack; the outcome pops it, back to the view the visitor was on', async () => {
    const { kernel: k, page, session } = await signedIn()
    openModal(k, { view: 'Account' })
    for (const answer of ['success', 'error'] as const) {
      const signed = session.request('personal_sign', ['0x68', EVM_ADDRESS], 'eip155:1').catch((error: unknown) => error)
      await vi.waitFor(() => expect(page.requests('RpcRequest')).toHaveLength(answer === 'success' ? 1 : 2))
      page.event('VisitorNeeded', { reason: 'approve' })
      expect(router(k).view).toBe('ApproveTransaction')
      expect(router(k).transactionStack).toHaveLength(1)
      page.event('VisitorDone', {})
      if (answer === 'success') page.succeed('RpcRequest', { result: '0xsig' })
      else page.fail('RpcRequest', 'User rejected')
      expect(await signed).toEqual(answer === 'success' ? '0xsig' : expect.objectContaining({ message: 'User rejected' }))
      expect(isOpen(k)).toBe(true)
      expect(router(k).view).toBe('Account')
      expect(router(k).transactionStack).toEqual([])
    }
  })

  it('rule: the visitor going back from ApproveTransaction gives the request up, and its end moves the modal no further', async () => {
    const { kernel: k, page, session } = await signedIn()
    openModal(k, { view: 'Account' })
    const signed = session.request('personal_sign', ['0x68', EVM_ADDRESS], 'eip155:1').catch((error: unknown) => error)
    await vi.waitFor(() => expect(page.requests('RpcRequest')).toHaveLength(1))
    page.event('VisitorNeeded', { reason: 'approve' })
    goBack(k)
    expect((await signed as Error).message).toBe('Request was aborted')
    expect(page.requests('RpcAbort')).toHaveLength(1)
    expect(isOpen(k)).toBe(true)
    expect(router(k).view).toBe('Account')
  })

  it('rule: the visitor going back from a recovery step takes it away as closing would (the frame is told), back to the view before', async () => {
    const { kernel: k, page } = await signedIn()
    openModal(k, { view: 'Account' })
    page.event('VisitorNeeded', { reason: 'recover' })
    goBack(k)
    await vi.waitFor(() => expect(page.requests('RpcAbort')).toHaveLength(1))
    expect(router(k).view).toBe('Account')
    // The frame's own VisitorDone after it moves nothing more.
    page.event('VisitorDone', {})
    expect([isOpen(k), router(k).view]).toEqual([true, 'Account'])
  })

  it("rule: a recovery step (the frame's recovery code) shows the frame and goes back once the frame is done", async () => {
    const { kernel: k, page } = await signedIn()
    openModal(k, { view: 'Account' })
    page.event('VisitorNeeded', { reason: 'recoveryCode' })
    expect(router(k).view).toBe('ApproveTransaction')
    page.event('VisitorDone', {})
    expect(router(k).view).toBe('Account')
    expect(router(k).transactionStack).toEqual([])
  })

  it("rule: the header names what the frame asks for: a recovery code to save, a recovery code to type, an approval", async () => {
    const { kernel: k, page } = await signedIn()
    const headers: unknown[] = []
    for (const reason of ['recoveryCode', 'recover', 'approve'] as const) {
      openModal(k, { view: 'Account' })
      page.event('VisitorNeeded', { reason })
      headers.push(header(k))
      page.event('VisitorDone', {})
      closeModal(k)
    }
    page.event('VisitorNeeded', { reason: 'recover' })
    headers.push(header(k))
    expect(headers).toEqual(['Save Recovery Code', 'Recover Wallet', 'Approve Transaction', 'Recover Wallet'])
  })

  it('rule: a request that never needed the visitor leaves the modal as it was', async () => {
    const { kernel: k, page, session } = await signedIn()
    const asked = session.request('wallet_getCapabilities', [EVM_ADDRESS], 'eip155:1')
    await vi.waitFor(() => expect(page.requests('RpcRequest')).toHaveLength(1))
    page.succeed('RpcRequest', { result: {} })
    await asked
    expect(isOpen(k)).toBe(false)
  })

  it('rule: a method the wallet does not serve opens the modal, shows the message 300 ms later and rejects the pending requests', async () => {
    const { kernel: k, page, session } = await signedIn()
    const pending = session.request('personal_sign', ['0x68', EVM_ADDRESS], 'eip155:1').catch((error: unknown) => error)
    await vi.waitFor(() => expect(page.requests('RpcRequest')).toHaveLength(1))
    vi.useFakeTimers()
    await expect(session.request('eth_sign', [EVM_ADDRESS, '0x68'], 'eip155:1')).rejects.toThrow('Requested RPC call is not allowed')
    expect(isOpen(k)).toBe(true)
    expect(k.store('notifications').getState().toast).toBeUndefined()
    await vi.advanceTimersByTimeAsync(299)
    expect(k.store('notifications').getState().toast).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(k.store('notifications').getState().toast?.message).toBe('Requested RPC call is not allowed')
    expect((await pending as Error).message).toBe('Request was aborted')
    expect(page.requests('RpcAbort')).toHaveLength(1)
  })

  it('rule: closing the modal with nothing on the transaction stack rejects the pending requests', async () => {
    const { kernel: k, page, session } = await signedIn()
    const signed = session.request('personal_sign', ['0x68', EVM_ADDRESS], 'eip155:1').catch((error: unknown) => error)
    await vi.waitFor(() => expect(page.requests('RpcRequest')).toHaveLength(1))
    page.event('VisitorNeeded', { reason: 'approve' })
    closeModal(k)
    expect((await signed as Error).message).toBe('Request was aborted')
  })

  it('rule: disconnect waits 3 s at most for the sign-out', async () => {
    const { kernel: k, page } = await embeddedWalletKernel({ answers: { ...SIGNED_IN, SignOut: undefined } }).then(async (setup) => {
      kernel = setup.kernel
      await setup.service.connect('email')
      return setup
    })
    vi.useFakeTimers()
    let done = false
    void disconnect(k, { namespace: 'eip155' }).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(2_999)
    expect(page.requests('SignOut')).toHaveLength(1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
  })
})
