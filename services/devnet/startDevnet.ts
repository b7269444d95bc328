import { TEST_FARCASTER_USERS, type TestFarcasterUser } from '../farcaster/testFarcasterUsers.js'
import { loadArtifact } from './contractArtifact.js'
import { deployTestCollections, DEFAULT_NFT_BASE_URL, type DevnetCollection } from './deployTestCollections.js'
import { deployTestToken } from './deployTestToken.js'
import { deriveAccounts } from './deriveAccounts.js'
import { installFarcasterRegistry } from './installFarcasterRegistry.js'
import { MULTICALL_ADDRESS, installMulticall } from './installMulticall.js'
import { DEFAULT_MNEMONIC, startAnvil, type RunningAnvil } from './startAnvil.js'

export interface DevnetChain { chainId: number; name: string; rpcUrl: string; caipNetworkId: `eip155:${number}` }
export interface DevnetAccount { address: `0x${string}`; privateKey: `0x${string}` }
export interface DevnetToken { address: `0x${string}`; name: string; symbol: string; decimals: number }
export interface Devnet {
  chains: readonly DevnetChain[]
  /** Anvil's default mnemonic accounts, each funded with 10,000 ETH and 1,000,000 pUSD. */
  accounts: readonly DevnetAccount[]
  /** The same address on every chain: deployed by account 0 at nonce 0. */
  token: DevnetToken
  /** ERC-721 collections held by account 0 (the demo wallet's), deployed by it at nonces 1 and 2: the same addresses on every chain. */
  nftCollections: readonly DevnetCollection[]
  multicallAddress: '0xcA11bde05977b3631167028862bE2a173976CA11'
  /**
   * The Farcaster accounts the registry stand-ins know on every chain (Farcaster's IdRegistry and
   * KeyRegistry addresses hold them), so Sign In With Farcaster verifies against the devnet.
   */
  farcasterUsers: readonly TestFarcasterUser[]
  stop(): Promise<void>
}
export interface StartDevnetOptions {
  chains?: readonly { chainId: number; name: string; port?: number }[]
  /** Where the NFT collections' token URIs point (the API's URL); http://127.0.0.1:8787 by default. */
  nftBaseUrl?: string
}

export const DEFAULT_DEVNET_CHAINS = [
  { chainId: 31337, name: 'Portico Devnet' },
  { chainId: 31338, name: 'Portico Devnet 2' },
] as const
const ACCOUNT_COUNT = 10
const ETHER_PER_ACCOUNT = 10_000

/**
 * Starts one anvil per chain in parallel, each with the multicall at its canonical address, the
 * Farcaster registry stand-ins at Farcaster's, the test token and the test NFT collections
 * deployed. If any part fails, every anvil already started is stopped before the error is
 * rethrown, so a failed start leaves nothing running.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const specs: NonNullable<StartDevnetOptions['chains']> = options.chains ?? DEFAULT_DEVNET_CHAINS
  assertValidChains(specs)

  const artifacts = Promise.all([
    loadArtifact('TestToken'), loadArtifact('Multicall'), loadArtifact('TestCollection'), loadArtifact('TestIdRegistry'), loadArtifact('TestKeyRegistry'),
  ])
  // Awaited below, after the anvils settle; this keeps an early failure from counting as unhandled.
  artifacts.catch(() => {})
  const starting = Promise.allSettled(specs.map((spec) =>
    startAnvil({ chainId: spec.chainId, port: spec.port ?? 0, accounts: ACCOUNT_COUNT, balance: ETHER_PER_ACCOUNT })))
  // Derived while the anvils boot: it is the slowest synchronous step of start-up.
  const accounts = deriveAccounts(DEFAULT_MNEMONIC, ACCOUNT_COUNT)

  const settled = await starting
  const nodes = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async () => { await Promise.all(nodes.map((node) => node.stop())) }
  const failure = settled.find((result) => result.status === 'rejected')
  if (failure) {
    await stop()
    throw failure.reason
  }

  try {
    const [tokenArtifact, multicallArtifact, collectionArtifact, idRegistryArtifact, keyRegistryArtifact] = await artifacts
    const deployer = accounts[0]!.address
    const holders = accounts.map((account) => account.address)
    const nftBaseUrl = options.nftBaseUrl ?? DEFAULT_NFT_BASE_URL
    const deployed = await Promise.all(nodes.map(async (node) => {
      const fids = TEST_FARCASTER_USERS.map(({ fid, custodyKey, authKey }) => ({ fid, custodyKey, authKeys: authKey ? [authKey] : [] }))
      await Promise.all([
        installMulticall(node.rpcUrl, multicallArtifact),
        installFarcasterRegistry(node.rpcUrl, { id: idRegistryArtifact, key: keyRegistryArtifact }, fids),
      ])
      const token = await deployTestToken(node.rpcUrl, tokenArtifact, deployer, holders)
      const collections = await deployTestCollections(node.rpcUrl, collectionArtifact, deployer, deployer, { firstNonce: 1, baseUrl: nftBaseUrl })
      return { token, collections }
    }))
    return {
      chains: specs.map((spec, index) => toChain(spec, nodes[index]!)),
      accounts,
      token: deployed[0]!.token,
      nftCollections: deployed[0]!.collections,
      multicallAddress: MULTICALL_ADDRESS,
      farcasterUsers: TEST_FARCASTER_USERS,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

function toChain(spec: { chainId: number; name: string }, node: RunningAnvil): DevnetChain {
  return { chainId: spec.chainId, name: spec.name, rpcUrl: node.rpcUrl, caipNetworkId: `eip155:${spec.chainId}` }
}

function assertValidChains(specs: NonNullable<StartDevnetOptions['chains']>): void {
  if (specs.length === 0) throw new Error('startDevnet needs at least one chain.')
  const seen = new Set<number>()
  for (const { chainId, name, port } of specs) {
    if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new Error(`startDevnet: chain id ${chainId} is not a positive integer.`)
    if (seen.has(chainId)) throw new Error(`startDevnet: chain id ${chainId} appears twice.`)
    if (!name.trim()) throw new Error(`startDevnet: chain ${chainId} has no name.`)
    if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
      throw new Error(`startDevnet: port ${port} for chain ${chainId} is not between 0 and 65535.`)
    }
    seen.add(chainId)
  }
}
