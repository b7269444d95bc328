import type { Eip1193Provider, Eip1193RequestArguments } from './Eip1193Provider.js'

/** `provider.request`, with a wallet that throws instead of rejecting turned into a rejection. */
export function requestWallet(provider: Eip1193Provider, args: Eip1193RequestArguments): Promise<unknown> {
  return new Promise((resolve) => resolve(provider.request(args)))
}
