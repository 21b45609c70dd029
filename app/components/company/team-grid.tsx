import type { TeamMember } from "~/content/about";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}

/** The leadership team: monogram, name, title and a short blurb (no portraits yet). */
export function TeamGrid({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className="grid grid-cols-1 gap-8 md:grid-cols-3">
      {members.map((member) => (
        <li key={member.name} className="rounded-2xl bg-white p-8 text-center shadow-md">
          <span
            className="bg-brand-700 mx-auto flex size-20 items-center justify-center rounded-full text-2xl font-extrabold text-white"
            aria-hidden="true"
          >
            {initials(member.name)}
          </span>
          <h3 className="text-ink mt-5 text-xl font-bold">{member.name}</h3>
          <p className="text-brand-700 font-semibold">{member.title}</p>
          <p className="mt-3 text-slate-700">{member.blurb}</p>
        </li>
      ))}
    </ul>
  );
}
