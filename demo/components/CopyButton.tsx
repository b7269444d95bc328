import { useEffect, useState } from 'react'

const COPIED_MS = 1500

/** Copies `value`; its name stays `label` so it is easy to find, and a status line says it worked. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
    } catch {
      // No clipboard permission (an insecure origin, a test browser): the value stays selectable.
    }
  }
  return (
    <span className="copy">
      <button type="button" className="icon-button" aria-label={label} title={label} onClick={() => void copy()}>
        {copied ? (
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true"><path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" /></svg>
        ) : (
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true"><rect x="7" y="7" width="10" height="10" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" /><path d="M13 4.5A1.5 1.5 0 0 0 11.5 3h-6A2.5 2.5 0 0 0 3 5.5v6A1.5 1.5 0 0 0 4.5 13" fill="none" stroke="currentColor" strokeWidth="1.8" /></svg>
        )}
      </button>
      <span role="status" className="copy-status">{copied ? 'Copied' : ''}</span>
    </span>
  )
}
