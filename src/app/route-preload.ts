import { preloadRoute } from "./route-modules";

/**
 * Preloads a page's code as soon as a link to it is pointed at or focused, so
 * the click usually finds it loaded.
 *
 * One delegated listener on the document rather than a link component: it
 * covers every link of the app (the nav, cards, buttons rendered as links, the
 * footer, menus, plain anchors) without touching the 70-odd files that render
 * them or asking future ones to remember a special component, and it adds a
 * few hundred bytes to the entry. `pointerenter` does not bubble, so its
 * bubbling twin `pointerover` stands in for it (mouse, pen and touch alike);
 * `focusin` is the bubbling `focus`. A link elsewhere, in a new tab or to a
 * download is left alone, and each page's code is fetched once however often
 * it is hovered (route-modules.ts).
 */
export function preloadRoutesOnIntent(root: Document): () => void {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest("a[href]");
    if (!(link instanceof HTMLAnchorElement)) return;
    if (link.origin !== root.location.origin) return;
    if (link.target === "_blank" || link.hasAttribute("download")) return;
    preloadRoute(link.pathname);
  };
  root.addEventListener("pointerover", onIntent, { passive: true });
  root.addEventListener("focusin", onIntent);
  return () => {
    root.removeEventListener("pointerover", onIntent);
    root.removeEventListener("focusin", onIntent);
  };
}
