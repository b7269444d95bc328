import * as z from 'zod/mini'

/** GET /getAnalyticsConfig (SPEC section 7). */
export const analyticsConfigSchema = z.object({
  isAnalyticsEnabled: z.boolean(),
})

export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>
