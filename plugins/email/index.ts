// portico/plugins/email: the email login over the embedded wallet's frame. Register
// embeddedWallet({ frameUrl }) first. Importing it loads no React: react/ draws kind 'email'.
export { email, EMAIL_LOGIN_ID } from './email.js'
export { EmailError, emailErrors, type EmailErrorCode } from './EmailError.js'
export { isEmailAddress } from './isEmailAddress.js'
