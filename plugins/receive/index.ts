// portico/plugins/receive: the Account view's Receive button and view. Importing it loads no
// React: react/ draws kind 'receive' from the connected account.
export { receive, RECEIVE_FEATURE_ID, RECEIVE_VIEW_ID } from './receive.js'
