// Mining & Industrial: what its pages share.
import type { Action } from "../types";

export const quote: Action = { label: "Request a Quote", href: "/contact" };
export const backToMining: Action = { label: "Back to Mining & Industrial", href: "/mining-industrial" };
