import * as z from 'zod'

// What nodes send is parsed, never cast: a hostile or broken endpoint must fail a tick, not
// write nonsense. Addresses and hashes are lowercased here so every comparison downstream is exact.

const lower = (value: string) => value.toLowerCase()

export const HexDataSchema = z.string().regex(/^0x(?:[0-9a-fA-F]{2})*$/, 'expected 0x-prefixed hex bytes')
export const QuantitySchema = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/, 'expected a hex quantity').transform((value) => BigInt(value))
export const AddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'expected an address').transform(lower)
export const HashSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected a 32-byte hash').transform(lower)

/** Block numbers, indices and timestamps: far below 2^53 on any real chain, so plain numbers. */
const SmallQuantitySchema = QuantitySchema.refine((value) => value <= BigInt(Number.MAX_SAFE_INTEGER), 'quantity too large').transform(Number)

export const ChainTransactionSchema = z.object({
  hash: HashSchema,
  from: AddressSchema,
  to: AddressSchema.nullable().optional(),
  value: QuantitySchema,
  input: HexDataSchema,
  transactionIndex: SmallQuantitySchema,
})

export const ChainBlockSchema = z.object({
  number: SmallQuantitySchema,
  hash: HashSchema,
  parentHash: HashSchema,
  timestamp: SmallQuantitySchema,
  transactions: z.array(ChainTransactionSchema),
})

export const ChainLogSchema = z.object({
  address: AddressSchema,
  topics: z.array(HashSchema),
  data: HexDataSchema,
  logIndex: SmallQuantitySchema,
  removed: z.boolean().optional(),
})

export const ChainReceiptSchema = z.object({
  transactionHash: HashSchema,
  // Pre-Byzantium receipts carry a state root instead; such a transaction counts as confirmed.
  status: QuantitySchema.optional(),
  contractAddress: AddressSchema.nullable().optional(),
  logs: z.array(ChainLogSchema),
})

/** A block header only (eth_getBlockByNumber with full = false), for reorg checks. */
export const ChainBlockHeaderSchema = z.object({ number: SmallQuantitySchema, hash: HashSchema })

export type ChainTransaction = z.infer<typeof ChainTransactionSchema>
export type ChainBlock = z.infer<typeof ChainBlockSchema>
export type ChainLog = z.infer<typeof ChainLogSchema>
export type ChainReceipt = z.infer<typeof ChainReceiptSchema>
