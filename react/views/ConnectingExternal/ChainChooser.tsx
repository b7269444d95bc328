import type { Kernel } from '../../../core/kernel/types.js'
import type { BrowserWallet, ConnectorInfo } from '../../../core/types/connector.js'
import { ListItem } from '../../components/ListItem.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useKernelState } from '../../hooks/useKernel.js'
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
 * kernel's namespace order, each a button. The wallet as discovered now wins over the copy in the
 * view data, so a family the wallet announced after the visitor picked it shows too.
 */
export function ChainChooser({ kernel, wallet, onChoose }: ChainChooserProps) {
  const live = useKernelState('connectors', (s) => s.browserWallets.find((candidate) => candidate.id === wallet.id))
  const shown = live ?? wallet
  const { t } = useMessages()
  const label = (connector: ConnectorInfo) => kernel.namespaces.get(connector.chain)?.label ?? connector.chain
  return (
    <div className="pc-external-chooser">
      <div className="pc-external-text">
        <p className="pc-heading">{t('chooseChainFamily')}</p>
        <p className="pc-text-muted">{t('chooseChainFamilyHint', { name: shown.name })}</p>
      </div>
      <ul className="pc-list" aria-label={t('chainFamiliesOf', { name: shown.name })}>
        {shown.connectors.map((connector) => (
          <li key={`${connector.chain}:${connector.id}`}>
            <ListItem
              image={<WalletImage name={shown.name} src={shown.icon} />}
              label={label(connector)}
              onClick={(event) => {
                // The row goes with the chooser: focus moves to the dialog, where Escape and Tab still work.
                event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus({ preventScroll: true })
                onChoose(connector, shown)
              }}
            />
          </li>
        ))}
      </ul>
    </div>
  )
}
