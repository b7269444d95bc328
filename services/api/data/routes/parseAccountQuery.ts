import type { Sql } from '../../db/Sql.js'
import type { ApiRequest } from '../../http/Route.js'
import { HttpError } from '../../http/Route.js'
import { requireProject } from '../../provider/requireProject.js'
import { isEvmDataChain, type DataChain } from '../DataChain.js'
import { isSolanaDataAddress } from './readSolanaBalances.js'

export interface AccountQuery {
  /** lowercased, as stored */
  address: string
  chain: DataChain
  /** absent or empty on the first page */
  cursor: string | undefined
  /** projectId, st and sv, carried over to the image URLs the answer points at */
  client: { projectId: string; st: string; sv: string }
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The checks every data route shares, in order: the project parameters as the rest of the API
 * checks them (400 when missing, 403 for an unknown project), then the path's address and the
 * chainId (an address is EVM's or Solana's by the chain asked for); each failure a 400 that says
 * what is wrong.
 */
export async function parseAccountQuery(sql: Sql, request: ApiRequest, chains: readonly DataChain[]): Promise<AccountQuery> {
  const { query, project, sdkType, sdkVersion } = await requireProject(sql, request.url)
  const address = request.params.address ?? ''
  const chainId = query.chainId ?? ''
  const chain = chains.find((candidate) => candidate.caipNetworkId === chainId)
  // An address is judged by the chain asked for; EVM's rule when that chain is not served.
  const evm = !chain || isEvmDataChain(chain)
  if (evm ? !ADDRESS.test(address) : !isSolanaDataAddress(address)) {
    const rule = evm ? 'an EVM address (0x followed by 40 hex digits)' : 'a Solana address (32 to 44 base58 characters, a 32-byte key)'
    throw new HttpError(400, `"${address.slice(0, 64)}" is not ${rule}`)
  }
  const served = chains.map((candidate) => candidate.caipNetworkId).join(', ') || 'no chains'
  if (chainId === '') throw new HttpError(400, `The chainId query parameter is required (one of ${served})`)
  if (!chain) throw new HttpError(400, `Unsupported chainId "${chainId.slice(0, 64)}": this API serves ${served}`)
  return {
    // EVM addresses are stored lowercased; base58 is case-sensitive.
    address: evm ? address.toLowerCase() : address,
    chain,
    cursor: query.cursor || undefined,
    client: { projectId: project.id, st: sdkType, sv: sdkVersion },
  }
}
