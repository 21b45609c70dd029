import { MAX_QUANTITY } from "~/lib/quantity";
import {
  CART_STORAGE_KEY,
  MAX_PRICE_CENTS,
  MAX_STORED_ENTRIES,
  MAX_STORED_LINES,
  MAX_TEXT_LENGTH,
} from "~/lib/stored-cart";

/**
 * Inline script for <head>: counts the stored cart before the first paint, so a returning buyer sees the header
 * badge at once instead of when the scripts have loaded. It accepts exactly the lines the cart's storage module
 * accepts (id and name text, whole price in cents within range, quantity 1 or more, capped; repeated ids merged;
 * at most MAX_STORED_LINES) and never throws. A count above 0 goes on <html> as `data-cart-count` and the
 * `--cart-count` property, which the badge's CSS shows; at 0 nothing is set. It only reads, so React's own
 * reading of the cart (which deletes an unparsable entry) is unchanged. The CSP allows it by its hash.
 */
export const cartBadgeScript =
  `try{var h=Object.prototype.hasOwnProperty,` +
  `a=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})),m=new Map,n=0;` +
  `function v(l,k){return h.call(l,k)?l[k]:void 0}` +
  `function t(l,k){var s=v(l,k);return typeof s=="string"&&(s=s.trim())&&s.length<=${MAX_TEXT_LENGTH}?s:null}` +
  `function w(l,k){var x=v(l,k);return typeof x=="number"&&isFinite(x)?Math.trunc(x):null}` +
  `if(Array.isArray(a))a.slice(0,${MAX_STORED_ENTRIES}).forEach(function(l){` +
  `if(!l||typeof l!="object"||Array.isArray(l))return;` +
  `var i=t(l,"id"),p=w(l,"priceCents"),q=w(l,"quantity");` +
  `if(i===null||t(l,"name")===null||p===null||q===null||p<0||p>${MAX_PRICE_CENTS}||q<1)return;` +
  `q=Math.min(q,${MAX_QUANTITY});` +
  `if(m.has(i))m.set(i,Math.min(${MAX_QUANTITY},m.get(i)+q));else if(m.size<${MAX_STORED_LINES})m.set(i,q)});` +
  `m.forEach(function(q){n+=q});` +
  `if(n>0){var d=document.documentElement;d.dataset.cartCount=n;d.style.setProperty("--cart-count",n)}` +
  `}catch(e){}`;
