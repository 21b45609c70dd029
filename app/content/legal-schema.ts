// The Privacy Policy's and the Terms of Service's data files (app/data/legal/<name>.md): a title, the description
// search results show, the date staff last changed the text, and the text itself in Markdown below the front matter.
// The content collection `legal` checks them with this schema; the content manager's fields (public/admin/config.yml)
// are these, and a unit test holds the two together.
import { z } from "zod";

export const legalSchema = z.object({
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  updated: z.coerce.date(),
});

export const LEGAL_DIR = "app/data/legal";
