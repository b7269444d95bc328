import { http, HttpResponse, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readDiscordProfile, readFacebookProfile, readGitHubProfile, readXProfile } from '../../../../services/frame/social/readOAuthProfiles.js'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

/** A handler answering `body` only to the right bearer token (and 401 otherwise). */
const bearerOnly = (body: JsonBodyType) => ({ request }: { request: Request }) =>
  request.headers.get('authorization') === 'Bearer tok' ? HttpResponse.json(body) : new HttpResponse(null, { status: 401 })

describe('reading an OAuth provider\'s profile', () => {
  it('rule: GitHub gives its user id and login, and the primary address only when GitHub verified it', async () => {
    server.use(
      http.get('https://api.github.com/user', bearerOnly({ id: 583231, login: 'octocat', name: 'The Octocat', email: null })),
      http.get('https://api.github.com/user/emails', bearerOnly([
        { email: 'old@example.com', primary: false, verified: true },
        { email: 'octo@example.com', primary: true, verified: true },
      ])),
    )
    expect(await readGitHubProfile('tok', fetch)).toEqual({ subject: '583231', email: 'octo@example.com', emailVerified: true, userName: 'octocat' })
    server.use(http.get('https://api.github.com/user/emails', bearerOnly([{ email: 'octo@example.com', primary: true, verified: false }])))
    expect(await readGitHubProfile('tok', fetch)).toMatchObject({ email: null, emailVerified: false })
  })

  it('rule: Discord\'s email counts as verified only with verified: true', async () => {
    server.use(http.get('https://discord.com/api/users/@me', bearerOnly({ id: '80351110224678912', username: 'nelly', global_name: 'Nelly', email: 'nelly@example.com', verified: true })))
    expect(await readDiscordProfile('tok', fetch)).toEqual({ subject: '80351110224678912', email: 'nelly@example.com', emailVerified: true, userName: 'Nelly' })
    server.use(http.get('https://discord.com/api/users/@me', bearerOnly({ id: '1', username: 'nelly', email: 'nelly@example.com', verified: false })))
    expect(await readDiscordProfile('tok', fetch)).toMatchObject({ email: 'nelly@example.com', emailVerified: false, userName: 'nelly' })
  })

  it('rule: X gives no email: its account is one of its own', async () => {
    server.use(http.get('https://api.x.com/2/users/me', bearerOnly({ data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } })))
    expect(await readXProfile('tok', fetch)).toEqual({ subject: '2244994945', email: null, emailVerified: false, userName: 'XDevelopers' })
  })

  it('rule: Facebook\'s Graph /me asks for id, name and email, and its unconfirmed-or-not email names no account', async () => {
    server.use(http.get('https://graph.facebook.com/v19.0/me', ({ request }) =>
      new URL(request.url).searchParams.get('fields') === 'id,name,email' ? bearerOnly({ id: '10158', name: 'Fay Book', email: 'fay@example.com' })({ request }) : new HttpResponse(null, { status: 400 })))
    expect(await readFacebookProfile('tok', fetch)).toEqual({ subject: '10158', email: 'fay@example.com', emailVerified: false, userName: 'Fay Book' })
  })

  it('rule: a refused read or a profile of the wrong shape fails the sign-in', async () => {
    server.use(http.get('https://api.x.com/2/users/me', () => new HttpResponse(null, { status: 401 })))
    await expect(readXProfile('tok', fetch)).rejects.toThrow('api.x.com answered 401')
    server.use(http.get('https://discord.com/api/users/@me', bearerOnly({ username: 'no id' })))
    await expect(readDiscordProfile('tok', fetch)).rejects.toThrow()
  })
})
