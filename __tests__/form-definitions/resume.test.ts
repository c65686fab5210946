/**
 * @jest-environment node
 */
import { RESUME_MAX_BYTES, detectResumeKind, parseSubmission } from "../../src/form-definitions";
import { docBytes, docxBytes, pdfBytes, pngBytes, xlsxBytes, zipBytes } from "./support/resume-files";
import { validSubmissions } from "./support/valid-submissions";

describe("detectResumeKind judges the bytes, not the name", () => {
  it("recognises a PDF by %PDF-", () => expect(detectResumeKind(pdfBytes())).toBe("pdf"));
  it("recognises a Word 97-2003 document by its Compound File header", () =>
    expect(detectResumeKind(docBytes())).toBe("doc"));
  it("recognises a DOCX as a ZIP with a word/ folder", () => expect(detectResumeKind(docxBytes())).toBe("docx"));

  it("finds word/ even after a long archive comment", () => {
    const docx = docxBytes();
    const comment = new TextEncoder().encode("c".repeat(3000));
    const withComment = new Uint8Array(docx.length + comment.length);
    withComment.set(docx);
    withComment.set(comment, docx.length);
    // The comment length lives in the last two bytes of the end record.
    withComment[docx.length - 2] = comment.length & 0xff;
    withComment[docx.length - 1] = comment.length >> 8;
    expect(detectResumeKind(withComment)).toBe("docx");
  });

  it.each([
    ["a spreadsheet (a ZIP without word/)", xlsxBytes()],
    ["a PNG image", pngBytes()],
    ["plain text", new TextEncoder().encode("My resume: …")],
    ["a PDF signature that does not start the file", new TextEncoder().encode(" %PDF-1.4")],
    ["a truncated ZIP", zipBytes({ "word/document.xml": "<w/>" }).slice(0, 10)],
    ["nothing", new Uint8Array(0)],
  ])("refuses %s", (_, bytes) => {
    expect(detectResumeKind(bytes)).toBeNull();
  });
});

describe("the resume field", () => {
  const withResume = (file: File) =>
    parseSubmission("career-application", [...validSubmissions["career-application"].entries, ["resume", file]]);

  it("accepts a file of up to 4 MB", () => {
    expect(withResume(new File([new Uint8Array(RESUME_MAX_BYTES)], "cv.pdf")).ok).toBe(true);
  });

  it("refuses a larger file", () => {
    expect(withResume(new File([new Uint8Array(RESUME_MAX_BYTES + 1)], "cv.pdf"))).toEqual({
      ok: false,
      fields: { resume: "Your resume must be 4 MB or smaller" },
    });
  });
});
