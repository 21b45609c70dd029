import type { Page } from "@playwright/test";

/**
 * What the browser itself reports for the element `selector` finds (Chromium's accessibility tree), e.g. the
 * "expanded" state a popovertarget button gets from its popover, which Playwright's own role queries do not see.
 * Works with scripts disabled too.
 */
export async function nativeState(page: Page, selector: string, property: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
  await cdp.detach();
  return nodes[0]?.properties?.find((entry) => entry.name === property)?.value.value as unknown;
}

/** The desktop Services trigger. */
export const SERVICES_TRIGGER = "nav[aria-label='Main'] button";
