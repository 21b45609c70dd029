/**
 * How long photos below the first screen wait for the page's scripts at most. They normally wait until the page
 * is live (React marks `data-hydrated`); if the scripts never arrive, they load after this time all the same.
 */
export const PHOTOS_WAIT_MS = 10_000;

/**
 * Inline script for <head>. On a slow line, photos below the first screen would share the line with the page's
 * scripts and delay the moment the page works by as long as they take; a buyer does not see them before
 * scrolling. So, until the page is live:
 * - `data-photos-wait` on <html> makes the stylesheet move lazy photos far off screen (a transform: their box
 *   stays where it is, nothing shifts), and the browser's lazy loading leaves them until they come back;
 * - once the HTML is parsed, lazy photos whose place (their parent's box) is in the first screen, at whatever
 *   width and scroll position, get `data-first-screen` and load at once. Pages list photos top to bottom, so the
 *   first one below the screen ends the search.
 * Without JavaScript this does not run and photos load as usual. The CSP allows it by its hash.
 */
export const photosWaitScript =
  `(function(d){d.setAttribute("data-photos-wait","");` +
  `setTimeout(function(){d.removeAttribute("data-photos-wait")},${PHOTOS_WAIT_MS});` +
  `document.addEventListener("DOMContentLoaded",function(){` +
  `var l=document.querySelectorAll('img[loading="lazy"]');` +
  `for(var i=0;i<l.length;i++){var b=(l[i].parentElement||l[i]).getBoundingClientRect();` +
  `if(b.top>=innerHeight)break;if(b.bottom>0)l[i].setAttribute("data-first-screen","")}})` +
  `})(document.documentElement)`;
