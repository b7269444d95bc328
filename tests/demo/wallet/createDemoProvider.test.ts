import { describe, expect, it, vi } from 'vitest'
import type { WalletRpcError } from '../../../demo/wallet/WalletRpcError.js'
import { addChainParams, ADDRESSES, createWalletFixture, KEYS, memoryStorage, ORIGIN } from './walletFixture.js'

const rejectionOf = (promise: Promise<unknown>) => promise.then(
  (value) => { throw new Error(`expected a rejection, got ${JSON.stringify(value)}`) },
  (error: unknown) => error as WalletRpcError,
)

describe('demo wallet provider: permissions', () => {
  it('rule: eth_accounts is silent and empty until the visitor approves eth_requestAccounts', async () => {
    const wallet = createWalletFixture()
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(wallet.approvals.pending()).toHaveLength(0)

    const accounts = wallet.provider.request({ method: 'eth_requestAccounts' })
    const asked = await wallet.answerNext(true)
    expect(asked).toMatchObject({ kind: 'connect', origin: ORIGIN })
    expect(await accounts).toEqual([ADDRESSES[0]])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([ADDRESSES[0]])
    expect(wallet.events).toContainEqual(['connect', { chainId: '0x7a69' }])
  })

  it('rule: a rejected connection is EIP-1193 4001 "User rejected the request." and grants nothing', async () => {
    const wallet = createWalletFixture()
    const accounts = wallet.provider.request({ method: 'eth_requestAccounts' })
    await wallet.answerNext(false)
    const error = await rejectionOf(accounts)
    expect(error).toBeInstanceOf(Error)
    expect({ code: error.code, message: error.message }).toEqual({ code: 4001, message: 'User rejected the request.' })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('rule: a site already permitted gets its accounts from eth_requestAccounts without a prompt', async () => {
    const wallet = createWalletFixture()
    await wallet.connect()
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESSES[0]])
    expect(wallet.approvals.pending()).toHaveLength(0)
  })

  it('rule: the permission survives a reload (same storage, new wallet) and eth_accounts reconnects silently', async () => {
    const storage = memoryStorage()
    const first = createWalletFixture({ storage })
    await first.connect()
    first.state.update((s) => ({ ...s, selectedAccount: 1 }))

    const reloaded = createWalletFixture({ storage })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([ADDRESSES[1]])
    expect(reloaded.approvals.pending()).toHaveLength(0)
  })

  it('rule: a retried eth_requestAccounts shares the pending prompt instead of stacking a second', async () => {
    const wallet = createWalletFixture()
    const first = wallet.provider.request({ method: 'eth_requestAccounts' })
    const second = wallet.provider.request({ method: 'eth_requestAccounts' })
    await wallet.answerNext(true)
    expect(wallet.approvals.pending()).toHaveLength(0)
    expect(await first).toEqual([ADDRESSES[0]])
    expect(await second).toEqual([ADDRESSES[0]])
  })

  it('rule: wallet_revokePermissions forgets the site and emits accountsChanged([])', async () => {
    const wallet = createWalletFixture()
    await wallet.connect()
    expect(await wallet.provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).toBeNull()
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(wallet.events.at(-1)).toEqual(['accountsChanged', []])
    const again = wallet.provider.request({ method: 'eth_requestAccounts' })
    expect((await wallet.answerNext(true)).kind).toBe('connect')
    await again
  })

  it('rule: the wallet ending the session emits accountsChanged([]) then disconnect with 4900', async () => {
    const wallet = createWalletFixture()
    await wallet.connect()
    wallet.events.length = 0
    wallet.disconnectSite()
    expect(wallet.events.map(([name]) => name)).toEqual(['accountsChanged', 'disconnect'])
    expect((wallet.events[1]![1] as WalletRpcError).code).toBe(4900)
  })

  it('rule: picking another account emits accountsChanged with it, only to a permitted site', async () => {
    const wallet = createWalletFixture()
    wallet.state.update((s) => ({ ...s, selectedAccount: 1 }))
    await Promise.resolve()
    expect(wallet.events.filter(([name]) => name === 'accountsChanged')).toEqual([])

    await wallet.connect()
    wallet.state.update((s) => ({ ...s, selectedAccount: 0 }))
    await vi.waitFor(() => expect(wallet.events.at(-1)).toEqual(['accountsChanged', [ADDRESSES[0]]]))
  })
})

describe('demo wallet provider: networks', () => {
  it('rule: the wallet starts on the first network only; switching to the second is 4902 until it is added', async () => {
    const wallet = createWalletFixture()
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const error = await rejectionOf(wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))
    expect(error.code).toBe(4902)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('rule: 4902, then an approved wallet_addEthereumChain, then the switch: chainChanged carries the hex id', async () => {
    const wallet = createWalletFixture()
    const second = wallet.networks[1]!
    await rejectionOf(wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))

    const added = wallet.provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(second)] })
    expect((await wallet.answerNext(true)).kind).toBe('addChain')
    expect(await added).toBeNull()
    expect(await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toBeNull()

    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(wallet.events.filter(([name]) => name === 'chainChanged')).toEqual([['chainChanged', '0x7a6a']])
    await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(wallet.events.at(-1)).toEqual(['chainChanged', '0x7a69'])
  })

  it('rule: a rejected add-chain is 4001 and the wallet still does not know the chain', async () => {
    const wallet = createWalletFixture()
    const added = wallet.provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(wallet.networks[1]!)] })
    await wallet.answerNext(false)
    expect((await rejectionOf(added)).code).toBe(4001)
    expect((await rejectionOf(wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))).code).toBe(4902)
  })

  it('rule: malformed add-chain and switch parameters are -32602 and never reach the visitor', async () => {
    const wallet = createWalletFixture()
    const good = addChainParams(wallet.networks[1]!)
    const bad = [
      { ...good, chainId: '31338' },
      { ...good, chainId: '0x07a6a' },
      { ...good, chainName: '' },
      { ...good, rpcUrls: ['ftp://127.0.0.1'] },
      { ...good, rpcUrls: [] },
      { ...good, nativeCurrency: { name: 'Ether', symbol: 'E', decimals: 18 } },
      { ...good, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 6 } },
      { ...good, blockExplorerUrls: ['javascript:alert(1)'] },
    ]
    for (const params of bad) {
      const error = await rejectionOf(wallet.provider.request({ method: 'wallet_addEthereumChain', params: [params] }))
      expect(error.code, JSON.stringify(params)).toBe(-32602)
    }
    expect((await rejectionOf(wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 7 }] }))).code).toBe(-32602)
    expect(wallet.approvals.pending()).toHaveLength(0)
  })

  it('rule: adding a chain the wallet knows switches to it without asking', async () => {
    const wallet = createWalletFixture()
    const first = wallet.networks[0]!
    expect(await wallet.provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(first)] })).toBeNull()
    expect(wallet.approvals.pending()).toHaveLength(0)
  })

  it('rule: read methods go to the current chain\'s node; unknown methods are 4200', async () => {
    const wallet = createWalletFixture()
    expect(await wallet.provider.request({ method: 'eth_getBalance', params: [ADDRESSES[0], 'latest'] })).toBe('answer from 31337')
    expect(wallet.calls.forwarded).toEqual([{ chainId: 31337, method: 'eth_getBalance', params: [ADDRESSES[0], 'latest'] }])
    const error = await rejectionOf(wallet.provider.request({ method: 'eth_sign', params: [ADDRESSES[0], '0x00'] }))
    expect(error.code).toBe(4200)
    expect(wallet.calls.forwarded).toHaveLength(1)
  })
})

describe('demo wallet provider: signing and sending', () => {
  it('rule: personal_sign before the site is permitted is 4100 and asks nothing', async () => {
    const wallet = createWalletFixture()
    const error = await rejectionOf(wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESSES[0]] }))
    expect(error.code).toBe(4100)
    expect(wallet.approvals.pending()).toHaveLength(0)
  })

  it('rule: personal_sign asks, shows the decoded text, and signs the bytes with the selected key', async () => {
    const wallet = createWalletFixture()
    await wallet.connect()
    const signature = wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESSES[0]] })
    const asked = await wallet.answerNext(true)
    expect(asked.details).toContainEqual({ label: 'Message', value: 'hello' })
    expect(await signature).toBe('0xsigned1')
    expect(wallet.calls.signed[0]!.key).toBe(KEYS[0])
    expect(new TextDecoder().decode(wallet.calls.signed[0]!.message)).toBe('hello')
  })

  it('rule: a rejected signature is 4001 and nothing is signed', async () => {
    const wallet = createWalletFixture()
    await wallet.connect()
    const signature = wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESSES[0]] })
    await wallet.answerNext(false)
    expect((await rejectionOf(signature)).code).toBe(4001)
    expect(wallet.calls.signed).toHaveLength(0)
  })

  it('rule: a signature for an account the site does not see is 4100', async () => {
    const wallet = createWalletFixture()
    await wallet.connect()
    const error = await rejectionOf(wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESSES[1]] }))
    expect(error.code).toBe(4100)
  })

  it('rule: eth_sendTransaction asks, then sends on the current chain with the selected key and returns the hash', async () => {
    const wallet = createWalletFixture()
    await wallet.connect()
    const hash = wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESSES[0], to: ADDRESSES[1], value: '0x2386f26fc10000' }],
    })
    const asked = await wallet.answerNext(true)
    expect(asked.details).toContainEqual({ label: 'Amount', value: '0.01 ETH' })
    expect(await hash).toMatch(/^0x0{63}1$/)
    expect(wallet.calls.sent).toEqual([{ key: KEYS[0], chainId: 31337, transaction: expect.objectContaining({ to: ADDRESSES[1], value: 10n ** 16n }) }])
  })

  it('rule: an ERC20 transfer is described as a token transfer in the prompt', async () => {
    const wallet = createWalletFixture()
    await wallet.connect()
    const data = `0xa9059cbb${ADDRESSES[1].slice(2).toLowerCase().padStart(64, '0')}${(1_500_000n).toString(16).padStart(64, '0')}`
    const hash = wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: ADDRESSES[0], to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', data }] })
    const asked = await wallet.answerNext(true)
    expect(asked.details).toContainEqual({ label: 'Action', value: 'Token transfer' })
    expect(asked.details).toContainEqual({ label: 'To', value: ADDRESSES[1].toLowerCase(), mono: true })
    await hash
  })

  it('rule: malformed transactions are -32602; a rejected one is 4001 and nothing is sent', async () => {
    const wallet = createWalletFixture()
    await wallet.connect()
    for (const params of [[{ from: ADDRESSES[0], to: 'nope' }], [{ from: ADDRESSES[0], to: ADDRESSES[1], value: '10' }], [{ from: ADDRESSES[0], to: ADDRESSES[1], data: 'abc' }], []]) {
      expect((await rejectionOf(wallet.provider.request({ method: 'eth_sendTransaction', params }))).code).toBe(-32602)
    }
    const wrongChain = wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: ADDRESSES[0], to: ADDRESSES[1], chainId: '0x1' }] })
    expect((await rejectionOf(wrongChain)).code).toBe(-32602)
    const hash = wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: ADDRESSES[0], to: ADDRESSES[1], value: '0x1' }] })
    await wallet.answerNext(false)
    expect((await rejectionOf(hash)).code).toBe(4001)
    expect(wallet.calls.sent).toHaveLength(0)
  })

  it('rule: with auto-approve on, requests are answered without a prompt', async () => {
    const wallet = createWalletFixture()
    wallet.state.update((s) => ({ ...s, autoApprove: true }))
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESSES[0]])
    expect(await wallet.provider.request({ method: 'personal_sign', params: ['0x6869', ADDRESSES[0]] })).toBe('0xsigned1')
    expect(wallet.approvals.pending()).toHaveLength(0)
  })

  it('rule: a request the visitor never answers stays pending; the wallet has no time-out of its own', async () => {
    vi.useFakeTimers()
    try {
      const wallet = createWalletFixture()
      let settled = false
      void wallet.provider.request({ method: 'eth_requestAccounts' }).finally(() => void (settled = true)).catch(() => undefined)
      await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000)
      expect(settled).toBe(false)
      expect(wallet.approvals.pending()).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('rule: a request without a method string is rejected as an invalid request', async () => {
    const wallet = createWalletFixture()
    expect((await rejectionOf(wallet.provider.request({} as never))).code).toBe(-32600)
    expect((await rejectionOf(wallet.provider.request({ method: 'eth_chainId', params: 'x' as never }))).code).toBe(-32602)
  })
})
