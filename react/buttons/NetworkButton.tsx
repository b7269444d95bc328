import { useEffect, type ReactNode } from 'react'
import { openModal } from '../../core/actions/modalActions.js'
import { Icon } from '../components/Icon.js'
import { WalletImage } from '../components/WalletImage.js'
import { useKernel } from '../hooks/useKernel.js'
import { useNetwork, type UseNetworkReturnType } from '../hooks/useNetwork.js'
import { ShadowSurface } from './ShadowSurface.js'
import { shellMessages } from '../i18n/shellMessages.js'
import { useTranslator } from '../i18n/useTranslator.js'
import { startAfterPaint } from '../scheduling/startAfterPaint.js'
import { openIntent } from './openIntent.js'

export interface NetworkButtonRenderProps {
  network: UseNetworkReturnType
  /** The network's name, 'Wrong Network' when unsupported, or 'Network' before one is known (in the visitor's language). */
  label: string
  /** Opens the network list; absent when the site set `enableNetworkSwitch: false`. */
  open: (() => void) | undefined
}

export interface NetworkButtonProps {
  children?: (props: NetworkButtonRenderProps) => ReactNode
}

/**
 * The active network; opens the network list. Warns when the wallet sits on an unsupported one.
 * With `enableNetworkSwitch: false` it shows the network only: no button, nothing to open.
 */
export function NetworkButton({ children }: NetworkButtonProps) {
  const kernel = useKernel()
  const network = useNetwork()
  // The active network is known only once the kernel has started: a page that shows this button
  // wants it started, which KernelProvider otherwise leaves for the visitor's first intent.
  useEffect(() => startAfterPaint(kernel), [kernel])
  const { t } = useTranslator(shellMessages)
  const label = network.unsupported ? t('wrongNetwork') : (network.caipNetwork?.name ?? t('network'))
  const view = () => (network.unsupported ? 'UnsupportedChain' : 'Networks')
  const open = kernel.options.enableNetworkSwitch ? () => openModal(kernel, { view: view() }) : undefined
  if (children) return <>{children({ network, label, open })}</>
  const content = (
    <>
      {network.unsupported ? (
        <span className="pc-warning-badge">
          <Icon name="warning" size={16} />
        </span>
      ) : (
        <WalletImage name={label} src={network.caipNetwork?.assets?.imageUrl} size={28} rounded="circle" />
      )}
      {label}
    </>
  )
  return (
    <ShadowSurface>
      {open ? (
        <button
          type="button"
          className="pc-host-button"
          data-kind="network"
          data-warning={network.unsupported || undefined}
          {...openIntent(kernel, view)}
          onClick={open}
        >
          {content}
        </button>
      ) : (
        <span className="pc-host-button" data-kind="network" data-static="true" data-warning={network.unsupported || undefined}>
          {content}
        </span>
      )}
    </ShadowSurface>
  )
}
