import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import OpenPositions from "../../../src/components/careers/open-positions";
import { jobNodes } from "./job-data";
import { staticHtml } from "../forms/form-helpers";

const [first, second] = jobNodes;

const renderPositions = () =>
  render(
    <div id="___gatsby">
      <OpenPositions jobs={jobNodes} />
    </div>,
  );

const applyButton = (title: string) => screen.getByRole("button", { name: `Apply Now for ${title}` });

afterEach(() => window.history.replaceState(null, "", "/"));

describe("OpenPositions", () => {
  it("shows every job's title, department, location, type, experience, salary, posted date and description", () => {
    renderPositions();
    expect(jobNodes.length).toBeGreaterThan(1);
    for (const job of jobNodes) {
      const card = screen.getByRole("article", { name: job.title });
      for (const text of [job.department, job.location, job.type, job.experience, job.salary, job.description]) {
        expect(within(card).getByText(text)).toBeInTheDocument();
      }
      expect(within(card).getByText(job.postedLabel)).toHaveAttribute("datetime", job.posted);
    }
  });

  it("opens a dialog for the chosen job with its requirements, benefits and application form", async () => {
    renderPositions();
    await userEvent.click(applyButton(second.title));
    const dialog = screen.getByRole("dialog", { name: `Apply for ${second.title}` });
    const requirements = within(within(dialog).getByRole("region", { name: "Requirements" })).getAllByRole("listitem");
    const benefits = within(within(dialog).getByRole("region", { name: "Benefits" })).getAllByRole("listitem");
    expect(requirements.map((item) => item.textContent)).toEqual(second.requirements);
    expect(benefits.map((item) => item.textContent)).toEqual(second.benefits);
    const form = await within(dialog).findByRole("form", { name: `Apply for ${second.title}` });
    expect(form.querySelector('input[name="jobId"]')).toHaveValue(second.jsonId);
    expect(within(dialog).queryByText(first.requirements[0])).toBeNull();
  });

  it("starts focus at the top of the dialog, so the requirements are in view", async () => {
    renderPositions();
    await userEvent.click(applyButton(first.title));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toHaveTextContent(first.department);
  });

  it("closes on Escape and returns focus to that job's Apply Now button", async () => {
    renderPositions();
    await userEvent.click(applyButton(second.title));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(applyButton(second.title)).toHaveFocus();
  });

  it.each([
    ["the form's Cancel", "Cancel"],
    ["the × button", "Close dialog"],
  ])("closes with %s", async (_how, name) => {
    renderPositions();
    await userEvent.click(applyButton(first.title));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(applyButton(first.title)).toHaveFocus();
  });

  it("opens the application a link points at (#apply-<id>)", () => {
    window.history.replaceState(null, "", `/careers/#apply-${second.jsonId}`);
    renderPositions();
    expect(screen.getByRole("dialog", { name: `Apply for ${second.title}` })).toBeInTheDocument();
    expect(window.location.hash).toBe("");
  });

  it("works without JavaScript: Apply Now links to an in-page application with the job's form", () => {
    // The static HTML, as gatsby build renders it, read as a browser without scripts does.
    const container = document.body.appendChild(staticHtml(<OpenPositions jobs={jobNodes} />, { scripting: false }));
    for (const job of jobNodes) {
      // The script's button is hidden there (display: none by the page's no-script style).
      expect(container.querySelector(`#apply-button-${job.jsonId}`)).toHaveAttribute("data-needs-script");
      const link = within(container).getByRole("link", { name: `Apply Now for ${job.title}` });
      expect(link).toHaveAttribute("href", `#apply-${job.jsonId}`);
      // Hidden until the link targets it (CSS :target), so it is queried with hidden: true.
      const target = container.querySelector(`#apply-${job.jsonId}`)!;
      expect(
        within(target as HTMLElement).getByRole("heading", { name: `Apply for ${job.title}`, hidden: true }),
      ).toBeInTheDocument();
      expect(target.querySelector(`input[name="jobId"][value="${job.jsonId}"]`)).not.toBeNull();
      expect(within(target as HTMLElement).getByText(job.requirements[0])).toBeInTheDocument();
    }
    container.remove();
  });
});
