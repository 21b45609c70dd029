import { LOGO } from "~/content/brand";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";

const tones = {
  dark: { name: "text-ink", since: "text-slate-600" },
  light: { name: "text-white", since: "text-slate-200" },
  /** Follows the header from white on the transparent header to ink on the solid one (app.css). */
  header: { name: "text-(--header-fg)", since: "text-(--header-fg-soft)" },
} as const;

/** Wordmark linking home; drawn in SVG and text so it never waits for an image. */
export function Logo({ tone = "dark" }: { tone?: keyof typeof tones }) {
  return (
    <a href="/" className="flex min-w-0 items-center gap-2 rounded-md">
      <svg viewBox={`0 0 ${LOGO.size} ${LOGO.size}`} className="size-9 shrink-0" aria-hidden="true">
        <rect width={LOGO.size} height={LOGO.size} rx={LOGO.tile.radius} fill={LOGO.tile.fill} />
        <path d={LOGO.mark.path} fill={LOGO.mark.fill} />
      </svg>
      <span className={cn("logo-name min-w-0 leading-tight font-extrabold tracking-tight", tones[tone].name)}>
        <span className="block text-base">{site.name}</span>
        <span className={cn("block text-xs font-medium", tones[tone].since)}>Since {site.foundingYear}</span>
      </span>
    </a>
  );
}
