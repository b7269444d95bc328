import type * as EthersModule from 'ethers'
import type { JsonRpcProvider } from 'ethers'
import type { ChainBackend } from './ChainBackend.js'
import type { WalletChain } from './WalletChain.js'

type Ethers = typeof EthersModule

/**
 * The wallet's chain side on ethers v6, loaded on the first request that needs it so the page's
 * first paint never waits for it. One JsonRpcProvider per chain and RPC url, with the cache off
 * (`cacheTimeout: -1`) so the nonce of a transaction sent right after another is read fresh, and
 * sends queued per chain so two quick sends never pick the same nonce.
 */
export function createEthersBackend(): ChainBackend {
  let ethers: Promise<Ethers> | undefined
  const load = () => (ethers ??= import('ethers'))
  const providers = new Map<string, JsonRpcProvider>()
  const sendQueues = new Map<number, Promise<unknown>>()

  async function providerFor(chain: WalletChain): Promise<JsonRpcProvider> {
    const { JsonRpcProvider, Network } = await load()
    const key = `${chain.chainId} ${chain.rpcUrl}`
    let provider = providers.get(key)
    if (!provider) {
      provider = new JsonRpcProvider(chain.rpcUrl, Network.from(chain.chainId), { staticNetwork: true, cacheTimeout: -1, batchMaxCount: 1 })
      providers.set(key, provider)
    }
    return provider
  }

  function queued<T>(chainId: number, task: () => Promise<T>): Promise<T> {
    const previous = sendQueues.get(chainId) ?? Promise.resolve()
    const run = previous.then(task, task)
    sendQueues.set(chainId, run.catch(() => undefined))
    return run
  }

  return {
    async addressOf(privateKey) {
      const { Wallet } = await load()
      return new Wallet(privateKey).address
    },
    async signMessage(privateKey, message) {
      const { Wallet } = await load()
      return new Wallet(privateKey).signMessage(message)
    },
    async sendTransaction(privateKey, chain, transaction) {
      const { Wallet } = await load()
      const wallet = new Wallet(privateKey, await providerFor(chain))
      return queued(chain.chainId, async () => (await wallet.sendTransaction({ ...transaction, chainId: chain.chainId })).hash)
    },
    async call(chain, method, params) {
      return (await providerFor(chain)).send(method, [...params])
    },
    destroy() {
      for (const provider of providers.values()) provider.destroy()
      providers.clear()
    },
  }
}
