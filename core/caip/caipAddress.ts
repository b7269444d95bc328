import type { ChainNamespace } from '../constants/namespaces.js'
import { ChainError, type ChainErrorCode } from '../errors/ChainError.js'
import { KernelError } from '../errors/KernelError.js'
import { describeReceived } from '../format/describeInput.js'
import type { Kernel } from '../kernel/types.js'
import type { CaipAddress, CaipNetworkId } from '../types/network.js'
import { parseCaipNetworkId } from './caipNetworkId.js'

export interface ParsedCaipAddress {
  namespace: string
  reference: string
  address: string
  /** The network part, `namespace:reference`, ready to look the network up. */
  caipNetworkId: CaipNetworkId
}

/*
 * SPEC section 5 names two failure texts for a three-part chain address, and they guard two
 * different borders:
 * - parseCaipAddress ('Invalid CAIP Address') reads the widget's own chain addresses: the ones the
 *   kernel builds from a registered network and a namespace's address and keeps in account state.
 *   The SPEC rule is all it checks: exactly three non-empty parts. Address formats are the
 *   namespace's business (its `isAddress`), not this parser's.
 * - parseCaip10Address ('Invalid CAIP-10 address') reads ids that arrive from outside, such as the
 *   accounts of a WalletConnect session or an injected wallet's reply. Those are untrusted input,
 *   so they must also follow the CAIP-10 grammar, part by part, before anything stores them.
 */

// CAIP-2 and CAIP-10: namespace [-a-z0-9]{3,8}, reference [-_a-zA-Z0-9]{1,32},
// account address [-.%a-zA-Z0-9]{1,128}.
const CAIP10_PARTS = [/^[-a-z0-9]{3,8}$/, /^[-_a-zA-Z0-9]{1,32}$/, /^[-.%a-zA-Z0-9]{1,128}$/] as const

/** A three-part chain address (`namespace:reference:address`); 'Invalid CAIP Address' otherwise. */
export function parseCaipAddress(value: unknown): ParsedCaipAddress {
  return split(value, 'INVALID_CAIP_ADDRESS', () => true)
}

/** A CAIP-10 account id from a wallet, held to the CAIP-10 grammar; 'Invalid CAIP-10 address' otherwise. */
export function parseCaip10Address(value: unknown): ParsedCaipAddress {
  return split(value, 'INVALID_CAIP10_ADDRESS', (part, index) => CAIP10_PARTS[index]!.test(part))
}

/** Whether `value` is a three-part chain address, for places that branch instead of throwing. */
export function isCaipAddress(value: unknown): value is CaipAddress {
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

function split(value: unknown, code: ChainErrorCode, partIsValid: (part: string, index: number) => boolean): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || !namespace || !reference || !address || !parts.every(partIsValid)) {
    throw new ChainError(code, { details: describeReceived(value) })
  }
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` }
}

/**
 * Builds a three-part chain address from a network id and an address. A bad network id fails with
 * 'Invalid CAIP-2 network id' (the caller passed the wrong thing), a bad address with
 * 'Invalid CAIP Address', so what the kernel stores always parses back.
 */
export function toCaipAddress(caipNetworkId: string, address: string): CaipAddress {
  parseCaipNetworkId(caipNetworkId)
  const caipAddress = `${caipNetworkId}:${address}` as CaipAddress
  parseCaipAddress(caipAddress)
  return caipAddress
}

/**
 * Whether `address` is an address of `namespace`, by the rule the namespace's plugin registered
 * (SPEC section 5). The kernel knows no address format itself. Asking about a namespace no plugin
 * registered is a setup mistake, so it throws rather than answering false.
 */
export function validateAddress(kernel: Pick<Kernel, 'namespaces'>, namespace: ChainNamespace, address: string): boolean {
  const definition = kernel.namespaces.get(namespace)
  if (!definition) throw new KernelError('ADAPTER_MISSING', { details: `namespace "${namespace}"` })
  return typeof address === 'string' && definition.isAddress(address)
}
