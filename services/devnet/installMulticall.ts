import type { ContractArtifact } from './contractArtifact.js'
import { requestRpc } from './requestRpc.js'

/** Multicall3's address, the same on nearly every EVM chain; clients look for it there. */
export const MULTICALL_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

/** Places the multicall's runtime code at the canonical address, without a deployment transaction. */
export async function installMulticall(rpcUrl: string, artifact: ContractArtifact): Promise<void> {
  await requestRpc(rpcUrl, 'anvil_setCode', [MULTICALL_ADDRESS, artifact.deployedBytecode])
  const code = await requestRpc<string>(rpcUrl, 'eth_getCode', [MULTICALL_ADDRESS, 'latest'])
  if (code.toLowerCase() !== artifact.deployedBytecode.toLowerCase()) {
    throw new Error(`anvil_setCode on ${rpcUrl} did not install the multicall at ${MULTICALL_ADDRESS}`)
  }
}
