import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProjectTerms } from "./project-terms";

const none = {
  commitment: null,
  timeZones: null,
  remoteOk: null,
  compensation: null,
  stage: null,
  duration: null,
};

function term(label: string) {
  return screen.getByText(label, { selector: "dt" }).nextElementSibling
    ?.textContent;
}

describe("ProjectTerms", () => {
  it("shows every stated term, the time zone range with its UTC offsets", () => {
    render(
      <ProjectTerms
        project={{
          commitment: { kind: "full-time" },
          timeZones: { from: "UTC", to: "Asia/Kolkata" },
          remoteOk: true,
          compensation: { kind: "paid", amount: "$40/h" },
          stage: "launched",
          duration: "3-6-months",
        }}
      />,
    );
    expect(term("Commitment")).toBe("Full time");
    expect(term("Time zone")).toBe("UTC (UTC) to Asia/Kolkata (UTC+5:30)");
    expect(term("Remote")).toBe("Remote is fine");
    expect(term("Compensation")).toBe("Paid: $40/h");
    expect(term("Stage")).toBe("Launched");
    expect(term("Duration")).toBe("3–6 months");
  });

  it("shows only the terms stated, and nothing when none is", () => {
    const { rerender, container } = render(
      <ProjectTerms project={{ ...none, remoteOk: false }} />,
    );
    expect(term("Remote")).toBe("In person");
    expect(screen.queryByText("Commitment")).toBeNull();
    rerender(<ProjectTerms project={none} />);
    expect(container).toBeEmptyDOMElement();
  });
});
