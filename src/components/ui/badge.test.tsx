import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";
import { badgeVariants } from "./badge-variants";

describe("Badge", () => {
  it("has distinct classes per variant", () => {
    const variants = [
      "default",
      "secondary",
      "outline",
      "destructive",
      "success",
      "warning",
    ] as const;
    const classes = variants.map((variant) => badgeVariants({ variant }));
    expect(new Set(classes).size).toBe(variants.length);
  });

  it("accepts token tints from the caller", () => {
    render(
      <Badge
        variant="outline"
        className="border-transparent bg-category-design/10 text-category-design"
      >
        Design
      </Badge>,
    );
    const badge = screen.getByText("Design");
    expect(badge).toHaveClass("bg-category-design/10", "text-category-design");
    expect(badge).not.toHaveClass("border-border", "text-foreground");
  });
});
