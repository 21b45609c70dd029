import { ArrowLeft } from "lucide-react";
import type { Action } from "~/content/shapes";
import { Container } from "../ui/container";

/** A quiet link back to the parent page at the foot of a subpage. */
export function LinkBack({ action }: { action: Action }) {
  return (
    <Container className="py-10">
      <a
        href={action.href}
        className="text-brand-700 inline-flex items-center gap-2 font-semibold underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {action.label}
      </a>
    </Container>
  );
}
