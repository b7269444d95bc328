import type { Kernel } from '../../../core/kernel/types.js'
import type { BrowserWallet, ConnectorInfo } from '../../../core/types/connector.js'
import { ListItem } from '../../components/ListItem.js'
import { WalletImage } from '../../components/WalletImage.js'
import { shallowEqual, useKernelState } from '../../hooks/useKernel.js'
import { useMessages } from '../../i18n/useMessages.js'

export interface ChainChooserProps {
  kernel: Kernel
  /** The wallet as the view was opened with it. */
  wallet: BrowserWallet
  /** With the wallet as shown, so the next entry holds what the visitor saw. */
  onChoose(connector: ConnectorInfo, wallet: BrowserWallet): void
}

/**
 * A wallet that serves several chain families connects one at a time: one row a family, in the
 * kernel's namespace order, each a button. A row shows the network the wallet will connect on,
 * its image and name, rather than the wallet's icon again: the header already names the wallet.
 * The wallet as discovered now wins over the copy in the view data, so a family the wallet
 * announced after the visitor picked it shows too.
 */
export function ChainChooser({ kernel, wallet, onChoose }: ChainChooserProps) {
  const live = useKernelState('connectors', (s) => s.browserWallets.find((candidate) => candidate.id === wallet.id))
  const shown = live ?? wallet
  const networks = useKernelState(
    'chains',
    (s) => Object.fromEntries(shown.connectors.map(({ chain }) => [chain, s.byNamespace[chain]?.network?.caipNetwork])),
    shallowEqual,
  )
  const { t } = useMessages()
  const label = (connector: ConnectorInfo) => kernel.namespaces.get(connector.chain)?.label ?? connector.chain
  return (
    <div className="pc-external-chooser">
      <div className="pc-external-text">
        <p className="pc-heading">{t('chooseChainFamily')}</p>
        <p className="pc-text-muted">{t('chooseChainFamilyHint', { name: shown.name })}</p>
      </div>
      <ul className="pc-list" aria-label={t('chainFamiliesOf', { name: shown.name })}>
        {shown.connectors.map((connector) => {
          const network = networks[connector.chain]
          return (
            <li key={`${connector.chain}:${connector.id}`}>
              <ListItem
                image={<WalletImage name={network?.name ?? label(connector)} src={network?.assets?.imageUrl} rounded="circle" />}
                label={label(connector)}
                sublabel={network?.name}
                onClick={(event) => {
                  // The row goes with the chooser: focus moves to the dialog, where Escape and Tab still work.
                  event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true })
                  onChoose(connector, shown)
                }}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
