import { MapPin } from "lucide-react";
import type { Line, Project } from "~/content/business-lines/types";
import { cn } from "~/lib/cn";
import { lineAccent } from "../layout/line-accent";
import { Image } from "../ui/image";

/** Past projects with a photo, place, summary and headline figures. */
export function FeaturedProjects({ line, projects }: { line: Line; projects: readonly Project[] }) {
  const accent = lineAccent[line];
  return (
    <ul className="grid grid-cols-1 gap-8 md:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <li key={project.title}>
          <article className="flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
            <Image
              src={project.image.src}
              alt={project.image.alt}
              width={800}
              height={500}
              sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
              className="aspect-[8/5] w-full object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <h3 className="text-ink text-xl font-bold">{project.title}</h3>
              <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                <MapPin className="size-4" aria-hidden="true" />
                {project.location}
              </p>
              <p className="mt-3 text-slate-600">{project.description}</p>
              <ul aria-label={`${project.title} in figures`} className="mt-auto flex flex-wrap gap-2 pt-5">
                {project.claims.map((claim) => (
                  <li
                    key={claim}
                    className={cn("text-ink rounded-full px-3 py-1 text-sm font-semibold", accent.soft)}
                  >
                    {claim}
                  </li>
                ))}
              </ul>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
