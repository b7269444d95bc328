/** What the login page shows: the provider it stands in for and where its two buttons post. */
export interface InteractionPageParameters {
  /** The provider's display name, e.g. `GitHub`. */
  providerName: string
  loginAction: string
  cancelAction: string
  /** A line above the form after a refused submission. */
  problem?: string
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The stand-in's login form: a real form a browser test fills by its labels (Email, Name) and
 * buttons (Sign in, Cancel), saying plainly that it is not the provider itself. No script: the
 * page is served with a CSP that allows none.
 */
export function interactionPage(parameters: InteractionPageParameters): string {
  const provider = escapeHtml(parameters.providerName)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in to ${provider}</title>
<style>
  body { font: 16px/1.4 system-ui, sans-serif; max-width: 22rem; margin: 3rem auto; padding: 0 1rem; }
  label { display: block; margin: 0.75rem 0 0.25rem; }
  input { width: 100%; box-sizing: border-box; padding: 0.5rem; font: inherit; }
  .buttons { display: flex; gap: 0.5rem; margin-top: 1rem; }
  button { flex: 1; padding: 0.5rem; font: inherit; }
  .note { color: #555; font-size: 0.875rem; }
  .problem { color: #a00; }
</style>
</head>
<body>
<main>
<h1>Sign in to ${provider}</h1>
<p class="note">The local stand-in for ${provider} (Portico's development OpenID provider): any email signs in.</p>
${parameters.problem ? `<p class="problem" role="alert">${escapeHtml(parameters.problem)}</p>` : ''}
<form method="post" action="${escapeHtml(parameters.loginAction)}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required>
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" required>
<div class="buttons">
<button type="submit">Sign in</button>
<button type="submit" formaction="${escapeHtml(parameters.cancelAction)}" formnovalidate>Cancel</button>
</div>
</form>
</main>
</body>
</html>
`
}
