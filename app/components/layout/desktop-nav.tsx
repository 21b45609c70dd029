import { NavTree } from "./nav-tree";

/** The desktop menu bar (large screens only). */
export function DesktopNav({ currentPath }: { currentPath: string }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <NavTree variant="bar" currentPath={currentPath} />
    </nav>
  );
}
