import type { ChainNamespace } from '../constants/namespaces.js'
import { disconnectChains } from '../connection/disconnectChains.js'
import { requireChain } from '../connection/chainLookup.js'
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
  const { namespace } = requireChain(kernel, params.namespace)
  const failures = await disconnectChains(kernel, [namespace], { closeModal: params.closeModal ?? true })
  const failure = failures[0]
  if (failure) {
    throw new ConnectionError('DISCONNECT_FAILED', { details: `namespace "${failure.namespace}"`, cause: failure.error })
  }
}
