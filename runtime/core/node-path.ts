// A node's address inside a root as element child indexes. The visible and interaction strategies
// hold a click back while the chunk loads; a React island re-renders its subtree, so the clicked
// node is found again by where it was, not by identity. Text nodes do not count: the server's
// markup has whitespace between its elements that React does not render.

export function pathTo(root: Element, node: Node): number[] {
  const path: number[] = [];
  for (let n: Element | null = node instanceof Element ? node : node.parentElement; n && n !== root; n = n.parentElement) {
    if (!n.parentElement) return [];
    path.unshift([...n.parentElement.children].indexOf(n));
  }
  return path;
}

export function nodeAt(root: Element, path: number[]): Element | null {
  let n: Element | null = root;
  for (const i of path) n = n?.children[i] ?? null;
  return n;
}
