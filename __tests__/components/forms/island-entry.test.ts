import { hydrateIslands } from "../../../src/components/forms/form-island";

jest.mock("../../../src/components/forms/form-island", () => ({ hydrateIslands: jest.fn() }));
jest.mock("../../../src/lib/first-touch", () => ({ recordPageView: jest.fn() }));

/** Runs the islands' entry as the browser does, with the document in `readyState`. */
async function runEntry(readyState: DocumentReadyState) {
  jest.spyOn(document, "readyState", "get").mockReturnValue(readyState);
  await jest.isolateModulesAsync(async () => {
    await import("../../../src/components/forms/island-entry");
  });
}

afterEach(() => {
  jest.restoreAllMocks();
  jest.mocked(hydrateIslands).mockClear();
});

it("hydrates the forms once the browser has read the whole page, when it arrives before", async () => {
  await runEntry("loading");
  expect(hydrateIslands).not.toHaveBeenCalled();
  document.dispatchEvent(new Event("DOMContentLoaded"));
  expect(hydrateIslands).toHaveBeenCalledTimes(1);
});

it("hydrates the forms at once when the page has been read", async () => {
  await runEntry("interactive");
  expect(hydrateIslands).toHaveBeenCalledTimes(1);
});
