// Shapes every page's copy shares, so the same section components serve the company, store and business-line pages.

export interface Picture {
  src: string;
  alt: string;
}

/** A link shown as a button. `ariaLabel` makes repeated visible labels ("Learn More") distinct for screen readers. */
export interface Action {
  label: string;
  href: string;
  ariaLabel?: string;
}

/** What opens a section: an optional eyebrow, the heading and an optional intro. */
export interface SectionCopy {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** One link of a breadcrumb trail. */
export interface Crumb {
  label: string;
  href: string;
}
