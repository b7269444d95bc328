import { useId, useState, type FormEvent } from 'react'
import { signMessage } from '../../core/index.js'
import { useAccount, useKernel } from '../../react/index.js'
import { errorText } from '../errorText.js'
import { Card } from './Card.js'
import { CopyButton } from './CopyButton.js'

const DEFAULT_MESSAGE = 'Hello from the Portico demo!\n\nSigning this message proves you hold the account. It costs nothing and sends nothing.'

type SignState = { status: 'idle' } | { status: 'signing' } | { status: 'signed'; signature: string } | { status: 'failed'; error: string }

/** personal_sign through Portico's signMessage action. */
export function SignCard() {
  const kernel = useKernel()
  const account = useAccount()
  const messageId = useId()
  const [message, setMessage] = useState(DEFAULT_MESSAGE)
  const [state, setState] = useState<SignState>({ status: 'idle' })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setState({ status: 'signing' })
    try {
      setState({ status: 'signed', signature: await signMessage(kernel, { message }) })
    } catch (error) {
      setState({ status: 'failed', error: errorText(error) })
    }
  }

  return (
    <Card title="Sign a message" subtitle="Your wallet signs it with the connected account.">
      <form className="stack" onSubmit={(event) => void submit(event)}>
        <label className="field" htmlFor={messageId}>Message</label>
        <textarea id={messageId} rows={4} value={message} onChange={(event) => setMessage(event.target.value)} />
        <div className="actions">
          <button type="submit" className="primary" disabled={!account.isConnected || state.status === 'signing'} aria-busy={state.status === 'signing' || undefined}>
            {state.status === 'signing' ? 'Waiting for the wallet…' : 'Sign message'}
          </button>
          {!account.isConnected ? <span className="hint">Connect a wallet to sign.</span> : null}
        </div>
      </form>
      {state.status === 'signed' ? (
        <div className="result">
          <div className="result-head">
            <span>Signature</span>
            <CopyButton value={state.signature} label="Copy signature" />
          </div>
          <output className="mono block" data-testid="signature">{state.signature}</output>
        </div>
      ) : null}
      {state.status === 'failed' ? <p className="error" role="alert" data-testid="sign-error">{state.error}</p> : null}
    </Card>
  )
}
