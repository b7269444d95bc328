import { type ChainCapabilities, pollUntil } from 'portico/core'
import { EvmError } from '../EvmError.js'
import type { EvmRuntime } from './EvmRuntime.js'

type Params = Parameters<ChainCapabilities['waitForTransaction']>[0]

/** A receipt's status, '0x1' mined or '0x0' reverted; anything else (no receipt yet, another shape) is undefined. */
function statusOf(receipt: unknown): '0x1' | '0x0' | undefined {
  const status = typeof receipt === 'object' && receipt !== null && 'status' in receipt ? receipt.status : undefined
  return status === '0x1' || status === '0x0' ? status : undefined
}

/**
 * Polls eth_getTransactionReceipt on the network's RPC (not the wallet) until the transaction is
 * mined: status 0x1 resolves, 0x0 is TRANSACTION_REVERTED. A node that keeps failing or never
 * sees the transaction ends in TRANSACTION_TIMEOUT, with the last failure as cause.
 */
export async function waitForTransaction(
  runtime: Pick<EvmRuntime, 'transports' | 'timers' | 'transactionTimeoutMs' | 'pollIntervalMs'>,
  { hash, network }: Params,
): Promise<void> {
  const transport = runtime.transports.of(network)
  const receipt = await pollUntil({
    timers: runtime.timers,
    read: () => transport.request({ method: 'eth_getTransactionReceipt', params: [hash] }),
    done: (answer) => statusOf(answer) !== undefined,
    intervalMs: runtime.pollIntervalMs,
    timeoutMs: runtime.transactionTimeoutMs,
    timedOut: (lastFailure) => new EvmError('TRANSACTION_TIMEOUT', {
      details: `${hash} on ${network.caipNetworkId} had no receipt after ${runtime.transactionTimeoutMs} ms`,
      cause: lastFailure,
    }),
  })
  if (statusOf(receipt) === '0x0') throw new EvmError('TRANSACTION_REVERTED', { details: `${hash} on ${network.caipNetworkId}` })
}
