import type { PairingPlatform } from '../../../core/kernel/contributions.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { Icon } from '../../components/Icon.js'
import { useMessages } from '../../i18n/useMessages.js'

/** The link as a URL Portico opens, or undefined: registry data is not trusted, only https is. */
export function httpsUrl(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

const hasLink = (link: string | null | undefined) => typeof link === 'string' && link.trim() !== ''

/**
 * The platforms the listing has a link for, in tab order. Without any (the basic view, the
 * generic WalletConnect row) there is the QR code for any wallet, which the mobile tab shows.
 */
export function walletPlatforms(wallet: WalletListing | undefined): PairingPlatform[] {
  const platforms: PairingPlatform[] = []
  if (hasLink(wallet?.mobile_link)) platforms.push('mobile')
  if (hasLink(wallet?.desktop_link)) platforms.push('desktop')
  if (hasLink(wallet?.webapp_link)) platforms.push('web')
  return platforms.length > 0 ? platforms : ['mobile']
}

/** Where to get the wallet: the app store of a phone, else the homepage or the browser store. */
export function getWalletUrl(wallet: WalletListing, isMobile: boolean): string | undefined {
  const candidates = isMobile
    ? [wallet.app_store, wallet.play_store, wallet.homepage]
    : [wallet.homepage, wallet.chrome_store, wallet.app_store, wallet.play_store]
  for (const candidate of candidates) {
    const url = httpsUrl(candidate)
    if (url) return url
  }
  return undefined
}

export interface GetWalletLinkProps {
  wallet: WalletListing
  isMobile: boolean
  /** Puts "Don't have it?" before the link, on the same line as long as the name allows. */
  prompt?: boolean
}

/** "Get <name>": a link styled as a button to where the wallet is downloaded; nothing without one. */
export function GetWalletLink({ wallet, isMobile, prompt = false }: GetWalletLinkProps) {
  const { t } = useMessages()
  const url = getWalletUrl(wallet, isMobile)
  if (!url) return null
  return (
    <div className="pc-wc-get">
      {prompt ? <span className="pc-text-muted pc-text-small">{t('dontHaveIt')}</span> : null}
      <a className="pc-button" data-variant="secondary" data-size="sm" href={url} target="_blank" rel="noopener noreferrer">
        <span className="pc-wc-get-label">{t('getWallet', { name: wallet.name })}</span>
        <span className="pc-visually-hidden"> {t('opensInNewTab')}</span>
        <Icon name="external" size={16} />
      </a>
    </div>
  )
}
