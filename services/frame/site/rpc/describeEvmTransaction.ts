import { decodeFunctionData, erc20Abi, formatUnits, type Hex } from 'viem'
import type { ApprovalRequest, ApprovalRow } from './ApprovalRequest.js'
import { nativeAmount, type NetworkFacts } from './NetworkFacts.js'

/** A transaction as it will be signed: every field filled, from the dapp or the node. */
export interface FilledTransaction {
  chainId: number
  from: Hex
  to?: Hex | null | undefined
  value?: bigint | undefined
  data?: Hex | undefined
  gas?: bigint | undefined
  nonce?: number | undefined
  maxFeePerGas?: bigint | undefined
  gasPrice?: bigint | undefined
}

/** What an ERC-20 token contract says of itself, when the node answers. */
export interface TokenFacts {
  symbol: string
  decimals: number
}

/** The call an ERC-20 transfer makes, if `data` is one: what moves and to whom. */
export function decodeErc20Transfer(data: Hex | undefined): { to: Hex; amount: bigint } | undefined {
  if (!data || data.length < 10) return undefined
  try {
    const call = decodeFunctionData({ abi: erc20Abi, data })
    if (call.functionName === 'transfer') return { to: call.args[0], amount: call.args[1] }
  } catch {
    // Not an ERC-20 call: shown as contract data.
  }
  return undefined
}

/**
 * The approval card of an EVM transaction: a native transfer's recipient and value, an ERC-20
 * transfer's token, recipient and amount (in the token's units when it tells its decimals), any
 * other call as data with a warning, and the most the fees can cost.
 */
export function describeEvmTransaction(title: string, tx: FilledTransaction, network: NetworkFacts, token?: TokenFacts): ApprovalRequest {
  const rows: ApprovalRow[] = [{ label: 'Network', value: network.label }, { label: 'From', value: tx.from }]
  const transfer = tx.to ? decodeErc20Transfer(tx.data) : undefined
  let warning: string | undefined
  if (transfer && tx.to) {
    rows.push(
      { label: 'Token', value: token ? `${token.symbol} (${tx.to})` : tx.to },
      { label: 'Recipient', value: transfer.to },
      { label: 'Amount', value: token ? `${formatUnits(transfer.amount, token.decimals)} ${token.symbol}` : `${transfer.amount} (token units)` },
    )
  } else {
    rows.push({ label: 'To', value: tx.to ?? 'New contract' })
    if (tx.data && tx.data !== '0x') {
      rows.push({ label: 'Data', value: tx.data.length > 74 ? `${tx.data.slice(0, 74)}… (${(tx.data.length - 2) / 2} bytes)` : tx.data })
      warning = 'This calls a contract. Approve only if you trust this site.'
    }
  }
  if (tx.value !== undefined && tx.value > 0n) rows.push({ label: 'Value', value: nativeAmount(tx.value, network) })
  const feePerGas = tx.maxFeePerGas ?? tx.gasPrice
  if (tx.gas !== undefined && feePerGas !== undefined) rows.push({ label: 'Max fee', value: nativeAmount(tx.gas * feePerGas, network) })
  if (tx.nonce !== undefined) rows.push({ label: 'Nonce', value: String(tx.nonce) })
  return { title, rows, ...(warning ? { warning } : {}) }
}
