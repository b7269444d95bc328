import { popTransaction } from '../../core/router/popTransaction.js'
import { approveTransactionComponent, approveTransactionSlot } from '../account/approveTransactionSlot.js'
import { useLocalRegistry } from '../registry/useLocalRegistry.js'
import { Button } from '../components/Button.js'
import { Icon } from '../components/Icon.js'
import type { ViewProps } from './viewRegistry.js'

/**
 * Where an unsafe embedded-wallet request is approved (SPEC section 4). The embedded-wallet plugin
 * fills it through registerApproveTransactionSlot; with nothing registered the visitor can only
 * cancel, which settles the pending request as cancelled.
 */
export default function ApproveTransaction({ kernel, data }: ViewProps) {
  const Slot = approveTransactionComponent(useLocalRegistry(approveTransactionSlot(kernel)))
  if (Slot) return <Slot kernel={kernel} data={data} />
  return (
    <div className="pc-center" style={{ padding: '24px 0', gap: 12 }}>
      <span className="pc-text-muted" style={{ display: 'inline-flex' }}>
        <Icon name="info" size={32} />
      </span>
      <p className="pc-heading">Nothing to approve here</p>
      <p className="pc-text-muted" style={{ margin: 0 }}>
        This site has no wallet able to show the request. Cancel it and try again from the site.
      </p>
      <Button variant="secondary" block onClick={() => popTransaction(kernel, 'cancel')}>
        Cancel
      </Button>
    </div>
  )
}
