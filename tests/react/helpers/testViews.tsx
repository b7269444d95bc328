import type { ComponentType } from 'react'
import type { ViewDefinition as RegisteredView } from '../../../core/kernel/contributions.js'
import { addRegistered } from '../../../core/kernel/registrySlice.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { ViewId } from '../../../core/router/ViewRegistry.js'
import type { ViewProps } from '../../../react/views/viewRegistry.js'

type ViewLoader = () => Promise<{ default: ComponentType<ViewProps> }>

/**
 * Puts a view in the kernel's registry as a plugin would, here after start (a test's view replaces
 * one of the same id); returns how to remove it.
 */
export function registerView(kernel: Kernel, id: ViewId, view: { title: RegisteredView['title']; load: ViewLoader }): () => void {
  const registry = kernel.store('registry')
  registry.setState((draft) => {
    draft.views = draft.views.filter((existing) => existing.id !== id)
  })
  return addRegistered(registry, 'views', { id, title: view.title, load: view.load }, 'test')
}

/** Every view the kernel may open on its own in these tests (SPEC section 2's opening rules). */
const TEST_VIEW_IDS: readonly ViewId[] = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'Networks',
  'UnsupportedChain',
  'ProfileWallets',
]

/** The title each test view shows in the header, so tests can tell which one is on screen. */
export const testViewTitle = (id: ViewId) => `${id} test view`

/** A view with two buttons (first and last focusable of its body) that names itself. */
export function testView(id: ViewId): ViewLoader {
  function TestView({ data }: ViewProps) {
    return (
      <div data-test-view={id}>
        <p>{`${id} content${data?.network ? ` for ${data.network.name}` : ''}`}</p>
        <button type="button">{`${id} first`}</button>
        <button type="button">{`${id} last`}</button>
      </div>
    )
  }
  return async () => ({ default: TestView })
}

/** Registers the test views on one kernel; returns how to remove them. */
export function registerTestViews(kernel: Kernel): () => void {
  const offs = TEST_VIEW_IDS.map((id) => registerView(kernel, id, { title: testViewTitle(id), load: testView(id) }))
  return () => offs.forEach((off) => off())
}
