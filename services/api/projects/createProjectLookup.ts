import type { Sql } from '../db/Sql.js'
import { findProject } from './findProject.js'
import type { Project } from './Project.js'

/** Projects remembered at once; past it the memory starts afresh. */
const MAX_CACHED = 1_000

export interface ProjectLookupOptions {
  /** How long a project is remembered: an edit reaches every instance within it. */
  ttlMs?: number
  now?: () => number
}

export type ProjectLookup = (sql: Sql, id: string) => Promise<Project | undefined>

/**
 * findProject, remembered per id for `ttlMs` (an unknown id too), so the hot routes ask the
 * database for a project once per interval instead of on every request.
 */
export function createProjectLookup(options: ProjectLookupOptions = {}): ProjectLookup {
  const ttlMs = options.ttlMs ?? 2_000
  const now = options.now ?? Date.now
  const cache = new Map<string, { at: number; project: Promise<Project | undefined> }>()
  return (sql, id) => {
    const cached = cache.get(id)
    if (cached && now() - cached.at < ttlMs) return cached.project
    const project = findProject(sql, id)
    if (cache.size >= MAX_CACHED) cache.clear()
    cache.set(id, { at: now(), project })
    // A failed read is not remembered.
    project.catch(() => cache.get(id)?.project === project && cache.delete(id))
    return project
  }
}
