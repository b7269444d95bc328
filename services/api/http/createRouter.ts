import { compilePath, splitPath, type PathMatcher } from './compilePath.js'
import type { Route } from './Route.js'

export type RouteMatch =
  | { kind: 'route'; route: Route; params: Record<string, string>; allow: readonly string[] }
  /** The path exists, but not for this method; `allow` lists the methods it has. */
  | { kind: 'method-not-allowed'; allow: readonly string[] }
  | { kind: 'not-found' }

export interface Router {
  match(method: string, pathname: string): RouteMatch
}

/**
 * Finds the route for a request. The same method and path mounted twice is refused; where two
 * patterns overlap, the one mounted first wins, so routes mounted later (the extensions') can add
 * paths but never take over one mounted before them. HEAD runs a GET route. Throws HttpError 400
 * when a matching path carries a malformed parameter.
 */
export function createRouter(routes: readonly Route[]): Router {
  const compiled: { route: Route; matcher: PathMatcher }[] = routes.map((route) => ({ route, matcher: compilePath(route.path) }))
  const seen = new Set<string>()
  for (const { route } of compiled) {
    const key = `${route.method} ${route.path}`
    if (seen.has(key)) throw new Error(`the route ${key} is mounted twice`)
    seen.add(key)
  }

  return {
    match(method, pathname) {
      const segments = splitPath(pathname)
      const wanted = method === 'HEAD' ? 'GET' : method
      const allow = new Set<string>()
      let found: { route: Route; params: Record<string, string> } | undefined
      for (const { route, matcher } of compiled) {
        const params = matcher(segments)
        if (!params) continue
        if (route.method === wanted && !found) found = { route, params }
        allow.add(route.method)
      }
      if (allow.size === 0) return { kind: 'not-found' }
      if (allow.has('GET')) allow.add('HEAD')
      allow.add('OPTIONS')
      return found ? { kind: 'route', ...found, allow: [...allow] } : { kind: 'method-not-allowed', allow: [...allow] }
    },
  }
}
