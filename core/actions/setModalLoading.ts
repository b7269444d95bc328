import type { Kernel } from '../kernel/types.js'

/** Shows or hides the modal's loading state while an action works. */
export function setModalLoading(kernel: Kernel, loading: boolean): void {
  kernel.store('modal').setState((draft) => {
    draft.loading = loading
  })
}
