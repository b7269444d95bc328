import { createServer } from 'node:net'
import { Interface, JsonRpcProvider, Wallet, type JsonFragment } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadArtifact } from '../../../services/devnet/contractArtifact.js'
import { requestRpc } from '../../../services/devnet/requestRpc.js'
import { startDevnet, type Devnet } from '../../../services/devnet/startDevnet.js'

const PUSD = 10n ** 6n
let devnet: Devnet
let token: Interface
let multicall: Interface

beforeAll(async () => {
  devnet = await startDevnet()
  token = new Interface((await loadArtifact('TestToken')).abi as JsonFragment[])
  multicall = new Interface((await loadArtifact('Multicall')).abi as JsonFragment[])
})

afterAll(async () => {
  await devnet?.stop()
})

function call(rpcUrl: string, to: string, data: string, from?: string): Promise<string> {
  return requestRpc<string>(rpcUrl, 'eth_call', [{ to, data, ...(from ? { from } : {}) }, 'latest'])
}

async function balanceOf(rpcUrl: string, account: string): Promise<bigint> {
  const result = await call(rpcUrl, devnet.token.address, token.encodeFunctionData('balanceOf', [account]))
  return token.decodeFunctionResult('balanceOf', result)[0] as bigint
}

function portIsFree(port: number): Promise<boolean> {
  const server = createServer()
  return new Promise((resolve) => {
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

describe('startDevnet', () => {
  it('rule: the default chains are 31337 "Portico Devnet" and 31338 "Portico Devnet 2", each answering eth_chainId on loopback', async () => {
    expect(devnet.chains.map(({ chainId, name, caipNetworkId }) => ({ chainId, name, caipNetworkId }))).toEqual([
      { chainId: 31337, name: 'Portico Devnet', caipNetworkId: 'eip155:31337' },
      { chainId: 31338, name: 'Portico Devnet 2', caipNetworkId: 'eip155:31338' },
    ])
    for (const chain of devnet.chains) {
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(Number(await requestRpc<string>(chain.rpcUrl, 'eth_chainId'))).toBe(chain.chainId)
    }
  })

  it('rule: the token sits at the same address on every chain and reports its name, symbol and decimals', async () => {
    expect(devnet.token).toEqual({ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', name: 'Portico USD', symbol: 'pUSD', decimals: 6 })
    for (const chain of devnet.chains) {
      const read = async (name: 'name' | 'symbol' | 'decimals') =>
        token.decodeFunctionResult(name, await call(chain.rpcUrl, devnet.token.address, token.encodeFunctionData(name)))[0] as unknown
      expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual(['Portico USD', 'pUSD', 6n])
    }
  })

  it('rule: both NFT collections sit at the same addresses on every chain, tokens 1..count held by account 0, each URI on the API\'s /v1/nft path', async () => {
    const collection = new Interface((await loadArtifact('TestCollection')).abi as JsonFragment[])
    const holder = devnet.accounts[0]!.address
    expect(devnet.nftCollections.map(({ slug, spam, count }) => ({ slug, spam, count }))).toEqual([
      { slug: 'shapes', spam: false, count: 7 },
      { slug: 'claim', spam: true, count: 2 },
    ])
    for (const chain of devnet.chains) {
      for (const { address, slug, name, count } of devnet.nftCollections) {
        const read = async (fn: string, args: unknown[]) => collection.decodeFunctionResult(fn, await call(chain.rpcUrl, address, collection.encodeFunctionData(fn, args)))[0] as unknown
        expect(await read('name', [])).toBe(name)
        expect(await read('balanceOf', [holder])).toBe(BigInt(count))
        expect(await read('ownerOf', [count])).toBe(holder)
        expect(await read('tokenURI', [count])).toBe(`http://127.0.0.1:8787/v1/nft/${slug}/${count}`)
        await expect(call(chain.rpcUrl, address, collection.encodeFunctionData('ownerOf', [count + 1]))).rejects.toThrow('no such token')
      }
    }
  })

  it('rule: the accounts are anvil\'s default ten, and each private key controls its address', () => {
    expect(devnet.accounts).toHaveLength(10)
    expect(devnet.accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    for (const account of devnet.accounts) expect(new Wallet(account.privateKey).address).toBe(account.address)
  })

  it('rule: every account holds 1,000,000 pUSD on every chain, and the supply is their sum', async () => {
    for (const chain of devnet.chains) {
      expect(await balanceOf(chain.rpcUrl, devnet.accounts[0]!.address)).toBe(1_000_000n * PUSD)
      expect(await balanceOf(chain.rpcUrl, devnet.accounts[9]!.address)).toBe(1_000_000n * PUSD)
      const supply = await call(chain.rpcUrl, devnet.token.address, token.encodeFunctionData('totalSupply'))
      expect(BigInt(supply)).toBe(10n * 1_000_000n * PUSD)
    }
  })

  it('rule: a transfer signed with an account\'s key moves balance on that chain only', async () => {
    const [first, second] = devnet.chains
    const [, sender, receiver] = devnet.accounts
    const provider = new JsonRpcProvider(second!.rpcUrl, second!.chainId, { staticNetwork: true, cacheTimeout: -1, pollingInterval: 50 })
    try {
      const before = [await balanceOf(second!.rpcUrl, sender!.address), await balanceOf(second!.rpcUrl, receiver!.address)]
      const wallet = new Wallet(sender!.privateKey, provider)
      const tx = await wallet.sendTransaction({ to: devnet.token.address, data: token.encodeFunctionData('transfer', [receiver!.address, 250n * PUSD]) })
      expect((await tx.wait())?.status).toBe(1)
      expect(await balanceOf(second!.rpcUrl, sender!.address)).toBe(before[0]! - 250n * PUSD)
      expect(await balanceOf(second!.rpcUrl, receiver!.address)).toBe(before[1]! + 250n * PUSD)
      expect(await balanceOf(first!.rpcUrl, receiver!.address)).toBe(1_000_000n * PUSD)
    } finally {
      provider.destroy()
    }
  })

  it('rule: the token reverts with a clear reason on insufficient balance or allowance', async () => {
    const { rpcUrl } = devnet.chains[0]!
    const [owner, spender, other] = devnet.accounts
    await expect(call(rpcUrl, devnet.token.address, token.encodeFunctionData('transfer', [other!.address, 2_000_000n * PUSD]), owner!.address))
      .rejects.toThrow('TestToken: insufficient balance')
    await expect(call(rpcUrl, devnet.token.address, token.encodeFunctionData('transferFrom', [owner!.address, other!.address, 1n]), spender!.address))
      .rejects.toThrow('TestToken: insufficient allowance')
  })

  it('rule: aggregate3 at the canonical address returns one result per call, a reverting call included when it may fail', async () => {
    expect(devnet.multicallAddress).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
    for (const chain of devnet.chains) {
      const calls = [
        { target: devnet.token.address, allowFailure: false, callData: token.encodeFunctionData('balanceOf', [devnet.accounts[9]!.address]) },
        { target: devnet.token.address, allowFailure: true, callData: token.encodeFunctionData('transfer', [devnet.accounts[1]!.address, 5_000_000n * PUSD]) },
        { target: devnet.multicallAddress, allowFailure: false, callData: multicall.encodeFunctionData('getChainId') },
      ]
      const raw = await call(chain.rpcUrl, devnet.multicallAddress, multicall.encodeFunctionData('aggregate3', [calls]))
      const [results] = multicall.decodeFunctionResult('aggregate3', raw) as unknown as [[boolean, string][]]
      expect(results.map(([success]) => success)).toEqual([true, false, true])
      expect(BigInt(results[0]![1])).toBe(1_000_000n * PUSD)
      expect(token.parseError(results[1]![1])?.args[0]).toBe('TestToken: insufficient balance')
      expect(Number(results[2]![1])).toBe(chain.chainId)
    }
  })

  it('rule: aggregate3 reverts with "Multicall3: call failed" when a call that may not fail fails', async () => {
    const { rpcUrl } = devnet.chains[0]!
    const calls = [
      { target: devnet.token.address, allowFailure: true, callData: token.encodeFunctionData('decimals') },
      { target: devnet.token.address, allowFailure: false, callData: token.encodeFunctionData('transfer', [devnet.accounts[1]!.address, 5_000_000n * PUSD]) },
    ]
    await expect(call(rpcUrl, devnet.multicallAddress, multicall.encodeFunctionData('aggregate3', [calls])))
      .rejects.toThrow('Multicall3: call failed')
  })

  it('rule: the multicall answers getEthBalance, getBlockNumber and getChainId', async () => {
    for (const chain of devnet.chains) {
      const read = async (name: string, args: unknown[] = []) =>
        multicall.decodeFunctionResult(name, await call(chain.rpcUrl, devnet.multicallAddress, multicall.encodeFunctionData(name, args)))[0] as bigint
      const account = devnet.accounts[9]!.address
      expect(await read('getEthBalance', [account])).toBe(BigInt(await requestRpc<string>(chain.rpcUrl, 'eth_getBalance', [account, 'latest'])))
      expect(await read('getBlockNumber')).toBe(BigInt(await requestRpc<string>(chain.rpcUrl, 'eth_blockNumber')))
      expect(await read('getChainId')).toBe(BigInt(chain.chainId))
    }
  })
})

describe('startDevnet with chosen chains', () => {
  it('rule: custom chains are used as given, and after stop() none answers', async () => {
    const solo = await startDevnet({ chains: [{ chainId: 5151, name: 'Solo' }] })
    try {
      expect(solo.chains.map(({ chainId, name }) => ({ chainId, name }))).toEqual([{ chainId: 5151, name: 'Solo' }])
      expect(await requestRpc<string>(solo.chains[0]!.rpcUrl, 'eth_chainId')).toBe('0x141f')
      expect(await balanceOf(solo.chains[0]!.rpcUrl, solo.accounts[0]!.address)).toBe(1_000_000n * PUSD)
    } finally {
      await solo.stop()
    }
    await expect(requestRpc(solo.chains[0]!.rpcUrl, 'eth_chainId')).rejects.toThrow()
  })

  it('rule: a chain whose port is taken fails the start, and the chains already started are stopped', async () => {
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const takenPort = (holder.address() as { port: number }).port
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const freePort = (probe.address() as { port: number }).port
    await new Promise((resolve) => probe.close(resolve))
    try {
      await expect(startDevnet({ chains: [
        { chainId: 31337, name: 'A', port: freePort },
        { chainId: 31338, name: 'B', port: takenPort },
      ] })).rejects.toThrow(`Port ${takenPort} on 127.0.0.1 is already in use`)
      expect(await portIsFree(freePort)).toBe(true)
    } finally {
      await new Promise((resolve) => holder.close(resolve))
    }
  })

  it('rule: an invalid chain list is refused before anything starts', async () => {
    await expect(startDevnet({ chains: [] })).rejects.toThrow('startDevnet needs at least one chain.')
    await expect(startDevnet({ chains: [{ chainId: 7, name: 'A' }, { chainId: 7, name: 'B' }] }))
      .rejects.toThrow('startDevnet: chain id 7 appears twice.')
    await expect(startDevnet({ chains: [{ chainId: 7, name: 'A', port: 70000 }] }))
      .rejects.toThrow('startDevnet: port 70000 for chain 7 is not between 0 and 65535.')
  })
})
