import { closeModal } from '../../core/actions/modalActions.js'
import { goBack } from '../../core/router/router.js'
import { Icon } from '../components/Icon.js'
import { useChangedSinceMount } from '../hooks/useChangedSinceMount.js'
import { useKernel, useKernelState } from '../hooks/useKernel.js'
import { getView, viewTitle } from '../views/viewRegistry.js'

export const TITLE_ID = 'pc-modal-title'

/** Back (when there is history), the view's title (the dialog's label), and close. */
export function Header() {
  const kernel = useKernel()
  const view = useKernelState('router', (s) => s.view)
  const data = useKernelState('router', (s) => s.data)
  const canGoBack = useKernelState('router', (s) => s.history.length > 1)
  useKernelState('registry', (s) => s.views)
  const title = viewTitle(getView(kernel, view), data) || 'Portico'
  // Its first title arrives with the card; later ones fade in.
  const changed = useChangedSinceMount(title)
  return (
    <div className="pc-header">
      {canGoBack ? (
        <button type="button" className="pc-icon-button" aria-label="Back" onClick={() => goBack(kernel)}>
          <Icon name="back" />
        </button>
      ) : (
        <span />
      )}
      <h2 className="pc-title" id={TITLE_ID} key={title} data-changed={changed || undefined}>
        {title}
      </h2>
      <button type="button" className="pc-icon-button" aria-label="Close" onClick={() => closeModal(kernel)}>
        <Icon name="close" />
      </button>
    </div>
  )
}
