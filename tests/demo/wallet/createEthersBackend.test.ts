import { verifyMessage } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devnetNetworks } from '../../../services/devnet/devnetNetworks.js'
import { startDevnet, type Devnet } from '../../../services/devnet/startDevnet.js'
import { createEthersBackend } from '../../../demo/wallet/createEthersBackend.js'
import type { WalletRpcError } from '../../../demo/wallet/WalletRpcError.js'
import { addChainParams, ADDRESSES, createWalletFixture } from './walletFixture.js'

// The demo wallet against the real devnet: two anvil chains on loopback with the test token.
let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
}, 60_000)

afterAll(async () => {
  await devnet?.stop()
})

function anvilWallet() {
  const backend = createEthersBackend()
  const wallet = createWalletFixture({ backend, networks: devnetNetworks(devnet) })
  wallet.state.update((s) => ({ ...s, autoApprove: true }))
  return { ...wallet, backend }
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: unknown }).result
}

describe('demo wallet on anvil', () => {
  it('rule: personal_sign gives an EIP-191 signature that recovers to the selected account', async () => {
    const wallet = anvilWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const signature = await wallet.provider.request({ method: 'personal_sign', params: ['0x48656c6c6f20506f727469636f', ADDRESSES[0]] })
    expect(verifyMessage('Hello Portico', signature as string)).toBe(ADDRESSES[0])
    wallet.backend.destroy()
  })

  it('rule: back-to-back transactions both land (fresh nonces, no provider cache)', async () => {
    const wallet = anvilWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const before = BigInt(await wallet.provider.request({ method: 'eth_getBalance', params: [ADDRESSES[1], 'latest'] }) as string)
    const send = (value: bigint) => wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESSES[0], to: ADDRESSES[1], value: `0x${value.toString(16)}` }],
    }) as Promise<string>
    const hashes = await Promise.all([send(10n ** 15n), send(2n * 10n ** 15n)])
    const next = await send(3n * 10n ** 15n)
    for (const hash of [...hashes, next]) {
      const receipt = await wallet.provider.request({ method: 'eth_getTransactionReceipt', params: [hash] }) as { status: string }
      expect(receipt.status).toBe('0x1')
    }
    const after = BigInt(await wallet.provider.request({ method: 'eth_getBalance', params: [ADDRESSES[1], 'latest'] }) as string)
    expect(after - before).toBe(6n * 10n ** 15n)
    wallet.backend.destroy()
  })

  it('rule: after 4902, add and switch, reads and sends go to the second chain\'s node', async () => {
    const wallet = anvilWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const second = wallet.networks[1]!
    const switchTo = () => wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    await expect(switchTo()).rejects.toMatchObject({ code: 4902 })
    await wallet.provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(second)] })
    await switchTo()
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')

    const hash = await wallet.provider.request({ method: 'eth_sendTransaction', params: [{ from: ADDRESSES[0], to: ADDRESSES[1], value: '0x1' }] })
    // Mined as anvil takes it, but on a loaded machine the receipt may lag the hash by a moment.
    await expect.poll(() => rpc(devnet.chains[1]!.rpcUrl, 'eth_getTransactionReceipt', [hash]), { timeout: 5_000 }).toMatchObject({ status: '0x1' })
    expect(await rpc(devnet.chains[0]!.rpcUrl, 'eth_getTransactionReceipt', [hash])).toBeNull()
    wallet.backend.destroy()
  })

  it('rule: an ERC20 transfer(receiver, amount) sent through the wallet moves the token', async () => {
    const wallet = anvilWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const token = devnet.token.address
    const word = (value: string | bigint) => (typeof value === 'bigint' ? value.toString(16) : value.slice(2).toLowerCase()).padStart(64, '0')
    const balanceOf = async () => BigInt(await wallet.provider.request({ method: 'eth_call', params: [{ to: token, data: `0x70a08231${word(ADDRESSES[1])}` }, 'latest'] }) as string)
    const before = await balanceOf()
    const hash = await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESSES[0], to: token, data: `0xa9059cbb${word(ADDRESSES[1])}${word(2_500_000n)}` }],
    })
    expect(await wallet.provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })).toMatchObject({ status: '0x1' })
    expect(await balanceOf() - before).toBe(2_500_000n)
    wallet.backend.destroy()
  })

  it('rule: a transaction the node refuses fails with the node\'s reason, not as a rejection', async () => {
    const wallet = anvilWallet()
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const error = await wallet.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ADDRESSES[0], to: ADDRESSES[1], value: `0x${(10n ** 30n).toString(16)}` }],
    }).then(() => undefined, (caught: unknown) => caught as WalletRpcError)
    expect(error).toBeDefined()
    expect(error!.code).not.toBe(4001)
    expect(error!.message).toMatch(/fund|balance/i)
    wallet.backend.destroy()
  })
})
