import type { ChainCapabilities } from 'portico/core'
import { EvmError } from '../EvmError.js'
import type { EvmRuntime } from './createCapabilities.js'

type Params = Parameters<ChainCapabilities['waitForTransaction']>[0]

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
  const { timers, transactionTimeoutMs, pollIntervalMs } = runtime
  return new Promise<void>((resolve, reject) => {
    let done = false
    let lastError: unknown
    const finish = (settle: () => void) => {
      if (done) return
      done = true
      stopDeadline()
      settle()
    }
    const stopDeadline = timers.setTimeout(() => finish(() => reject(new EvmError('TRANSACTION_TIMEOUT', {
      details: `${hash} on ${network.caipNetworkId} had no receipt after ${transactionTimeoutMs} ms`,
      cause: lastError,
    }))), transactionTimeoutMs)

    const poll = async () => {
      let receipt: unknown
      try {
        receipt = await transport.request({ method: 'eth_getTransactionReceipt', params: [hash] })
      } catch (error) {
        lastError = error
      }
      if (done) return
      const status = typeof receipt === 'object' && receipt !== null ? (receipt as { status?: unknown }).status : undefined
      if (status === '0x1') return finish(resolve)
      if (status === '0x0') {
        return finish(() => reject(new EvmError('TRANSACTION_REVERTED', { details: `${hash} on ${network.caipNetworkId}` })))
      }
      timers.setTimeout(() => void poll(), pollIntervalMs)
    }
    void poll()
  })
}
