import { showToast } from '../../../core/actions/showToast.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { Button } from '../../../react/components/Button.js'
import { Icon } from '../../../react/components/Icon.js'

interface Clipboard {
  writeText(text: string): Promise<void>
}

/** Copies the pairing link, for a wallet on this device that takes a pasted link; a toast says how it went. */
export function CopyLinkButton({ kernel, uri }: { kernel: Kernel; uri: string }) {
  const copy = () => {
    const clipboard = (globalThis as { navigator?: { clipboard?: Clipboard } }).navigator?.clipboard
    const copied = clipboard ? clipboard.writeText(uri) : Promise.reject(new Error('no clipboard'))
    copied.then(
      () => showToast(kernel, { message: 'Link copied', variant: 'success' }),
      () => showToast(kernel, { message: 'The link could not be copied', variant: 'error' }),
    )
  }
  return (
    <Button variant="secondary" size="sm" onClick={copy}>
      <Icon name="copy" size={16} />
      Copy link
    </Button>
  )
}
