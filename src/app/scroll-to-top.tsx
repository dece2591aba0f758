import { useEffect } from "react";
import { useLocation } from "react-router-dom";

/** A new page starts at the top; a #hash scrolls to its target once it exists. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    document.getElementById(id)?.scrollIntoView();
  }, [pathname, hash]);
  return null;
}
