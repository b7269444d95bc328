import { codedErrorClass } from './PorticoError.js'

/** The router's refusals. SPEC gives no visitor text for them; they reach the code that asked. */
export const routerErrors = {
  TRANSACTION_LIMIT: 'Too many pending transactions',
} as const

export const RouterError = codedErrorClass('RouterError', routerErrors)
export type RouterError = InstanceType<typeof RouterError>
export type RouterErrorCode = keyof typeof routerErrors
