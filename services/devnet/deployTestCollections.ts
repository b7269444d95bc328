import { Interface, getCreateAddress, type JsonFragment } from 'ethers'
import type { ContractArtifact } from './contractArtifact.js'
import { waitForReceipt } from './deployTestToken.js'
import { requestRpc } from './requestRpc.js'

/**
 * The devnet's two ERC-721 collections, both minted to the demo wallet's account: one the API
 * shows, and one it flags as spam (the kind of unsolicited "claim your reward" airdrop a real
 * wallet receives), which the NFTs tab hides. `slug` names the collection in its token URIs.
 */
export const TEST_COLLECTIONS = [
  { slug: 'shapes', name: 'Portico Shapes', symbol: 'SHAPE', count: 7, spam: false },
  { slug: 'claim', name: 'Claim Your Reward', symbol: 'CLAIM', count: 2, spam: true },
] as const

export interface DevnetCollection {
  address: `0x${string}`
  slug: string
  name: string
  symbol: string
  /** Tokens 1..count, all held by the demo wallet's account. */
  count: number
  spam: boolean
}

/** The API's address `npm start` uses; the token URIs point at its /v1/nft/<slug>/<id> metadata. */
export const DEFAULT_NFT_BASE_URL = 'http://127.0.0.1:8787'

/**
 * Deploys TEST_COLLECTIONS from `deployer` at its nonces `firstNonce`, `firstNonce + 1`, so each
 * lands on the same address on every fresh chain, like the test token. Token URIs are
 * `${baseUrl}/v1/nft/<slug>/<id>`; the API serves that path whatever port it runs on, and reads
 * only the path when it lists a token, so a stack on other ports still shows the images.
 */
export async function deployTestCollections(
  rpcUrl: string,
  artifact: ContractArtifact,
  deployer: `0x${string}`,
  holder: `0x${string}`,
  options: { firstNonce: number; baseUrl: string },
): Promise<DevnetCollection[]> {
  const contract = new Interface(artifact.abi as JsonFragment[])
  const deployed: DevnetCollection[] = []
  for (const [offset, collection] of TEST_COLLECTIONS.entries()) {
    const nonce = options.firstNonce + offset
    const expected = getCreateAddress({ from: deployer, nonce }) as `0x${string}`
    const baseUri = `${options.baseUrl}/v1/nft/${collection.slug}/`
    const data = artifact.bytecode + contract.encodeDeploy([collection.name, collection.symbol, baseUri, holder, collection.count]).slice(2)
    const hash = await requestRpc<string>(rpcUrl, 'eth_sendTransaction', [{ from: deployer, data, nonce: `0x${nonce.toString(16)}` }])
    const receipt = await waitForReceipt(rpcUrl, hash)
    if (receipt.status !== '0x1') throw new Error(`${collection.name} deployment on ${rpcUrl} reverted (transaction ${hash})`)
    if (receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(`${collection.name} landed at ${receipt.contractAddress} on ${rpcUrl}, not at ${expected}`)
    }
    deployed.push({ address: expected, slug: collection.slug, name: collection.name, symbol: collection.symbol, count: collection.count, spam: collection.spam })
  }
  return deployed
}
