export interface ModalState {
  open: boolean
  loading: boolean
  /** True for SPEC's 500 ms after a shake starts. */
  shake: boolean
}

export const initialModalState = (): ModalState => ({ open: false, loading: false, shake: false })
