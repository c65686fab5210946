import { RESUME_NOT_WORD_MESSAGE, judgeResume, resumeDisplayName, resumeFileName } from "../../netlify/lib/resume-file";
import { RESUME_MAX_BYTES, RESUME_MEDIA_TYPES, detectResumeKind, parseSubmission } from "../../src/form-definitions";
import {
  compoundFileBytes,
  compoundHeaderOnly,
  docBytes,
  docxBytes,
  htmlPdfBytes,
  macroDocBytes,
  macroDocxBytes,
  pdfBytes,
  pngBytes,
  truncatedPdfBytes,
  xlsBytes,
  xlsxBytes,
  zipBytes,
} from "./support/resume-files";
import { validSubmissions } from "./support/valid-submissions";

describe("detectResumeKind judges the bytes, not the name", () => {
  it("recognises a PDF by %PDF-", () => expect(detectResumeKind(pdfBytes())).toBe("pdf"));
  it("takes any Compound File for a DOC in the browser's quick check (the server looks inside)", () => {
    expect(detectResumeKind(docBytes())).toBe("doc");
    expect(detectResumeKind(xlsBytes())).toBe("doc");
  });
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

describe("judgeResume: the server's check, which looks inside a Compound File", () => {
  it("accepts a Compound File with a WordDocument stream at its root as a DOC", () =>
    expect(judgeResume(docBytes())).toBe("doc"));

  it.each([
    ["an Excel 97-2003 workbook", xlsBytes()],
    ["an installer-like file (streams but no Word document)", compoundFileBytes({ "\u0005SummaryInformation": "s" })],
    ["a WordDocument stream inside a folder, not at the root", compoundFileBytes({ "Embedded/WordDocument": "w" })],
    ["the Compound File header with nothing readable behind it", compoundHeaderOnly()],
    ["a truncated Word document", docBytes().slice(0, 600)],
  ])("tells %s from a Word document", (_, bytes) => expect(judgeResume(bytes)).toBe("not-word"));

  it("judges the other kinds by signature alone", () => {
    expect(judgeResume(pdfBytes())).toBe("pdf");
    expect(judgeResume(docxBytes())).toBe("docx");
    expect(judgeResume(pngBytes())).toBeNull();
  });

  it.each([
    ["a Word 97-2003 document with a macro project", macroDocBytes(), "macros"],
    ["a macro-enabled document (.docm) under a .docx name", macroDocxBytes(), "macros"],
    ["a web page behind a PDF signature", htmlPdfBytes(), "not-pdf"],
    ["a PDF cut short, without %%EOF", truncatedPdfBytes(), "not-pdf"],
  ])("refuses %s", (_, bytes, judgement) => expect(judgeResume(bytes)).toBe(judgement));

  it("asks for a PDF or DOCX (or a DOC from Word) when it is not a Word document", () =>
    expect(RESUME_NOT_WORD_MESSAGE).toMatch(/PDF or DOCX.*DOC saved from Word/));
});

describe("resumeFileName: the name a resume is written under", () => {
  const id = "0f8fad5b-d9cb-469f-a165-70867728950e";

  it.each(Object.entries(RESUME_MEDIA_TYPES))(
    "names a %s resume (stored as %s) resume-<lead id>.<its extension>",
    (kind, contentType) => expect(resumeFileName(id, contentType)).toBe(`resume-${id}.${kind}`),
  );

  it("writes the id in lower case", () =>
    expect(resumeFileName(id.toUpperCase(), RESUME_MEDIA_TYPES.pdf)).toBe(`resume-${id}.pdf`));

  it.each(["../../etc/passwd", `${id}/../x`, "", "{0f8fad5b-d9cb-469f-a165-70867728950e}"])(
    "refuses %j as a lead id",
    (leadId) => expect(() => resumeFileName(leadId, RESUME_MEDIA_TYPES.pdf)).toThrow("is not a lead id"),
  );

  it("refuses a media type that is not a resume's", () =>
    expect(() => resumeFileName(id, "application/x-msdownload")).toThrow("no known file type"));
});

describe("resumeDisplayName: the sender's file name, for display only", () => {
  it.each([
    ["a bidi override that shows exe as fdp", "cv\u202Efdp.exe", "cvfdp.exe"],
    ["bidi embeddings and isolates", "\u202Acv\u202B\u202C\u202D\u2066\u2067\u2068.pdf\u2069", "cv.pdf"],
    ["zero-width characters and a byte-order mark", "c\u200Bv\u200C\u200D\u2060\uFEFF.pdf", "cv.pdf"],
    ["an Arabic letter mark and a soft hyphen", "c\u061Cv\u00AD.pdf", "cv.pdf"],
    ["control characters and an ANSI escape", "cv\u0000\u0007\u001B[31m\u007F\u0085.pdf", "cv[31m.pdf"],
    ["line and paragraph separators", "cv\n\r\u2028\u2029.pdf", "cv.pdf"],
    ["a relative path", "../../etc/cv.pdf", "cv.pdf"],
    ["a Windows path", "C:\\Users\\x\\cv.pdf", "cv.pdf"],
    ["surrounding spaces", "  résumé “final” 🩺.pdf  ", "résumé “final” 🩺.pdf"],
  ])("keeps the name readable without %s", (_, name, shown) => expect(resumeDisplayName(name, "pdf")).toBe(shown));

  it("keeps the extension the sender wrote: the name is only shown, never used for the file", () =>
    expect(resumeDisplayName("resume.bat", "pdf")).toBe("resume.bat"));

  it("caps the name at 200 characters without cutting an emoji in half", () => {
    const shown = resumeDisplayName(`${"a".repeat(199)}🩺🩺.pdf`, "pdf");
    expect(shown).toBe(`${"a".repeat(199)}🩺`);
  });

  it.each(["", "   ", "\u202E\u200B", "C:\\Users\\x\\", "../"])("falls back to resume.<kind> for %j", (name) =>
    expect(resumeDisplayName(name, "docx")).toBe("resume.docx"),
  );
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
