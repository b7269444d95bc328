import type { Sql } from '../../db/Sql.js'
import { decodeTokenUri, encodeTokenUri } from '../abi/erc721Abi.js'
import type { RpcClient } from '../rpc/createRpcClient.js'
import type { IndexedNftTransfer } from './decodeNftTransferLog.js'

export interface NftTokenUri {
  contract: string
  tokenId: bigint
  /** null when tokenURI() reverts or returns no URI: the token is listed without its metadata. */
  uri: string | null
}

/**
 * tokenURI() of each token in `transfers` the index has not met yet on the chain, in one JSON-RPC
 * batch at the block that first moved it. A revert is an answer (no URI); a node failure rejects,
 * so the block is indexed again later rather than stored without its tokens' URIs for good.
 */
export async function readNftTokenUris(sql: Sql, rpc: RpcClient, chainId: string, transfers: readonly IndexedNftTransfer[]): Promise<NftTokenUri[]> {
  const seen = new Map<string, { contract: string; tokenId: bigint; block: number }>()
  for (const transfer of transfers) {
    const key = `${transfer.contract}:${transfer.tokenId}`
    if (!seen.has(key)) seen.set(key, { contract: transfer.contract, tokenId: transfer.tokenId, block: transfer.blockNumber })
  }
  const candidates = [...seen.values()]
  if (candidates.length === 0) return []
  const known = await sql.query<{ contract_address: string; token_id: string }>(
    `SELECT contract_address, token_id::text AS token_id FROM data_nft_tokens
      WHERE chain_id = $1 AND contract_address = ANY($2::text[])`,
    [chainId, [...new Set(candidates.map((candidate) => candidate.contract))]],
  )
  const stored = new Set(known.map((row) => `${row.contract_address}:${row.token_id}`))
  const fresh = candidates.filter((candidate) => !stored.has(`${candidate.contract}:${candidate.tokenId}`))
  if (fresh.length === 0) return []
  const outcomes = await rpc.batch(fresh.map(({ contract, tokenId, block }) => ({
    method: 'eth_call',
    params: [{ to: contract, data: encodeTokenUri(tokenId) }, `0x${block.toString(16)}`],
  })))
  return fresh.map(({ contract, tokenId }, index) => {
    const outcome = outcomes[index]
    if (!outcome) throw new Error('token URI batch came back short')
    if (!outcome.ok && !outcome.error.isRevert) throw outcome.error
    const uri = outcome.ok && typeof outcome.result === 'string' ? decodeTokenUri(outcome.result) : undefined
    return { contract, tokenId, uri: uri ?? null }
  })
}
