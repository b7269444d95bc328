import type { OpenId } from '../types/OpenId.js'

/**
 * The services plugins offer each other, by key: one plugin provides a key with `ctx.provide`, the
 * plugins that list it in `dependencies` take it with `ctx.need`. A plugin types its key by
 * declaration merging (`declare module 'portico/core' { interface ServiceRegistry { clock: Clock } }`),
 * so both sides agree on the service's type without importing each other.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by plugins
export interface ServiceRegistry {}

/** A service's key: the keys merged into `ServiceRegistry` autocomplete; any other string is allowed, typed unknown. */
export type ServiceKey = OpenId<ServiceRegistry>

/** The type of the service under `key`: its `ServiceRegistry` entry, unknown for a key not merged there. */
export type ServiceOf<K extends ServiceKey> = K extends keyof ServiceRegistry ? ServiceRegistry[K] : unknown
