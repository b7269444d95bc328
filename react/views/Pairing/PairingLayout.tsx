import { useEffect, useId, useState } from 'react'
import type { LoginButton, PairingLogin, PairingPlatform } from '../../../core/kernel/contributions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { ConnectorInfo } from '../../../core/types/connector.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { loadWalletImages } from '../../../core/wallets/loadWalletImages.js'
import { Icon } from '../../components/Icon.js'
import { Tabs } from '../../components/Tabs.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { walletPicture } from '../Connect/listingImage.js'
import { GetWalletLink, walletPlatforms } from './GetWalletLink.js'
import { PairingPanel } from './PairingPanel.js'
import { qrCodeCss } from './QrCode.js'
import { useMessages } from '../../i18n/useMessages.js'

/**
 * The pairing views' layout: header, tabs, the 280 px pairing area and the get link, in under
 * 540 px so a wallet's view fits the card of a 800 px high window without a scroll. The area is
 * square for a QR code; a panel that opens the wallet instead (a button, Copy link, a line) has it
 * fit its content, with room for that content while it loads, so a phone's view keeps no empty square.
 */
export const pairingCss = /* css */ `
.pc-wc { display: flex; flex-direction: column; gap: 12px; }
.pc-wc-header { padding-top: 4px; gap: 6px; }
.pc-wc-header p { margin: 0; text-wrap: balance; }
.pc-wc-header .pc-image { margin-bottom: 4px; }
.pc-wc-icon { width: 72px; height: 72px; border-radius: 22px; color: var(--pc-accent); }
.pc-wc-area {
  width: 280px; height: 280px; max-width: 100%; margin: 0 auto; overflow: hidden;
  display: flex; align-items: center; justify-content: center;
  border-radius: 20px; background: var(--pc-surface-1); box-shadow: inset 0 0 0 1px var(--pc-border);
}
/* One line whatever the wallet's name: a long one ends in an ellipsis (the link's name stays whole). */
.pc-wc-get { display: flex; align-items: center; justify-content: center; gap: 12px; }
.pc-wc-get > span { flex: none; }
.pc-wc-get .pc-button { min-width: 0; }
.pc-wc-get .pc-button svg { flex: none; }
.pc-wc-get-label { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; line-height: 1.3; }
.pc-wcp { width: 100%; height: 100%; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 10px; padding: 8px; text-align: center; }
.pc-wc-area:has(> .pc-wcp[data-fit='content']) { height: auto; }
.pc-wcp[data-fit='content'] { min-height: 156px; padding: 20px 16px; }
.pc-wcp p { margin: 0; }
.pc-wcp-row { display: flex; gap: 8px; justify-content: center; flex-wrap: wrap; }
.pc-wcp-error { color: var(--pc-error); }
${qrCodeCss}`

export interface PairingLayoutProps {
  kernel: Kernel
  /** The pairing login; with a `button` of its own it is an app by itself (farcaster), named in place of a wallet. */
  method: PairingLogin & { button?: LoginButton | undefined }
  wallet: WalletListing | undefined
  connector?: ConnectorInfo | undefined
  /** The modal's title already names the wallet: the view does not say it twice. */
  titled?: boolean
}

const TAB_LABELS = { mobile: 'tabMobile', desktop: 'tabDesktop', web: 'tabWeb' } as const satisfies Record<PairingPlatform, string>
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
  const { t } = useMessages()

  useEffect(() => {
    if (walletId) void loadWalletImages(kernel, [walletId])
  }, [kernel, walletId])

  // A login that is its own app (farcaster, with a button of its own) shows its name and mark.
  const name = wallet?.name ?? connector?.name ?? (method.button ? method.name : undefined)
  const image = wallet ? walletPicture(wallet, images, browserWallets) : { src: connector?.imageUrl ?? connector?.info?.icon ?? method.button?.icon }
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
        {name && titled ? null : <p className="pc-heading">{name ?? t('scanWithPhone')}</p>}
        {/* The hint names the wallet listing: the login method's own connector is no app to scan with. */}
        <p className="pc-text-muted pc-text-small">{t(hint(platform, isMobile), { wallet: wallet?.name ?? (method.button ? method.name : t('aMethodWallet', { method: method.name })) })}</p>
      </div>
      {tabbed ? (
        <Tabs<PairingPlatform> label={t('connectWith')} idPrefix={idPrefix} tabs={platforms.map((id) => ({ id, label: t(TAB_LABELS[id]) }))} selected={platform} onSelect={setChosen} />
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

function hint(platform: PairingPlatform, isMobile: boolean) {
  if (platform === 'desktop') return 'hintDesktop'
  if (platform === 'web') return 'hintWeb'
  return isMobile ? 'hintContinueIn' : 'hintScan'
}
