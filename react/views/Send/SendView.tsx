import { useId, useState, type FormEvent } from 'react'
import { send, type SendToken } from '../../../core/actions/send.js'
import { afterSendSuccess } from '../../../core/router/navigationRules.js'
import type { TokenBalance } from '../../../core/types/account.js'
import { Button } from '../../components/Button.js'
import { useKernelState } from '../../hooks/useKernel.js'
import type { ViewProps } from '../viewRegistry.js'
import { useMessages } from '../../i18n/useMessages.js'

/** What the visitor can send: the native currency first, then the tokens the account holds. */
interface Choice {
  key: string
  token: SendToken
  balance: string | undefined
}

const choicesOf = (native: { symbol: string | undefined; decimals: number; balance: string | undefined }, tokens: readonly TokenBalance[]): Choice[] => [
  ...(native.symbol ? [{ key: 'native', token: { symbol: native.symbol, decimals: native.decimals }, balance: native.balance }] : []),
  ...tokens.map((token) => ({
    key: token.address ?? token.symbol,
    token: { symbol: token.symbol, decimals: Number(token.quantity.decimals), address: token.address },
    balance: token.quantity.numeric,
  })),
]

/**
 * The send form (view kind 'send'), over core's `send` action: every check (empty fields, the
 * receiver's address rule, an amount above zero and within the balance) is the action's, so the
 * form shows the refusal's own text (SPEC section 8). Sent and final, the visitor lands on Account
 * (SPEC section 2).
 */
export default function SendView({ kernel }: ViewProps) {
  const namespace = useKernelState('chains', (s) => s.activeNamespace)
  const account = useKernelState('chains', (s) => (namespace ? s.byNamespace[namespace]?.account : undefined))
  const decimals = useKernelState('chains', (s) => (namespace ? s.byNamespace[namespace]?.network.caipNetwork?.nativeCurrency.decimals : undefined))
  const id = useId()
  const { t, error: errorText } = useMessages()
  const choices = choicesOf({ symbol: account?.balanceSymbol, decimals: decimals ?? 18, balance: account?.balance }, account?.tokenBalance ?? [])
  const [choiceKey, setChoiceKey] = useState<string>()
  const [amount, setAmount] = useState('')
  const [receiver, setReceiver] = useState('')
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false })
  const choice = choices.find((candidate) => candidate.key === choiceKey) ?? choices[0]

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setState({ busy: true })
    send(kernel, { amount, receiverAddress: receiver, token: choice?.token }).then(
      () => afterSendSuccess(kernel),
      (error: unknown) => setState({ busy: false, error: errorText(error, 'somethingWentWrong') }),
    )
  }

  return (
    <form className="pc-send" onSubmit={submit} noValidate>
      <style>{sendCss}</style>
      <label className="pc-send-label" htmlFor={`${id}-token`}>{t('asset')}</label>
      <select id={`${id}-token`} className="pc-send-select" value={choice?.key ?? ''} onChange={(event) => setChoiceKey(event.target.value)}>
        {choices.map((candidate) => (
          <option key={candidate.key} value={candidate.key}>
            {candidate.token.symbol}{candidate.balance === undefined ? '' : ` ${t('balanceInParens', { balance: candidate.balance })}`}
          </option>
        ))}
      </select>
      <label className="pc-send-label" htmlFor={`${id}-amount`}>{t('amount')}</label>
      <input
        id={`${id}-amount`}
        className="pc-input"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.0"
        value={amount}
        data-no-initial-focus={kernel.options.isMobile() ? '' : undefined}
        onChange={(event) => setAmount(event.target.value)}
      />
      <label className="pc-send-label" htmlFor={`${id}-receiver`}>{t('receiver')}</label>
      <input
        id={`${id}-receiver`}
        className="pc-input"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('address')}
        value={receiver}
        onChange={(event) => setReceiver(event.target.value)}
      />
      {state.error ? <p className="pc-send-error" role="alert">{state.error}</p> : null}
      <Button type="submit" block loading={state.busy} disabled={state.busy}>
        {state.busy ? t('sending') : t('send')}
      </Button>
    </form>
  )
}

const sendCss = /* css */ `
.pc-send { display: flex; flex-direction: column; gap: 8px; }
.pc-send .pc-input { padding-inline-start: 14px; }
.pc-send-select {
  box-sizing: border-box; width: 100%; height: 44px; padding: 0 10px; border: none; border-radius: 14px;
  background: var(--pc-surface-1); color: var(--pc-fg-1); font: 15px var(--pc-font); box-shadow: inset 0 0 0 1px var(--pc-border);
}
.pc-send-select:focus-visible { outline: 2px solid var(--pc-focus); outline-offset: 2px; }
.pc-send-label { font-size: 13px; font-weight: 600; color: var(--pc-fg-2); margin-top: 4px; }
.pc-send-error { margin: 0; color: var(--pc-error); font-size: 13px; }
`
