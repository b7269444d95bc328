import type { ViewProps } from '../viewRegistry.js'
import EmailOtpView from './EmailOtpView.js'
import EmailUpdateView from './EmailUpdateView.js'

/**
 * The chunk of both email view kinds: a code view ('email-otp') is registered with its login
 * method, as it waits for that login's connection; the address change ('email-update') is not, as
 * it is opened on a connection already held, and takes its login method from the view's data.
 */
export default function EmailViews(props: ViewProps) {
  return props.loginMethod === undefined ? <EmailUpdateView {...props} /> : <EmailOtpView {...props} />
}
