import { Suspense, type ReactNode } from 'react'
import type { Kernel } from '../../../core/kernel/types.js'
import { lazyChunk } from '../../components/lazyChunk.js'
import { useKernelState } from '../../hooks/useKernel.js'

const CHECKBOX = Symbol('portico.legal-checkbox')
const checkboxChunk = { load: () => import('./LegalCheckbox.js') }

/** Whether the legal checkbox shows: the site turned it on and named at least one of its pages. */
export function legalCheckboxShown(kernel: Kernel, on: boolean): boolean {
  return on && (kernel.options.termsConditionsUrl !== undefined || kernel.options.privacyPolicyUrl !== undefined)
}

/**
 * The legal checkbox (SPEC: off unless the site turns `features.legalCheckbox` on) over the ways
 * in, which stay inert, dimmed and out of the tab order until the visitor agrees. Nothing is drawn
 * when the feature is off or the site named neither page, and only then is the checkbox's chunk
 * fetched; the ways in wait, inert, while it arrives.
 */
export function LegalGate({ kernel, children }: { kernel: Kernel; children: ReactNode }) {
  const accepted = useKernelState('modal', (s) => s.legalAccepted)
  const on = useKernelState('options', (s) => s.features.legalCheckbox)
  if (!legalCheckboxShown(kernel, on)) return <>{children}</>
  const Checkbox = lazyChunk(kernel, CHECKBOX, checkboxChunk, checkboxChunk.load)
  return (
    <>
      <Suspense fallback={null}>
        <Checkbox kernel={kernel} />
      </Suspense>
      {/* Past the early return the box is on and names a page: the ways in wait exactly while it is unticked. */}
      <div className="pc-legal-gated" inert={!accepted} aria-disabled={!accepted || undefined} style={{ display: 'flex', flexDirection: 'column', gap: 'inherit' }}>
        {children}
      </div>
    </>
  )
}
