// portico/plugins/names: profile names and avatars of EVM accounts, shown in the Account header and
// the account button and accepted as Send's receiver. Importing it loads no React.
export { names, type NamesOptions } from './names.js'
