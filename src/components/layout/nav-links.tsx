import { NavLink, useLocation } from "react-router-dom";
import { isNavActive, mainNav } from "@/config/paths";
import { cn } from "@/lib/cn";

/** The five main nav items; Home is active only on "/", others by prefix. */
export function NavLinks({
  orientation = "horizontal",
  onNavigate,
}: {
  orientation?: "horizontal" | "vertical";
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <ul
      className={cn(
        "flex",
        orientation === "horizontal" ? "items-center gap-1" : "flex-col gap-1",
      )}
    >
      {mainNav.map((item) => {
        const active = isNavActive(pathname, item);
        return (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={cn(
                "flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors duration-150 md:min-h-9",
                active
                  ? "bg-primary/10 text-primary"
                  : "text-muted-foreground hover:bg-muted hover:text-foreground",
              )}
            >
              {item.label}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
