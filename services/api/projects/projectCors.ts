import { isOriginAllowed } from '../../../core/api/checkOrigin.js'
import type { Sql } from '../db/Sql.js'
import type { CorsGrant, CorsPolicy } from '../http/registerCors.js'
import { createProjectLookup, type ProjectLookup, type ProjectLookupOptions } from './createProjectLookup.js'

/** Read by any page: the widget learns from it that its page is not allowed, and says so. */
const PUBLIC_PATHS: ReadonlySet<string> = new Set(['/projects/v1/origins'])
export interface ProjectCorsOptions extends ProjectLookupOptions {
  /** The instance's remembered projects, shared with its routes; one of its own otherwise. */
  lookup?: ProjectLookup
}

/**
 * CORS by project: a page may read the answers of a project's routes (and reach a private network
 * for them) only from an origin the project allows. Requests without a page (no Origin) or naming
 * no known project are open, since they hold nothing of a project's: the widget must be able to
 * read the 403 of an unknown project id to say so. The allowed origins are looked up once per
 * `ttlMs` per project, not on every request.
 */
export function projectCors(sql: Sql, options: ProjectCorsOptions = {}): CorsPolicy {
  const lookup = options.lookup ?? createProjectLookup(options)
  const originsOf = async (id: string) => (await lookup(sql, id))?.allowedOrigins

  return async (origin, url): Promise<CorsGrant> => {
    const open: CorsGrant = { allowOrigin: '*', privateNetwork: false }
    const projectId = url?.searchParams.get('projectId')
    if (origin === undefined || !projectId) return open
    const origins = await originsOf(projectId)
    if (origins === undefined) return open
    const allowed = isOriginAllowed(origin, origins)
    if (url && PUBLIC_PATHS.has(url.pathname)) return { allowOrigin: '*', privateNetwork: allowed }
    return allowed ? { allowOrigin: origin, privateNetwork: true } : { allowOrigin: undefined, privateNetwork: false }
  }
}
