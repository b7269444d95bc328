import type { OpenId } from '../types/OpenId.js'

/**
 * The chain namespaces plugins declare (`eip155`, `solana`...). core/ lists none: a chain plugin
 * declares its namespace once, with `ctx.registerNamespace`, and adds its id here for typing:
 * `declare module 'portico/core' { interface NamespaceRegistry { eip155: true } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by chain plugins
export interface NamespaceRegistry {}

export type ChainNamespace = OpenId<NamespaceRegistry>

export type AccountType = 'eoa' | 'smartAccount' | 'payment'
