import type { Route } from '../http/Route.js'
import { requireProject } from './requireProject.js'

/**
 * The project's own answers (SPEC sections 6 to 8): its remote features, its allowed origins and
 * whether it takes analytics. An unknown project id is a 403 on each.
 */
export function projectRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: '/appkit/v1/config',
      async handle(request, { sql }) {
        const { project } = await requireProject(sql, request.url)
        return { status: 200, body: { features: project.features } }
      },
    },
    {
      method: 'GET',
      path: '/projects/v1/origins',
      async handle(request, { sql }) {
        const { project } = await requireProject(sql, request.url)
        return { status: 200, body: { allowedOrigins: project.allowedOrigins } }
      },
    },
    {
      method: 'GET',
      path: '/getAnalyticsConfig',
      async handle(request, { sql }) {
        const { project } = await requireProject(sql, request.url)
        return { status: 200, body: { isAnalyticsEnabled: project.analyticsEnabled } }
      },
    },
  ]
}
