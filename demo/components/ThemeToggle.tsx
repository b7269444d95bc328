import type { ThemeMode } from '../theme.js'

/** A pressed/unpressed 'Dark mode' button: one stable name, the state in aria-pressed. */
export function ThemeToggle({ mode, onChange }: { mode: ThemeMode; onChange(mode: ThemeMode): void }) {
  const dark = mode === 'dark'
  return (
    <button type="button" className="icon-button theme-toggle" aria-label="Dark mode" aria-pressed={dark} title={dark ? 'Use the light theme' : 'Use the dark theme'} onClick={() => onChange(dark ? 'light' : 'dark')}>
      {dark ? (
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><path d="M15.5 12.3A6.5 6.5 0 0 1 7.7 4.5a6.5 6.5 0 1 0 7.8 7.8z" fill="currentColor" /></svg>
      ) : (
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true"><circle cx="10" cy="10" r="3.6" fill="currentColor" /><path d="M10 1.8v2M10 16.2v2M1.8 10h2M16.2 10h2M4.2 4.2l1.4 1.4M14.4 14.4l1.4 1.4M4.2 15.8l1.4-1.4M14.4 5.6l1.4-1.4" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" /></svg>
      )}
    </button>
  )
}
