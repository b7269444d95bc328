/**
 * The modal's chunk. Nothing of it loads at start: the first open fetches it, and the buttons call
 * this on hover or focus so the chunk is usually there before the click lands.
 */
export const loadModal = () => import('./Modal.js')
