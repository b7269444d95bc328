import * as z from 'zod'
import { isOriginAllowed } from '../../../core/api/checkOrigin.js'
import type { Sql } from '../../api/db/Sql.js'
import { findProject } from '../../api/projects/findProject.js'
import type { FrameDeps } from '../FrameDeps.js'
import { FrameServerError } from '../FrameServerError.js'
import { originSchema, projectIdSchema } from '../frameSchemas.js'
import { defineFrameRoute, type FrameRoute } from '../http/FrameRoute.js'

export const originBodySchema = z.strictObject({ projectId: projectIdSchema, origin: originSchema })

/**
 * Whether the project lets `origin` embed the frame (SPEC sections 5 and 6), by the API's own
 * wildcard rule; an unknown project is a 404 `PROJECT_NOT_FOUND`.
 */
export async function isProjectOrigin(sql: Sql, projectId: string, origin: string): Promise<boolean> {
  const project = await findProject(sql, projectId)
  if (!project) throw new FrameServerError('PROJECT_NOT_FOUND')
  return isOriginAllowed(origin, project.allowedOrigins)
}

/** `POST /v1/origin`: the frame page asks before it answers its embedder at all. */
export function originRoutes(deps: FrameDeps): FrameRoute[] {
  return [
    defineFrameRoute({
      method: 'POST',
      path: '/v1/origin',
      body: originBodySchema,
      async handle({ body }) {
        return { status: 200, body: { allowed: await isProjectOrigin(deps.sql, body.projectId, body.origin) } }
      },
    }),
  ]
}
