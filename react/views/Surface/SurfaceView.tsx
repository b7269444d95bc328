import { useEffect, useRef, useState } from 'react'
import { useKernelState } from '../../hooks/useKernel.js'
import type { ViewProps } from '../viewRegistry.js'

/** Room for a plugin's own page (a secure frame's approval): the modal's width, about a phone screen's height. */
const SURFACE_MIN_HEIGHT_PX = 420

/**
 * A view of kind 'surface': an element in the modal's body that the registering plugin draws into
 * with its `attach`, and leaves when the view goes. react/ knows nothing of what is drawn there.
 * The view is the router's current one when it mounts, so its registration is found by that id.
 * The element takes focus like a control, for the plugin to pass on to what it drew.
 */
export default function SurfaceView({ kernel }: ViewProps) {
  const [id] = useState(() => kernel.store('router').getState().view)
  const attach = useKernelState('registry', (registry) => registry.views.find((view) => view.id === id)?.attach)
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!attach || !container.current) return
    return attach(container.current)
  }, [attach])

  // Focusable, so the modal's focus and its Tab trap reach what the plugin draws here.
  return <div ref={container} className="pc-surface" tabIndex={0} style={{ position: 'relative', minHeight: SURFACE_MIN_HEIGHT_PX }} />
}
