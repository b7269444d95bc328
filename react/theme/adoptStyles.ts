/**
 * Gives a shadow root its stylesheet. A constructed sheet rather than a `<style>` element: an
 * element fires a load event once parsed, which the React listeners on a portal's container catch
 * and dispatch, so a page's first script would pay for React's event system as well. Browsers
 * without constructed sheets (Safari before 16.4) get the element.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(css)
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = css
  root.prepend(style)
}
