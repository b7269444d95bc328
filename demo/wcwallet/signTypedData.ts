import type { ApprovalDetail } from '../wallet/createApprovalQueue.js'
import type { WalletChain } from '../wallet/WalletChain.js'
import { invalidParams } from '../wallet/WalletRpcError.js'

type TypedField = { name: string; type: string }
type TypedTypes = Record<string, TypedField[]>

/** eth_signTypedData_v4's payload (EIP-712), checked. */
export interface TypedData {
  types: TypedTypes
  primaryType: string
  domain: Record<string, unknown>
  message: Record<string, unknown>
}

/** `[address, typedData]`, the typed data as a JSON string (the usual form) or an object; either order of the two. */
export function parseTypedDataParams(params: unknown): { address: string; data: TypedData } {
  const [first, second] = Array.isArray(params) ? (params as unknown[]) : []
  const swapped = isAddress(second) && !isAddress(first)
  const address = swapped ? second : first
  const raw = swapped ? first : second
  if (!isAddress(address)) throw invalidParams('the account must be a 0x-prefixed address.')
  let value: unknown = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw invalidParams('the typed data is not valid JSON.')
    }
  }
  const { types, primaryType, domain, message } = (value ?? {}) as Partial<Record<keyof TypedData, unknown>>
  if (!isTypes(types)) throw invalidParams('typed data needs "types": named lists of { name, type } fields.')
  if (typeof primaryType !== 'string' || !types[primaryType]) throw invalidParams('typed data needs a "primaryType" that "types" defines.')
  if (!isRecord(domain) || !isRecord(message)) throw invalidParams('typed data needs "domain" and "message" objects.')
  return { address, data: { types, primaryType, domain, message } }
}

/** The domain must not name another chain: a signature for chain A must not be asked for on chain B. */
export function checkTypedDataChain(data: TypedData, chain: WalletChain): void {
  const raw = data.domain.chainId
  if (raw === undefined || raw === null) return
  const chainId = typeof raw === 'string' && raw.startsWith('0x') ? Number.parseInt(raw, 16) : Number(raw)
  if (chainId !== chain.chainId) throw invalidParams(`the typed data is for chain ${String(raw)} but the request is for chain ${chain.chainId}.`)
}

export function describeTypedData(data: TypedData, from: string, chain: WalletChain): ApprovalDetail[] {
  const domain = [data.domain.name, data.domain.version && `v${String(data.domain.version)}`].filter(Boolean).join(' ')
  const details: ApprovalDetail[] = [
    { label: 'Account', value: from, mono: true },
    { label: 'Network', value: `${chain.name} (${chain.chainId})` },
  ]
  if (domain) details.push({ label: 'Domain', value: domain })
  if (typeof data.domain.verifyingContract === 'string') details.push({ label: 'Contract', value: data.domain.verifyingContract, mono: true })
  details.push({ label: 'Type', value: data.primaryType }, { label: 'Message', value: JSON.stringify(data.message, null, 2), mono: true })
  return details
}

/**
 * Signs with ethers (loaded on first use, as the demo wallet's backend does). ethers wants only the
 * types reachable from the primary type and no EIP712Domain entry, and works the primary type out
 * itself, so the rest is dropped here rather than making it guess.
 */
export async function signTypedData(privateKey: string, data: TypedData): Promise<string> {
  const { Wallet } = await import('ethers')
  return new Wallet(privateKey).signTypedData(data.domain, reachableTypes(data.types, data.primaryType), data.message)
}

function reachableTypes(types: TypedTypes, primaryType: string): TypedTypes {
  const kept: TypedTypes = {}
  const visit = (name: string) => {
    const fields = types[name]
    if (!fields || kept[name] || name === 'EIP712Domain') return
    kept[name] = fields
    for (const field of fields) visit(field.type.replace(/(\[[0-9]*\])+$/, ''))
  }
  visit(primaryType)
  return kept
}

const isAddress = (value: unknown): value is string => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
const isRecord = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

function isTypes(value: unknown): value is TypedTypes {
  return isRecord(value) && Object.values(value).every((fields) =>
    Array.isArray(fields) && fields.every((field) => isRecord(field) && typeof field.name === 'string' && typeof field.type === 'string'))
}
