import { Suspense, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react'
import { popTransaction } from '../../core/router/transactionStack.js'
import { Button } from '../components/Button.js'
import { ChunkBoundary } from '../components/ChunkBoundary.js'
import { Icon } from '../components/Icon.js'
import { Spinner } from '../components/Spinner.js'
import { useChangedSinceMount } from '../hooks/useChangedSinceMount.js'
import { useKernel, useKernelState } from '../hooks/useKernel.js'
import type { RouterState } from '../../core/slices/modalSlice.js'
import { getView, lazyView, preloadView, viewStatus } from '../views/viewRegistry.js'
import { initialFocus } from './focusable.js'
import { useMessages } from '../i18n/useMessages.js'

/** How long the previous view stays on screen while the next one's chunk loads, before a spinner. */
export const VIEW_WAIT_MS = 400

interface Entry {
  view: RouterState['view']
  data: RouterState['data']
  direction: RouterState['direction']
  depth: number
}

/**
 * The router's view once its chunk is there. Until then the view on screen stays (a navigation
 * whose chunk was preloaded on the row's hover shows in the same pass; one that was not keeps the
 * visitor's view rather than blanking the card to a spinner, which React would also hold for its
 * 300 ms Suspense throttle). A chunk still missing after VIEW_WAIT_MS shows the spinner.
 */
function useShownEntry(): { entry: Entry; waiting: boolean } {
  const kernel = useKernel()
  const view = useKernelState('router', (s) => s.view)
  const data = useKernelState('router', (s) => s.data)
  const direction = useKernelState('router', (s) => s.direction)
  const depth = useKernelState('router', (s) => s.history.length)
  // Read so that a view a plugin registers after the modal opened shows without another move.
  useKernelState('registry', (s) => s.views)
  const target = useMemo(() => ({ view, data, direction, depth }), [view, data, direction, depth])
  const definition = getView(kernel, view)
  const ready = !definition || viewStatus(kernel, definition) !== 'pending'
  const [shown, setShown] = useState(target)
  const [slowView, setSlowView] = useState<Entry>()
  const [, arrived] = useReducer((n: number) => n + 1, 0)
  // Adjusted during render, so a ready view replaces the old one in this same pass.
  if (ready && shown !== target) setShown(target)

  useEffect(() => {
    if (ready) return
    let live = true
    void preloadView(kernel, target.view).then(() => live && arrived())
    const timer = setTimeout(() => live && setSlowView(target), VIEW_WAIT_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [kernel, ready, target])

  const waiting = !ready && slowView === target
  return { entry: ready || waiting ? target : shown, waiting }
}

/**
 * The current view, entering from the direction of travel, inside a body whose height follows its
 * content over 150 ms (SPEC section 9). Each view is a lazy chunk (see useShownEntry).
 */
export function ViewStack() {
  const kernel = useKernel()
  const { entry: shown, waiting } = useShownEntry()
  const { view, data, direction, depth } = shown
  const definition = getView(kernel, view)
  const { t } = useMessages()
  // Bumped by "Try again". A new visit (a retry, or another view shown) lets lazyView replace a
  // chunk that failed; re-renders within one visit keep showing the failure.
  const [attempt, setAttempt] = useState(0)
  const visit = useMemo(() => ({ view, attempt }), [view, attempt])
  const View = definition ? lazyView(kernel, definition, visit) : undefined
  const inner = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState<number>()
  // The view it opens on arrives with the card, without a slide.
  const entry = `${depth}:${view}`
  const moved = useChangedSinceMount(entry)

  // A connection ends on Account (SPEC section 2): its chunk is fetched as soon as one starts,
  // whichever way in started it, so the wallet's answer never waits on it.
  useEffect(
    () => kernel.events.on('connection:status', ({ status }) => void (status === 'connecting' && preloadView(kernel, 'Account'))),
    [kernel],
  )

  useLayoutEffect(() => {
    const element = inner.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight))
    observer.observe(element)
    setHeight(element.offsetHeight)
    return () => observer.disconnect()
  }, [])

  return (
    <div className="pc-body" style={height === undefined ? undefined : { height, transition: 'height var(--pc-height-ms) var(--pc-ease)' }}>
      <div ref={inner}>
        <div className="pc-view" key={entry} data-direction={moved ? direction : undefined} data-view={view}>
          <ChunkBoundary
            key={`${view}:${attempt}`}
            heading={t('somethingWentWrong')}
            message={t('viewNotLoaded')}
            retry={t('tryAgain')}
            onRetry={() => setAttempt((n) => n + 1)}
          >
            <Suspense fallback={<ViewLoading />}>
              {waiting ? <ViewLoading /> : View ? <View kernel={kernel} data={data} loginMethod={definition?.loginMethod} /> : <MissingView view={view} />}
              {/* Keyed so that focus moves into the view when it replaces the spinner. */}
              <FocusIntoView key={waiting ? 'waiting' : 'view'} />
            </Suspense>
          </ChunkBoundary>
        </div>
      </div>
    </div>
  )
}

/**
 * Rendered after the view inside its Suspense boundary, so its effect runs once the view's chunk has
 * arrived. When focus is on the dialog itself (it went there while the view loaded) or was lost with
 * the previous view's DOM, it moves to the new view's first control: keys keep reaching the dialog,
 * so Escape and the Tab trap go on working.
 */
function FocusIntoView() {
  const marker = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    const view = marker.current?.closest('.pc-view')
    const root = marker.current?.getRootNode() as ShadowRoot | Document | undefined
    const active = readActiveElement(root)
    const lost = active === null || (active instanceof HTMLElement && active.classList.contains('pc-card'))
    if (!view || !lost) return
    // With no control to take it (a list still loading, a phone's search field), the dialog does.
    const target = initialFocus(view) ?? view.closest<HTMLElement>('[role="dialog"]')
    target?.focus({ preventScroll: true })
  }, [])
  return <span ref={marker} hidden />
}

// happy-dom's ShadowRoot.activeElement throws when nothing outside has focus; a browser returns null.
function readActiveElement(root: ShadowRoot | Document | undefined): Element | null {
  try {
    return root?.activeElement ?? null
  } catch {
    return null
  }
}

function ViewLoading() {
  const { t } = useMessages()
  return (
    <div className="pc-center" style={{ padding: '48px 0' }}>
      <Spinner size={28} label={t('loading')} />
    </div>
  )
}

/**
 * A view no plugin draws on this site. When a pending request opened it (an embedded wallet's
 * approval, say), the visitor can still cancel that request, which settles it as cancelled.
 */
function MissingView({ view }: { view: string }) {
  const kernel = useKernel()
  const pending = useKernelState('router', (s) => s.transactionStack.at(-1)?.view === view)
  const { t } = useMessages()
  if (pending) {
    return (
      <div className="pc-center" style={{ padding: '24px 0', gap: 12 }}>
        <span className="pc-text-muted" style={{ display: 'inline-flex' }}>
          <Icon name="info" size={32} />
        </span>
        <p className="pc-heading">{t('nothingToApprove')}</p>
        <p className="pc-text-muted" style={{ margin: 0 }}>
          {t('nothingToApproveHint')}
        </p>
        <Button variant="secondary" block onClick={() => popTransaction(kernel, 'cancel')}>
          {t('cancel')}
        </Button>
      </div>
    )
  }
  return (
    <div className="pc-center" style={{ padding: '32px 0' }}>
      <p className="pc-heading">{t('notAvailable')}</p>
      <p className="pc-text-muted">{t('partNotEnabled')}</p>
    </div>
  )
}
