import { describe, expect, it, vi } from 'vitest'
import type { FrameApi } from '../../../../../services/frame/site/api/createFrameApi.js'
import type { StoredWallet } from '../../../../../services/frame/site/api/frameApiSchemas.js'
import { createDeviceShareStore } from '../../../../../services/frame/site/shares/deviceShareStore.js'
import { createMemoryStore } from '../../../../../services/frame/site/shares/keyValueStore.js'
import { openWallet, WRONG_RECOVERY_CODE, type WalletVisitor } from '../../../../../services/frame/site/wallet/openWallet.js'

const ROUNDS = 1_000

/** An auth server that keeps the one wallet it is sent, as /v1/wallet does. */
function fakeApi() {
  const stored: StoredWallet[] = []
  const api = {
    createWallet: vi.fn(async (_token: string, wallet: StoredWallet) => {
      stored.push(wallet)
    }),
  } as unknown as FrameApi
  return { api, stored }
}

/** A visitor who notes the code shown and types the given codes in turn. */
function visitor(typed: string[] = []) {
  const shown: string[] = []
  const refusals: (string | undefined)[] = []
  const prompts: WalletVisitor = {
    showRecoveryCode: async (code) => {
      shown.push(code)
    },
    askRecoveryCode: async (attempt) => {
      for (const code of typed) {
        const refusal = await attempt(code)
        refusals.push(refusal)
        if (refusal === undefined) return
      }
      throw new Error('the visitor gave up')
    },
  }
  return { prompts, shown, refusals }
}

async function newWallet() {
  const { api, stored } = fakeApi()
  const browser = createMemoryStore()
  const first = visitor()
  const keys = await openWallet({ api, token: 't', wallet: null, deviceShares: createDeviceShareStore(browser), visitor: first.prompts, rounds: ROUNDS })
  return { keys, api, wallet: stored[0]!, browser, code: first.shown[0]! }
}

describe('openWallet', () => {
  it('rule: a new wallet sends the server its addresses, the auth share and the sealed recovery share, and shows the code once', async () => {
    const { keys, wallet, code, api } = await newWallet()
    expect(api.createWallet).toHaveBeenCalledTimes(1)
    expect(wallet.addresses).toEqual({ eip155: keys.evm.address, solana: keys.solana.address })
    expect(Object.keys(wallet).sort()).toEqual(['addresses', 'authShare', 'recoveryShare'])
    expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/)
  })

  it('rule: the server never receives the device share', async () => {
    const { wallet, browser, keys } = await newWallet()
    const device = await createDeviceShareStore(browser).load(keys.evm.address)
    expect(device).toBeDefined()
    expect(JSON.stringify(wallet)).not.toContain(Buffer.from(device!).toString('base64'))
  })

  it('rule: the same browser reopens the wallet from its device share without asking the visitor', async () => {
    const { keys, wallet, browser, api } = await newWallet()
    const again = visitor()
    const reopened = await openWallet({ api, token: 't', wallet, deviceShares: createDeviceShareStore(browser), visitor: again.prompts, rounds: ROUNDS })
    expect(reopened.evm.address).toBe(keys.evm.address)
    expect(again.refusals).toEqual([])
  })

  it('rule: another browser asks for the recovery code, refuses a wrong one, opens with the right one and keeps a device share', async () => {
    const { keys, wallet, code, api } = await newWallet()
    const other = createMemoryStore()
    const second = visitor(['AAAA-AAAA-AAAA-AAAA-AAAA', code])
    const opened = await openWallet({ api, token: 't', wallet, deviceShares: createDeviceShareStore(other), visitor: second.prompts, rounds: ROUNDS })
    expect(second.refusals).toEqual([WRONG_RECOVERY_CODE, undefined])
    expect(opened.solana.address).toBe(keys.solana.address)
    const third = visitor()
    await openWallet({ api, token: 't', wallet, deviceShares: createDeviceShareStore(other), visitor: third.prompts, rounds: ROUNDS })
    expect(third.refusals).toEqual([])
  })

  it('rule: a rebuilt key that does not give the recorded addresses is refused, even with the right code', async () => {
    const { wallet, code, api } = await newWallet()
    const tampered = { ...wallet, addresses: { ...wallet.addresses, eip155: '0x0000000000000000000000000000000000000001' } }
    const second = visitor([code])
    await expect(openWallet({ api, token: 't', wallet: tampered, deviceShares: createDeviceShareStore(createMemoryStore()), visitor: second.prompts, rounds: ROUNDS })).rejects.toThrow('gave up')
    expect(second.refusals).toEqual([WRONG_RECOVERY_CODE])
  })

  it('rule: the device share is kept before the server answers, so a page closed before the code shows still opens the wallet here', async () => {
    const { api, stored } = fakeApi()
    const browser = createMemoryStore()
    const closed: WalletVisitor = { showRecoveryCode: () => new Promise(() => undefined), askRecoveryCode: async () => Promise.reject(new Error('asked')) }
    void openWallet({ api, token: 't', wallet: null, deviceShares: createDeviceShareStore(browser), visitor: closed, rounds: ROUNDS })
    await vi.waitFor(() => expect(stored).toHaveLength(1))
    const reopened = await openWallet({ api, token: 't', wallet: stored[0]!, deviceShares: createDeviceShareStore(browser), visitor: closed, rounds: ROUNDS })
    expect(reopened.evm.address).toBe(stored[0]!.addresses.eip155)
  })
})
