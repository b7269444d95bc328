import * as z from 'zod'
import type { Identity } from '../auth/identities.js'

/** What an OAuth 2.0 provider's user-info read gives: the identity without its provider id. */
export type Profile = Omit<Identity, 'provider'>
export type ReadProfile = (accessToken: string, fetcher: typeof fetch) => Promise<Profile>

const text = z.string().max(512)
const id = z.union([z.string().min(1).max(128), z.number().int().nonnegative()]).transform(String)

async function readJson<S extends z.ZodType>(fetcher: typeof fetch, url: string, accessToken: string, schema: S, headers: Record<string, string> = {}): Promise<z.infer<S>> {
  const response = await fetcher(url, { headers: { accept: 'application/json', authorization: `Bearer ${accessToken}`, ...headers }, signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`${new URL(url).host} answered ${response.status} for ${new URL(url).pathname}`)
  return schema.parse(await response.json())
}

// GitHub wants a User-Agent on every API call.
const GITHUB_HEADERS = { accept: 'application/vnd.github+json', 'user-agent': 'portico-frame' }
const githubUser = z.object({ id, login: text, name: text.nullish() })
const githubEmails = z.array(z.object({ email: text, primary: z.boolean(), verified: z.boolean() })).max(100)

/** GitHub: /user for the id and login, /user/emails for the primary address, used only when GitHub verified it. */
export const readGitHubProfile: ReadProfile = async (accessToken, fetcher) => {
  const user = await readJson(fetcher, 'https://api.github.com/user', accessToken, githubUser, GITHUB_HEADERS)
  const emails = await readJson(fetcher, 'https://api.github.com/user/emails', accessToken, githubEmails, GITHUB_HEADERS)
  const primary = emails.find((entry) => entry.primary && entry.verified)
  return { subject: user.id, email: primary?.email ?? null, emailVerified: primary !== undefined, userName: user.login }
}

const discordUser = z.object({ id, username: text, global_name: text.nullish(), email: text.nullish(), verified: z.boolean().optional() })

/** Discord: /users/@me, whose `verified` says whether Discord verified its `email`. */
export const readDiscordProfile: ReadProfile = async (accessToken, fetcher) => {
  const user = await readJson(fetcher, 'https://discord.com/api/users/@me', accessToken, discordUser)
  return { subject: user.id, email: user.email ?? null, emailVerified: user.email != null && user.verified === true, userName: user.global_name ?? user.username }
}

const xUser = z.object({ data: z.object({ id, name: text, username: text }) })

/** X: /2/users/me. X's OAuth 2.0 gives no email, so an X account is an account of its own. */
export const readXProfile: ReadProfile = async (accessToken, fetcher) => {
  const { data } = await readJson(fetcher, 'https://api.x.com/2/users/me', accessToken, xUser)
  return { subject: data.id, email: null, emailVerified: false, userName: data.username }
}

const facebookUser = z.object({ id, name: text.optional(), email: text.optional() })

/**
 * Facebook: Graph /me with id, name and email. Graph says nothing of whether the address was
 * confirmed, so it never names an account: a Facebook visitor is an account of its own.
 */
export const readFacebookProfile: ReadProfile = async (accessToken, fetcher) => {
  const user = await readJson(fetcher, 'https://graph.facebook.com/v19.0/me?fields=id,name,email', accessToken, facebookUser)
  return { subject: user.id, email: user.email ?? null, emailVerified: false, ...(user.name ? { userName: user.name } : {}) }
}
