import { formatBalance } from '../../../core/format/formatAmount.js'
import { truncateAddress } from '../../../core/format/truncateAddress.js'
import { formatUnits } from '../../../core/format/units.js'
import type { SendFee } from '../../../core/kernel/types.js'
import { Button } from '../../components/Button.js'
import { Spinner } from '../../components/Spinner.js'
import { useMessages } from '../../i18n/useMessages.js'
import { TokenMark, type SendChoice } from './TokenPicker.js'
import type { FeeEstimate } from './useSendFee.js'

// A fee is a small number: six places still show the smallest ones chains charge (0.000005 of a token).
const FEE_PLACES = 6

/** The fee as a visitor reads it: '~0.000021 ETH', or '<0.000001 ETH' for a dust fee, never a misleading 0. */
export function shownFee({ fee, symbol, decimals }: SendFee, locale: string): string {
  const dust = fee > 0n && fee * 10n ** BigInt(FEE_PLACES) < 10n ** BigInt(decimals)
  if (dust) return `<${formatBalance(`0.${'0'.repeat(FEE_PLACES - 1)}1`, { decimals: FEE_PLACES, locale })} ${symbol}`
  return `~${formatBalance(formatUnits(fee, decimals), { decimals: FEE_PLACES, locale })} ${symbol}`
}

export interface SendPreviewProps {
  choice: SendChoice
  amount: string
  receiver: string
  /** The name the visitor typed, when the receiver is the address it resolved to. */
  receiverName?: string | undefined
  networkName: string | undefined
  fee: FeeEstimate
  /** The amount's value in fiat, when its price is known. */
  fiat: string | undefined
  busy: boolean
  error: string | undefined
  onBack: () => void
  onConfirm: () => void
}

/**
 * The preview before the wallet is asked: what leaves, to whom (a name above its address; SPEC
 * section 5's 4+6 truncation, the whole address in its title), on which network and at what fee. Confirming asks the wallet;
 * while it waits, the visitor is told to look there.
 */
export function SendPreview({ choice, amount, receiver, receiverName, networkName, fee, fiat, busy, error, onBack, onConfirm }: SendPreviewProps) {
  const { t, locale } = useMessages()
  return (
    <div className="pc-send-preview">
      <div className="pc-send-summary">
        <TokenMark choice={choice} />
        <p className="pc-send-summary-amount" data-testid="send-preview-amount">{amount} {choice.token.symbol}</p>
        {fiat ? <p className="pc-send-summary-fiat" data-testid="send-preview-fiat">{fiat}</p> : null}
      </div>
      <dl className="pc-send-facts">
        <div>
          <dt>{t('sendTo')}</dt>
          {receiverName ? (
            <dd title={receiver} className="pc-send-to" data-testid="send-preview-receiver">
              <span>{receiverName}</span>
              <span className="pc-send-to-address">{truncateAddress(receiver)}</span>
            </dd>
          ) : <dd title={receiver} data-testid="send-preview-receiver">{truncateAddress(receiver)}</dd>}
        </div>
        {networkName ? (
          <div>
            <dt>{t('network')}</dt>
            <dd>{networkName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('networkFee')}</dt>
          <dd data-testid="send-preview-fee">
            {fee.status === 'loading' ? <Spinner size={14} label={t('loading')} /> : fee.status === 'ready' ? shownFee(fee.fee, locale) : t('feeUnavailable')}
          </dd>
        </div>
      </dl>
      {busy ? <p className="pc-send-hint" role="status">{t('confirmInWallet')}</p> : null}
      {error ? <p className="pc-send-error" role="alert">{error}</p> : null}
      <div className="pc-send-actions">
        <Button variant="secondary" block onClick={onBack} disabled={busy}>{t('back')}</Button>
        <Button block onClick={onConfirm} loading={busy} disabled={busy}>{busy ? t('sending') : t('send')}</Button>
      </div>
    </div>
  )
}
