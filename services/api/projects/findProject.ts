import type { Sql } from '../db/Sql.js'
import type { Project, ProjectFeature } from './Project.js'

interface ProjectRow extends Record<string, unknown> {
  id: string
  name: string
  allowed_origins: unknown
  features: unknown
  analytics_enabled: boolean
}

/** The project with this id, or undefined. */
export async function findProject(sql: Sql, id: string): Promise<Project | undefined> {
  const [row] = await sql.query<ProjectRow>(
    'SELECT id, name, allowed_origins, features, analytics_enabled FROM projects WHERE id = $1',
    [id],
  )
  if (!row) return undefined
  return {
    id: row.id,
    name: row.name,
    // jsonb written by hand could hold anything; a malformed column reads as empty, not as a crash.
    allowedOrigins: Array.isArray(row.allowed_origins) ? row.allowed_origins.filter((origin): origin is string => typeof origin === 'string') : [],
    features: Array.isArray(row.features) ? row.features.filter(isFeature) : [],
    analyticsEnabled: row.analytics_enabled,
  }
}

function isFeature(value: unknown): value is ProjectFeature {
  if (typeof value !== 'object' || value === null) return false
  const { id, isEnabled } = value as Record<string, unknown>
  return typeof id === 'string' && typeof isEnabled === 'boolean'
}
