import { buttonVariants } from "~/components/ui/button";
import { categoryCopy } from "~/content/store/store";
import { productCopy } from "~/content/store/store-product";
import { cn } from "~/lib/cn";

function Message({ text, link }: { text: string; link: { label: string; href: string } }) {
  return (
    <div className="py-12 text-center">
      <p className="text-lg text-slate-700">{text}</p>
      <a href={link.href} className={cn(buttonVariants({ variant: "secondary", size: "lg" }), "mt-6")}>
        {link.label}
      </a>
    </div>
  );
}

/** A category with no products, or a slug the store does not know: says so, with the way back to the store. */
export function EmptyCategory() {
  return <Message text={categoryCopy.empty} link={categoryCopy.returnToStore} />;
}

/** A product id the catalogue does not have: says so, with the way back to the store. */
export function ProductNotFound() {
  return <Message text={productCopy.notFound.text} link={productCopy.notFound.returnToStore} />;
}
