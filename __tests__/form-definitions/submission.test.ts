import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import {
  FORM_NAMES,
  MIN_FILL_MS,
  earliestToday,
  forms,
  isFormName,
  parseSubmission,
  readSubmissionMeta,
  schemaInput,
} from "../../src/form-definitions";
import * as v from "valibot";
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
    for (const name of FORM_NAMES) expect(forms[name].name).toBe(name);
  });

  it("knows every form-name the site's form components post", () => {
    const folder = path.join(__dirname, "../../src/components/forms");
    const posted = readdirSync(folder)
      .filter((file) => file.endsWith(".tsx"))
      .flatMap((file) =>
        // A form's declaration, given to FormShell as it is or made for the page's services first.
        [
          ...readFileSync(path.join(folder, file), "utf8").matchAll(
            /<FormShell\s+form=\{(\w+Form)\}|useMemo\(\(\) => (\w+Form)\(/g,
          ),
        ].map((match) => match[1] ?? match[2]),
      );
    expect(posted.sort()).toEqual(
      Object.values(forms)
        .map((form) => `${camel(form.name)}Form`)
        .sort(),
    );
  });

  it("names the list fields, sent as name[], and the file fields, from the fields' controls", () => {
    expect(forms["quote-request"].listFields).toEqual(["services"]);
    expect(forms.subscription.listFields).toEqual(["addOnServices"]);
    expect(forms.contact.listFields).toEqual([]);
    expect(forms["career-application"].fileFields).toEqual(["resume"]);
    expect(forms.contact.fileFields).toEqual([]);
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
  it("reads the form, the submission id (lower-cased), the render time, an empty honeypot and the first touch", () => {
    expect(
      readSubmissionMeta([
        ["form-name", "contact"],
        ["submissionId", "0B7E4B51-6F00-4B4E-9D6C-3A7A1C2F0E11"],
        ["renderedAt", "1763840000000"],
        ["bot-field", ""],
        ["landingPath", "/"],
        ["utm_campaign", "Winter"],
      ]),
    ).toEqual({
      formName: "contact",
      submissionId: "0b7e4b51-6f00-4b4e-9d6c-3a7a1c2f0e11",
      renderedAt: 1763840000000,
      honeypot: false,
      firstTouch: { landingPath: "/", utm_campaign: "Winter" },
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

describe("schemaInput, from the values react-hook-form holds", () => {
  const fields = (name: keyof typeof forms) => Object.keys(forms[name].schema({ today: earliestToday() }).entries);

  it("treats blanks, unticked boxes and unchosen radios as not given, a ticked box as 'true', lists as lists", () => {
    expect(
      schemaInput(fields("subscription"), {
        selectedPlan: "basic",
        addOnServices: ["virtual-scribes", "revenue-cycle"],
        agreedToTerms: true,
        phone: "",
        title: "   ",
        practiceSize: null,
        practiceType: false,
        specialRequests: "Line one\r\nLine two",
      }),
    ).toMatchObject({
      selectedPlan: "basic",
      addOnServices: ["virtual-scribes", "revenue-cycle"],
      agreedToTerms: "true",
      phone: undefined,
      title: undefined,
      practiceSize: undefined,
      practiceType: undefined,
      specialRequests: "Line one\nLine two",
    });
  });

  it("gives the schema the same values as the posted form", () => {
    const { entries, expected } = validSubmissions["quote-request"];
    const schema = forms["quote-request"].schema({ today: earliestToday() });
    const fromValues = v.parse(schema, schemaInput(fields("quote-request"), { ...expected }));
    expect(parseSubmission("quote-request", entries)).toEqual({ ok: true, values: expected });
    // The same values, with the fields not given present as undefined.
    expect(Object.fromEntries(Object.entries(fromValues).filter(([, value]) => value !== undefined))).toEqual(expected);
  });

  it("takes the first file of a FileList, and no file from an empty one", () => {
    const file = new File(["%PDF-1.4"], "cv.pdf");
    const fileList = (...files: File[]) => ({ length: files.length, item: (index: number) => files[index] ?? null });
    expect(schemaInput(["resume"], { resume: fileList(file) })).toEqual({ resume: file });
    expect(schemaInput(["resume"], { resume: fileList() })).toEqual({ resume: undefined });
  });
});

const camel = (name: string) => name.replace(/-(\w)/g, (_match, letter: string) => letter.toUpperCase());
