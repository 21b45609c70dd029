// Decap CMS waits for cms-setup.js, which registers the site's own widget, checks and preview first and then
// starts it (CMS.init): nothing shows before they are in place.
window.CMS_MANUAL_INIT = true;
