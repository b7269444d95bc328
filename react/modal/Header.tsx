import { closeModal } from '../../core/actions/modalActions.js'
import { goBack } from '../../core/router/navigationRules.js'
import { Icon } from '../components/Icon.js'
import { useChangedSinceMount } from '../hooks/useChangedSinceMount.js'
import { useKernel, useKernelState } from '../hooks/useKernel.js'
import { getView, viewTitle } from '../views/viewRegistry.js'
import { shellMessages } from '../i18n/shellMessages.js'
import { useTranslator } from '../i18n/useTranslator.js'

type ShellKey = keyof typeof shellMessages
const SHELL_KEYS = Object.keys(shellMessages) as ShellKey[]

export const TITLE_ID = 'pc-modal-title'

/** Back (when there is history), the view's title (the dialog's label), and close. */
export function Header() {
  const kernel = useKernel()
  const view = useKernelState('router', (s) => s.view)
  const data = useKernelState('router', (s) => s.data)
  const canGoBack = useKernelState('router', (s) => s.history.length > 1)
  useKernelState('registry', (s) => s.views)
  const { t } = useTranslator(shellMessages)
  // Titles are English (react/'s and plugins' alike): one the catalog has is drawn in the visitor's
  // language, a wallet's or network's name as it is.
  const english = viewTitle(getView(kernel, view), data) || 'Portico'
  const key = SHELL_KEYS.find((candidate) => shellMessages[candidate] === english)
  const title = key ? t(key) : english
  // Its first title arrives with the card; later ones fade in.
  const changed = useChangedSinceMount(title)
  return (
    <div className="pc-header">
      {canGoBack ? (
        <button type="button" className="pc-icon-button" aria-label={t('back')} onClick={() => goBack(kernel)}>
          <Icon name="back" />
        </button>
      ) : (
        <span />
      )}
      <h2 className="pc-title" id={TITLE_ID} key={title} data-changed={changed || undefined}>
        {title}
      </h2>
      <button type="button" className="pc-icon-button" aria-label={t('close')} onClick={() => closeModal(kernel)}>
        <Icon name="close" />
      </button>
    </div>
  )
}
