import type { ChainNamespace, Kernel, RemoteEmbedded } from 'portico/core'

/**
 * The namespaces the embedded wallet serves on this site: those whose chain plugin declared what a
 * hosted wallet frame serves there (`remote.embedded`, SPEC sections 6, 7 and 9), in registration
 * order. The auth connector exists on these only; the frame is asked their methods only. A chain
 * plugin added later brings its own declaration, with no change here.
 */
export function embeddedNamespaces(kernel: Pick<Kernel, 'namespaces'>): ChainNamespace[] {
  return [...kernel.namespaces.values()].flatMap((definition) => (definition.remote?.embedded ? [definition.namespace] : []))
}

/** What the frame serves on each such namespace, loaded from its chain plugin with the frame's own code. */
export async function loadEmbeddedServing(kernel: Pick<Kernel, 'namespaces'>): Promise<ReadonlyMap<ChainNamespace, RemoteEmbedded>> {
  const namespaces = embeddedNamespaces(kernel)
  const served = await Promise.all(namespaces.map((namespace) => kernel.namespaces.get(namespace)!.remote!.embedded!()))
  return new Map(namespaces.map((namespace, index) => [namespace, served[index]!]))
}
