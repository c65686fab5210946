// Before the editor's bundle: it waits for setup.js to register the site's formats and previews, then start it.
window.CMS_MANUAL_INIT = true;
