import type { ChainNamespace } from '../constants/namespaces.js'
import { disconnectChains } from '../connection/disconnectChains.js'
import { ConnectionError } from '../errors/ConnectionError.js'
import type { Kernel } from '../kernel/types.js'

export interface DisconnectAllParameters {
  /** Set false to keep the modal open. */
  closeModal?: boolean
}

export type DisconnectAllErrorType = ConnectionError

/**
 * Disconnects every chain. Each chain is attempted even when another fails; the failures are then
 * reported together as 'Failed to disconnect chains: {message}'.
 */
export async function disconnectAll(kernel: Kernel, params: DisconnectAllParameters = {}): Promise<void> {
  const namespaces = Object.keys(kernel.store('chains').getState().byNamespace) as ChainNamespace[]
  const failures = await disconnectChains(kernel, namespaces, { closeModal: params.closeModal ?? true })
  if (failures.length === 0) return
  const message = failures.map(({ namespace, error }) => `${namespace}: ${messageOf(error)}`).join('; ')
  throw new ConnectionError('DISCONNECT_CHAINS_FAILED', {
    params: { message },
    cause: failures.length === 1 ? failures[0]?.error : new AggregateError(failures.map((f) => f.error), message),
  })
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
