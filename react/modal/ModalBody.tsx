import { baseStyles } from '../theme/baseStyles.js'
import { AlertBar } from './AlertBar.js'
import { LiveRegion } from './LiveRegion.js'
import type { ModalBody } from './ModalShell.js'
import { Toast } from './Toast.js'
import { ViewStack } from './ViewStack.js'

/** What the card holds under its header: the alert bar, the current view, the toast. */
function Body() {
  return (
    <>
      <AlertBar />
      <ViewStack />
      <Toast />
      <LiveRegion />
    </>
  )
}

/** The modal body's chunk: nothing of it loads at start (see loadModal). */
export const modalBody: ModalBody = { Body, styles: baseStyles }
