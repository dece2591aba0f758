import { Slot } from "@radix-ui/react-slot";
import type * as React from "react";
import { cn } from "@/lib/cn";
import { badgeVariants, type BadgeVariantProps } from "./badge-variants";

type BadgeProps = React.ComponentProps<"span"> &
  BadgeVariantProps & { asChild?: boolean };

function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : "span";
  return (
    <Comp
      data-slot="badge"
      data-variant={variant ?? "default"}
      className={cn(badgeVariants({ variant }), className)}
      {...props}
    />
  );
}

export { Badge, type BadgeProps };
