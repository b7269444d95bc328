import { isAddress, isHex } from 'viem'
import * as z from 'zod'

/** The body of `POST /v1/names`: a registration and the address's signature of its message. */
export const registerNameSchema = z.object({
  name: z.string().min(1).max(100),
  address: z.string().refine((value) => isAddress(value, { strict: false }), 'must be a 0x address of 40 hex digits'),
  issuedAt: z.string().max(40).refine((value) => !Number.isNaN(Date.parse(value)) && /^\d{4}-\d\d-\d\dT/.test(value), 'must be an ISO 8601 date and time'),
  signature: z.string().max(1000).refine((value) => isHex(value), 'must be 0x and hex digits'),
}).strict().describe('name registration')

export type RegisterNameBody = z.infer<typeof registerNameSchema>
