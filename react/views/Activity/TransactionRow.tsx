import type { Transaction, TransactionTransfer } from '../../../core/activity/Transaction.js'
import { formatAmount } from '../../../core/format/formatTransactionAmount.js'
import { truncateAddress } from '../../../core/format/truncateAddress.js'
import { Icon, type IconName } from '../../components/Icon.js'
import { WalletImage } from '../../components/WalletImage.js'
import { useMessages } from '../../i18n/useMessages.js'

type Operation = 'sent' | 'received' | 'call' | 'deploy'

const ICONS: Readonly<Record<Operation, IconName>> = { sent: 'send', received: 'receive', call: 'activity', deploy: 'plus' }

/** What a transaction did for the account, from its operation type and, failing that, its transfers. */
function operationOf(transaction: Transaction): Operation {
  switch (transaction.metadata.operationType) {
    case 'send': return 'sent'
    case 'receive': return 'received'
    case 'deploy': return 'deploy'
    default: {
      const [first] = transaction.transfers
      if (first?.direction === 'out') return 'sent'
      if (first?.direction === 'in') return 'received'
      return 'call'
    }
  }
}

/** The transfer the row shows: the first fungible one, else the first. */
const mainTransfer = (transaction: Transaction): TransactionTransfer | undefined =>
  transaction.transfers.find((transfer) => transfer.fungible_info) ?? transaction.transfers[0]

/**
 * One transaction of the Activity tab: the asset's icon with what happened, the other side's
 * address (4 leading and 6 trailing characters), the amount to 3 decimals signed by direction,
 * and when it was mined; a failed or pending one says so.
 */
export function TransactionRow({ transaction }: { transaction: Transaction }) {
  const { t, locale } = useMessages()
  const { metadata } = transaction
  const operation = operationOf(transaction)
  const transfer = mainTransfer(transaction)
  const counterparty = operation === 'received' ? metadata.sentFrom : metadata.sentTo
  const title = { sent: t('activitySent'), received: t('activityReceived'), call: t('activityContractCall'), deploy: t('activityDeploy') }[operation]
  const assetName = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? t('activityNft')
  const icon = transfer?.fungible_info?.icon?.url ?? transfer?.nft_info?.content?.preview?.url
  const sign = transfer?.direction === 'in' ? '+' : transfer?.direction === 'out' ? '-' : ''
  // An NFT is one token: its name says what moved, a count of 1 would not.
  const amount = !transfer ? undefined : transfer.fungible_info ? `${sign}${formatAmount(transfer.quantity.numeric, { locale })} ${assetName}` : `${sign}${assetName}`
  const more = transaction.transfers.length - 1
  return (
    <div className="pc-tx" data-transaction={transaction.id} data-operation={operation}>
      <span className="pc-tx-icon">
        <WalletImage name={assetName} src={icon} size={36} rounded={transfer?.nft_info ? 'square' : 'circle'} />
        <span className="pc-tx-badge"><Icon name={ICONS[operation]} size={10} /></span>
      </span>
      <span className="pc-tx-what">
        <span className="pc-tx-main">
          {title}
          {metadata.status === 'confirmed' ? null : (
            <span className="pc-tag pc-tx-status" data-tone={metadata.status === 'failed' ? 'error' : undefined}>
              {metadata.status === 'failed' ? t('activityFailed') : t('activityPending')}
            </span>
          )}
        </span>
        <span className="pc-tx-sub" title={counterparty}>
          {t(operation === 'received' ? 'activityFrom' : 'activityTo', { address: truncateAddress(counterparty) })}
        </span>
      </span>
      <span className="pc-tx-amount">
        {amount === undefined ? null : (
          <span className={transfer?.direction === 'in' ? 'pc-tx-main pc-tx-in' : 'pc-tx-main'} data-testid="activity-amount">
            {more > 0 ? `${amount} +${more}` : amount}
          </span>
        )}
        <span className="pc-tx-sub"><time dateTime={metadata.minedAt}>{formatTime(metadata.minedAt, locale)}</time></span>
      </span>
    </div>
  )
}

/** A date and time in the visitor's language ('Nov 28, 14:36'); the year only when it is not this one. */
function formatTime(iso: string, locale: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const thisYear = date.getFullYear() === new Date().getFullYear()
  return new Intl.DateTimeFormat(locale, { ...(thisYear ? {} : { year: 'numeric' }), month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date)
}

export function TransactionShimmer() {
  return (
    <div className="pc-tx" aria-hidden="true">
      <span className="pc-tx-shimmer" style={{ width: 36, height: 36, borderRadius: '50%', flex: 'none' }} />
      <span className="pc-tx-what">
        <span className="pc-tx-shimmer" style={{ width: 72, height: 14 }} />
        <span className="pc-tx-shimmer" style={{ width: 120, height: 12 }} />
      </span>
      <span className="pc-tx-amount">
        <span className="pc-tx-shimmer" style={{ width: 80, height: 14 }} />
        <span className="pc-tx-shimmer" style={{ width: 56, height: 12 }} />
      </span>
    </div>
  )
}
