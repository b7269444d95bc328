import { ALLOWED_ORIGIN, PROJECT_ID, type TestFrame } from './useFrame.js'

export const SAMPLE_WALLET = {
  addresses: { eip155: `0x${'cd'.repeat(20)}`, solana: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T' },
  authShare: Buffer.from('the auth share').toString('base64'),
  recoveryShare: Buffer.from('the sealed recovery share').toString('base64'),
}

/** Signs `email` in through the mailbox, as the frame page does, and gives the session token. */
export async function signIn(frame: TestFrame, email: string, ip: string): Promise<string> {
  const started = await frame.post('/v1/email/start', { projectId: PROJECT_ID, origin: ALLOWED_ORIGIN, email }, { ip })
  if (started.status !== 200) throw new Error(`start answered ${started.status}: ${await started.text()}`)
  const verified = await frame.post('/v1/email/verify', { email, otp: await frame.codeFor(email) }, { ip })
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}: ${await verified.text()}`)
  return ((await verified.json()) as { token: string }).token
}
