import { type ChainCapabilities, pollUntil } from 'portico/core'
import { parseReply, solanaReplies } from '../rpc/solanaReplies.js'
import { SolanaError } from '../SolanaError.js'
import type { SolanaRuntime } from './SolanaRuntime.js'

type Params = Parameters<ChainCapabilities['waitForTransaction']>[0]

/**
 * Resolves once the signature is confirmed (or finalized) on the network's node, so balances read
 * afterwards include it; a transaction that landed with an error is TRANSACTION_FAILED. A node that
 * fails or answers garbage is asked again until the time-out: the transfer may well have gone
 * through. None confirmed by then is TRANSACTION_TIMEOUT, with the last failure as cause.
 */
export async function waitForTransaction(runtime: Pick<SolanaRuntime, 'transports' | 'timers' | 'transactionTimeoutMs' | 'pollIntervalMs'>, { hash, network }: Params): Promise<void> {
  const transport = runtime.transports.of(network)
  const status = await pollUntil({
    timers: runtime.timers,
    read: async () => {
      const reply = await transport.request({ method: 'getSignatureStatuses', params: [[hash], { searchTransactionHistory: true }] })
      return parseReply(solanaReplies.getSignatureStatuses, reply, `getSignatureStatuses on ${network.caipNetworkId}`).value[0]
    },
    done: (answer) => answer?.confirmationStatus === 'confirmed' || answer?.confirmationStatus === 'finalized',
    intervalMs: runtime.pollIntervalMs,
    timeoutMs: runtime.transactionTimeoutMs,
    timedOut: (lastFailure) => new SolanaError('TRANSACTION_TIMEOUT', {
      details: `${hash} on ${network.caipNetworkId} was not confirmed after ${runtime.transactionTimeoutMs} ms`,
      cause: lastFailure,
    }),
  })
  if (status?.err !== null && status?.err !== undefined) throw new SolanaError('TRANSACTION_FAILED', { details: `${hash}: ${JSON.stringify(status.err).slice(0, 200)}` })
}
