// The inline scripts every page carries, as the text the layout writes (site-layout.astro): in <head>, what must
// run before the body is parsed; right after the header, its menus' behaviour, so they work as soon as they are
// painted; at the end of <body>, what adds behaviour to the page as a whole. Each is a typed function written out
// as its source (before-scripts/inline-script.tsx); the build hashes each into the policy.
import { CART_BADGE_SETTINGS, showStoredCartCount } from "~/before-scripts/cart-badge";
import { EARLY } from "~/before-scripts/early-actions";
import { recordEarlyActions } from "~/before-scripts/early-actions-recorder";
import { HOVER_POINTER_ATTRIBUTE, markHoverPointer } from "~/before-scripts/hover-pointer";
import { inlineScript } from "~/before-scripts/inline-script";
import { minified } from "~/before-scripts/minified";
import { markFailedPhotos, PHOTO_ATTRIBUTE } from "~/before-scripts/photo-fallback";
import { holdLazyPhotos, PHOTOS_WAIT_MS } from "~/before-scripts/photos-wait";
import { FADE_IN_THRESHOLD } from "~/components/company/fade-in";
import { YEAR_ATTRIBUTE } from "~/components/layout/site-footer";
import { HEADER_SOLID_AFTER_PX } from "~/components/layout/site-header";
import { MENU_ID } from "~/components/layout/mobile-menu";
import { SERVICES_PANEL_ID } from "~/components/layout/services-dropdown";
import { MENU_DELAYS } from "~/components/layout/menu-delays";
import { MAX_QUANTITY, MIN_QUANTITY } from "~/lib/quantity";
import { enhanceMenus } from "~/page-scripts/menus";
import { startPage } from "~/page-scripts/page-live";
import { offlineCopy } from "~/content/offline";
import { OFFLINE_PRICE_NOTE_ATTRIBUTE } from "~/features/catalog/offline-price-note";
import { KEEP_CATALOGUE_ATTRIBUTE } from "~/features/offline/keep-catalogue";
import { UPDATE_NOTICE_ATTRIBUTE } from "~/features/offline/update-notice";
import { offlineCopyEnabled } from "~/lib/build-info";
import { SKIP_WAITING, WORKER_URL } from "~/lib/offline-worker";
import { OFFLINE_COPY_TIMING, STARTING_ISLANDS, startOfflineCopy } from "~/page-scripts/offline-copy";
import { followOfflinePriceNotes } from "~/page-scripts/offline-price-note";
import { keepTypedText, TYPED_TEXT } from "~/page-scripts/typed-text";

/** Shortens an inline script's text (before-scripts/minified.ts); pages with a script of their own use it too. */
export { minified };

/** Before the body: the stored cart's count, photos that fail, photos waiting, taps kept, the kind of pointer. */
export const headScripts: readonly string[] = [
  inlineScript(showStoredCartCount, CART_BADGE_SETTINGS),
  inlineScript(markFailedPhotos, PHOTO_ATTRIBUTE),
  inlineScript(holdLazyPhotos, PHOTOS_WAIT_MS),
  inlineScript(recordEarlyActions, EARLY, MIN_QUANTITY, MAX_QUANTITY),
  inlineScript(markHoverPointer, HOVER_POINTER_ATTRIBUTE),
].map(minified);

/** Right after the header: the Services dropdown's hover delays, the phone menu's focus trap, the solid header. */
export const menuScript: string = minified(
  inlineScript(enhanceMenus, {
    services: SERVICES_PANEL_ID,
    phoneMenu: MENU_ID,
    delays: MENU_DELAYS,
    solidAfter: HEADER_SOLID_AFTER_PX,
  }),
);

/**
 * After the body: every page entry at the top, the fade-ins, the year, the live mark of a page with no island, and
 * the note on prices while offline; where the build keeps an offline copy, what was typed before the update's
 * reload and the worker's registration, its updates and the store's offer to keep the catalogue.
 */
export const pageScripts: readonly string[] = [
  inlineScript(startPage, { fadeInThreshold: FADE_IN_THRESHOLD, yearAttribute: YEAR_ATTRIBUTE }),
  inlineScript(followOfflinePriceNotes, OFFLINE_PRICE_NOTE_ATTRIBUTE),
  ...(offlineCopyEnabled
    ? [
        inlineScript(keepTypedText, TYPED_TEXT),
        inlineScript(startOfflineCopy, {
          worker: WORKER_URL,
          notice: UPDATE_NOTICE_ATTRIBUTE,
          saveTypedText: TYPED_TEXT.saveEvent,
          skipWaiting: SKIP_WAITING,
          ...OFFLINE_COPY_TIMING,
          startingIslands: STARTING_ISLANDS,
          keep: {
            attribute: KEEP_CATALOGUE_ATTRIBUTE,
            saving: offlineCopy.keep.saving,
            kept: offlineCopy.keep.kept,
            failed: offlineCopy.keep.failed,
          },
        }),
      ]
    : []),
].map(minified);
