import type { BrowserContext } from 'playwright-core'

export const BROWSER_WALLET_NAME = 'Hearth Wallet'

/** The account a browser wallet connects with, on its chain (a 0x chain id). */
export interface BrowserWalletAccount {
  address: string
  chainId: string
}

/**
 * A browser wallet, as an extension's content script would put it on every page of `context`: an
 * EIP-6963 announcement (answered on every request) of a provider on Ethereum that declines to
 * connect, or, given `account`, one that connects with it on its chain. Either way it answers
 * nothing else (reads are the site's RPC's to answer) and reaches no host of its own: its icon is
 * a data: URL.
 */
export async function injectBrowserWallet(context: BrowserContext, account?: BrowserWalletAccount): Promise<void> {
  await context.addInitScript(({ name, account }) => {
    const icon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#c2410c"/><path d="M48 18c10 14 22 22 22 40a22 22 0 0 1-44 0c0-18 12-26 22-40z" fill="#fde68a"/></svg>')}`
    let connected = false
    const provider = {
      request: ({ method }: { method: string }) => {
        if (method === 'eth_chainId') return Promise.resolve(account?.chainId ?? '0x1')
        if (method === 'eth_accounts') return Promise.resolve(connected && account ? [account.address] : [])
        if (method === 'eth_requestAccounts' && account) {
          connected = true
          return Promise.resolve([account.address])
        }
        if (method === 'wallet_revokePermissions') {
          connected = false
          return Promise.resolve(null)
        }
        return Promise.reject(Object.assign(new Error('The request was declined.'), { code: 4001 }))
      },
      on: () => provider,
      removeListener: () => provider,
    }
    const detail = Object.freeze({ info: Object.freeze({ uuid: 'hearth-uuid', name, icon, rdns: 'dev.hearth' }), provider })
    const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, { name: BROWSER_WALLET_NAME, account })
}
