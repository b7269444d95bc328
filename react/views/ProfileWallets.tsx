import { useState } from 'react'
import { disconnect } from '../../core/actions/disconnect.js'
import { showToast } from '../../core/actions/notifications.js'
import { switchConnection } from '../../core/actions/walletConnections.js'
import { truncateAddress } from '../../core/format/truncateAddress.js'
import { goBack } from '../../core/router/navigationRules.js'
import { push } from '../../core/router/router.js'
import { Button } from '../components/Button.js'
import { Icon } from '../components/Icon.js'
import { ListItem, Tag } from '../components/ListItem.js'
import { Spinner } from '../components/Spinner.js'
import { WalletImage } from '../components/WalletImage.js'
import { useActiveNamespace } from '../hooks/useAccount.js'
import { useKernelState } from '../hooks/useKernel.js'
import { useWalletRows, type WalletRow } from './Account/useWalletRows.js'
import { viewIntent } from './viewIntent.js'
import type { ViewProps } from './viewRegistry.js'
import { useMessages } from '../i18n/useMessages.js'

const css = /* css */ `
.pc-profilewallets { display: flex; flex-direction: column; gap: 12px; }
.pc-profilewallets-row { display: flex; align-items: center; gap: 6px; }
.pc-profilewallets .pc-alert { margin: 0; }
`

/**
 * The namespace's wallets (SPEC sections 4 and 6): the active one tagged, held ones to switch to,
 * recent ones to reconnect, another to add, and the active one to disconnect. Without multiWallet
 * only the active wallet shows, with a note saying why.
 */
export default function ProfileWallets({ kernel }: ViewProps) {
  const namespace = useActiveNamespace()
  const rows = useWalletRows(kernel, namespace)
  const multiWallet = useKernelState('options', (s) => s.features.multiWallet)
  const [busy, setBusy] = useState<string>()
  const { t, error: errorText } = useMessages()

  const act = async (key: string, task: () => Promise<unknown>, fallback: 'failedToConnect' | 'failedToDisconnect') => {
    if (busy) return
    setBusy(key)
    try {
      await task()
    } catch (error) {
      showToast(kernel, { message: errorText(error, fallback), variant: 'error' })
    } finally {
      setBusy(undefined)
    }
  }
  const pick = (row: WalletRow) => {
    if (row.status === 'connected' || !namespace) return goBack(kernel)
    void act(row.connection.connectorId, () => switchConnection(kernel, { namespace, connectorId: row.connection.connectorId }), 'failedToConnect')
  }
  const leave = () => void act('disconnect', () => disconnect(kernel, { ...(namespace ? { namespace } : {}), closeModal: false }), 'failedToDisconnect')

  return (
    <div className="pc-profilewallets">
      <style>{css}</style>
      {multiWallet ? null : (
        <div className="pc-alert" data-variant="info" role="status">
          <Icon name="info" size={18} />
          <div>
            <strong>{t('multiWalletNotEnabled')}</strong>
            <p>{t('onlyActiveWalletShown')}</p>
          </div>
        </div>
      )}
      {rows.length === 0 ? (
        <div className="pc-center" style={{ padding: '16px 0' }}>
          <p className="pc-heading">{t('noWalletsConnected')}</p>
          <p className="pc-text-muted">{t('connectWalletToSeeIt')}</p>
        </div>
      ) : (
        <ul className="pc-list" aria-label={t('titleWallets')}>
          {rows.map((row) => {
            const name = row.connector?.name ?? row.connection.auth?.name ?? row.connection.connectorId
            const address = row.connection.accounts[0]?.address
            const tag = busy === row.connection.connectorId ? <Spinner size={18} label={t('switchingTo', { name })} />
              : row.status === 'connected' ? <Tag tone="success">{t('active')}</Tag>
              : row.status === 'disconnected' ? <Tag>{t('recent')}</Tag> : undefined
            return (
              <li key={row.connection.connectorId} className="pc-profilewallets-row">
                <ListItem
                  image={<WalletImage name={name} src={row.connector?.imageUrl ?? row.connector?.info?.icon} size={36} />}
                  label={name}
                  sublabel={address ? truncateAddress(address) : undefined}
                  tag={tag}
                  aria-current={row.status === 'connected' || undefined}
                  onClick={() => pick(row)}
                />
                {row.status === 'connected' ? (
                  <button type="button" className="pc-icon-button" aria-label={t('disconnectWallet', { name })} aria-busy={busy === 'disconnect' || undefined} onClick={leave}>
                    {busy === 'disconnect' ? <Spinner size={18} /> : <Icon name="disconnect" size={18} />}
                  </button>
                ) : null}
              </li>
            )
          })}
        </ul>
      )}
      {multiWallet || rows.length === 0 ? (
        <Button variant="secondary" block {...viewIntent(kernel, () => ['Connect'])} onClick={() => push(kernel, 'Connect')}>
          <Icon name="plus" size={18} />
          {rows.length === 0 ? t('connectAWallet') : t('addWallet')}
        </Button>
      ) : null}
    </div>
  )
}
