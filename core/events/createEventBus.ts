import mitt, { type Handler } from 'mitt'

export type Unsubscribe = () => void

export interface EventBus<Events extends Record<keyof Events, unknown>> {
  on<K extends keyof Events>(type: K, handler: (payload: Events[K]) => void): Unsubscribe
  /** Runs every handler even when one throws; errors go to `onHandlerError`. */
  emit<K extends keyof Events>(type: K, ...payload: Events[K] extends undefined ? [Events[K]?] : [Events[K]]): void
  /** Hears every event; for devtools and the renderer's useEvents. */
  onAny(handler: <K extends keyof Events>(type: K, payload: Events[K]) => void): Unsubscribe
  /** How many handlers are listening, for the leak checks of destroy(). */
  listenerCount(type?: keyof Events): number
  clear(): void
}

/** portico/core does not export this, so the API reference shows its fields on createEventBus. @inline */
export interface EventBusOptions {
  onHandlerError?: (error: unknown, type: string) => void
}

/** A typed event bus over mitt, where one throwing handler cannot stop the others. */
export function createEventBus<Events extends Record<keyof Events, unknown>>(
  options: EventBusOptions = {},
): EventBus<Events> {
  const emitter = mitt<Events>()
  const report = options.onHandlerError ?? ((error: unknown) => queueMicrotask(() => { throw error }))

  return {
    on(type, handler) {
      const safe: Handler<Events[typeof type]> = (payload) => {
        try {
          handler(payload)
        } catch (error) {
          report(error, String(type))
        }
      }
      emitter.on(type, safe)
      return () => emitter.off(type, safe)
    },
    onAny(handler) {
      const safe = (type: keyof Events, payload: Events[keyof Events]) => {
        try {
          handler(type, payload)
        } catch (error) {
          report(error, String(type))
        }
      }
      emitter.on('*', safe)
      return () => emitter.off('*', safe)
    },
    emit(type, ...payload) {
      emitter.emit(type, payload[0] as Events[typeof type])
    },
    listenerCount(type) {
      if (type !== undefined) return emitter.all.get(type)?.length ?? 0
      // mitt keeps wildcard handlers under '*' in the same map, so they are counted too.
      let total = 0
      for (const handlers of emitter.all.values()) total += handlers.length
      return total
    },
    clear() {
      emitter.all.clear()
    },
  }
}
