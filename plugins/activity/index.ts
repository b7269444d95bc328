// portico/plugins/activity: the Account view's Activity tab, the account's transactions on the
// active network. Importing it loads no React: react/ draws tab kind 'activity'.
export { activity, type ActivityOptions } from './activity.js'
