import type { ChainCapabilities } from 'portico/core'
import { parseReply, solanaReplies } from '../rpc/solanaReplies.js'
import { SolanaError } from '../SolanaError.js'
import type { SolanaRuntime } from './SolanaRuntime.js'

type Params = Parameters<ChainCapabilities['waitForTransaction']>[0]

/**
 * Resolves once the signature is confirmed (or finalized) on the network's node, so balances read
 * afterwards include it; a transaction that landed with an error is TRANSACTION_FAILED, one not
 * confirmed within the time-out TRANSACTION_TIMEOUT.
 */
export async function waitForTransaction(runtime: Pick<SolanaRuntime, 'transports' | 'timers' | 'transactionTimeoutMs' | 'pollIntervalMs'>, { hash, network }: Params): Promise<void> {
  const transport = runtime.transports.of(network)
  const deadline = Date.now() + runtime.transactionTimeoutMs
  for (;;) {
    const reply = await transport.request({ method: 'getSignatureStatuses', params: [[hash], { searchTransactionHistory: true }] })
    const [status] = parseReply(solanaReplies.getSignatureStatuses, reply, `getSignatureStatuses on ${network.caipNetworkId}`).value
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized')) {
      if (status.err !== null && status.err !== undefined) throw new SolanaError('TRANSACTION_FAILED', { details: `${hash}: ${JSON.stringify(status.err).slice(0, 200)}` })
      return
    }
    if (Date.now() >= deadline) throw new SolanaError('TRANSACTION_TIMEOUT', { details: hash })
    await new Promise<void>((resolve) => runtime.timers.setTimeout(resolve, runtime.pollIntervalMs))
  }
}
