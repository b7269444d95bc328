import { Interface, getCreateAddress, type JsonFragment } from 'ethers'
import type { ContractArtifact } from './contractArtifact.js'
import { requestRpc } from './requestRpc.js'
import type { DevnetToken } from './startDevnet.js'

/** What contracts/TestToken.sol hard-codes; the devnet test reads them back from the chain. */
export const TEST_TOKEN = { name: 'Portico USD', symbol: 'pUSD', decimals: 6 } as const
/** 1,000,000 pUSD in base units, minted to every devnet account. */
export const TEST_TOKEN_PER_ACCOUNT = 1_000_000n * 10n ** 6n

const RECEIPT_TIMEOUT_MS = 10_000
const RECEIPT_POLL_MS = 10

interface Receipt { status: string; contractAddress: string | null }

/**
 * Deploys TestToken from `deployer` (an anvil-unlocked account) and waits for its receipt.
 * Deployed at the deployer's nonce 0, it lands on the same address on every fresh chain; a chain
 * where that nonce is spent is refused rather than given a token somewhere else.
 */
export async function deployTestToken(
  rpcUrl: string,
  artifact: ContractArtifact,
  deployer: `0x${string}`,
  holders: readonly `0x${string}`[],
): Promise<DevnetToken> {
  const expected = getCreateAddress({ from: deployer, nonce: 0 }) as `0x${string}`
  const data = artifact.bytecode + new Interface(artifact.abi as JsonFragment[]).encodeDeploy([holders, TEST_TOKEN_PER_ACCOUNT]).slice(2)
  const hash = await requestRpc<string>(rpcUrl, 'eth_sendTransaction', [{ from: deployer, data, nonce: '0x0' }])
  const receipt = await waitForReceipt(rpcUrl, hash)
  if (receipt.status !== '0x1') throw new Error(`TestToken deployment on ${rpcUrl} reverted (transaction ${hash})`)
  if (receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
    throw new Error(`TestToken landed at ${receipt.contractAddress} on ${rpcUrl}, not at ${expected}`)
  }
  return { address: expected, ...TEST_TOKEN }
}

/** Waits for a transaction's receipt, up to 10 s. */
export async function waitForReceipt(rpcUrl: string, hash: string): Promise<Receipt> {
  const deadline = Date.now() + RECEIPT_TIMEOUT_MS
  for (;;) {
    // Anvil mines on arrival, so the first look nearly always finds it.
    const receipt = await requestRpc<Receipt | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt) return receipt
    if (Date.now() > deadline) throw new Error(`No receipt for ${hash} on ${rpcUrl} within ${RECEIPT_TIMEOUT_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}
