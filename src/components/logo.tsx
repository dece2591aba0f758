import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

/** The Buildmates mark: two interlocking rounded squares on the accent gradient. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden
      className={cn("size-8 shrink-0", className)}
    >
      <defs>
        <linearGradient id="bm-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#7c3aed" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#bm-mark)" />
      <rect
        x="7"
        y="7"
        width="12"
        height="12"
        rx="3.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
      />
      <rect
        x="13"
        y="13"
        width="12"
        height="12"
        rx="3.5"
        fill="none"
        stroke="#fff"
        strokeOpacity=".8"
        strokeWidth="2.5"
      />
    </svg>
  );
}

/** Full logo; the word mark hides on small screens (compact logo). */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn(
        "flex min-h-11 min-w-11 items-center gap-2 rounded-md font-semibold tracking-tight",
        className,
      )}
      aria-label="Buildmates home"
    >
      <LogoMark />
      <span className="hidden text-lg sm:inline">Buildmates</span>
    </Link>
  );
}
