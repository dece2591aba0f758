import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QueryResult } from "./query-result";

function show(value: { name: string } | null | undefined) {
  render(
    <QueryResult
      value={value}
      loading={<p>Loading</p>}
      notFound={<p>Not found</p>}
    >
      {(found) => <p>Found {found.name}</p>}
    </QueryResult>,
  );
}

describe("QueryResult", () => {
  it("shows `loading` while the result is undefined", () => {
    show(undefined);
    expect(screen.getByText("Loading")).toBeInTheDocument();
    expect(screen.queryByText(/Found|Not found/)).toBeNull();
  });

  it("shows `notFound` for null", () => {
    show(null);
    expect(screen.getByText("Not found")).toBeInTheDocument();
    expect(screen.queryByText(/Loading|Found /)).toBeNull();
  });

  it("makes the page from a value, even a falsy-looking one", () => {
    show({ name: "" });
    expect(screen.getByText("Found")).toBeInTheDocument();
    expect(screen.queryByText(/Loading|Not found/)).toBeNull();
  });
});
