import { useEffect, useId, useState } from 'react'
import type { PairingLogin, PairingPlatform } from '../../../core/kernel/contributions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { ConnectorInfo } from '../../../core/types/connector.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { loadWalletImages } from '../../../core/wallets/loadWalletImages.js'
import { Icon } from '../../components/Icon.js'
import { Tabs } from '../../components/Tabs.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useKernelState } from '../../hooks/useKernelState.js'
import { walletPicture } from '../Connect/listingImage.js'
import { GetWalletLink } from './GetWalletLink.js'
import { PairingPanel } from './PairingPanel.js'
import { pairingCss } from './pairingCss.js'
import { walletPlatforms } from './walletLinks.js'

export interface PairingLayoutProps {
  kernel: Kernel
  method: PairingLogin
  wallet: WalletListing | undefined
  connector?: ConnectorInfo | undefined
  /** The modal's title already names the wallet: the view does not say it twice. */
  titled?: boolean
}

const TAB_LABELS: Record<PairingPlatform, string> = { mobile: 'Mobile', desktop: 'Desktop', web: 'Web' }
/** The wallet's picture: large enough to recognise, small enough that the view fits a 800 px window. */
const IMAGE_SIZE = 72

/**
 * A pairing view's layout: the wallet's image and name, a tab per platform the listing links to,
 * the 280 px pairing area, and where to get the wallet.
 */
export function PairingLayout({ kernel, method, wallet, connector, titled = false }: PairingLayoutProps) {
  const images = useKernelState('wallets', (s) => s.images)
  const browserWallets = useKernelState('connectors', (s) => s.browserWallets)
  const platforms = walletPlatforms(wallet)
  const [chosen, setChosen] = useState<PairingPlatform>(platforms[0]!)
  const platform = platforms.includes(chosen) ? chosen : platforms[0]!
  const idPrefix = useId()
  const isMobile = kernel.options.isMobile()
  const walletId = wallet?.id

  useEffect(() => {
    if (walletId) void loadWalletImages(kernel, [walletId])
  }, [kernel, walletId])

  const name = wallet?.name ?? connector?.name
  const image = wallet ? walletPicture(wallet, images, browserWallets) : { src: connector?.imageUrl ?? connector?.info?.icon }
  const tabbed = platforms.length > 1
  return (
    <div className="pc-wc">
      <style>{pairingCss}</style>
      <div className="pc-center pc-wc-header">
        {name ? (
          <WalletImage name={name} size={IMAGE_SIZE} {...image} />
        ) : (
          <span className="pc-image pc-wc-icon"><Icon name="qr" size={36} /></span>
        )}
        {name && titled ? null : <p className="pc-heading">{name ?? 'Scan with your phone'}</p>}
        {/* The hint names the wallet listing: the login method's own connector is no app to scan with. */}
        <p className="pc-text-muted pc-text-small">{hint(platform, wallet?.name ?? `a ${method.name} wallet`, isMobile)}</p>
      </div>
      {tabbed ? (
        <Tabs<PairingPlatform> label="Connect with" idPrefix={idPrefix} tabs={platforms.map((id) => ({ id, label: TAB_LABELS[id] }))} selected={platform} onSelect={setChosen} />
      ) : null}
      <div
        className="pc-wc-area"
        data-platform={platform}
        {...(tabbed ? { role: 'tabpanel', id: `${idPrefix}-panel-${platform}`, 'aria-labelledby': `${idPrefix}-tab-${platform}` } : {})}
      >
        <PairingPanel kernel={kernel} method={method} wallet={wallet} platform={platform} />
      </div>
      {wallet ? <GetWalletLink wallet={wallet} isMobile={isMobile} prompt /> : null}
    </div>
  )
}

function hint(platform: PairingPlatform, wallet: string, isMobile: boolean): string {
  if (platform === 'desktop') return `Open ${wallet} on this computer`
  if (platform === 'web') return `Open ${wallet} in your browser`
  return isMobile ? `Continue in ${wallet}` : `Scan this QR code with ${wallet} on your phone`
}
