import { render, screen } from "@testing-library/react";
import DashboardList from "../../../src/components/portal/dashboard-list";

describe("DashboardList", () => {
  it("lists each row's title, detail line and end content, in order", () => {
    render(
      <DashboardList
        rows={[
          { key: "a", title: "First", detail: "One detail", end: <button type="button">Open first</button> },
          { key: "b", title: "Second", detail: "Other detail", end: <span>Active</span> },
        ]}
      />,
    );
    const rows = screen.getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual(["FirstOne detailOpen first", "SecondOther detailActive"]);
    expect(screen.getByRole("button", { name: "Open first" })).toBeInTheDocument();
  });
});
