import { Menu } from "lucide-react";
import { useState, type ReactNode } from "react";
import { LogoMark } from "@/components/logo";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { NavLinks } from "./nav-links";

/** The slide-out menu used below the md breakpoint. */
export function MobileNav({
  footer,
}: {
  footer?: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="size-11 md:hidden">
          <Menu aria-hidden />
          <span className="sr-only">Open menu</span>
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="flex w-72 flex-col gap-6 p-6">
        <div className="flex items-center gap-2">
          <LogoMark />
          <SheetTitle className="text-lg font-semibold">Buildmates</SheetTitle>
        </div>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <nav aria-label="Mobile">
          <NavLinks orientation="vertical" onNavigate={close} />
        </nav>
        {footer ? <div className="mt-auto">{footer(close)}</div> : null}
      </SheetContent>
    </Sheet>
  );
}
