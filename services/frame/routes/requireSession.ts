import { findSession, type FoundSession } from '../auth/sessions.js'
import type { FrameDeps } from '../FrameDeps.js'
import { FrameServerError } from '../FrameServerError.js'

/** The session of the request's Bearer token (its account key and how it was opened), or a 401 `UNAUTHORIZED`. */
export async function requireSession(deps: FrameDeps, bearer: string | undefined): Promise<FoundSession & { token: string }> {
  const session = bearer === undefined ? undefined : await findSession(deps.sql, bearer, deps.now())
  if (!session || bearer === undefined) throw new FrameServerError('UNAUTHORIZED')
  return { ...session, token: bearer }
}
