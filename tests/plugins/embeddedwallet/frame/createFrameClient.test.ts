import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTimers } from '../../../../core/kernel/createTimers.js'
import { isPorticoError } from '../../../../core/errors/PorticoError.js'
import { createFrameClient, type FrameFailure } from '../../../../plugins/embeddedwallet/frame/createFrameClient.js'
import { FRAME_PREFIX } from '../../../../plugins/embeddedwallet/protocol/frameProtocol.js'
import { fakeFramePage, FRAME_ORIGIN, FRAME_URL } from '../helpers/fakeFrame.js'

const USER = { email: 'a@b.co', address: '0xabc', chainId: 'eip155:1', accounts: [] }

function setup() {
  const page = fakeFramePage()
  const timers = createTimers()
  const failures: FrameFailure[] = []
  const client = createFrameClient({ src: FRAME_URL, timers, document: page.document, onFailure: (failure) => failures.push(failure) })
  return { page, timers, failures, client }
}

/** A frame that loaded: Ready said, 500 ms passed. */
async function initialized() {
  const made = setup()
  made.page.ready()
  await vi.advanceTimersByTimeAsync(500)
  return made
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('the frame client', () => {
  it("rule: the iframe's source is the frame URL, and it is hidden until the frame needs the visitor", () => {
    const { page } = setup()
    expect(page.iframe.src).toBe(FRAME_URL)
    expect(page.iframe.isConnected).toBe(true)
    expect(page.iframe.style.cssText).toContain('opacity:0')
  })

  it('rule: ready becomes initialized 500 ms later, and only then are requests posted', async () => {
    const { page, client } = setup()
    const asked = client.request('GetUser', {})
    page.ready()
    await vi.advanceTimersByTimeAsync(499)
    expect(page.requests()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(page.requests('GetUser')).toHaveLength(1)
    page.succeed('GetUser', USER)
    await expect(asked).resolves.toEqual(USER)
  })

  it("rule: messages are posted to the frame URL's origin, never '*', each with a random id", async () => {
    const { page, client } = await initialized()
    void client.request('IsConnected', {})
    void client.request('IsConnected', {})
    await vi.advanceTimersByTimeAsync(0)
    expect(page.posted.map(({ targetOrigin }) => targetOrigin)).toEqual([FRAME_ORIGIN, FRAME_ORIGIN])
    const [first, second] = page.posted.map(({ message }) => message.id)
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    expect(first).not.toBe(second)
  })

  it("rule: an answer from another origin, or from another window at the frame's origin, is not heard", async () => {
    const { page, client } = await initialized()
    let settled = false
    void client.request('IsConnected', {}).then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    page.succeed('IsConnected', { isConnected: true }, { origin: 'https://evil.test' })
    page.succeed('IsConnected', { isConnected: true }, { source: {} })
    page.succeed('IsConnected', { isConnected: true }, { source: null })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    page.succeed('IsConnected', { isConnected: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)
  })

  it('rule: a message that does not parse is logged as a warning and ignored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { page, client } = await initialized()
    const asked = client.request('IsConnected', {})
    await vi.advanceTimersByTimeAsync(0)
    const id = page.posted[0]!.message.id
    page.deliver({ type: `${FRAME_PREFIX}IsConnectedSuccess`, id, payload: { isConnected: 'yes' } })
    expect(warn).toHaveBeenCalledTimes(1)
    page.deliver({ type: `${FRAME_PREFIX}IsConnectedSuccess`, id, payload: { isConnected: false } })
    await expect(asked).resolves.toEqual({ isConnected: false })
  })

  it("rule: a frame that says nothing for 20 s failed to load: 'Unable to load email login dependency' (iframe_load_failed) and its alert", async () => {
    const { client, failures } = setup()
    const asked = client.request('IsConnected', {})
    const outcome = asked.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(failures).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(isPorticoError(error, 'EMAIL_DEPENDENCY_LOAD_FAILED')).toBe(true)
    expect((error as Error).message).toBe('Unable to load email login dependency')
    expect(isPorticoError((error as Error).cause, 'IFRAME_LOAD_FAILED')).toBe(true)
    expect(failures).toEqual(['loadFailed'])
  })

  it('rule: a connect-type request gets 120 s (iframe_request_timeout), an RPC request waits for the visitor', async () => {
    const { client, failures } = await initialized()
    const otp = client.request('ConnectOtp', { otp: '123456' }).catch((error: unknown) => error)
    let rpcSettled = false
    void client.request('RpcRequest', { method: 'personal_sign', params: [], chainId: 'eip155:1' }).finally(() => (rpcSettled = true))
    await vi.advanceTimersByTimeAsync(119_999)
    expect(failures).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(isPorticoError(await otp, 'IFRAME_REQUEST_TIMEOUT')).toBe(true)
    expect(failures).toEqual(['requestTimedOut'])
    await vi.advanceTimersByTimeAsync(600_000)
    expect(rpcSettled).toBe(false)
  })

  it("rule: the frame's error reads as its message, 'An error occurred' without one, and unverified_domain as its alert", async () => {
    const { page, client, failures } = await initialized()
    const first = client.request('ConnectOtp', { otp: '1' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    page.fail('ConnectOtp', 'Invalid code')
    expect((await first as Error).message).toBe('Invalid code')
    const second = client.request('ConnectOtp', { otp: '2' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    page.fail('ConnectOtp')
    expect((await second as Error).message).toBe('An error occurred')
    const third = client.request('ConnectEmail', { email: 'a@b.co' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    page.fail('ConnectEmail', 'unverified_domain')
    expect(isPorticoError(await third, 'UNVERIFIED_DOMAIN')).toBe(true)
    expect(failures).toEqual(['unverifiedDomain'])
  })

  it("rule: an abort rejects RPC requests with 'Request was aborted', others with 'Something went wrong', and leaves the farcaster link alone", async () => {
    const { page, client } = await initialized()
    const rpc = client.request('RpcRequest', { method: 'personal_sign', chainId: 'eip155:1' }).catch((error: unknown) => error)
    const user = client.request('GetUser', {}).catch((error: unknown) => error)
    let farcasterSettled = false
    void client.request('GetFarcasterUri', {}).finally(() => (farcasterSettled = true))
    await vi.advanceTimersByTimeAsync(0)
    client.abort('rpc')
    expect((await rpc as Error).message).toBe('Request was aborted')
    await vi.advanceTimersByTimeAsync(0)
    expect(page.requests('RpcAbort')).toHaveLength(1)
    client.abort('all')
    expect((await user as Error).message).toBe('Something went wrong')
    await vi.advanceTimersByTimeAsync(0)
    expect(farcasterSettled).toBe(false)
  })

  it("rule: the frame's own events reach their listeners; an answer with an id nobody asked is not an event", async () => {
    const { page, client } = await initialized()
    const needed = vi.fn()
    client.on('VisitorNeeded', needed)
    page.event('VisitorNeeded', { reason: 'approve' })
    page.deliver({ type: `${FRAME_PREFIX}GetUserSuccess`, id: 'nobody', payload: USER })
    expect(needed).toHaveBeenCalledWith({ reason: 'approve' })
  })

  it('rule: destroy removes the iframe and stops listening', async () => {
    const { page, client, timers } = await initialized()
    const needed = vi.fn()
    client.on('VisitorNeeded', needed)
    client.destroy()
    page.event('VisitorNeeded', { reason: 'approve' })
    expect(needed).not.toHaveBeenCalled()
    expect(page.iframe.isConnected).toBe(false)
    expect(timers.pending()).toBe(0)
  })
})
