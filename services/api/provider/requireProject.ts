import * as z from 'zod'
import type { Sql } from '../db/Sql.js'
import { HttpError } from '../http/HttpError.js'
import { parseInput, queryRecord } from '../http/parseInput.js'
import { findProject } from '../projects/findProject.js'
import type { Project } from '../projects/Project.js'
import type { ProjectLookup } from '../projects/createProjectLookup.js'

/** SPEC section 7: every call carries the project id, the sdk type and the sdk version. */
export const PROJECT_PARAMETERS = ['projectId', 'st', 'sv'] as const

const projectQuerySchema = z.object({
  projectId: z.string().max(256, 'must be at most 256 characters'),
  st: z.string().max(64, 'must be at most 64 characters'),
  sv: z.string().max(64, 'must be at most 64 characters'),
})

export interface ProjectCall {
  project: Project
  sdkType: string
  sdkVersion: string
  /** The whole query, each key once (see queryRecord). */
  query: Record<string, string>
}

/** The message the widget's client reads as "this project id is not valid" (SPEC section 8). */
export const INVALID_PROJECT_ID = 'Invalid project id'

/**
 * Checks a call's project parameters: 400 when one is missing, empty or overlong, 403 when the
 * project id names no project. Extensions call it too, so every endpoint refuses alike. A hot
 * route passes a remembering `lookup` (createProjectLookup).
 */
export async function requireProject(sql: Sql, url: URL, lookup: ProjectLookup = findProject): Promise<ProjectCall> {
  const query = queryRecord(url)
  const missing = PROJECT_PARAMETERS.filter((key) => !query[key])
  if (missing.length > 0) {
    throw new HttpError(400, `the query parameter${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} required`)
  }
  const { projectId, st, sv } = parseInput(projectQuerySchema, query, 'query')
  const project = await lookup(sql, projectId)
  if (!project) throw new HttpError(403, INVALID_PROJECT_ID)
  return { project, sdkType: st, sdkVersion: sv, query }
}
