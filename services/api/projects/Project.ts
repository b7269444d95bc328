/** One entry of GET /appkit/v1/config's `features` (SPEC sections 6 and 7). */
export interface ProjectFeature {
  id: string
  isEnabled: boolean
  /** Per feature: the socials' provider names, the on-ramp's provider names; null when none. */
  config: unknown
}

/** A project as the projects table holds it. */
export interface Project {
  id: string
  name: string
  /** Origins or wildcard patterns (`http://localhost:*`), as core/api/checkOrigin.ts reads them. */
  allowedOrigins: string[]
  features: ProjectFeature[]
  analyticsEnabled: boolean
}
