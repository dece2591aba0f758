import type { ReactNode } from "react";

/**
 * A content page's opening, centred: a small kicker (the footer group it
 * belongs to, e.g. "Resources"), the page's h1 and a lead paragraph.
 */
export function PageIntro({
  kicker,
  title,
  children,
}: {
  kicker: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <header className="mx-auto flex max-w-2xl flex-col gap-4 text-center">
      <p className="text-sm font-medium text-primary">{kicker}</p>
      <h1 className="text-h1 tracking-tight">{title}</h1>
      <p className="text-lg text-muted-foreground">{children}</p>
    </header>
  );
}
