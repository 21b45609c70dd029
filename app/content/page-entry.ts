// A page's title and description, as search results, link previews and the browser's tab show them, with the
// page's own address. Each page keeps its entry at the end of its content module; its route module's `meta` reads it.

export interface PageEntry {
  path: string;
  title: string;
  description: string;
}

export const page = (path: string, title: string, description: string): PageEntry => ({
  path,
  title,
  description,
});
