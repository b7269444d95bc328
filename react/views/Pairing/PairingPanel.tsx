import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { showToast } from '../../../core/actions/notifications.js'
import { shakeModal } from '../../../core/actions/modalActions.js'
import { connectionErrors } from '../../../core/errors/ConnectionError.js'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import type { LoginButton, PairingLogin, PairingPlatform } from '../../../core/kernel/contributions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { Button } from '../../components/Button.js'
import { Icon } from '../../components/Icon.js'
import { Spinner } from '../../components/Spinner.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { walletPicture } from '../Connect/listingImage.js'
import { QrCode } from './QrCode.js'
import { useMessages } from '../../i18n/useMessages.js'

export type PairingPhase = 'pairing' | 'rejected' | 'failed' | 'unavailable'
/** The text a failed pairing says: SPEC section 8's generic connection error, or the login's own. */
type FailureCode = keyof typeof connectionErrors

export interface PairingPanelProps {
  kernel: Kernel
  /** The pairing login; with a `button` of its own it is an app by itself (farcaster), named in place of a wallet. */
  method: PairingLogin & { button?: LoginButton | undefined }
  /** The listing picked; undefined on the start view and for the login method's own row. */
  wallet: WalletListing | undefined
  platform: PairingPlatform
}

/**
 * The pairing area. It pairs on mount and shows, in turn, a loading state, the link, and how it
 * ended. The link is a QR code (with the wallet's logo) to scan with a phone, or, on a phone and
 * for the desktop and web tabs, a button opening the wallet with it; both come with "Copy link".
 * An expired link is replaced in place by the login method. On a phone the tap that picked the
 * wallet has usually opened its app already; whichever tap opened it, when the app did not come up
 * the QR code, the link and the install link are offered instead.
 */
export function PairingPanel({ kernel, method, wallet, platform }: PairingPanelProps) {
  const pairing = useKernelState(method.slice, (s) => s.pairing)
  const notOpened = useKernelState(method.slice, (s) => s.appLaunch === 'notOpened')
  const images = useKernelState('wallets', (s) => s.images)
  const browserWallets = useKernelState('connectors', (s) => s.browserWallets)
  const { phase, failure, retry } = usePairing(kernel, method)
  const { t } = useMessages()
  // A login that is its own app (farcaster) is named; a pairing for any wallet says 'your wallet'.
  const name = wallet?.name ?? (method.button ? method.name : t('yourWallet'))
  const uri = pairing.status === 'ready' ? pairing.uri : undefined
  // The same picture as the wallet's row and the view's header.
  const logo = wallet ? <WalletImage {...walletPicture(wallet, images, browserWallets)} /> : undefined

  const scanHere = platform === 'mobile' && !kernel.options.isMobile()
  // The tab opens the wallet (a button) rather than showing a QR code: known before the link is.
  const opens = !scanHere && !notOpened && method.opensWallet(platform, wallet)

  let body: ReactNode
  if (phase !== 'pairing') body = <PairingError phase={phase} failure={failure} name={name} onRetry={retry} />
  else if (!uri) body = <PairingLoading />
  else if (!(opens && method.walletLink(platform, wallet, uri))) {
    const install = notOpened ? method.installLink(wallet) : undefined
    body = (
      <>
        {notOpened ? <p className="pc-text-small" role="status">{t('walletDidNotOpen', { name })}</p> : null}
        <QrCode text={uri} size={notOpened ? 160 : 216} logo={logo} label={t('qrCodeLabel', { name })} />
        <div className="pc-wcp-row">
          <CopyLinkButton kernel={kernel} uri={uri} />
          {install ? (
            <a className="pc-button" data-variant="secondary" data-size="sm" href={install} target="_blank" rel="noopener noreferrer">
              {t('install')}<span className="pc-visually-hidden"> {name} {t('opensInNewTab')}</span>
            </a>
          ) : null}
        </div>
      </>
    )
  } else {
    body = (
      <>
        {/* Synchronous inside the tap: the link is ready before the button is there. */}
        <button type="button" className="pc-button" data-variant="primary" onClick={() => method.openApp(wallet, platform)}>
          {t('openWallet', { name })}
        </button>
        <CopyLinkButton kernel={kernel} uri={uri} />
        <p className="pc-text-muted pc-text-small">{t('approveInWallet', { name })}</p>
      </>
    )
  }
  return (
    // A button and a line need no QR code's square: the area fits them (and the loading before them).
    <div className="pc-wcp" data-phase={phase} data-pairing={pairing.status} data-fit={phase === 'pairing' && opens ? 'content' : 'area'}>
      {body}
    </div>
  )
}

/**
 * Pairs once the panel shows (once, also under StrictMode's double mount), and again on "Try
 * again". A success needs nothing from here: the connection it makes takes the visitor to Account
 * (core's afterConnect). A refusal or failure becomes this panel's error state and shakes the
 * modal (no alert besides). An abandoned pairing ('Modal closed') answers nobody.
 */
function usePairing(kernel: Kernel, method: PairingLogin): { phase: PairingPhase; failure: FailureCode; retry(): void } {
  const [phase, setPhase] = useState<PairingPhase>('pairing')
  const [failure, setFailure] = useState<FailureCode>('FAILED_TO_CONNECT')
  const attempt = useRef(0)
  const mounted = useRef(false)

  const run = useCallback(() => {
    const current = ++attempt.current
    setPhase('pairing')
    method.pair().catch((error: unknown) => {
      if (current !== attempt.current || !mounted.current || isPorticoError(error, 'MODAL_CLOSED')) return
      // The wallet approved other chain families only: connected all the same, so on Account.
      if (method.isPaired()) return
      // Nothing to pair with (no chain plugin the pairing serves): said once, no shake.
      if (isPorticoError(error, 'NO_CONNECTOR_FOR_CONNECTION')) return setPhase('unavailable')
      // A login's own connection error of SPEC section 8 (farcaster's 'Failed to connect to farcaster') is said as it is.
      setFailure(isPorticoError(error) && error.code in connectionErrors ? error.code as FailureCode : 'FAILED_TO_CONNECT')
      setPhase(isPorticoError(error, 'CONNECTION_REJECTED') ? 'rejected' : 'failed')
      shakeModal(kernel)
    })
  }, [kernel, method])

  const started = useRef(false)
  useEffect(() => {
    mounted.current = true
    if (!started.current) {
      started.current = true
      // A session already made has nothing to pair: the router shows Account rather than this view.
      if (!method.isPaired()) run()
    }
    return () => {
      mounted.current = false
    }
  }, [method, run])

  return { phase, failure, retry: run }
}

/** While the link is being made: the SDK loads and the relay takes the proposal. */
function PairingLoading() {
  const { t } = useMessages()
  return (
    <>
      <Spinner size={28} label={t('preparingConnection')} />
      <p className="pc-text-muted pc-text-small" aria-hidden="true">{t('preparingConnectionEllipsis')}</p>
    </>
  )
}

/** SPEC section 8's text for how the pairing ended, once, with a way to try again. */
function PairingError({ phase, failure, name, onRetry }: { phase: Exclude<PairingPhase, 'pairing'>; failure: FailureCode; name: string; onRetry(): void }) {
  const { t, coded } = useMessages()
  const text = (code: keyof typeof connectionErrors) => coded(code, connectionErrors[code])
  if (phase === 'unavailable') {
    return <p className="pc-heading pc-wcp-error" role="alert">{text('NO_CONNECTOR_FOR_CONNECTION')}</p>
  }
  const rejected = phase === 'rejected'
  return (
    <>
      <div role="alert">
        <p className="pc-heading pc-wcp-error">{text(rejected ? 'CONNECTION_REJECTED' : failure)}</p>
        <p className="pc-text-muted pc-text-small">
          {rejected ? t('requestDeclinedIn', { name }) : t('connectionSetupFailed')}
        </p>
      </div>
      <Button variant="secondary" onClick={onRetry}>
        <Icon name="refresh" size={18} />
        {t('tryAgain')}
      </Button>
    </>
  )
}

interface Clipboard {
  writeText(text: string): Promise<void>
}

/** Copies the pairing link, for a wallet on this device that takes a pasted link; a toast says how it went. */
function CopyLinkButton({ kernel, uri }: { kernel: Kernel; uri: string }) {
  const { t } = useMessages()
  const copy = () => {
    const clipboard = (globalThis as { navigator?: { clipboard?: Clipboard } }).navigator?.clipboard
    const copied = clipboard ? clipboard.writeText(uri) : Promise.reject(new Error('no clipboard'))
    copied.then(
      () => showToast(kernel, { message: t('linkCopied'), variant: 'success' }),
      () => showToast(kernel, { message: t('linkNotCopied'), variant: 'error' }),
    )
  }
  return (
    <Button variant="secondary" size="sm" onClick={copy}>
      <Icon name="copy" size={16} />
      {t('copyLink')}
    </Button>
  )
}
