/** What stays reachable behind a modal layer: the toasts, which report what the layer's actions did. */
const STAYS_REACHABLE = '.dw-toaster';

/**
 * Makes everything in the document outside `layer` inert (no focus, no clicks, hidden from
 * assistive technology), except `keep`, so a modal dialog or a fullscreen reader is all a
 * keyboard or screen-reader user can reach. Elements that were inert already are left alone.
 * Returns the function that undoes exactly what this call did.
 */
export function inertOutside(layer: HTMLElement, keep = STAYS_REACHABLE): () => void {
  const made: HTMLElement[] = [];
  const makeInert = (element: Element) => {
    if (!(element instanceof HTMLElement) || element.inert || element.matches(keep)) return;
    if (element.querySelector(keep)) {
      // Holds something that stays reachable: make its other parts inert instead.
      for (const child of Array.from(element.children)) makeInert(child);
      return;
    }
    element.inert = true;
    made.push(element);
  };
  for (let node: Element = layer; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) if (sibling !== node) makeInert(sibling);
  }
  return () => {
    for (const element of made) element.inert = false;
  };
}
