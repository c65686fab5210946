/**
 * The build's `form-islands` webpack entry (plugins/scripts-after-paint): on a page with a lead form island it runs
 * before Gatsby's app, as soon as React and the form's code have arrived, and hydrates the form, which reads where the
 * visit began: so that is recorded first.
 */
import { recordPageView } from "../../lib/first-touch";
import { hydrateIslands } from "./form-island";

recordPageView();
hydrateIslands();
