import { useState } from 'react'
import { closeModal } from '../../../core/actions/modalActions.js'
import { disconnect } from '../../../core/actions/disconnect.js'
import { showToast } from '../../../core/actions/notifications.js'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { Button } from '../../components/Button.js'
import { Icon } from '../../components/Icon.js'
import { useMessages } from '../../i18n/useMessages.js'

/**
 * Disconnects the chain. The modal stays open until the wallet has answered, so a failure can be
 * shown: as a toast with the error's shortMessage (the local session is cleared either way).
 */
export function DisconnectButton({ kernel, namespace }: { kernel: Kernel; namespace: ChainNamespace | undefined }) {
  const [busy, setBusy] = useState(false)
  const { t, error: errorText } = useMessages()
  const onClick = async () => {
    if (busy) return
    setBusy(true)
    try {
      await disconnect(kernel, { ...(namespace ? { namespace } : {}), closeModal: false })
      closeModal(kernel)
    } catch (error) {
      showToast(kernel, { message: errorText(error, 'failedToDisconnect'), variant: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="secondary" block loading={busy} aria-disabled={busy || undefined} onClick={() => void onClick()}>
      {busy ? null : <Icon name="disconnect" size={18} />}
      {t('disconnect')}
    </Button>
  )
}
