// A node's address inside a root as child indexes. The interaction strategy holds the first click
// back while the chunk loads; a React island re-renders its subtree, so the clicked node is found
// again by where it was, not by identity.

export function pathTo(root: Element, node: Node): number[] {
  const path: number[] = [];
  for (let n: Node | null = node; n && n !== root; n = n.parentNode) {
    if (!n.parentNode) return [];
    path.unshift(Array.prototype.indexOf.call(n.parentNode.childNodes, n));
  }
  return path;
}

export function nodeAt(root: Element, path: number[]): Node | null {
  let n: Node | null = root;
  for (const i of path) n = n?.childNodes[i] ?? null;
  return n;
}
