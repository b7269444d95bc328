// Runs inside the page, injected before the page's own scripts (see probeScript.ts): it must stay
// self-contained, with no imports and nothing from the module around it.

/** A chain of CSS selectors: each is looked up under the previous match, through shadow roots. */
export type DeepPath = readonly string[]

export interface OpenTargets {
  /** The modal's title: its first visible frame is "content first visible". */
  title: DeepPath
  /** The modal's card: opaque and not moving for three frames is "settled". */
  card: DeepPath
  /** A wallet option in the modal, which must be shown and still too before it counts as settled. */
  option: DeepPath
}

export interface SearchTargets {
  /** Every wallet entry of the searchable list. */
  item: DeepPath
  /** Where an entry's name is, under the entry; its text, or `nameAttribute` when given. */
  name: string
  nameAttribute?: string
  /** The query the list must be filtered by once the keystroke lands. */
  query: string
}

export interface OpenResult {
  clickAt: number
  visibleAt?: number
  settledAt?: number
}

export interface SearchResult {
  keyAt: number
  paintedAt?: number
  /** The list already matched before the keystroke: the run proves nothing. */
  matchedBefore: boolean
}

export interface BenchProbe {
  buttonVisibleAt?: number
  open?: OpenResult
  search?: SearchResult
  armOpen(targets: OpenTargets): void
  armSearch(targets: SearchTargets): void
  /** Where the connect button's centre is, in viewport pixels, for a click by mouse input. */
  buttonCenter(): { x: number; y: number } | undefined
}

/**
 * Every time is performance.now(), counted from the navigation's start. A state seen in an
 * animation frame is stamped by a message posted from that frame, which runs once the frame's
 * style, layout and paint are done: the time the visitor could first see it.
 */
export function installProbe(button: DeepPath): void {
  const probe: BenchProbe = { armOpen, armSearch, buttonCenter }
  ;(window as unknown as { __bench: BenchProbe }).__bench = probe

  function afterFrame(stamp: (time: number) => void): void {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => stamp(performance.now())
    channel.port2.postMessage(null)
  }

  function deepAll(scope: Document | Element, selector: string): Element[] {
    const found: Element[] = []
    const roots: (Document | Element | ShadowRoot)[] = [scope]
    if (scope instanceof Element && scope.shadowRoot) roots.push(scope.shadowRoot)
    for (let index = 0; index < roots.length; index++) {
      const root = roots[index]!
      found.push(...root.querySelectorAll(selector))
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot)
    }
    return found
  }

  function findAll(path: DeepPath): Element[] {
    let scope: Document | Element = document
    for (let index = 0; index < path.length; index++) {
      const found = deepAll(scope, path[index]!)
      if (index === path.length - 1 || found.length === 0) return found
      scope = found[0]!
    }
    return []
  }

  /** The parent in the flat tree, where rendering happens: a slotted element sits in its slot. */
  function flatParent(element: Element): Element | null {
    if (element.assignedSlot) return element.assignedSlot
    if (element.parentElement) return element.parentElement
    const root = element.getRootNode()
    return root instanceof ShadowRoot ? root.host : null
  }

  function opacity(element: Element): number {
    let value = 1
    for (let node: Element | null = element; node; node = flatParent(node)) value *= Number.parseFloat(getComputedStyle(node).opacity)
    return value
  }

  /** Rendered, with an area inside the viewport and some opacity; the opacity is returned. */
  function shown(element: Element | undefined): { rect: DOMRect; opacity: number } | undefined {
    if (!element?.isConnected || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return undefined
    const rect = element.getBoundingClientRect()
    if (rect.width <= 0 || rect.height <= 0 || rect.bottom <= 0 || rect.right <= 0 || rect.top >= innerHeight || rect.left >= innerWidth) return undefined
    const value = opacity(element)
    return value > 0 ? { rect, opacity: value } : undefined
  }

  const first = (path: DeepPath) => findAll(path).find((element) => shown(element))

  function watchButton(): void {
    if (first(button)) return afterFrame((time) => void (probe.buttonVisibleAt ??= time))
    requestAnimationFrame(watchButton)
  }
  requestAnimationFrame(watchButton)

  function buttonCenter(): { x: number; y: number } | undefined {
    const rect = shown(first(button))?.rect
    return rect && { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
  }

  let openTargets: OpenTargets | undefined
  let searchTargets: SearchTargets | undefined

  function armOpen(targets: OpenTargets): void {
    openTargets = targets
    probe.open = undefined
  }

  function armSearch(targets: SearchTargets): void {
    searchTargets = targets
    probe.search = undefined
  }

  // Capture phase on window: this listener runs before any the page adds, whatever element is hit.
  addEventListener('click', () => {
    if (!openTargets || probe.open) return
    const result: OpenResult = { clickAt: performance.now() }
    probe.open = result
    const targets = openTargets
    openTargets = undefined
    const frames: { signature: string; stamp: { time?: number } }[] = []
    const frame = () => {
      if (performance.now() - result.clickAt > 20_000) return
      const title = shown(first(targets.title))
      if (title && result.visibleAt === undefined) afterFrame((time) => void (result.visibleAt ??= time))
      const card = shown(findAll(targets.card)[0])
      const option = shown(first(targets.option))
      const stamp: { time?: number } = {}
      afterFrame((time) => void (stamp.time = time))
      const signature = title && card && option && card.opacity >= 0.99 && option.opacity >= 0.99
        ? JSON.stringify([card.rect, option.rect].map((rect) => [rect.x, rect.y, rect.width, rect.height].map(Math.round)))
        : ''
      frames.push({ signature, stamp })
      const last = frames.slice(-3)
      if (last.length === 3 && last[0]!.signature !== '' && last.every((entry) => entry.signature === last[0]!.signature)) {
        result.settledAt = last[0]!.stamp.time
        return
      }
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, { capture: true })

  function listMatches(targets: SearchTargets): boolean {
    const query = targets.query.toLowerCase()
    const names = findAll(targets.item)
      .filter((item) => item.checkVisibility())
      .map((item) => {
        const holder = deepAll(item, targets.name)[0]
        const name = targets.nameAttribute ? holder?.getAttribute(targets.nameAttribute) : holder?.textContent
        return (name ?? '').trim().toLowerCase()
      })
      // An entry with no name yet has not drawn its content (AppKit fills tiles as they scroll in).
      .filter((name) => name !== '')
    return names.length > 0 && names.every((name) => name.includes(query))
  }

  addEventListener('keydown', () => {
    if (!searchTargets || probe.search) return
    const targets = searchTargets
    searchTargets = undefined
    const result: SearchResult = { keyAt: performance.now(), matchedBefore: listMatches(targets) }
    probe.search = result
    const frame = () => {
      if (performance.now() - result.keyAt > 20_000) return
      if (listMatches(targets)) return afterFrame((time) => void (result.paintedAt = time))
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  }, { capture: true })
}
