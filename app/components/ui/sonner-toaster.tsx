import { useEffect } from "react";
import { toast, Toaster } from "sonner";

export interface Notice {
  kind: "success" | "error" | "info";
  message: string;
  description?: string;
  /** Milliseconds before it closes by itself; sonner's default (4000) when omitted. */
  duration?: number;
}

export type ShowNotice = (notice: Notice) => void;

const showNotice: ShowNotice = ({ kind, message, description, duration }) => {
  toast[kind](message, { description, duration });
};

/** The lazily loaded half of the toaster: sonner itself. */
export default function SonnerToaster({ onReady }: { onReady: (show: ShowNotice) => void }) {
  // Runs after sonner's own Toaster (a child) has subscribed, so no notice is dropped.
  useEffect(() => {
    onReady(showNotice);
  }, [onReady]);
  // Plain colours: sonner's rich ones (green on pale green) fall short of WCAG AA contrast.
  return <Toaster closeButton />;
}
