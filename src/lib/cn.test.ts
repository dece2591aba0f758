import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("joins class names and drops falsy values", () => {
    const hidden = false;
    expect(cn("px-2", hidden && "hidden", null, undefined, "py-1")).toBe(
      "px-2 py-1",
    );
  });

  it("accepts arrays and objects like clsx", () => {
    expect(cn(["a", ["b"]], { c: true, d: false })).toBe("a b c");
  });

  it("lets the later class win on a Tailwind conflict", () => {
    expect(cn("px-2 py-1", "px-4")).toBe("py-1 px-4");
    expect(cn("bg-primary", "bg-destructive")).toBe("bg-destructive");
    expect(cn("rounded-md", "rounded-xl")).toBe("rounded-xl");
  });

  it("keeps classes that only look alike", () => {
    expect(cn("text-sm", "text-muted-foreground")).toBe(
      "text-sm text-muted-foreground",
    );
    expect(cn("p-2", "hover:p-4")).toBe("p-2 hover:p-4");
  });

  it("knows the custom type scale", () => {
    expect(cn("text-foreground", "text-display")).toBe(
      "text-foreground text-display",
    );
    expect(cn("text-sm", "text-h2")).toBe("text-h2");
    expect(cn("text-small", "text-body")).toBe("text-body");
  });

  it("knows the custom shadows and animations", () => {
    expect(cn("shadow-card", "shadow-card-hover")).toBe("shadow-card-hover");
    expect(cn("animate-fade-in", "animate-pulse")).toBe("animate-pulse");
  });

  it("merges token colours with opacity modifiers", () => {
    expect(cn("bg-category-design/10", "bg-category-nocode/10")).toBe(
      "bg-category-nocode/10",
    );
  });
});
