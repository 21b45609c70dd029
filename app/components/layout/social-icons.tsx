import type * as React from "react";
import { site, type SocialLink } from "~/content/site";

const paths: Record<SocialLink["name"], React.ReactNode> = {
  Facebook: <path d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z" />,
  X: <path d="M4 4l6.6 8.8L4.3 20h2l5.3-6 4.6 6H20l-7-9.3L18.9 4h-2l-4.9 5.5L7.9 4z" />,
  LinkedIn: (
    <path d="M4 9h3.5v11H4zM5.8 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM9.5 9H13v1.6c.5-.9 1.7-1.8 3.5-1.8 3.6 0 4.3 2.3 4.3 5.4V20h-3.5v-5.2c0-1.3 0-2.9-1.8-2.9s-2 1.4-2 2.8V20H9.5z" />
  ),
  Instagram: (
    <path
      fillRule="evenodd"
      d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3zm4 3a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm5-3.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z"
    />
  ),
};

const tile = "inline-flex size-10 items-center justify-center rounded-full bg-white/10 text-white";

function Icon({ name }: { name: SocialLink["name"] }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      {paths[name]}
    </svg>
  );
}

/** The four social icons. Until the company sets a page address, an icon shows without a link. */
export function SocialIcons() {
  return (
    <ul className="flex flex-wrap gap-3" aria-label="Social media">
      {site.social.map(({ name, href }) => (
        <li key={name}>
          {href ? (
            <a href={href} className={`${tile} hover:bg-accent-500 hover:text-ink`} aria-label={name}>
              <Icon name={name} />
            </a>
          ) : (
            <span
              className={tile}
              role="img"
              aria-label={`${name} (coming soon)`}
              title={`${name}: coming soon`}
            >
              <Icon name={name} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
