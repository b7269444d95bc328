import { HttpError } from './HttpError.js'

/** Real ids are far shorter (SPEC's clients cap them at 256); longer is hostile or broken. */
export const MAX_PARAM_LENGTH = 256

export type PathMatcher = (segments: readonly string[]) => Record<string, string> | undefined

/**
 * Turns '/a/:id' into a matcher over a request path's raw segments. Segments are compared and
 * decoded one by one, so an encoded slash (`%2F`) inside a parameter never splits it.
 */
export function compilePath(path: string): PathMatcher {
  if (!path.startsWith('/')) throw new Error(`route path "${path}" must start with /`)
  const parts = path.split('/').slice(1)
  return (segments) => {
    if (segments.length !== parts.length) return undefined
    // Literals first: a path that does not match is a 404 whatever its parameters hold.
    if (parts.some((part, i) => (part.startsWith(':') ? segments[i] === '' : part !== segments[i]))) return undefined
    const params: Record<string, string> = {}
    parts.forEach((part, i) => {
      if (part.startsWith(':')) params[part.slice(1)] = decodeParam(segments[i]!)
    })
    return params
  }
}

/** Splits a path into raw segments: '/a/b%2Fc' gives ['a', 'b%2Fc']. */
export const splitPath = (pathname: string): string[] => pathname.split('/').slice(1)

function decodeParam(segment: string): string {
  let value: string
  try {
    value = decodeURIComponent(segment)
  } catch {
    throw new HttpError(400, 'a path segment is not valid percent-encoding')
  }
  if (value.length > MAX_PARAM_LENGTH) throw new HttpError(400, `a path parameter may hold at most ${MAX_PARAM_LENGTH} characters`)
  if (value.includes('\u0000')) throw new HttpError(400, 'a path parameter may not contain NUL characters')
  return value
}
