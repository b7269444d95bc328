import { useEffect, useState } from 'react'
import { useKernel } from '../hooks/useKernel.js'

const STATUS_TEXT = { connecting: 'Connecting…', connected: 'Connected', disconnected: 'Disconnected' } as const

/** Announces connection and signing states to screen readers, politely. */
export function LiveRegion() {
  const kernel = useKernel()
  const [message, setMessage] = useState('')
  useEffect(() => {
    const offs = [
      kernel.events.on('connection:status', ({ status }) => setMessage(STATUS_TEXT[status])),
      kernel.events.on('account:connected', () => setMessage('Wallet connected')),
      kernel.events.on('account:disconnected', () => setMessage('Wallet disconnected')),
      kernel.events.on('error', ({ error }) => setMessage(error.shortMessage)),
      kernel.store('notifications').subscribe((state, previous) => {
        if (state.toast?.open && state.toast !== previous.toast) setMessage(state.toast.message)
      }),
    ]
    return () => offs.forEach((off) => off())
  }, [kernel])
  return (
    <div className="pc-visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  )
}
