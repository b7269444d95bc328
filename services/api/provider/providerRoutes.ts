import type { Route } from '../http/Route.js'
import { analyticsEventRoute, type AnalyticsEventRouteOptions } from './analyticsEventRoute.js'
import { assetImageRoutes } from './assetImageRoutes.js'
import { projectRoutes } from './projectRoutes.js'
import { walletRoutes } from './walletRoutes.js'

/** Every endpoint of SPEC section 7's provider API. */
export function providerRoutes(options: AnalyticsEventRouteOptions = {}): Route[] {
  return [...projectRoutes(), ...walletRoutes(), ...assetImageRoutes(), analyticsEventRoute(options)]
}
