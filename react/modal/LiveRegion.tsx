import { useEffect, useState } from 'react'
import { useKernel } from '../hooks/useKernel.js'
import { useMessages } from '../i18n/useMessages.js'

const STATUS_TEXT = { connecting: 'connectingLabel', connected: 'statusConnected', disconnected: 'statusDisconnected' } as const

/** Announces connection and signing states to screen readers, politely. */
export function LiveRegion() {
  const kernel = useKernel()
  const [message, setMessage] = useState('')
  const { t, error: errorText } = useMessages()
  useEffect(() => {
    const offs = [
      kernel.events.on('connection:status', ({ status }) => setMessage(t(STATUS_TEXT[status]))),
      kernel.events.on('account:connected', () => setMessage(t('walletConnected'))),
      kernel.events.on('account:disconnected', () => setMessage(t('walletDisconnected'))),
      kernel.events.on('error', ({ error }) => setMessage(errorText(error, 'somethingWentWrong'))),
      kernel.store('notifications').subscribe((state, previous) => {
        if (state.toast?.open && state.toast !== previous.toast) setMessage(state.toast.message)
      }),
    ]
    return () => offs.forEach((off) => off())
  }, [kernel, t, errorText])
  return (
    <div className="pc-visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  )
}
