import { useId, useState } from 'react'
import type { SendToken } from '../../../core/actions/send.js'
import { formatBalance } from '../../../core/format/formatAmount.js'
import { Icon } from '../../components/Icon.js'
import { useMessages } from '../../i18n/useMessages.js'

/** What the visitor can send: the native currency (no address) or a token, with its balance. */
export interface SendChoice {
  key: string
  token: SendToken
  name: string
  /** The balance as an exact decimal string; undefined while unknown. */
  balance: string | undefined
  iconUrl?: string | undefined
  /**
   * The price in the site's fiat currency, where a price source knew it: the place a fiat value of
   * the amount goes. The send view shows none until a price source fills it (the Tokens tab's part).
   */
  price?: number | undefined
}

/** SPEC section 5: balances floored to 3 decimals; a balance we cannot read shows nothing rather than NaN. */
export function shownBalance(balance: string | undefined, locale: string): string {
  if (balance === undefined) return ''
  try {
    return formatBalance(balance, { locale })
  } catch {
    return ''
  }
}

export function TokenMark({ choice }: { choice: SendChoice }) {
  return choice.iconUrl
    ? <img className="pc-send-mark" src={choice.iconUrl} alt="" width={32} height={32} />
    : <span className="pc-send-mark" aria-hidden="true">{choice.token.symbol.slice(0, 1).toUpperCase()}</span>
}

/**
 * The currency picker: the chosen one as a button that opens the list, the native currency first,
 * then the tokens, each with its icon and balance (a list rather than a select, as wallets draw it).
 */
export function TokenPicker({ choices, chosen, onChoose }: { choices: readonly SendChoice[]; chosen: SendChoice; onChoose: (key: string) => void }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const { t, locale } = useMessages()
  return (
    <div className="pc-send-picker">
      <button type="button" className="pc-send-token" aria-expanded={open} aria-controls={listId} aria-label={`${t('asset')}: ${chosen.token.symbol}`} onClick={() => setOpen(!open)}>
        <TokenMark choice={chosen} />
        <span className="pc-send-token-text">
          <span className="pc-send-token-symbol">{chosen.token.symbol}</span>
          <span className="pc-send-token-balance">{shownBalance(chosen.balance, locale)}</span>
        </span>
        <Icon name="chevronDown" size={18} />
      </button>
      {open ? (
        <ul id={listId} className="pc-send-list" aria-label={t('chooseWhatToSend')}>
          {choices.map((choice) => (
            <li key={choice.key}>
              <button
                type="button"
                className="pc-send-row"
                aria-current={choice.key === chosen.key ? 'true' : undefined}
                onClick={() => {
                  onChoose(choice.key)
                  setOpen(false)
                }}
              >
                <TokenMark choice={choice} />
                <span className="pc-send-token-text">
                  <span className="pc-send-token-symbol">{choice.token.symbol}</span>
                  <span className="pc-send-token-name">{choice.name}</span>
                </span>
                <span className="pc-send-row-balance">{shownBalance(choice.balance, locale)}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
