/** Demo blog posts of the content seed: trusted HTML written for the demo, one entry per post. */
export type SeedPost = {
  kind: 'POST' | 'EVENT' | 'NOTICE' | 'REVIEW';
  subType: string | null;
  title: string;
  image: string | null;
  html: string;
};

const blog = (subType: string, title: string, image: string, html: string): SeedPost => ({
  kind: 'POST',
  subType,
  title,
  image: `/media/generated/blog-${image}.svg`,
  html,
});

export const seedBlogPosts: SeedPost[] = [
  blog(
    'GUIDE',
    'How Fanship forwarding works, step by step',
    'forwarding-steps',
    `<h2>From a Korean shop to your door</h2>
<p>Buying from Korean shops that do not ship abroad is easier than it looks. Every member gets a personal address at our Incheon warehouse.</p>
<ol><li>Order from any Korean shop and use your Fanship warehouse address.</li><li>Register the tracking number under <strong>Incomings</strong> so we can match the parcel to you.</li><li>When it arrives we log the package and photograph the label.</li><li>Combine packages, request an unboxing video or a split, then request shipping.</li></ol>
<p>Storage is free for 45 days from arrival; after that it costs 1,500 won a day.</p>`,
  ),
  blog(
    'GUIDE',
    'Order for Me: when we buy for you',
    'order-for-me',
    `<h2>Let us do the checkout</h2>
<p>Some shops only take Korean cards or need a Korean phone number. With <strong>Order for Me</strong> you send us the links and we buy the items for you.</p>
<table><thead><tr><th>Order value</th><th>Fee</th></tr></thead><tbody><tr><td>Under 100,000 won</td><td>7,000 won</td></tr><tr><td>100,000 to 300,000 won</td><td>4,000 won</td></tr><tr><td>Above 300,000 won</td><td>Free</td></tr></tbody></table>
<p>Need it within 24 hours? Priority orders add 15,000 won.</p>`,
  ),
  blog(
    'GUIDE',
    'Buying second-hand photocards safely',
    'second-hand-cards',
    `<h2>The marketplace, explained</h2>
<p>Rare photocards often appear on Korean second-hand markets first. We check the seller, pay for you and inspect the card on arrival.</p>
<ul><li>Second-hand orders cost 10,000 won plus 3% of the order value.</li><li>Ask the seller for a sleeve and a top loader; we add bubble wrap when we repack.</li><li>Check the listing photos at full size before ordering.</li></ul>`,
  ),
  blog(
    'TIPS',
    'Five ways to save on international shipping',
    'save-shipping',
    `<h2>Pay for weight, not air</h2>
<p>Carriers bill the greater of the actual weight and the volumetric weight (length × width × height ÷ 5,000).</p>
<ol><li>Consolidate several packages into one box: 1,500 won per package from the second.</li><li>Remove album outer boxes you do not need.</li><li>Use vacuum packing for clothes and plushies (6,500 won per bag).</li><li>Choose K-Packet for parcels up to 2 kg.</li><li>Ship before your free 45 storage days run out.</li></ol>`,
  ),
  blog(
    'TIPS',
    'Protecting albums in transit',
    'protect-albums',
    `<h2>Corners matter</h2>
<p>Album collectors care about dented corners. Ask for priority packing (20,000 won per request) when a box holds signed or limited items.</p>
<blockquote><p>Tip: sealed albums travel best standing upright between two layers of cardboard.</p></blockquote>`,
  ),
  blog(
    'TIPS',
    'Reading the pre-order calendar',
    'preorder-calendar',
    `<h2>Plan around release dates</h2>
<p>Korean shops open pre-orders two to four weeks before release. Pre-order benefits (POB) usually run out first, so order early and let the packages wait in storage until the whole comeback has arrived.</p>`,
  ),
  blog(
    'NEWS',
    'Unboxing video prices from September',
    'unboxing-prices',
    `<h2>New unboxing video prices</h2>
<p>From September 1, 2024 an unboxing video costs <strong>2,500 won</strong> for packages under 10 kg and <strong>4,000 won</strong> from 10 kg. Videos are kept for about one month.</p>`,
  ),
  blog(
    'NEWS',
    'Inclusion service now available',
    'inclusion-service',
    `<h2>Sort your albums before they ship</h2>
<p>Our inclusion service opens albums, keeps the items you choose and repacks the rest. Prices start at 900 won per album for Order for Me purchases. Allow three to five business days.</p>`,
  ),
  blog(
    'NEWS',
    'Holiday schedule for Chuseok',
    'chuseok-schedule',
    `<h2>Chuseok holidays</h2>
<p>The warehouse closes for three days over Chuseok. Packages that arrive during the holiday are logged on the first working day, and shipping requests resume the same day.</p>`,
  ),
  blog(
    'UNBOXING',
    'Unboxing a season’s greetings set',
    'unboxing-season-greetings',
    `<h2>What is inside</h2>
<p>This year’s season’s greetings box came with a desk calendar, a diary, a poster and a photocard set. The box measured 30 × 24 × 8 cm, so its volumetric weight (1,152 g) was higher than its actual weight.</p>
<img src="/media/generated/unboxing-season-greetings-inside.svg" alt="Season’s greetings set laid out on a table">`,
  ),
  blog(
    'UNBOXING',
    'Light stick unboxing and battery tips',
    'unboxing-lightstick',
    `<h2>Light sticks travel without batteries</h2>
<p>Most carriers refuse loose lithium batteries. Official light sticks use AAA batteries that we remove before shipping, so pack a few spares at home.</p>`,
  ),
  blog(
    'UNBOXING',
    'Opening ten albums for one photocard',
    'unboxing-ten-albums',
    `<h2>Chasing a bias card</h2>
<p>We opened ten copies of a new mini album on camera. Eight random photocards, two duplicates, and yes, the bias card on the ninth album. A split after unboxing let the member ship the cards now and keep the albums in storage.</p>`,
  ),
];
