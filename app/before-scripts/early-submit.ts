import { useEffect, useEffectEvent, type RefObject } from "react";
import { EARLY, type EarlyAction, type EarlySubmit } from "./early-actions";
import { takeEarlyActions } from "./early-actions-queue";

/** Marks a form for the recorder under `name` (lower-case letters and hyphens): spread them on the <form>. */
export const earlySubmitAttributes = (name: string) => ({ [EARLY.submit]: name });

/**
 * Once the form is live: hands `takeOver` the form, whose fields still hold what was typed before, and whether
 * the visitor pressed its submit button in that time (the recorder kept it, after the browser's own checks).
 */
export function useEarlySubmit(
  name: string,
  form: RefObject<HTMLFormElement | null>,
  takeOver: (form: HTMLFormElement, submitted: boolean) => void,
) {
  const take = useEffectEvent(() => {
    if (!form.current) return;
    const mine = (action: EarlyAction): action is EarlySubmit =>
      action.kind === "submit" && action.form === name;
    takeOver(form.current, takeEarlyActions(mine).length > 0);
  });
  useEffect(() => take(), []);
}
