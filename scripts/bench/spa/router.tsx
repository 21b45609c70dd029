// A router in a few lines: the address decides the page; links change it without loading a document.
import { useSyncExternalStore, type MouseEvent, type ReactNode } from "react";

const listeners = new Set<() => void>();
addEventListener("popstate", () => {
  for (const listener of listeners) listener();
});

export function usePath(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => location.pathname,
  );
}

export function Link({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const follow = (event: MouseEvent) => {
    event.preventDefault();
    history.pushState(null, "", to);
    scrollTo(0, 0);
    for (const listener of listeners) listener();
  };
  return (
    <a href={to} onClick={follow} className={className}>
      {children}
    </a>
  );
}
