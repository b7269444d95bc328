import { ConnectionError } from 'portico/core'

/** One EIP-1193 request. */
export interface Eip1193RequestArguments {
  method: string
  params?: readonly unknown[] | Readonly<Record<string, unknown>>
}

/**
 * An EIP-1193 provider, as wallets inject or announce it. Only `request` is required: a provider
 * without events still connects, the kernel just learns of changes when it asks.
 */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): unknown
  removeListener?(event: string, listener: (...args: unknown[]) => void): unknown
}

/** Whether a value from a page global or an announcement can be used as a provider. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return (typeof value === 'object' || typeof value === 'function') && value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
}

/** `provider.request`, with a wallet that throws instead of rejecting turned into a rejection. */
export function requestWallet(provider: Eip1193Provider, args: Eip1193RequestArguments): Promise<unknown> {
  return new Promise((resolve) => resolve(provider.request(args)))
}

/** The session's provider a wallet capability is given, checked to be an EIP-1193 provider; none is "not connected". */
export function eip1193ProviderOf(provider: unknown): Eip1193Provider {
  if (provider === undefined) throw new ConnectionError('INVALID_CONNECTION_STATUS', { details: '"eip155" is not connected' })
  if (!isEip1193Provider(provider)) throw new ConnectionError('NO_CONNECTOR_FOR_CONNECTION', { details: 'the eip155 session offers no EIP-1193 provider' })
  return provider
}
