type Child = Node | string

/** A small element builder for the panel: text goes in as text nodes, never as markup. */
export function el<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  attributes: Readonly<Record<string, string>> = {},
  children: Child | readonly Child[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  element.append(...(typeof children === 'string' || children instanceof Node ? [children] : children))
  return element
}
