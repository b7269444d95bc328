import { useEffect, useId, useState, type FormEvent } from 'react'
import { send } from '../../../core/actions/send.js'
import { syncBalance } from '../../../core/connection/syncBalance.js'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import { SendError } from '../../../core/errors/SendError.js'
import { Decimal } from '../../../core/format/Decimal.js'
import { formatFiat } from '../../../core/format/formatFiat.js'
import { formatUnits, parseUnits } from '../../../core/format/units.js'
import { namesStore } from '../../../core/names/Names.js'
import { afterSendSuccess } from '../../../core/router/navigationRules.js'
import { Button } from '../../components/Button.js'
import { Spinner } from '../../components/Spinner.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { useMessages } from '../../i18n/useMessages.js'
import type { ViewProps } from '../viewRegistry.js'
import { checkSendForm, maxAmount } from './checkSendForm.js'
import { SendPreview } from './SendPreview.js'
import { sendViewCss } from './sendViewCss.js'
import { TokenPicker, type SendChoice } from './TokenPicker.js'
import { useSendFee } from './useSendFee.js'
import { useTokenPrice } from '../../hooks/useTokenPrice.js'
import { useSendTokens } from './useSendTokens.js'
import { ReceiverNote } from './ReceiverNote.js'
import { retryReceiver, useReceiver } from './useReceiver.js'

type Field = 'amount' | 'receiver'

/** The field a refusal is about, marked invalid and pointed at the message; others are about no one field. */
const FIELD_OF: Readonly<Record<string, Field>> = {
  INVALID_RECEIVER: 'receiver',
  INVALID_RECEIVER_NAME: 'receiver',
  UNKNOWN_RECEIVER_NAME: 'receiver',
  NAME_LOOKUP_FAILED: 'receiver',
  INVALID_AMOUNT: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  TOO_MANY_DECIMALS: 'amount',
}

const hasBalance = (choice: SendChoice) => choice.balance !== undefined && /[1-9]/.test(choice.balance)

/**
 * The Send view (kind 'send'): what to send (the native currency first, then the namespace's
 * tokens with a balance), how much (Max leaves a native send's fee; its fiat value beside it), to
 * whom (an address checked live by the namespace's address rule, or a name resolved to one), then a
 * preview with the network fee, then the wallet; sent and final, the visitor lands on Account
 * (SPEC section 2). Every refusal is the send action's, in its text.
 */
export default function SendView({ kernel }: ViewProps) {
  const namespace = useKernelState('chains', (s) => s.activeNamespace)
  const account = useKernelState('chains', (s) => (namespace ? s.byNamespace[namespace]?.account : undefined))
  const network = useKernelState('chains', (s) => (namespace ? s.byNamespace[namespace]?.network.caipNetwork : undefined))
  const { tokens, retry, canRetry } = useSendTokens(kernel, namespace)
  // Funds that arrived since the balance was last read (a faucet, a send from elsewhere) count:
  // the form checks the amount against the balance, so it is read afresh as the view opens.
  useEffect(() => {
    if (namespace) void syncBalance(kernel, namespace)
  }, [kernel, namespace])
  const id = useId()
  const { t, error: errorText } = useMessages()
  const [choiceKey, setChoiceKey] = useState<string>()
  const [amount, setAmount] = useState('')
  const [receiver, setReceiver] = useState('')
  const [step, setStep] = useState<{ at: 'form' } | { at: 'preview'; raw: bigint }>({ at: 'form' })
  const [state, setState] = useState<{ busy: boolean; error?: string; field?: Field | undefined }>({ busy: false })

  const native: SendChoice | undefined = account?.balanceSymbol && network
    ? { key: 'native', token: { symbol: account.balanceSymbol, decimals: network.nativeCurrency.decimals }, name: network.nativeCurrency.name, balance: account.balance }
    : undefined
  const held = (tokens.status === 'ready' ? tokens.tokens : []).map((token): SendChoice => ({
    key: token.address ?? token.symbol,
    token: { symbol: token.symbol, decimals: Number(token.quantity.decimals), address: token.address },
    name: token.name,
    balance: token.quantity.numeric,
    iconUrl: token.iconUrl || undefined,
    price: token.price,
  }))
  const choices = [...(native ? [native] : []), ...held.filter(hasBalance)]
  // The first with a balance: an empty native balance should not greet a visitor holding a token.
  const choice = choices.find((candidate) => candidate.key === choiceKey) ?? choices.find(hasBalance) ?? choices[0]
  const isNative = choice?.token.address === undefined
  // The namespace's own address rule (SPEC section 5), read from its registration: core's
  // validateAddress would bring its module's neighbours into every site's first JS with this view.
  const isAddress = (address: string) => (namespace ? kernel.namespaces.get(namespace)?.isAddress(address) ?? false : false)
  const target = useReceiver(kernel, namespace, receiver, isAddress)
  const receiverAddress = target.status === 'address' || target.status === 'resolved' ? target.address : undefined
  const price = useTokenPrice(kernel, network, choice && { symbol: choice.token.symbol, address: choice.token.address, price: choice.price })
  const fee = useSendFee(kernel, namespace, choice && {
    to: receiverAddress,
    amount: step.at === 'preview' ? step.raw : 1n,
    tokenAddress: choice.token.address,
  })

  if (!choice || !choices.some(hasBalance)) {
    if (tokens.status === 'loading' || (native && native.balance === undefined)) {
      return <div className="pc-center" style={{ padding: '24px 0' }}><Spinner size={24} label={t('loading')} /></div>
    }
    const failed = tokens.status === 'failed'
    return (
      <div className="pc-send-empty" role={failed ? 'alert' : undefined}>
        <style>{sendViewCss}</style>
        <p className="pc-send-empty-title">{failed ? errorText(new SendError('TOKEN_BALANCE_UNAVAILABLE'), 'somethingWentWrong') : t('nothingToSend')}</p>
        {failed
          ? <Button variant="secondary" onClick={retry} disabled={!canRetry}>{t('tryAgain')}</Button>
          : <p className="pc-send-empty-hint">{t('nothingToSendHint')}</p>}
      </div>
    )
  }

  const raw = (() => {
    try {
      return choice.balance === undefined ? undefined : parseUnits(choice.balance, choice.token.decimals)
    } catch {
      return undefined
    }
  })()
  const max = raw === undefined ? undefined : maxAmount(raw, fee.status === 'ready' ? fee.fee.fee : undefined, isNative)

  const review = (event: FormEvent) => {
    event.preventDefault()
    // A name still on its way: Review shows it is busy, and is pressed again once it resolves.
    if (target.status === 'resolving') return
    retryReceiver(kernel, target)
    try {
      const receiverError = target.status === 'invalid' ? target.error : undefined
      const checked = checkSendForm({ token: choice.token, balance: choice.balance, amount, receiver: receiverAddress ?? receiver, receiverError, isAddress })
      setState({ busy: false })
      setStep({ at: 'preview', raw: checked })
    } catch (error) {
      setState({ busy: false, error: errorText(error, 'somethingWentWrong'), field: isPorticoError(error) ? FIELD_OF[error.code] : undefined })
    }
  }
  const confirm = () => {
    setState({ busy: true })
    if (!receiverAddress) return
    send(kernel, { amount, receiverAddress, token: choice.token }).then(
      () => afterSendSuccess(kernel),
      (error: unknown) => setState({ busy: false, error: errorText(error, 'somethingWentWrong') }),
    )
  }

  if (step.at === 'preview') {
    return (
      <>
        <style>{sendViewCss}</style>
        <SendPreview
          choice={choice} amount={amount.trim()} receiver={receiverAddress ?? receiver.trim()}
          receiverName={target.status === 'resolved' ? target.name : undefined} networkName={network?.name} fee={fee}
          fiat={fiatOf(amount, price)} busy={state.busy} error={state.error} onConfirm={confirm}
          onBack={() => {
            setState({ busy: false })
            setStep({ at: 'form' })
          }}
        />
      </>
    )
  }

  const receiverWrong = target.status === 'invalid'
  const takesNames = Boolean(namespace && namesStore(kernel)?.getState().namespaces.includes(namespace))
  const errorId = `${id}-error`
  const noteId = `${id}-receiver-note`
  // A refusal about the receiver is said once: by the alert Review raised, not again by the field's note.
  const noted = state.field === 'receiver' && receiverWrong
  const invalid = (field: Field) => (state.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})
  return (
    <form className="pc-send" onSubmit={review} noValidate>
      <style>{sendViewCss}</style>
      <TokenPicker choices={choices} chosen={choice} onChoose={(key) => {
        setChoiceKey(key)
        setState({ busy: false })
      }} />
      <label className="pc-send-label" htmlFor={`${id}-amount`}>{t('amount')}</label>
      <div className="pc-send-amount">
        <input
          id={`${id}-amount`} className="pc-input" inputMode="decimal" autoComplete="off" placeholder="0.0" value={amount}
          data-no-initial-focus={kernel.options.isMobile() ? '' : undefined}
          onChange={(event) => setAmount(event.target.value)} {...invalid('amount')}
        />
        <button type="button" className="pc-send-max" disabled={max === undefined} onClick={() => max !== undefined && setAmount(formatUnits(max, choice.token.decimals))}>
          {t('max')}
        </button>
      </div>
      <p className="pc-send-fiat" data-testid="send-fiat" aria-live="polite">{fiatOf(amount, price) ?? ''}</p>
      <label className="pc-send-label" htmlFor={`${id}-receiver`}>{t('receiver')}</label>
      <input
        id={`${id}-receiver`} className="pc-input" autoComplete="off" spellCheck={false} placeholder={takesNames ? t('addressOrName') : t('address')} value={receiver}
        aria-invalid={receiverWrong || undefined} aria-describedby={target.status === 'empty' ? undefined : noteId}
        onChange={(event) => {
          setReceiver(event.target.value)
          // A refusal about the old receiver is not about the new one: the live note speaks again.
          if (state.field === 'receiver') setState({ busy: false })
        }}
        {...invalid('receiver')}
      />
      <ReceiverNote id={noteId} receiver={noted ? { status: 'empty' } : target} />
      {state.error ? <p id={errorId} className="pc-send-error" role="alert">{state.error}</p> : null}
      <Button type="submit" block loading={target.status === 'resolving'}>{t('review')}</Button>
    </form>
  )
}

/** The amount's value in USD ('~$12.34'), when the amount is a positive number and the token has a price. */
function fiatOf(amount: string, price: number | undefined): string | undefined {
  if (price === undefined || amount.trim() === '') return undefined
  try {
    const value = Decimal.from(amount.trim())
    return value.isPositive() ? `~${formatFiat(value.mul(String(price)))}` : undefined
  } catch {
    return undefined
  }
}
