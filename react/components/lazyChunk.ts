import { createElement, type ComponentType } from 'react'
import type { Kernel } from '../../core/kernel/types.js'

type Module<P> = { default: ComponentType<P> }

/**
 * A promise carrying its outcome, so that a render after it settled uses the module (or shows the
 * failure) at once instead of suspending.
 */
type TrackedPromise<T> = Promise<T> & ({ status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown })

interface Entry<P> {
  component: ComponentType<P>
  promise: TrackedPromise<Module<P>>
  /** The owner's visit this component was made for. */
  visit: unknown
}

function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked = Object.assign(promise, { status: 'pending' }) as TrackedPromise<T>
  // The callbacks return nothing: handing back the promise itself would chain it and re-reject.
  tracked.then(
    (value) => void Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(tracked, { status: 'rejected', reason }),
  )
  return tracked
}

function chunkEntry<P>(
  kernel: Kernel,
  cacheKey: symbol,
  definition: object,
  load: () => Promise<Module<P>>,
  visit: unknown,
): Entry<P> {
  const cache = kernel.local(cacheKey, () => new WeakMap<object, Entry<P>>())
  const cached = cache.get(definition)
  if (cached && !(cached.promise.status === 'rejected' && cached.visit !== visit)) return cached
  // Called at once (the fetch starts now), with a synchronous throw turned into a rejection.
  const promise = track(new Promise<Module<P>>((resolve) => resolve(load())))
  const component = (props: P) => {
    if (promise.status === 'fulfilled') return createElement(promise.value.default as ComponentType<object>, props as object)
    if (promise.status === 'rejected') throw promise.reason
    // Suspends the way React.lazy does (not `use`, whose retry an un-awaited act() never flushes).
    throw promise
  }
  const entry: Entry<P> = { visit, promise, component }
  cache.set(definition, entry)
  return entry
}

/**
 * One lazy component per definition and kernel, so React never sees a new component type for the
 * same view or tab. Unlike React.lazy, a chunk that has already arrived renders in the same pass:
 * React holds back a Suspense reveal for up to 300 ms after a fallback showed, which a modal
 * opening from a preloaded chunk must not pay. A chunk that failed to load gets a fresh component,
 * but only on a new `visit` of its owner (the visitor pressed "Try again", or came back to the view
 * or tab): re-renders that merely happen meanwhile (a balance arriving) must keep showing the
 * failure, not retry behind the visitor's back.
 */
export function lazyChunk<P>(
  kernel: Kernel,
  cacheKey: symbol,
  definition: object,
  load: () => Promise<Module<P>>,
  visit: unknown = undefined,
): ComponentType<P> {
  return chunkEntry(kernel, cacheKey, definition, load, visit).component
}

/**
 * Starts loading a chunk before anything renders it (the modal preloads the view it opens on), so
 * its first render does not suspend. Resolves when the chunk is there; never rejects: a failure
 * is shown by the owner's boundary when it renders.
 */
export function preloadChunk<P>(
  kernel: Kernel,
  cacheKey: symbol,
  definition: object,
  load: () => Promise<Module<P>>,
): Promise<void> {
  const entry = chunkEntry(kernel, cacheKey, definition, load, PRELOAD)
  return entry.promise.then(
    () => undefined,
    () => undefined,
  )
}

export type ChunkStatus = TrackedPromise<unknown>['status']

/**
 * Where a chunk's load stands, starting it if nothing has asked for it yet. A failed load is
 * reported as failed, not retried: a retry belongs to the owner's next visit (lazyChunk).
 */
export function chunkStatus<P>(
  kernel: Kernel,
  cacheKey: symbol,
  definition: object,
  load: () => Promise<Module<P>>,
): ChunkStatus {
  const cached = kernel.local(cacheKey, () => new WeakMap<object, Entry<P>>()).get(definition)
  return (cached ?? chunkEntry(kernel, cacheKey, definition, load, PRELOAD)).promise.status
}

/** The visit of a preload: a failed preload is replaced by the owner's first real visit. */
const PRELOAD = Symbol('portico.preload')
