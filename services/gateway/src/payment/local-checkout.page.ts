// The local payment provider's checkout page: a self-contained HTML page (no scripts),
// marked as a test checkout on every screen size, with the product, the price, a Pay
// button and a Cancel link.
import { formatPrice } from '@highpay/contracts';
import type { LocalCheckoutView } from './payment.client.js';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;color:#0f172a;background:#f6f7fb;line-height:1.5}
.test-banner{background:#fef3c7;color:#78350f;border-bottom:2px solid #f59e0b;padding:12px 20px;text-align:center;font-size:15px}
.test-banner strong{letter-spacing:.06em}
.checkout{max-width:460px;margin:0 auto;padding:32px 20px 48px}
.brand{margin:0 0 16px;font-weight:800;font-size:20px;color:#0b1530}
.brand span{color:#2563eb}
.card{background:#fff;border:1px solid #dde3ee;border-radius:16px;padding:28px 24px;box-shadow:0 1px 3px rgb(15 23 42/.08),0 8px 24px rgb(15 23 42/.06)}
.badge{display:inline-block;margin:0 0 12px;padding:2px 10px;border-radius:999px;background:#fef3c7;color:#92400e;font-size:12px;font-weight:700;letter-spacing:.08em}
h1{font-size:22px;margin:0 0 20px;line-height:1.25}
.line{display:flex;justify-content:space-between;gap:16px;margin:0;padding:12px 0;border-top:1px solid #eef1f6}
.line dt{color:#526077}.line dd{margin:0;text-align:right;font-weight:600}
.total{display:flex;justify-content:space-between;align-items:baseline;padding:16px 0 20px;border-top:1px solid #dde3ee;font-size:18px}
.total strong{font-size:28px}
button{width:100%;min-height:48px;border:0;border-radius:10px;background:#2563eb;color:#fff;font:inherit;font-size:17px;font-weight:700;cursor:pointer}
button:hover{background:#1d4ed8}
button:focus-visible,a:focus-visible{outline:none;box-shadow:0 0 0 3px rgb(37 99 235/.45)}
.cancel{display:block;margin-top:14px;text-align:center;color:#526077;font-weight:600}
.note{margin:12px 0 0;color:#526077;font-size:14px}
.message{margin:0 0 16px}
.continue{display:block;text-align:center;padding:12px;border-radius:10px;background:#2563eb;color:#fff;font-weight:700;text-decoration:none}
.fine{margin:16px 0 0;text-align:center;color:#8090a8;font-size:12px;word-break:break-all}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)} · HighPay Jobs</title>
<style>${STYLE}</style>
</head>
<body>
<div class="test-banner" role="note"><strong>TEST CHECKOUT</strong> — this is not a real payment. No card is needed and nothing is charged.</div>
<main class="checkout">
<p class="brand">HighPay<span>Jobs</span></p>
${body}
</main>
</body>
</html>`;
}

export function localCheckoutPage(view: LocalCheckoutView): string {
  const price = formatPrice(view.amountCents, view.currency);
  if (view.status === 'complete') {
    return page(
      'Test checkout',
      `<section class="card"><p class="badge">TEST MODE</p><h1>This checkout is already paid</h1>
<p class="message">Your purchase is complete.</p><a class="continue" href="${escape(view.successUrl)}">Continue</a></section>`,
    );
  }
  if (view.status === 'expired') {
    return page(
      'Test checkout',
      `<section class="card"><p class="badge">TEST MODE</p><h1>This checkout has expired</h1>
<p class="message">Nothing was charged. Please start again.</p><a class="continue" href="${escape(view.cancelUrl)}">Back to HighPay Jobs</a></section>`,
    );
  }
  return page(
    'Test checkout',
    `<section class="card" aria-labelledby="checkout-title">
<p class="badge">TEST MODE</p>
<h1 id="checkout-title">Test checkout</h1>
<dl>
<div class="line"><dt>Product</dt><dd>${escape(view.productName)}</dd></div>
</dl>
<div class="total"><span>Total</span><strong>${escape(price)}</strong></div>
<form method="post" action="/checkout/test/${escape(view.id)}/pay"><button type="submit">Pay</button></form>
<a class="cancel" href="${escape(view.cancelUrl)}">Cancel</a>
<p class="note">This local checkout stands in for the card provider. Paying completes the order as a real payment would.</p>
</section>
<p class="fine">Session ${escape(view.id)}</p>`,
  );
}

export function localCheckoutMessagePage(heading: string, message: string): string {
  return page(
    'Test checkout',
    `<section class="card"><p class="badge">TEST MODE</p><h1>${escape(heading)}</h1><p class="message">${escape(message)}</p>
<a class="continue" href="/">Back to HighPay Jobs</a></section>`,
  );
}
