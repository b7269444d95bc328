import type { ChainNamespace } from '../constants/namespaces.js'
import { requireChain } from '../connection/chainState.js'
import { ConnectionError } from '../errors/ConnectionError.js'
import { KernelError } from '../errors/KernelError.js'
import type { Kernel } from '../kernel/types.js'
import { getProvider } from './getProvider.js'

export interface SignMessageParameters {
  message: string
  /** Defaults to the active chain. */
  namespace?: ChainNamespace
}

export type SignMessageErrorType = ConnectionError | KernelError

/**
 * Asks the connected wallet to sign `message` with the shown account (personal_sign on eip155,
 * solana_signMessage on solana) and resolves with the signature. The wallet's own refusal is
 * rethrown as the namespace reported it.
 */
export async function signMessage(kernel: Kernel, params: SignMessageParameters): Promise<string> {
  const { namespace, chain, definition } = requireChain(kernel, params.namespace)
  const address = chain.account.address
  if (chain.account.status !== 'connected' || !address) {
    throw new ConnectionError('INVALID_CONNECTION_STATUS', { details: `"${namespace}" is not connected` })
  }
  const sign = definition.capabilities?.signMessage
  if (!sign) throw new KernelError('CAPABILITY_MISSING', { details: `"${namespace}" has no signMessage` })
  return sign({ message: params.message, address, provider: getProvider(kernel, namespace) })
}
