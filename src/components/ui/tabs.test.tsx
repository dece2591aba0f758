import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

describe("Tabs", () => {
  it("switches panels by click and arrow keys", async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="projects">
        <TabsList aria-label="Dashboard">
          <TabsTrigger value="projects">My projects</TabsTrigger>
          <TabsTrigger value="applications">Applications</TabsTrigger>
        </TabsList>
        <TabsContent value="projects">Projects panel</TabsContent>
        <TabsContent value="applications">Applications panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Projects panel");

    await user.click(screen.getByRole("tab", { name: "Applications" }));
    expect(screen.getByRole("tab", { name: "Applications" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("tabpanel")).toHaveTextContent(
      "Applications panel",
    );

    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "My projects" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Projects panel");
  });
});
