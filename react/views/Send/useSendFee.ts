import { useEffect, useState } from 'react'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import { getProvider } from '../../../core/actions/getProvider.js'
import type { Kernel, SendFee } from '../../../core/kernel/types.js'
import { useKernelState } from '../../hooks/useKernel.js'

/** A network fee estimate: being read, read, or not to be had (no capability, or the node failed). */
export type FeeEstimate = { status: 'loading' } | { status: 'ready'; fee: SendFee } | { status: 'unavailable' }

export interface FeeQuery {
  /** Undefined estimates a send to the visitor's own address: the fee of a transfer hardly depends on the receiver. */
  to: string | undefined
  amount: bigint
  tokenAddress: string | undefined
}

/**
 * The namespace's estimateSendFee for `query`, read again when it changes. The estimate is
 * informative: a failure shows as unavailable and never blocks the send, which the wallet prices.
 */
export function useSendFee(kernel: Kernel, namespace: ChainNamespace | undefined, query: FeeQuery | undefined): FeeEstimate {
  const address = useKernelState('chains', (s) => (namespace ? s.byNamespace[namespace]?.account.address : undefined))
  const network = useKernelState('chains', (s) => (namespace ? s.byNamespace[namespace]?.network.caipNetwork : undefined))
  const [estimate, setEstimate] = useState<FeeEstimate>({ status: 'loading' })
  const to = query ? query.to ?? address : undefined
  const amount = query?.amount
  const tokenAddress = query?.tokenAddress

  useEffect(() => {
    const estimateSendFee = namespace ? kernel.namespaces.get(namespace)?.capabilities?.estimateSendFee : undefined
    if (!estimateSendFee || !namespace || !address || !network || to === undefined || amount === undefined) return setEstimate({ status: 'unavailable' })
    let current = true
    setEstimate({ status: 'loading' })
    estimateSendFee({ address, to, amount, tokenAddress, network, provider: getProvider(kernel, namespace) }).then(
      (fee) => current && setEstimate({ status: 'ready', fee }),
      () => current && setEstimate({ status: 'unavailable' }),
    )
    return () => void (current = false)
  }, [kernel, namespace, address, network, to, amount, tokenAddress])
  return estimate
}
