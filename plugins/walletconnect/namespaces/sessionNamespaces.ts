import { chainNamespaces, type ChainNamespace, type Kernel } from 'portico/core'

/*
 * Which namespaces a session serves, and which of its accounts are accounts. With chain plugins,
 * theirs: their namespaces and their address rules. With none (SPEC section 2's no-adapter case),
 * the namespaces of the site's networks, and any address a well-formed CAIP-10 account carries:
 * the session is then the only source of accounts, and the modal only shows them.
 */

/** The namespaces the session is asked for, connected and kept in step on. */
export function sessionNamespaces(kernel: Pick<Kernel, 'namespaces' | 'options'>): ChainNamespace[] {
  return chainNamespaces(kernel)
}

/** Whether a session account's `address` is one of `namespace`. */
export function isSessionAddress(kernel: Pick<Kernel, 'namespaces' | 'options'>, namespace: ChainNamespace, address: string): boolean {
  const definition = kernel.namespaces.get(namespace)
  if (definition) return definition.isAddress(address)
  return kernel.namespaces.size === 0 && chainNamespaces(kernel).includes(namespace)
}
