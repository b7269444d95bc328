import type { WalletListing } from '../../../core/types/wallet.js'
import { Icon } from '../../components/Icon.js'
import { getWalletUrl } from './walletLinks.js'

export interface GetWalletLinkProps {
  wallet: WalletListing
  isMobile: boolean
  /** Puts "Don't have it?" before the link, on the same line as long as the name allows. */
  prompt?: boolean
}

/** "Get <name>": a link styled as a button to where the wallet is downloaded; nothing without one. */
export function GetWalletLink({ wallet, isMobile, prompt = false }: GetWalletLinkProps) {
  const url = getWalletUrl(wallet, isMobile)
  if (!url) return null
  return (
    <div className="pc-wc-get">
      {prompt ? <span className="pc-text-muted pc-text-small">Don&apos;t have it?</span> : null}
      <a className="pc-button" data-variant="secondary" data-size="sm" href={url} target="_blank" rel="noopener noreferrer">
        <span className="pc-wc-get-label">Get {wallet.name}</span>
        <span className="pc-visually-hidden"> (opens in a new tab)</span>
        <Icon name="external" size={16} />
      </a>
    </div>
  )
}
