import { invalidBody, isRecord } from './bodyShape.js'
import type { AnalyticsConfig } from './schemas/analyticsConfigSchema.js'

/**
 * GET /getAnalyticsConfig checked by hand, as analyticsConfigSchema does (a property test holds
 * them equal): the first open asks for it, and zod would otherwise load with it.
 */
export function readAnalyticsConfig(body: unknown): AnalyticsConfig {
  if (!isRecord(body) || typeof body.isAnalyticsEnabled !== 'boolean') {
    throw invalidBody('GET /getAnalyticsConfig', 'isAnalyticsEnabled: expected a boolean')
  }
  return { isAnalyticsEnabled: body.isAnalyticsEnabled }
}
