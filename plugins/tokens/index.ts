// portico/plugins/tokens: the Account view's Tokens tab, the native currency and the namespace's
// tokens with balances and fiat values. Importing it loads no React: react/ draws tab kind 'tokens'.
export { tokens, type TokensOptions } from './tokens.js'
