import { useState } from "react";
import { addToCart, useCart } from "./cart";
import { categorySlug, price, PRODUCTS, type Product } from "./catalogue";
import { Link } from "./router";

function Card({ product }: { product: Product }) {
  return (
    <li className="card">
      <img src={product.image} alt="" width={800} height={600} loading="lazy" />
      <Link to={`/store/product/${product.id}`}>{product.name}</Link>
      <p>{price(product.detailPrice)}</p>
    </li>
  );
}

export function Home() {
  return (
    <>
      <section className="hero">
        <h1>Industrial Supplies, Energy Solutions &amp; Civil Contracting</h1>
        <p>Reliable solutions across Southern Africa since 1991.</p>
        <Link to="/store" className="button">
          Visit the store
        </Link>
      </section>
      <h2>Featured products</h2>
      <ul className="grid">
        {PRODUCTS.slice(0, 4).map((product) => (
          <Card key={product.id} product={product} />
        ))}
      </ul>
    </>
  );
}

export function Category({ slug }: { slug: string }) {
  const products = PRODUCTS.filter((product) => slug === "all" || categorySlug(product.category) === slug);
  return (
    <>
      <h1>{slug === "all" ? "All products" : slug}</h1>
      <ul className="grid">
        {products.map((product) => (
          <Card key={product.id} product={product} />
        ))}
      </ul>
    </>
  );
}

export function ProductPage({ id }: { id: string }) {
  const product = PRODUCTS.find((entry) => entry.id === id);
  const [quantity, setQuantity] = useState(1);
  if (!product) return <h1>Product Not Found</h1>;
  return (
    <article className="product">
      <img src={product.image} alt={product.name} width={800} height={600} />
      <div>
        <h1>{product.name}</h1>
        <p className="price">{price(product.detailPrice)}</p>
        <p>{product.description}</p>
        <label>
          Quantity{" "}
          <input
            type="number"
            min={1}
            value={quantity}
            onChange={(event) => setQuantity(Number(event.target.value) || 1)}
          />
        </label>
        <button type="button" className="button" onClick={() => addToCart(product.id, quantity)}>
          Add to Cart
        </button>
      </div>
    </article>
  );
}

export function Cart() {
  const lines = useCart();
  return (
    <>
      <h1>Your Cart</h1>
      <ul>
        {lines.map((line) => (
          <li key={line.id}>
            {PRODUCTS.find((product) => product.id === line.id)?.name} x {line.quantity}
          </li>
        ))}
      </ul>
    </>
  );
}

export function Contact() {
  const [sent, setSent] = useState(false);
  return (
    <>
      <h1>Contact Us</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSent(true);
        }}
      >
        <label>
          Name <input name="name" required />
        </label>
        <label>
          Message <textarea name="message" required />
        </label>
        <button type="submit" className="button">
          Send
        </button>
        {sent && <p role="status">Thank you</p>}
      </form>
    </>
  );
}
