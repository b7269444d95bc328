/**
 * Gives a shadow root its stylesheet. A constructed sheet rather than a `<style>` element: an
 * element fires a load event once parsed, which the React listeners on a portal's container catch
 * and dispatch, so a page's first script would pay for React's event system as well. Browsers
 * without constructed sheets (Safari before 16.4) get the element.
 *
 * `shared` holds the sheet made for each document, so that every root given the same `css` with
 * it adopts one parsed sheet (Blink shares the parse of identical `<style>` texts, not of sheets).
 */
export function adoptStyles(root: ShadowRoot, css: string, shared?: WeakMap<Document, CSSStyleSheet>): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = shared?.get(root.ownerDocument)
    if (!sheet) {
      sheet = new CSSStyleSheet()
      sheet.replaceSync(css)
      shared?.set(root.ownerDocument, sheet)
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
    return
  }
  const style = root.ownerDocument.createElement('style')
  style.textContent = css
  root.prepend(style)
}
