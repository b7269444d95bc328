import { useId, useState, type FormEvent } from 'react'
import { isPorticoError, send, truncateAddress, type SendToken } from '../../core/index.js'
import { useAccount, useKernel, useNetwork } from '../../react/index.js'
import type { DemoToken } from '../DemoConfig.js'
import { errorText } from '../errorText.js'
import { Card } from './Card.js'
import { CopyButton } from './CopyButton.js'

type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; hash: string; summary: string }
  | { status: 'failed'; error: string; field: Field | undefined }

type Field = 'receiver' | 'amount'

/** The field a refusal of Portico's send is about, so it can be marked; others are about no one field. */
const FIELD_OF: Readonly<Record<string, Field>> = {
  INVALID_RECEIVER: 'receiver',
  INVALID_AMOUNT: 'amount',
  INSUFFICIENT_BALANCE: 'amount',
  TOO_MANY_DECIMALS: 'amount',
  NUMBER_TOO_LARGE: 'amount',
}

/** Native currency or the devnet token, through Portico's send action (which waits for the transaction and refreshes balances). */
export function SendCard({ token, defaultReceiver }: { token: DemoToken; defaultReceiver: string }) {
  const kernel = useKernel()
  const account = useAccount()
  const network = useNetwork()
  const ids = { receiver: useId(), amount: useId(), token: useId(), error: useId() }
  const [receiver, setReceiver] = useState(defaultReceiver)
  const [amount, setAmount] = useState('0.01')
  const [choice, setChoice] = useState<'native' | 'token'>('native')
  const [state, setState] = useState<SendState>({ status: 'idle' })
  const native = network.caipNetwork?.nativeCurrency ?? { symbol: 'ETH', decimals: 18, name: 'Ether' }
  const sending = state.status === 'sending'
  // The field the last refusal was about: marked invalid and pointed at the message.
  const invalid = (field: Field) => (state.status === 'failed' && state.field === field
    ? { 'aria-invalid': true, 'aria-describedby': ids.error }
    : {})

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const chosen: SendToken = choice === 'native'
      ? { symbol: native.symbol, decimals: native.decimals }
      : { symbol: token.symbol, decimals: token.decimals, address: token.address }
    setState({ status: 'sending' })
    try {
      const hash = await send(kernel, { amount, receiverAddress: receiver, token: chosen })
      const to = receiver.trim()
      setState({ status: 'sent', hash, summary: `Sent ${amount.trim()} ${chosen.symbol} to ${to.length > 11 ? truncateAddress(to) : to}.` })
    } catch (error) {
      setState({ status: 'failed', error: errorText(error), field: isPorticoError(error) ? FIELD_OF[error.code] : undefined })
    }
  }

  return (
    <Card title="Send" subtitle="A real transaction on the local devnet; your wallet asks first.">
      <form className="stack" onSubmit={(event) => void submit(event)} aria-busy={sending || undefined}>
        <label className="field" htmlFor={ids.receiver}>Receiver address</label>
        <input id={ids.receiver} className="mono" value={receiver} spellCheck={false} autoComplete="off" onChange={(event) => setReceiver(event.target.value)} {...invalid('receiver')} />
        <div className="split">
          <div className="stack">
            <label className="field" htmlFor={ids.amount}>Amount</label>
            <input id={ids.amount} inputMode="decimal" value={amount} autoComplete="off" onChange={(event) => setAmount(event.target.value)} {...invalid('amount')} />
          </div>
          <div className="stack">
            <label className="field" htmlFor={ids.token}>Token</label>
            <select id={ids.token} value={choice} onChange={(event) => setChoice(event.target.value as 'native' | 'token')}>
              <option value="native">{native.symbol}</option>
              <option value="token">{token.symbol}</option>
            </select>
          </div>
        </div>
        <div className="actions">
          <button type="submit" className="primary" disabled={!account.isConnected || sending} aria-busy={sending || undefined}>
            {sending ? 'Sending…' : 'Send'}
          </button>
          {!account.isConnected ? <span className="hint">Connect a wallet to send.</span> : null}
          {sending ? <span className="hint" role="status">Approve it in the wallet, then wait for the block.</span> : null}
        </div>
      </form>
      {state.status === 'sent' ? (
        <div className="result">
          <p className="success" role="status" data-testid="send-success">{state.summary}</p>
          <div className="result-head">
            <span>Transaction hash</span>
            <CopyButton value={state.hash} label="Copy transaction hash" />
          </div>
          <output className="mono block" data-testid="tx-hash">{state.hash}</output>
        </div>
      ) : null}
      {state.status === 'failed' ? <p id={ids.error} className="error" role="alert" data-testid="send-error">{state.error}</p> : null}
    </Card>
  )
}
