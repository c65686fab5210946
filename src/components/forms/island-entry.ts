/**
 * The build's `form-islands` webpack entry (plugins/scripts-after-paint): on a page with a lead form island it runs
 * before Gatsby's app, as soon as React and the form's code have arrived, and hydrates the form, which reads where the
 * visit began: so that is recorded first. The loader may add it before the browser has read the whole page (a repeat
 * visit's cached files come at once): the form is hydrated once it has.
 */
import { recordPageView } from "../../lib/first-touch";
import { hydrateIslands } from "./form-island";

recordPageView();
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", hydrateIslands);
else hydrateIslands();
