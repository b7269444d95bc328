import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ConnectionError } from '../../../../core/errors/ConnectionError.js'
import { isPorticoError } from '../../../../core/errors/PorticoError.js'
import { createTimers } from '../../../../core/kernel/createTimers.js'
import { createStore } from '../../../../core/store/createStore.js'
import { createPairing } from '../../../../plugins/walletconnect/pairing/createPairing.js'
import { initialWalletConnectState } from '../../../../plugins/walletconnect/walletConnectSlice.js'
import type { SessionLike } from '../../../../plugins/walletconnect/sdk/UniversalProviderLike.js'
import { fakeSession, pairingUri } from '../helpers/fakeUniversalProvider.js'

interface Proposal {
  resolve(session: SessionLike | undefined): void
  reject(error: unknown): void
}

function setup({ connectTimeoutMs = 15_000 } = {}) {
  const timers = createTimers()
  const store = createStore(initialWalletConnectState())
  const proposals: Proposal[] = []
  const unwanted: SessionLike[] = []
  const pairing = createPairing({
    timers,
    store,
    connectTimeoutMs,
    now: () => Date.now(),
    propose: () => new Promise((resolve, reject) => void proposals.push({ resolve, reject })),
    onUnwanted: (session) => void unwanted.push(session),
  })
  return { timers, store, proposals, unwanted, pairing, shown: () => store.getState().pairing }
}

const session = fakeSession({ eip155: { accounts: ['eip155:1:0x1111111111111111111111111111111111111111'] } })

beforeEach(() => {
  vi.useFakeTimers()
  // On a whole second: the SDK's expiry stamps are in seconds.
  vi.setSystemTime(new Date('2025-01-01T00:00:00Z'))
})

afterEach(() => {
  vi.useRealTimers()
})

describe('createPairing', () => {
  it('rule: the link shows while the wallet decides, and the approved session ends the pairing', async () => {
    const { pairing, proposals, shown } = setup()
    const run = pairing.run()
    expect(shown()).toEqual({ status: 'loading' })
    const uri = pairingUri(1)
    pairing.onUri(uri)
    expect(shown()).toEqual({ status: 'ready', uri, expiresAt: Date.now() + 240_000 })
    proposals[0]!.resolve(session)
    await expect(run).resolves.toBe(session)
    expect(shown()).toEqual({ status: 'idle' })
  })

  it('rule: a link is expired with fewer than 10 s of its 4 minutes left, and a new one replaces it without the visitor doing anything', async () => {
    const { pairing, proposals, shown } = setup()
    void pairing.run()
    const first = pairingUri(1)
    pairing.onUri(first)
    await vi.advanceTimersByTimeAsync(229_999)
    expect(proposals).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(proposals).toHaveLength(2)
    // The old link stays until the new one is there: no empty QR in between.
    expect(shown()).toMatchObject({ status: 'ready', uri: first })
    const second = pairingUri(2)
    pairing.onUri(second)
    expect(shown()).toMatchObject({ status: 'ready', uri: second })
  })

  it("rule: the SDK's own expiry wins when it comes before 4 minutes", async () => {
    const { pairing, proposals } = setup()
    void pairing.run()
    pairing.onUri(pairingUri(1, 60))
    await vi.advanceTimersByTimeAsync(49_999)
    expect(proposals).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(proposals).toHaveLength(2)
  })

  it('rule: proposals start no faster than every 1 s, whatever asks for them', async () => {
    const { pairing, proposals } = setup()
    const first = pairing.run()
    first.catch(() => {})
    proposals[0]!.reject({ code: 5000, message: 'User rejected.' })
    await expect(first).rejects.toMatchObject({ code: 'CONNECTION_REJECTED' })
    const again = pairing.run()
    again.catch(() => {})
    expect(proposals).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(proposals).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(proposals).toHaveLength(2)
  })

  it('rule: an SDK expiry already inside the 10 s threshold (a skewed clock) is ignored, so links are not replaced in a loop', async () => {
    const { pairing, proposals } = setup()
    void pairing.run()
    // A skewed clock: the SDK says the link is already inside the 10 s threshold, so SPEC's 4 minutes hold.
    pairing.onUri(pairingUri(1, 5))
    await vi.advanceTimersByTimeAsync(5_000)
    expect(proposals).toHaveLength(1)
  })

  it('rule: the failure of a replaced proposal (its link expired) does not end the pairing', async () => {
    const { pairing, proposals, shown } = setup()
    const run = pairing.run()
    pairing.onUri(pairingUri(1))
    await vi.advanceTimersByTimeAsync(230_000)
    const second = pairingUri(2)
    pairing.onUri(second)
    proposals[0]!.reject(new Error('Proposal expired'))
    await vi.advanceTimersByTimeAsync(0)
    expect(shown()).toMatchObject({ status: 'ready', uri: second })
    proposals[1]!.resolve(session)
    await expect(run).resolves.toBe(session)
  })

  it('rule: the wallet approving a replaced proposal still connects the visitor', async () => {
    const { pairing, proposals } = setup()
    const run = pairing.run()
    pairing.onUri(pairingUri(1))
    await vi.advanceTimersByTimeAsync(230_000)
    proposals[0]!.resolve(session)
    await expect(run).resolves.toBe(session)
  })

  it("rule: no link within the time-out fails the pairing with 'Failed to connect' (RELAY_TIMEOUT underneath)", async () => {
    const { pairing, shown } = setup({ connectTimeoutMs: 15_000 })
    const run = pairing.run()
    run.catch(() => {})
    await vi.advanceTimersByTimeAsync(15_000)
    const error = await run.catch((caught: unknown) => caught)
    expect(isPorticoError(error, 'FAILED_TO_CONNECT')).toBe(true)
    expect(isPorticoError((error as Error).cause, 'RELAY_TIMEOUT')).toBe(true)
    expect(shown()).toEqual({ status: 'idle' })
  })

  it('rule: a retry while the last proposal still waits for its link (the relay was down) waits on that proposal, so a late link is always the one shown', async () => {
    const { pairing, proposals, shown } = setup()
    const first = pairing.run()
    first.catch(() => {})
    await vi.advanceTimersByTimeAsync(15_000)
    expect(isPorticoError((await first.catch((caught: unknown) => caught) as Error).cause, 'RELAY_TIMEOUT')).toBe(true)
    // "Try again": the SDK cannot take the first proposal back, so no second one joins it in the air.
    const retry = pairing.run()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(proposals).toHaveLength(1)
    expect(shown()).toEqual({ status: 'loading' })
    // The relay is back: the first proposal's link arrives, and it is the one on screen.
    const late = pairingUri(1)
    pairing.onUri(late)
    expect(shown()).toMatchObject({ status: 'ready', uri: late })
    // No other proposal waits for a link: a stray one is nobody's and changes nothing.
    pairing.onUri(pairingUri(2))
    expect(shown()).toMatchObject({ status: 'ready', uri: late })
    proposals[0]!.resolve(session)
    await expect(retry).resolves.toBe(session)
  })

  it('rule: a retry waiting on a link-less proposal has its own time-out, and that proposal failing ends it; the next run sends a new one', async () => {
    const { pairing, proposals } = setup()
    pairing.run().catch(() => {})
    await vi.advanceTimersByTimeAsync(15_000)
    const retry = pairing.run()
    retry.catch(() => {})
    await vi.advanceTimersByTimeAsync(15_000)
    expect(isPorticoError((await retry.catch((caught: unknown) => caught) as Error).cause, 'RELAY_TIMEOUT')).toBe(true)
    const again = pairing.run()
    again.catch(() => {})
    expect(proposals).toHaveLength(1)
    // The SDK gives the publish up (about 75 s after it was sent): the run waiting on it fails with it.
    proposals[0]!.reject(new Error('Failed to publish payload, please try again.'))
    expect(await again.catch((caught: unknown) => caught)).toMatchObject({ code: 'FAILED_TO_CONNECT' })
    pairing.run().catch(() => {})
    expect(proposals).toHaveLength(2)
  })

  it('rule: a link that is not a wc: pairing URI fails the pairing (INVALID_PAIRING_URI underneath)', async () => {
    const { pairing } = setup()
    const run = pairing.run()
    run.catch(() => {})
    pairing.onUri('javascript:alert(1)')
    const error = await run.catch((caught: unknown) => caught)
    expect(isPorticoError((error as Error).cause, 'INVALID_PAIRING_URI')).toBe(true)
  })

  it('rule: abort ends the pairing at once with the given error, and a session approved afterwards is handed back as unwanted', async () => {
    const { pairing, proposals, unwanted, shown, timers } = setup()
    const run = pairing.run()
    run.catch(() => {})
    pairing.onUri(pairingUri(1))
    pairing.abort(new ConnectionError('MODAL_CLOSED'))
    expect(isPorticoError(await run.catch((caught: unknown) => caught), 'MODAL_CLOSED')).toBe(true)
    expect(shown()).toEqual({ status: 'idle' })
    expect(timers.pending()).toBe(0)
    proposals[0]!.resolve(session)
    await vi.advanceTimersByTimeAsync(0)
    expect(unwanted).toEqual([session])
  })

  it('rule: a second run while one is under way joins it', () => {
    const { pairing, proposals } = setup()
    expect(pairing.run()).toBe(pairing.run())
    expect(proposals).toHaveLength(1)
  })
})
