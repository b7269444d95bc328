import type { BrowserContext } from 'playwright-core'

export const BROWSER_WALLET_NAME = 'Hearth Wallet'

/**
 * A browser wallet, as an extension's content script would put it on every page of `context`: an
 * EIP-6963 announcement (answered on every request) of a provider that knows one account on
 * Ethereum. It reaches no host of its own: its icon is a data: URL.
 */
export async function injectBrowserWallet(context: BrowserContext): Promise<void> {
  await context.addInitScript((name) => {
    const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#c2410c"/><path d="M48 18c10 14 22 22 22 40a22 22 0 0 1-44 0c0-18 12-26 22-40z" fill="#fde68a"/></svg>')}`
    const provider = {
      request: ({ method }: { method: string }) => {
        if (method === 'eth_chainId') return Promise.resolve('0x1')
        if (method === 'eth_accounts') return Promise.resolve([])
        return Promise.reject(Object.assign(new Error('The request was declined.'), { code: 4001 }))
      },
      on: () => provider,
      removeListener: () => provider,
    }
    const detail = Object.freeze({ info: Object.freeze({ uuid: 'hearth-uuid', name, icon, rdns: 'dev.hearth' }), provider })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, BROWSER_WALLET_NAME)
}
