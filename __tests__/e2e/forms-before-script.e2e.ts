/**
 * Every lead form, filled before its script has arrived (every script held back, then run on a CPU 6× slower), as
 * a visitor on a slow phone does: each field typed, picked, ticked or chosen. Once the code is let through and React
 * has taken the form over, every value is still there, the parts of the form that follow a choice show it, and the
 * post the submit sends is exactly what the visitor set. Where the page's URL preselects a choice (?plan=,
 * ?service=), the visitor's own choice wins. What is set comes from each form's declaration, so a new field is
 * covered as it comes.
 */
import type { Browser, Locator, Page } from "playwright-core";
import { formReady, launchBrowser } from "./setup/browser";
import { freeTimes } from "./setup/free-times";
import { openWithScriptsHeld } from "./setup/scripts-held";
import { forms, type FieldSpec, type FormDefinition } from "../../src/form-definitions";
import { LIST_SUFFIX } from "../../src/form-definitions/define-form";
import { FORM_ACTION, SUBMISSION_ID_FIELD } from "../../src/lib/form-action";
import { SLOT_TIMES } from "../../src/lib/consultation-hours";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A day two months ahead, in this machine's calendar (the date fields refuse days before the visitor's today). */
const later = () => {
  const day = new Date(Date.now() + 60 * 24 * 3600 * 1000);
  return [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((n) => String(n).padStart(2, "0")).join("-");
};

/** What a visitor sets in a field: not its default, so a value reset to the default is seen. */
function visitorValue(name: string, field: FieldSpec): string | string[] {
  const options = (field.options ?? []).map((option) => option.value);
  switch (field.control) {
    case "email":
      return `before.${name.toLowerCase()}@example.com`;
    case "tel":
      return "(248) 555-0199";
    case "date":
      return later();
    case "textarea":
      return `Typed into ${name} before the script.\nA second line.`;
    case "select":
    case "radio":
      // The last choice: never a radio group's default (the first) nor a select's placeholder.
      return options[options.length - 1];
    case "checkboxes":
      return [options[1], options[options.length - 1]];
    case "checkbox":
      return "true";
    default:
      return `Zoë ${name}`;
  }
}

/** The fields a visitor sets: all but hidden ones and files (no lead form of a page has one). */
const visitorFields = (form: FormDefinition) =>
  Object.entries(form.fields).filter(([, field]) => field.control !== "hidden" && field.control !== "file");

/** Sets one field the way a person does: types, picks from the list, or clicks the choices. */
async function setField(form: Locator, name: string, field: FieldSpec, value: string | string[]) {
  switch (field.control) {
    case "select":
      return form.locator(`select[name="${name}"]`).selectOption(value);
    case "radio":
      return form.locator(`input[name="${name}"][value="${value as string}"]`).check();
    case "checkboxes":
      for (const choice of value as string[])
        await form.locator(`input[name="${name}${LIST_SUFFIX}"][value="${choice}"]`).check();
      return;
    case "checkbox":
      return form.locator(`input[name="${name}"]`).check();
    default:
      return form.locator(`[name="${name}"]`).fill(value as string);
  }
}

/** What the page shows for a field now: its text, its choice, the ticked boxes. */
async function shownValue(form: Locator, name: string, field: FieldSpec): Promise<string | string[]> {
  switch (field.control) {
    case "radio":
      return form
        .locator(`input[name="${name}"]:checked`)
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join());
    case "checkboxes":
      return form
        .locator(`input[name="${name}${LIST_SUFFIX}"]:checked`)
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    case "checkbox":
      return (await form.locator(`input[name="${name}"]`).isChecked()) ? "true" : "";
    default:
      return form.locator(`[name="${name}"]`).inputValue();
  }
}

type Case = {
  form: FormDefinition;
  route: string;
  /** The parts of the form that follow the visitor's choices, checked once React runs. */
  follows?: (page: Page, form: Locator, values: Record<string, string | string[]>) => Promise<void>;
};

const { consultation, contact, newsletter, subscription } = forms;
const quoteRequest = forms["quote-request"];
const serviceRequest = forms["service-request"];

const cases: Case[] = [
  { form: contact, route: "/contact/" },
  { form: consultation, route: "/consultation/" },
  { form: quoteRequest, route: "/request-quote/" },
  {
    form: subscription,
    // A link that preselects another plan than the one the visitor then picks.
    route: `/subscription/?plan=${subscription.fields.selectedPlan.options[0].value}`,
    follows: async (page, form, values) => {
      await expect(form.getByRole("button", { name: "Start Subscription" }).isEnabled()).resolves.toBe(true);
      await expect(form.getByText("Choose a plan and agree to the terms to continue.").count()).resolves.toBe(0);
      await page.waitForURL(new RegExp(`[?&]plan=${values.selectedPlan as string}`));
    },
  },
  {
    form: serviceRequest,
    route: `/service-request/?service=${serviceRequest.fields.serviceType.options[0].value}`,
    follows: async (page, form, values) => {
      const chosen = serviceRequest.fields.serviceType.options.find((option) => option.value === values.serviceType)!;
      const summary = form.getByRole("status").filter({ hasText: "Service Summary" });
      await expect(summary.getByText(chosen.label, { exact: true }).isVisible()).resolves.toBe(true);
      await page.waitForURL(new RegExp(`[?&]service=${chosen.value}`));
    },
  },
  { form: newsletter, route: "/" },
];

describe("a form filled before its script has arrived", () => {
  it.each(cases.map((entry) => [entry.form.name, entry] as const))(
    "%s: keeps every value, follows every choice, and posts what the visitor set",
    async (_name, { form: definition, route, follows }) => {
      const { page, release } = await openWithScriptsHeld(browser, route);
      // Every time free: the consultation's time the visitor picked is kept (a taken one: below).
      await freeTimes(page, SLOT_TIMES);
      const form = page.locator(`form:has(input[name="form-name"][value="${definition.name}"])`);
      const values = Object.fromEntries(
        visitorFields(definition).map(([name, field]) => [name, visitorValue(name, field)]),
      );
      for (const [name, field] of visitorFields(definition)) await setField(form, name, field, values[name]);
      // All of it before the script: the form has no submission id until its code runs.
      await expect(form.locator(`input[name="${SUBMISSION_ID_FIELD}"]`).count()).resolves.toBe(0);

      await release();
      await form.locator(`input[name="${SUBMISSION_ID_FIELD}"]`).waitFor({ state: "attached" });
      for (const [name, field] of visitorFields(definition)) {
        await expect(shownValue(form, name, field)).resolves.toEqual(values[name]);
      }
      await follows?.(page, form, values);

      // The post itself is caught: the function's answers are tested with the forms, and the rate limit is theirs.
      let caught!: (entries: URLSearchParams) => void;
      const posted = new Promise<URLSearchParams>((resolve) => (caught = resolve));
      await page.route(`**${FORM_ACTION}`, async (request) => {
        caught(new URLSearchParams(request.request().postData() ?? ""));
        await request.fulfill({ status: 201, contentType: "application/json", body: '{"id":"e2e"}' });
      });
      await form.locator("button[type=submit]").click();
      const sent = await posted;
      for (const [name, field] of visitorFields(definition)) {
        const key = field.control === "checkboxes" ? `${name}${LIST_SUFFIX}` : name;
        const expected = values[name];
        expect([name, Array.isArray(expected) ? sent.getAll(key) : sent.get(key)?.replace(/\r\n/g, "\n")]).toEqual([
          name,
          expected,
        ]);
      }
      await page.context().close();
    },
  );
});

/**
 * Only the service picked: the summary follows it from react-hook-form's start values, not from a change some other
 * adopted field happens to announce.
 */
describe("a service picked before the script has arrived, and nothing else", () => {
  const { options } = serviceRequest.fields.serviceType;
  const service = options[options.length - 1];
  it.each(["/service-request/", `/service-request/?service=${options[0].value}`])(
    "%s: shows that service's summary once React has taken the form over, and puts it in the URL",
    async (route) => {
      const { page, errors, release } = await openWithScriptsHeld(browser, route);
      const form = page.locator("#service-request-form");
      await form.locator('select[name="serviceType"]').selectOption(service.value);
      await release();
      // The form says it is ready with a User Timing mark (src/lib/form-ready.ts).
      await formReady(page);
      const summary = form.getByRole("status").filter({ hasText: "Service Summary" });
      await summary.getByText(service.label, { exact: true }).waitFor({ timeout: 5000 });
      await page.waitForURL(new RegExp(`[?&]service=${service.value}`), { timeout: 5000 });
      await expect(form.locator('select[name="serviceType"]').inputValue()).resolves.toBe(service.value);
      // React took over the server's HTML as it was: a mismatch would be logged, and the form drawn afresh.
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

/**
 * A consultation's day and time picked before the script has arrived: once React runs, the form asks the slot
 * function for that day's free times. A time still free is kept; one that is not is taken out and said beside the
 * field, and the list offers the free ones. Before that, the static HTML offers every time and the server decides.
 */
describe("a consultation time picked before the script has arrived", () => {
  const picked = SLOT_TIMES[SLOT_TIMES.length - 1];
  const others = SLOT_TIMES.slice(0, 2);
  it.each([
    ["free that day, is kept", [...others, picked], picked],
    ["taken that day, is taken out and said beside the field", others, ""],
  ] as const)("%s", async (_name, free, kept) => {
    const { page, errors, release } = await openWithScriptsHeld(browser, "/consultation/");
    await freeTimes(page, free);
    const form = page.locator("#consultation-form");
    const time = form.locator('select[name="preferredTime"]');
    await form.locator('input[name="preferredDate"]').fill(later());
    await time.selectOption(picked);
    // The static HTML offers every time of the specification.
    await expect(time.locator("option:not([value=''])").count()).resolves.toBe(SLOT_TIMES.length);

    await release();
    await formReady(page);
    await page.waitForFunction(
      ([select, count]) => (document.querySelector(select) as HTMLSelectElement).options.length === count + 1,
      ['#consultation-form select[name="preferredTime"]', free.length] as const,
    );
    const offered = await time
      .locator("option:not([value=''])")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    expect(offered).toEqual(free);
    await expect(time.inputValue()).resolves.toBe(kept);
    // Said in the live region of the field's description, which the select keeps with its label.
    const said = await time.getAttribute("aria-describedby");
    const status = form.locator(`[id="${said}"] [role="status"]`);
    await expect(status.textContent()).resolves.toEqual(
      kept ? expect.not.stringContaining("not free") : expect.stringContaining(`${picked} is not free`),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
