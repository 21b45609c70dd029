import type { Closing } from "~/content/business-lines/types";
import { ActionLinks } from "./action-links";
import { CallToAction } from "./call-to-action";

/** The closing call to action of a business-line page, fed from its content. */
export function ClosingCall({ closing }: { closing: Closing }) {
  return (
    <CallToAction
      title={closing.title}
      text={closing.text}
      actions={<ActionLinks actions={closing.actions} onDark />}
    />
  );
}
