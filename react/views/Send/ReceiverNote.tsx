import { truncateAddress } from '../../../core/format/truncateAddress.js'
import { addressAvatar } from '../../buttons/addressAvatar.js'
import { safeImageSrc } from '../../components/WalletImage.js'
import { useMessages } from '../../i18n/useMessages.js'
import type { Receiver } from './useReceiver.js'

/**
 * The line under the receiver field: a name being looked up, the address a name resolved to
 * (with its avatar; SPEC section 5's 4+6 truncation, the whole address in its title), or why the
 * field cannot be sent to, live while typing. Nothing for an empty field or a plain address.
 */
export function ReceiverNote({ id, receiver }: { id: string; receiver: Receiver }) {
  const { t, error: errorText } = useMessages()
  if (receiver.status === 'resolving') {
    return (
      <p id={id} className="pc-send-note" role="status" data-testid="send-receiver-note">
        <span className="pc-spinner" aria-hidden="true" style={{ width: 14, height: 14, display: 'inline-block' }} />
        {t('lookingUpName', { name: receiver.name })}
      </p>
    )
  }
  if (receiver.status === 'resolved') {
    const avatar = safeImageSrc(receiver.avatar)
    return (
      <p id={id} className="pc-send-note pc-send-resolved" data-testid="send-receiver-resolved" data-address={receiver.address} title={receiver.address}>
        <span className="pc-send-avatar" style={avatar ? undefined : { background: addressAvatar(receiver.address) }} aria-hidden="true">
          {avatar ? <img src={avatar} alt="" draggable={false} /> : null}
        </span>
        {t('sendsTo', { address: truncateAddress(receiver.address) })}
      </p>
    )
  }
  if (receiver.status === 'invalid') {
    return <p id={id} className="pc-send-field-error" data-testid="send-receiver-error">{errorText(receiver.error, 'somethingWentWrong')}</p>
  }
  return null
}
