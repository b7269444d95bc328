import type { Route } from '../http/Route.js'
import type { ProjectLookup } from '../projects/createProjectLookup.js'
import { analyticsEventRoute, type AnalyticsEventRouteOptions } from './analyticsEventRoute.js'
import { assetImageRoutes } from './assetImageRoutes.js'
import { projectRoutes } from './projectRoutes.js'
import { walletRoutes } from './walletRoutes.js'

/** Every endpoint of SPEC section 7's provider API. */
export interface ProviderRoutesOptions extends AnalyticsEventRouteOptions {
  /** The instance's remembered projects, shared with its CORS policy. */
  projects?: ProjectLookup
}

export function providerRoutes(options: ProviderRoutesOptions = {}): Route[] {
  return [...projectRoutes(), ...walletRoutes(options.projects), ...assetImageRoutes(), analyticsEventRoute(options)]
}
