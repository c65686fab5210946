/** A lead form's navigation waits for Gatsby's app (src/lib/app-start.ts); without it, the browser goes itself. */
type AppStart = typeof import("../../src/lib/app-start");

/** The module as a page loads it, before Gatsby's app has started (the test setup starts it for components). */
const fresh = () => {
  let module: AppStart | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<AppStart>("../../src/lib/app-start");
  });
  return module!;
};

afterEach(() => jest.useRealTimers());

it("navigates with Gatsby's navigate once the app has started, with the state", async () => {
  const { appStarted, navigateInSite } = fresh();
  const navigate = jest.fn();
  const navigated = navigateInSite("/thank-you/contact/", { state: { summary: "Contact" } });
  await Promise.resolve();
  expect(navigate).not.toHaveBeenCalled();
  appStarted(navigate);
  await navigated;
  expect(navigate).toHaveBeenCalledWith("/thank-you/contact/", { state: { summary: "Contact" } });
});

it("loads the address from the server when the app has not started in time", async () => {
  jest.useFakeTimers();
  const { APP_WAIT_MS, appStarted, navigateInSite } = fresh();
  const navigate = jest.fn();
  // An address in the same document: jsdom follows only those.
  const navigated = navigateInSite("#thank-you");
  await jest.advanceTimersByTimeAsync(APP_WAIT_MS - 1);
  expect(window.location.hash).toBe("");
  await jest.advanceTimersByTimeAsync(1);
  await navigated;
  expect(window.location.hash).toBe("#thank-you");
  appStarted(navigate);
  expect(navigate).not.toHaveBeenCalled();
});
