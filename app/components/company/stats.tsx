import type { Figure } from "~/content/home";

/** The company's headline figures, large and bold. */
export function Stats({ figures }: { figures: readonly Figure[] }) {
  return (
    <dl className="grid grid-cols-1 gap-6 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse rounded-xl bg-white/5 p-6 text-center">
          <dt className="mt-2 text-base font-semibold text-slate-200">{figure.label}</dt>
          <dd className="text-accent-400 text-5xl font-extrabold tracking-tight [overflow-wrap:anywhere]">
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
