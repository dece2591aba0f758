import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Avatar, AvatarFallback, AvatarImage } from "./avatar";
import { avatarColor, initials } from "./avatar-color";

describe("Avatar", () => {
  it("shows coloured initials while there is no loaded image", () => {
    const name = "Ada Lovelace";
    render(
      <Avatar>
        <AvatarImage src="/missing.png" alt={name} />
        <AvatarFallback className={avatarColor("user_1")}>
          {initials(name)}
        </AvatarFallback>
      </Avatar>,
    );
    const fallback = screen.getByText("AL");
    expect(fallback).toHaveAttribute("data-slot", "avatar-fallback");
    for (const cls of avatarColor("user_1").split(" ")) {
      expect(fallback).toHaveClass(cls);
    }
    expect(fallback).not.toHaveClass("bg-muted");
  });
});
