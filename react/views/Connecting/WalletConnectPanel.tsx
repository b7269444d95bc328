import { useEffect, useId, useState } from 'react'
import type { Kernel } from '../../../core/kernel/types.js'
import type { ConnectorInfo } from '../../../core/types/connector.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { loadWalletImages } from '../../../core/wallets/loadWalletImages.js'
import { Icon } from '../../components/Icon.js'
import { Tabs } from '../../components/Tabs.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useWalletConnectSlot, type WalletConnectPlatform } from '../../connect/walletConnectSlot.js'
import { useKernelState } from '../../hooks/useKernelState.js'
import { walletPicture } from '../Connect/listingImage.js'
import { GetWalletLink } from './GetWalletLink.js'
import { walletPlatforms } from './walletLinks.js'
import { walletConnectCss } from './walletConnectCss.js'

export interface WalletConnectPanelProps {
  kernel: Kernel
  wallet: WalletListing | undefined
  connector?: ConnectorInfo | undefined
  /** The modal's title already names the wallet: the view does not say it twice. */
  titled?: boolean
}

const TAB_LABELS: Record<WalletConnectPlatform, string> = { mobile: 'Mobile', desktop: 'Desktop', web: 'Web' }
/** The wallet's picture: large enough to recognise, small enough that the view fits a 800 px window. */
const IMAGE_SIZE = 72

/**
 * The WalletConnect views' layout: the wallet's image and name, a tab per platform the listing
 * links to, and a 280 px area that the walletConnect plugin's slot fills (QR code, deep link, web
 * app). Without that plugin it says so, and offers where to get the wallet.
 */
export function WalletConnectPanel({ kernel, wallet, connector, titled = false }: WalletConnectPanelProps) {
  const Slot = useWalletConnectSlot(kernel)
  const images = useKernelState('wallets', (s) => s.images)
  const browserWallets = useKernelState('connectors', (s) => s.browserWallets)
  const platforms = walletPlatforms(wallet)
  const [chosen, setChosen] = useState<WalletConnectPlatform>(platforms[0]!)
  const platform = platforms.includes(chosen) ? chosen : platforms[0]!
  const idPrefix = useId()
  const isMobile = kernel.options.isMobile()
  const walletId = wallet?.id

  useEffect(() => {
    if (walletId) void loadWalletImages(kernel, [walletId])
  }, [kernel, walletId])

  const name = wallet?.name ?? connector?.name
  const image = wallet ? walletPicture(wallet, images, browserWallets) : { src: connector?.imageUrl ?? connector?.info?.icon }
  const tabbed = Slot !== undefined && platforms.length > 1
  return (
    <div className="pc-wc">
      <style>{walletConnectCss}</style>
      <div className="pc-center pc-wc-header">
        {name ? (
          <WalletImage name={name} size={IMAGE_SIZE} {...image} />
        ) : (
          <span className="pc-image pc-wc-icon"><Icon name="qr" size={36} /></span>
        )}
        {name && titled ? null : <p className="pc-heading">{name ?? (Slot ? 'Scan with your phone' : 'WalletConnect')}</p>}
        {Slot ? (
          // The hint names the wallet listing: the WalletConnect connector is no app to scan with.
          <p className="pc-text-muted pc-text-small">{hint(platform, wallet?.name, isMobile)}</p>
        ) : (
          <p className="pc-text-muted" role="status">WalletConnect is not enabled on this site</p>
        )}
      </div>
      {tabbed ? (
        <Tabs<WalletConnectPlatform> label="Connect with" idPrefix={idPrefix} tabs={platforms.map((id) => ({ id, label: TAB_LABELS[id] }))} selected={platform} onSelect={setChosen} />
      ) : null}
      {Slot ? (
        <div
          className="pc-wc-area"
          data-platform={platform}
          {...(tabbed ? { role: 'tabpanel', id: `${idPrefix}-panel-${platform}`, 'aria-labelledby': `${idPrefix}-tab-${platform}` } : {})}
        >
          <Slot kernel={kernel} wallet={wallet} connector={connector} platform={platform} />
        </div>
      ) : null}
      {wallet ? <GetWalletLink wallet={wallet} isMobile={isMobile} prompt={Slot !== undefined} /> : null}
    </div>
  )
}

function hint(platform: WalletConnectPlatform, name: string | undefined, isMobile: boolean): string {
  const wallet = name ?? 'a WalletConnect wallet'
  if (platform === 'desktop') return `Open ${wallet} on this computer`
  if (platform === 'web') return `Open ${wallet} in your browser`
  return isMobile ? `Continue in ${wallet}` : `Scan this QR code with ${wallet} on your phone`
}
