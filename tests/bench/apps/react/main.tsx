// The baseline: React 19 and a button, nothing else. Every figure of the others is read against it.
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')!).render(
  <button type="button" id="connect" onClick={() => undefined}>
    Connect Wallet
  </button>,
)
