// When the browser may fetch a page of the site before the visitor follows its link: on a sign of intent only.
import { HOVER_POINTER_ATTRIBUTE } from "~/before-scripts/hover-pointer";

/** Every link to a page of the site (same origin; the rules resolve it against the page's address). */
const SITE_LINKS = { href_matches: "/*" } as const;

/**
 * The speculation rules every page carries (`<script type="speculationrules">`, hashed into the policy like every
 * inline script): the browser fetches a page of the site ahead of the tap, so it opens sooner, but only once the
 * visitor shows intent, never every link in view (buyers pay for data):
 * - with a pointer that hovers, when it rests on the link ("moderate": Chrome waits 200 ms) or presses it;
 * - by touch, as the finger comes down ("conservative"). A touch screen does not get "moderate", with which Chrome
 *   on Android guesses from the links in view instead.
 * Prefetch only, never prerender: no page's scripts run before the visitor is there. A browser without speculation
 * rules simply follows the link.
 */
export const speculationRules = {
  prefetch: [
    {
      where: { and: [SITE_LINKS, { selector_matches: `[${HOVER_POINTER_ATTRIBUTE}] a` }] },
      eagerness: "moderate",
    },
    { where: SITE_LINKS, eagerness: "conservative" },
  ],
} as const;

/** The rules as the page's <script> holds them. */
export const speculationRulesText = JSON.stringify(speculationRules);
