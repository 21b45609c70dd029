// Civil Contracting: what its pages share.
import { lineCrumbs } from "../line-nav";
import type { Action } from "../types";

export const quote: Action = { label: "Request a Quote", href: "/contact" };
export const contact: Action = { label: "Contact Us", href: "/contact" };

export const crumbs = lineCrumbs("civil");
