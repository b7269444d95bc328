import { requireChainState } from '../connection/chainState.js'
import { disconnectChains } from '../connection/disconnectChains.js'
import type { ChainNamespace } from '../constants/namespaces.js'
import { ConnectionError } from '../errors/ConnectionError.js'
import type { KernelError } from '../errors/KernelError.js'
import type { Kernel } from '../kernel/types.js'

export interface DisconnectParameters {
  /** Defaults to the active chain. */
  namespace?: ChainNamespace
  /** Set false to keep the modal open, e.g. when the visitor disconnects from a view that stays. */
  closeModal?: boolean
}

export type DisconnectErrorType = ConnectionError | KernelError

/**
 * Disconnects one chain (SPEC section 4), or every chain when its connector ends them all. The
 * local session is cleared even when the wallet fails to disconnect; the failure is then thrown as
 * DISCONNECT_FAILED with the wallet's error as cause.
 */
export async function disconnect(kernel: Kernel, params: DisconnectParameters = {}): Promise<void> {
  const { namespace } = requireChainState(kernel, params.namespace)
  const failures = await disconnectChains(kernel, [namespace], { closeModal: params.closeModal ?? true })
  const failure = failures[0]
  if (failure) {
    throw new ConnectionError('DISCONNECT_FAILED', { details: `namespace "${failure.namespace}"`, cause: failure.error })
  }
}

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
