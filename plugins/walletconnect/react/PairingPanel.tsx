import type { ReactNode } from 'react'
import { WalletImage } from '../../../react/components/WalletImage.js'
import { openWalletApp, type WalletConnectSlotProps } from '../../../react/connect/walletConnectSlot.js'
import { useKernelState } from '../../../react/hooks/useKernelState.js'
import { walletPicture } from '../../../react/views/Connect/listingImage.js'
import { installLink } from '../links/installLink.js'
import { linkFor, opensWallet } from '../links/walletLink.js'
import { CopyLinkButton } from './CopyLinkButton.js'
import { PairingError, PairingLoading } from './PairingMessage.js'
import { pairingCss } from './pairingCss.js'
import { QrCode } from './QrCode.js'
import { usePairingConnection } from './usePairingConnection.js'

/**
 * The WalletConnect views' pairing area. It connects on mount and shows, in turn, a loading
 * state, the link, and how it ended. The link is a QR code (with the wallet's logo) to scan with a
 * phone, or, on a phone and for the desktop and web tabs, a button opening the wallet with it; both
 * come with "Copy link". An expired link is replaced in place. On a phone the tap that picked the
 * wallet has usually opened its app already (see pairAhead); whichever tap opened it, when the app
 * did not come up the QR code, the link and the install link are offered instead.
 */
export default function PairingPanel({ kernel, wallet, platform }: WalletConnectSlotProps) {
  const pairing = useKernelState('walletConnect', (s) => s.pairing)
  const images = useKernelState('wallets', (s) => s.images)
  const browserWallets = useKernelState('connectors', (s) => s.browserWallets)
  const { phase, retry } = usePairingConnection(kernel)
  const notOpened = useKernelState('walletConnect', (s) => s.appLaunch === 'notOpened')
  const name = wallet?.name ?? 'your wallet'
  const uri = pairing.status === 'ready' ? pairing.uri : undefined
  // The same picture as the wallet's row and the view's header.
  const logo = wallet ? <WalletImage {...walletPicture(wallet, images, browserWallets)} /> : undefined

  const scanHere = platform === 'mobile' && !kernel.options.isMobile()
  // The tab opens the wallet (a button) rather than showing a QR code: known before the link is.
  const opens = !scanHere && !notOpened && opensWallet(platform, wallet)

  let body: ReactNode
  if (phase !== 'pairing') body = <PairingError phase={phase} name={name} onRetry={retry} />
  else if (!uri) body = <PairingLoading />
  else {
    const link = opens ? linkFor(platform, wallet, uri) : undefined
    const install = notOpened ? installLink(wallet) : undefined
    if (!link) {
      body = (
        <>
          {notOpened ? <p className="pc-text-small" role="status">{name} did not open.</p> : null}
          <QrCode text={uri} size={notOpened ? 160 : 216} logo={logo} label={`QR code to connect ${name}`} />
          <div className="pc-wcp-row">
            <CopyLinkButton kernel={kernel} uri={uri} />
            {install ? (
              <a className="pc-button" data-variant="secondary" data-size="sm" href={install} target="_blank" rel="noopener noreferrer">
                Install<span className="pc-visually-hidden"> {name} (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
        </>
      )
    } else {
      body = (
        <>
          {/* Synchronous inside the tap: the link is ready before the button is there. */}
          <button type="button" className="pc-button" data-variant="primary" onClick={() => wallet && openWalletApp(kernel, wallet, platform)}>
            Open {name}
          </button>
          <CopyLinkButton kernel={kernel} uri={uri} />
          <p className="pc-text-muted pc-text-small">Approve the connection in {name}, then come back here.</p>
        </>
      )
    }
  }
  return (
    // A button and a line need no QR code's square: the area fits them (and the loading before them).
    <div className="pc-wcp" data-phase={phase} data-pairing={pairing.status} data-fit={phase === 'pairing' && opens ? 'content' : 'area'}>
      <style>{pairingCss}</style>
      {body}
    </div>
  )
}
