import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button";
import { buttonVariants } from "./button-variants";

describe("Button", () => {
  it("renders a button with the default variant and size", () => {
    render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.tagName).toBe("BUTTON");
    expect(button).toHaveAttribute("data-slot", "button");
    expect(button).toHaveAttribute("data-variant", "default");
    expect(button).toHaveClass("bg-primary", "text-primary-foreground");
  });

  it("gives each variant its own classes", () => {
    const variants = [
      "default",
      "secondary",
      "outline",
      "ghost",
      "destructive",
      "link",
    ] as const;
    const classes = variants.map((variant) => buttonVariants({ variant }));
    expect(new Set(classes).size).toBe(variants.length);

    render(
      <>
        <Button variant="destructive">Delete</Button>
        <Button variant="outline">Cancel</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Delete" })).toHaveClass(
      "bg-destructive",
    );
    const outline = screen.getByRole("button", { name: "Cancel" });
    expect(outline).toHaveClass("border-input");
    expect(outline).not.toHaveClass("bg-primary");
  });

  it("gives each size its own classes", () => {
    const sizes = ["sm", "default", "lg", "icon"] as const;
    const classes = sizes.map((size) => buttonVariants({ size }));
    expect(new Set(classes).size).toBe(sizes.length);
  });

  it("lets className override conflicting variant classes", () => {
    render(<Button className="bg-success">Go</Button>);
    const button = screen.getByRole("button", { name: "Go" });
    expect(button).toHaveClass("bg-success");
    expect(button).not.toHaveClass("bg-primary");
  });

  it("renders its child element when asChild is set", () => {
    render(
      <Button asChild variant="outline">
        <a href="/projects">Browse projects</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Browse projects" });
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/projects");
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link).toHaveClass("border-input");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("fires onClick when enabled", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Apply</Button>);
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("does not fire onClick when disabled", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Apply
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Apply" });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("passes ref through props", () => {
    let node: HTMLButtonElement | null = null;
    render(
      <Button
        ref={(el) => {
          node = el;
        }}
      >
        Ref
      </Button>,
    );
    expect(node).toBe(screen.getByRole("button", { name: "Ref" }));
  });
});
