/** Small files with real signatures, built in memory: the resume checks judge bytes, not names. */

import * as CFB from "cfb";

const encoder = new TextEncoder();

export const pdfBytes = () => encoder.encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");

/** A Compound File (OLE2, what Word 97-2003, Excel 97-2003 and Windows Installer write) holding these streams. */
export function compoundFileBytes(streams: Record<string, string>): Uint8Array<ArrayBuffer> {
  const file = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) CFB.utils.cfb_add(file, name, Buffer.from(content));
  return Uint8Array.from(CFB.write(file, { type: "buffer" }) as Buffer);
}

/** A Word 97-2003 document: a Compound File with a WordDocument stream at its root. */
export const docBytes = () => compoundFileBytes({ WordDocument: "Word document", "1Table": "table" });

/** An Excel 97-2003 workbook: the same container, holding a Workbook stream instead. */
export const xlsBytes = () => compoundFileBytes({ Workbook: "workbook", "\u0005SummaryInformation": "summary" });

/** Only the Compound File header, then zeros: the signature without a readable file behind it. */
export const compoundHeaderOnly = () => {
  const bytes = new Uint8Array(1024);
  bytes.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  return bytes;
};

export const pngBytes = () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Uint8Array) => {
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

/** A valid ZIP archive (stored, uncompressed) holding these files. */
export function zipBytes(files: Record<string, string>): Uint8Array {
  const local: number[] = [];
  const central: number[] = [];
  const u16 = (out: number[], n: number) => out.push(n & 0xff, (n >>> 8) & 0xff);
  const u32 = (out: number[], n: number) => out.push(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff);
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(content);
    const offset = local.length;
    const crc = crc32(data);
    u32(local, 0x04034b50);
    u16(local, 20);
    u16(local, 0);
    u16(local, 0);
    u16(local, 0);
    u16(local, 0);
    u32(local, crc);
    u32(local, data.length);
    u32(local, data.length);
    u16(local, nameBytes.length);
    u16(local, 0);
    local.push(...nameBytes, ...data);
    u32(central, 0x02014b50);
    u16(central, 20);
    u16(central, 20);
    u16(central, 0);
    u16(central, 0);
    u16(central, 0);
    u16(central, 0);
    u32(central, crc);
    u32(central, data.length);
    u32(central, data.length);
    u16(central, nameBytes.length);
    u16(central, 0);
    u16(central, 0);
    u16(central, 0);
    u16(central, 0);
    u32(central, 0);
    u32(central, offset);
    central.push(...nameBytes);
  }
  const end: number[] = [];
  const count = Object.keys(files).length;
  u32(end, 0x06054b50);
  u16(end, 0);
  u16(end, 0);
  u16(end, count);
  u16(end, count);
  u32(end, central.length);
  u32(end, local.length);
  u16(end, 0);
  return new Uint8Array([...local, ...central, ...end]);
}

export const docxBytes = () =>
  zipBytes({
    "[Content_Types].xml": '<?xml version="1.0"?><Types/>',
    "word/document.xml": '<?xml version="1.0"?><w:document/>',
  });

/** A Word 97-2003 document with a macro project (VBA), as Word stores one. */
export const macroDocBytes = () =>
  compoundFileBytes({ WordDocument: "Word document", "1Table": "table", "Macros/VBA/dir": "vba" });

/** A macro-enabled Word document (.docm) under a .docx name: a DOCX with a vbaProject.bin. */
export const macroDocxBytes = () =>
  zipBytes({
    "[Content_Types].xml": '<?xml version="1.0"?><Types/>',
    "word/document.xml": '<?xml version="1.0"?><w:document/>',
    "word/vbaProject.bin": "vba",
  });

/** A web page behind a PDF signature: a browser opening the attachment would render it. */
export const htmlPdfBytes = () =>
  encoder.encode("%PDF-1.7\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n");

/** A PDF cut short: no %%EOF at its end. */
export const truncatedPdfBytes = () => encoder.encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n");

/** A ZIP that is not a Word document (a spreadsheet's folders). */
export const xlsxBytes = () => zipBytes({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" });
