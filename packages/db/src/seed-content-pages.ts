/** The terms of use and privacy policy the seed writes once; staff edit them in the console afterwards. */
export type SeedSitePage = { slug: 'terms' | 'privacy'; title: string; html: string };

const terms = `<p>These terms apply to everyone who uses Fanship: our own shop, Order for Me (purchases we make in Korea on your behalf), our Korean warehouse and the forwarding of parcels abroad. By creating an account you agree to them.</p>
<h2>1. Your account</h2>
<p>You must give your real name and an email address you can read, and keep your password to yourself. You are responsible for what is done with your account. One person may hold one account. You may close your account at any time by writing to our support team; charges already incurred remain payable.</p>
<h2>2. Prices and payment</h2>
<p>Prices are set in Korean won and shown in US dollars at our current exchange rate; the amount to pay is fixed when the invoice is issued. Our service fees are listed on the Price overview page. Payment is taken in US dollars by card, PayPal or bank transfer (Wise). Fees of your bank or card issuer are yours to bear.</p>
<h2>3. Our shop and Order for Me</h2>
<p>When you order from our shop, the contract of sale is with Fanship. With Order for Me we buy from the Korean seller you name, as your agent: the seller's own terms, stock and delivery times apply, and a seller may cancel. We refund what we could not buy, less fees for work already done. Second-hand marketplace purchases cannot be cancelled once bought. Fansign and lucky-draw applications are entries only; we cannot promise a win.</p>
<h2>4. Warehouse, storage and shipping</h2>
<p>Parcels are stored free of charge for the period stated on the Price overview page, after which storage fees apply. Parcels left unpaid for 90 days after storage became chargeable, and after two reminders by email, may be disposed of. We ship with the carrier you choose; delivery times are the carrier's estimates. You are the importer of your goods: customs duties, taxes and the accuracy of the customs declaration are your responsibility, and goods your country prohibits cannot be sent.</p>
<h2>5. Prohibited items</h2>
<p>We do not buy, store or ship weapons, drugs, counterfeit goods, flammable or hazardous materials, live animals or plants, or anything a carrier refuses to carry. We may refuse or return such items at your cost.</p>
<h2>6. Damage and loss</h2>
<p>We photograph or film parcels on request and pack them with care. If a parcel is lost or damaged while in our warehouse we compensate its declared value. Loss or damage in transit is claimed from the carrier, and we help you make the claim; compensation is limited to what the carrier pays.</p>
<h2>7. Credit, coupons and events</h2>
<p>Credit earned through referrals, events or the roulette has no cash value, cannot be transferred and may only be used to pay our invoices. We may withdraw credit obtained by abuse, such as creating several accounts.</p>
<h2>8. Liability</h2>
<p>We are not liable for delays or losses caused by sellers, carriers, customs or events outside our control. Nothing in these terms limits rights you have under the consumer law of your country that cannot be limited by agreement.</p>
<h2>9. Changes and contact</h2>
<p>We may change these terms; the version on this page applies from the date it is published, and we tell members by email of any change that affects them. Questions go to our support team through the Help page.</p>`;

const privacy = `<p>This policy explains what personal data Fanship collects, why, how long we keep it and what rights you have. Fanship is the controller of the data described here.</p>
<h2>1. What we collect</h2>
<ul>
<li><strong>Account data</strong>: your name, email address, country, member code and password (stored only as a salted hash).</li>
<li><strong>Shipping addresses</strong>: the recipient's name, phone number, email address and address, and a tax ID where your country's customs require one.</li>
<li><strong>Orders and payments</strong>: what you buy, request or ship, invoices and payment status. Card details are handled by our payment providers; we never see or store your card number.</li>
<li><strong>Warehouse records</strong>: photos and videos of your parcels taken when you request them.</li>
<li><strong>Technical data</strong>: a session cookie that keeps you logged in, and server logs with IP addresses, kept to protect the service from abuse.</li>
</ul>
<h2>2. Why we use it</h2>
<p>We use your data to run your account, buy and ship your goods, declare parcels to customs, take payment, answer your questions and send you service emails (verification codes, invoices, shipping updates). We send event news only if you turn it on, and you can turn it off at any time.</p>
<h2>3. Who receives it</h2>
<p>Only those who need it to serve you: Korean sellers (the delivery address of our warehouse, never your home address), carriers and customs authorities (the recipient and parcel details), payment providers, and our email provider. We do not sell personal data.</p>
<h2>4. How long we keep it</h2>
<p>Account data is kept while your account is open. Invoices and payment records are kept for five years, as Korean tax law requires. Parcel photos and videos are deleted one year after the parcel ships. Server logs are kept for 90 days.</p>
<h2>5. Your rights</h2>
<p>You may see, correct and download your data, ask us to delete it or to stop using it for a purpose, and withdraw consent you gave. Write to our support team through the Help page; we answer within 30 days. You may also complain to the data protection authority of your country.</p>
<h2>6. Security</h2>
<p>Data travels over encrypted connections, passwords are hashed, and only staff who need it can see your orders and addresses.</p>
<h2>7. Changes</h2>
<p>We publish any change to this policy on this page and tell members by email of changes that affect them.</p>`;

export const seedSitePages: SeedSitePage[] = [
  { slug: 'terms', title: 'Terms of use', html: terms },
  { slug: 'privacy', title: 'Privacy policy', html: privacy },
];
