import type { ChainCapabilities } from '../kernel/types.js'

type CapabilityName = keyof ChainCapabilities
type AnyCapability = (params: never) => Promise<unknown>

/** The capabilities portico/core declares that every chain plugin provides. */
export const CHAIN_CAPABILITIES = [
  'getBalance', 'getTokenBalances', 'signMessage', 'switchNetwork', 'sendNative', 'sendToken', 'waitForTransaction', 'estimateSendFee',
] as const satisfies readonly CapabilityName[]

/**
 * The ones a chain plugin provides only where its chain family has them (NFTs): a plugin lists
 * those it has after CHAIN_CAPABILITIES, and the views needing one show only on its namespaces.
 */
export const OPTIONAL_CHAIN_CAPABILITIES = ['getNfts'] as const satisfies readonly CapabilityName[]

/**
 * A namespace's `names` capabilities, with their code in a chunk that `load` fetches on the first
 * call. Each capability acts on an address or a connected wallet, so none is needed to draw the
 * modal: the page's first JS carries these forwarders only, and the code (with whatever chain SDK it
 * loads later still) arrives when a visitor uses it. A load that fails is tried again on the next
 * call, so a chunk lost to a flaky network does not break the namespace for the page's life.
 */
export function lazyCapabilities<K extends CapabilityName>(
  names: readonly K[],
  load: () => Promise<Pick<ChainCapabilities, K>>,
): Pick<ChainCapabilities, K> {
  let loading: Promise<Pick<ChainCapabilities, K>> | undefined
  const loaded = () => (loading ??= load().catch((error: unknown) => {
    loading = undefined
    throw error
  }))
  const forwarders: Partial<Record<CapabilityName, AnyCapability>> = {}
  for (const name of names) {
    forwarders[name] = async (params) => {
      // TypeScript cannot call a member of a union of signatures with its own parameters.
      const capability: AnyCapability = (await loaded())[name]
      return capability(params)
    }
  }
  return forwarders as Pick<ChainCapabilities, K>
}
