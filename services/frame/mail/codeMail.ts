import type { CodePurpose } from '../auth/emailCodes.js'
import type { OutgoingMail } from './createMailer.js'

/**
 * The mail that carries a code: the code in the subject as well as the body, so a visitor reads
 * it from the notification. Plain text, nothing to click: a link would teach visitors to follow
 * links in mail that claims to be a sign-in.
 */
export function codeMail(options: { purpose: CodePurpose; to: string; code: string; ttlMs: number; newEmail?: string }): OutgoingMail {
  const minutes = Math.max(1, Math.round(options.ttlMs / 60_000))
  const expiry = `It expires in ${minutes} minute${minutes === 1 ? '' : 's'} and works once.`
  const ignore = 'If you did not ask for it, ignore this mail: nothing happens without the code.'
  if (options.purpose === 'login') {
    return {
      to: options.to,
      subject: `${options.code} is your sign-in code`,
      text: `Your sign-in code is ${options.code}\n\n${expiry}\n${ignore}\n`,
    }
  }
  const what = options.purpose === 'update-primary'
    ? `to confirm from your current address that your wallet's email changes to ${options.newEmail ?? 'a new address'}`
    : 'to confirm this new address for your wallet'
  return {
    to: options.to,
    subject: `${options.code} is your email change code`,
    text: `Your code ${what} is ${options.code}\n\n${expiry}\n${ignore}\n`,
  }
}
