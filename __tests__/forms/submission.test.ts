/**
 * @jest-environment node
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import {
  FORM_NAMES,
  MIN_FILL_MS,
  entriesFromValues,
  formSchemas,
  forms,
  isFormName,
  listFields,
  parseSubmission,
  readSubmissionMeta,
} from "../../src/forms";
import { validSubmissions } from "./support/valid-submissions";

describe("the registry", () => {
  it("holds the seven lead forms", () => {
    expect([...FORM_NAMES].sort()).toEqual(
      [
        "career-application",
        "consultation",
        "contact",
        "newsletter",
        "quote-request",
        "service-request",
        "subscription",
      ].sort(),
    );
    expect(Object.keys(formSchemas).sort()).toEqual([...FORM_NAMES].sort());
  });

  it("knows every form-name the site's form components post", () => {
    const folder = path.join(__dirname, "../../src/components/forms");
    const posted = readdirSync(folder)
      .filter((file) => file.endsWith(".tsx"))
      .flatMap((file) =>
        [...readFileSync(path.join(folder, file), "utf8").matchAll(/formName="([^"]+)"/g)].map((match) => match[1]),
      );
    expect(posted.length).toBeGreaterThanOrEqual(7);
    for (const name of posted) expect(isFormName(name)).toBe(true);
  });

  it("names the list fields, sent as name[]", () => {
    expect(listFields["quote-request"]).toEqual(["services"]);
    expect(listFields.subscription).toEqual(["addOnServices"]);
    expect(listFields.contact).toEqual([]);
  });

  it("points each form at a page of the site", () => {
    for (const name of FORM_NAMES) expect(forms[name].page).toMatch(/^\/([a-z-]+\/)?$/);
  });

  it("does not take inherited names for forms", () => {
    expect(isFormName("toString")).toBe(false);
    expect(isFormName("__proto__")).toBe(false);
    expect(isFormName(undefined)).toBe(false);
  });
});

describe("readSubmissionMeta", () => {
  it("reads the form, the submission id (lower-cased), the render time and an empty honeypot", () => {
    expect(
      readSubmissionMeta([
        ["form-name", "contact"],
        ["submissionId", "0B7E4B51-6F00-4B4E-9D6C-3A7A1C2F0E11"],
        ["renderedAt", "1763840000000"],
        ["bot-field", ""],
      ]),
    ).toEqual({
      formName: "contact",
      submissionId: "0b7e4b51-6f00-4b4e-9d6c-3a7a1c2f0e11",
      renderedAt: 1763840000000,
      honeypot: false,
    });
  });

  it("ignores a submission id that is not a UUID and a render time that is not a time", () => {
    const meta = readSubmissionMeta([
      ["submissionId", "1; DROP TABLE leads"],
      ["renderedAt", "soon"],
    ]);
    expect(meta.submissionId).toBeUndefined();
    expect(meta.renderedAt).toBeUndefined();
    expect(meta.formName).toBeUndefined();
  });

  it.each([["x"], [" spam "]])("notices a filled honeypot (%p)", (value) => {
    expect(readSubmissionMeta([["bot-field", value]]).honeypot).toBe(true);
  });

  it("notices a filled honeypot sent after an empty one", () => {
    expect(
      readSubmissionMeta([
        ["bot-field", ""],
        ["bot-field", "gotcha"],
      ]).honeypot,
    ).toBe(true);
  });

  it("has a time trap of a few seconds", () => {
    expect(MIN_FILL_MS).toBe(3000);
  });
});

describe("entriesFromValues", () => {
  it("turns a values object into what the form would post: name[] for lists, 'true' for ticked boxes, nothing for empties", () => {
    expect(
      entriesFromValues("subscription", {
        selectedPlan: "basic",
        addOnServices: ["virtual-scribes", "revenue-cycle"],
        agreedToTerms: true,
        phone: undefined,
        title: null,
        practiceSize: false,
      }),
    ).toEqual([
      ["selectedPlan", "basic"],
      ["addOnServices[]", "virtual-scribes"],
      ["addOnServices[]", "revenue-cycle"],
      ["agreedToTerms", "true"],
    ]);
  });

  it("gives parseSubmission the same values as the posted form", () => {
    const { entries, expected } = validSubmissions["quote-request"];
    const values: Record<string, unknown> = { ...expected };
    const fromValues = parseSubmission("quote-request", entriesFromValues("quote-request", values));
    expect(fromValues).toEqual(parseSubmission("quote-request", entries));
  });

  it("takes the first file of a FileList-like value", () => {
    const file = new File(["%PDF-1.4"], "cv.pdf");
    const fileList = { 0: file, length: 1, item: (index: number) => (index === 0 ? file : null) };
    expect(entriesFromValues("career-application", { resume: fileList })).toEqual([["resume", file]]);
  });
});
