import { Fragment, useCallback, useEffect, useId, useState } from 'react'
import { showToast } from '../../../core/actions/notifications.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { ChainsState } from '../../../core/slices/chainsSlice.js'
import type { Network } from '../../../core/types/network.js'
import { Button } from '../../components/Button.js'
import { Icon } from '../../components/Icon.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useWalletInfo } from '../../hooks/connectionHooks.js'
import { useAccount } from '../../hooks/useAccount.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { useMessages } from '../../i18n/useMessages.js'
import { QrCode, qrCodeCss } from '../Pairing/QrCode.js'
import type { ViewProps } from '../viewRegistry.js'

/** How long the button says 'Copied' before it offers to copy again. */
export const COPIED_MS = 2_000
/** Under the modal's 328 px content width, with room for a phone camera to find the edges. */
const QR_SIZE = 232
const NO_NETWORKS: readonly Network[] = []

const css = /* css */ `
.pc-receive { display: flex; flex-direction: column; align-items: center; gap: 12px; padding-top: 4px; }
.pc-receive .pc-wcq { box-shadow: 0 0 0 1px var(--pc-border); }
.pc-receive-who { margin: 4px 0 0; font-weight: 600; text-align: center; }
/* The whole address, as a visitor checks it against the wallet's: never cut, read left to right in any language. */
.pc-receive-address {
  margin: 0; max-width: 100%; direction: ltr; unicode-bidi: isolate; text-align: center;
  overflow-wrap: anywhere; font: 500 13px/1.5 var(--pc-mono); color: var(--pc-fg-2);
}
.pc-receive-networks-heading { align-self: stretch; margin: 12px 0 0; font-size: 13px; font-weight: 600; color: var(--pc-fg-2); }
.pc-receive-networks { align-self: stretch; display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; list-style: none; }
.pc-receive-network {
  display: inline-flex; align-items: center; gap: 8px; min-width: 0; max-width: 100%; padding-block: 4px; padding-inline: 4px 12px;
  border-radius: 999px; background: var(--pc-surface-1); box-shadow: inset 0 0 0 1px var(--pc-border); font-size: 14px; font-weight: 500;
}
.pc-receive-network-name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
`

/**
 * Receive (view kind 'receive'): the connected address as a QR code with the wallet's icon in its
 * middle, the address in full with a Copy button, and the networks of the account's namespace: an
 * address receives on its own chain family only, so those, and no others, are listed.
 */
export default function ReceiveView({ kernel }: ViewProps) {
  const { namespace, address } = useAccount()
  const wallet = useWalletInfo()
  const selectNetworks = useCallback((s: ChainsState) => (namespace ? s.byNamespace[namespace]?.network.requestedCaipNetworks : undefined) ?? NO_NETWORKS, [namespace])
  const networks = useKernelState('chains', selectNetworks)
  const { t } = useMessages()
  const headingId = useId()

  if (!address) {
    return (
      <div className="pc-center" style={{ padding: '24px 0' }}>
        <p className="pc-heading">{t('noWalletConnected')}</p>
        <p className="pc-text-muted">{t('connectToSeeAccount')}</p>
      </div>
    )
  }

  return (
    <div className="pc-receive">
      <style>{qrCodeCss + css}</style>
      <QrCode
        text={address}
        size={QR_SIZE}
        label={t('receiveQrLabel')}
        logo={<WalletImage name={wallet?.name ?? t('yourWallet')} src={wallet?.icon} />}
      />
      <p className="pc-receive-who">{wallet?.name ? t('yourWalletAddress', { name: wallet.name }) : t('yourAddress')}</p>
      <p className="pc-receive-address" data-testid="receive-address" translate="no">
        {addressParts(address).map((part, index) => (
          <Fragment key={index}>{index > 0 ? <wbr /> : null}{part}</Fragment>
        ))}
      </p>
      <CopyAddressButton kernel={kernel} address={address} />
      {networks.length > 0 ? (
        <>
          <h3 className="pc-receive-networks-heading" id={headingId}>{t('receiveOnNetworks')}</h3>
          <ul className="pc-receive-networks" aria-labelledby={headingId}>
            {networks.map((network) => (
              <li key={network.caipNetworkId} className="pc-receive-network">
                <WalletImage name={network.name} src={network.assets?.imageUrl} size={24} rounded="circle" />
                <span className="pc-receive-network-name">{network.name}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
}

/**
 * The address cut into equal parts, between which a line may break: one line where it fits, else
 * even lines (a hex address split 41 + 1 hides its last character from a glance).
 */
function addressParts(address: string): string[] {
  const lines = Math.max(2, Math.ceil(address.length / 40))
  const size = Math.ceil(address.length / lines)
  const parts: string[] = []
  for (let start = 0; start < address.length; start += size) parts.push(address.slice(start, start + size))
  return parts
}

/**
 * Copies the address. The button itself says 'Copied' for a moment, and a polite live region says
 * so to a screen reader, which would not hear the button's text change; a page without a clipboard
 * (insecure, or the permission denied) gets the error toast rather than a pretended success.
 */
function CopyAddressButton({ kernel, address }: { kernel: Kernel; address: string }) {
  const { t } = useMessages()
  // A count rather than a flag: a second copy while 'Copied' shows starts its moment again.
  const [copies, setCopies] = useState(0)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (copies === 0) return
    setCopied(true)
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copies])

  const copy = async () => {
    try {
      const clipboard = globalThis.navigator?.clipboard
      if (!clipboard?.writeText) throw new Error('no clipboard')
      await clipboard.writeText(address)
      setCopies((n) => n + 1)
    } catch {
      showToast(kernel, { message: t('addressNotCopied'), variant: 'error' })
    }
  }

  return (
    <>
      <Button variant="secondary" size="sm" data-copied={copied || undefined} onClick={() => void copy()}>
        <Icon name={copied ? 'check' : 'copy'} size={16} />
        {copied ? t('copied') : t('copyAddress')}
      </Button>
      <span className="pc-visually-hidden" role="status" aria-live="polite">{copied ? t('addressCopied') : ''}</span>
    </>
  )
}
