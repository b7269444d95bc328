// portico/plugins/send: the Account view's Send button and view. Importing it loads no React:
// react/ draws kind 'send' (a lazy chunk) over core's send action.
export { send, SEND_FEATURE_ID, SEND_VIEW_ID } from './send.js'
