import { act } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, vi } from "vitest";

/**
 * The prerendered page in the browser, for component tests: `element` rendered to HTML as the build does, put in
 * a container in the document, `prepare` run on it (what a visitor did before the scripts came), then hydrated
 * (`hydrating`, the same element unless a test wraps it, in a Profiler say) and its effects run. Any recoverable
 * error, a mismatch React mends by rendering again, fails the test. The caller removes the container.
 */
export async function hydrateBuilt(
  element: ReactElement,
  {
    prepare = () => undefined,
    hydrating = element,
  }: { prepare?: (container: HTMLElement) => void; hydrating?: ReactElement } = {},
): Promise<HTMLElement> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  prepare(container);
  const recoverable = vi.fn();
  act(() => {
    hydrateRoot(container, hydrating, { onRecoverableError: recoverable });
  });
  await act(async () => {});
  expect(recoverable).not.toHaveBeenCalled();
  return container;
}
