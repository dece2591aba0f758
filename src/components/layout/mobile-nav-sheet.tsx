import type { ReactNode, RefObject } from "react";
import { LogoMark } from "@/components/logo";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
} from "@/components/ui/sheet";
import { NavLinks } from "./nav-links";

export default function MobileNavSheet({
  open,
  onOpenChange,
  returnFocusTo,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  footer?: (close: () => void) => ReactNode;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        className="flex w-72 flex-col gap-6 p-6"
        onCloseAutoFocus={(event) => {
          // No Radix trigger here: hand focus back to the menu button ourselves.
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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
