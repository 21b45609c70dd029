// A plain single-page React shop, the bench's yardstick (scripts/bench/bench.mjs): the whole app in the browser,
// drawn by React once its script has arrived, pages changed by a router in the page. The same products and photos
// as the site, the same header controls the bench taps (the phone menu, Add to Cart), nothing else.
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { useCart } from "./cart";
import { Cart, Category, Contact, Home, ProductPage } from "./pages";
import { Link, usePath } from "./router";
import "./styles.css";

function Page({ path }: { path: string }) {
  const [, section = "", kind = "", id = ""] = path.split("/");
  if (section === "store" && kind === "product") return <ProductPage id={id} />;
  if (section === "store") return <Category slug={kind === "category" ? id : "all"} />;
  if (section === "cart") return <Cart />;
  if (section === "contact") return <Contact />;
  return <Home />;
}

function App() {
  const path = usePath();
  const [menu, setMenu] = useState(false);
  const count = useCart().reduce((sum, line) => sum + line.quantity, 0);
  return (
    <>
      <header>
        <Link to="/">Industrial Suppliers</Link>
        <button type="button" aria-label="Open menu" onClick={() => setMenu(!menu)}>
          Menu
        </button>
        <Link to="/cart">Cart{count > 0 ? ` (${count})` : ""}</Link>
        {menu && (
          <nav id="site-menu" aria-label="Menu">
            <Link to="/store">Store</Link>
            <Link to="/contact">Contact</Link>
          </nav>
        )}
      </header>
      <main>
        <Page path={path} />
      </main>
    </>
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(<App />);
