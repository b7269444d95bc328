import type { Eip1193Provider } from '../../../../plugins/evm/provider/Eip1193Provider.js'

export interface TestProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'

export const walletInfo = (name: string, rdns: string, overrides: Partial<TestProviderInfo> = {}): TestProviderInfo => ({
  uuid: `${rdns}-uuid`,
  name,
  icon: ICON,
  rdns,
  ...overrides,
})

/** Dispatches one EIP-6963 announcement, as a wallet does (any detail, hostile ones included). */
export function announce(detail: unknown): void {
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

/**
 * A wallet that answers every `eip6963:requestProvider` with its announcement, as EIP-6963
 * wallets do. Returns how to remove it.
 */
export function announceOnRequest(provider: Eip1193Provider, info: TestProviderInfo): () => void {
  const answer = () => announce(Object.freeze({ info: Object.freeze({ ...info }), provider }))
  window.addEventListener('eip6963:requestProvider', answer)
  return () => window.removeEventListener('eip6963:requestProvider', answer)
}

/** Puts a legacy provider at window.ethereum; returns how to remove it. */
export function injectLegacy(provider: Eip1193Provider): () => void {
  ;(window as unknown as { ethereum?: unknown }).ethereum = provider
  return () => {
    delete (window as unknown as { ethereum?: unknown }).ethereum
  }
}
