import type { ZodMiniType } from 'zod/mini'
import type { CheckLoader } from './createApiTransport.js'

/**
 * A zod schema as a body check. The schema, zod and the parser that applies them load with the
 * first request that needs them, e.g. `zodCheck('GET /x', () => import('./schemas/x.js').then((m) => m.xSchema))`,
 * so none of them is in a site's first bundle.
 */
export function zodCheck<T>(endpoint: string, loadSchema: () => Promise<ZodMiniType<T>>): CheckLoader<T> {
  return () => Promise.all([loadSchema(), import('./parseApiBody.js')]).then(([schema, { parseApiBody }]) =>
    (body: unknown) => parseApiBody(schema, body, endpoint))
}
