import type { Sql } from '../db/Sql.js'
import type { Project } from './Project.js'

/** Creates the project or replaces every field of the one with its id. */
export async function upsertProject(sql: Sql, project: Project): Promise<void> {
  await sql.query(
    `INSERT INTO projects (id, name, allowed_origins, features, analytics_enabled)
     VALUES ($1, $2, $3::text::jsonb, $4::text::jsonb, $5)
     ON CONFLICT (id) DO UPDATE SET
       name = EXCLUDED.name,
       allowed_origins = EXCLUDED.allowed_origins,
       features = EXCLUDED.features,
       analytics_enabled = EXCLUDED.analytics_enabled`,
    [project.id, project.name, JSON.stringify(project.allowedOrigins), JSON.stringify(project.features), project.analyticsEnabled],
  )
}
