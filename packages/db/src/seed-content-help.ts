/** Demo help desk of the content seed: categories in tab order, each with topics (markdown) and FAQs. */
export type SeedHelpTopic = {
  title: string;
  markdown: string;
  faqs: { question: string; answerMarkdown: string }[];
};
export type SeedHelpCategory = { slug: string; title: string; topics: SeedHelpTopic[] };

const faq = (question: string, answerMarkdown: string) => ({ question, answerMarkdown });

export const seedHelpCategories: SeedHelpCategory[] = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    topics: [
      {
        title: 'What Fanship does',
        markdown:
          'Fanship helps fans abroad buy Korean pop goods:\n\n- **Shop**: our own stock, priced in won and shown in US dollars.\n- **Order for Me**: we buy from Korean shops for you.\n- **Forwarding**: ship your own orders to our Korean warehouse and we send them on.',
        faqs: [
          faq(
            'Do I need a Korean phone number?',
            'No. Sign up with your email address; we handle Korean checkouts for you.',
          ),
        ],
      },
      {
        title: 'Your warehouse address',
        markdown:
          'After signing up you get a personal warehouse address. Write your **member code** in the second address line of every order so we can match the parcel to you.',
        faqs: [faq('Where is my member code?', 'On your profile page, next to your name.')],
      },
    ],
  },
  {
    slug: 'order-for-me',
    title: 'Order for Me',
    topics: [
      {
        title: 'Order for Me fees',
        markdown:
          '| Order value | Fee |\n| --- | --- |\n| Under 100,000 won | 7,000 won |\n| 100,000 to 300,000 won | 4,000 won |\n| Above 300,000 won | Free |\n\n**Priority** orders (bought within 24 hours) add **15,000 won**. Each extra purchase from the same site costs 3,000 won.',
        faqs: [
          faq(
            'Is 300,000 won exactly still charged?',
            'Yes: 100,000 to 300,000 won inclusive costs 4,000 won; only orders above 300,000 won are free.',
          ),
          faq(
            'How fast do you buy?',
            'Regular orders within 2 business days, priority orders within 24 hours.',
          ),
        ],
      },
      {
        title: 'Second-hand marketplace orders',
        markdown:
          'Second-hand (Bunjang) orders cost **10,000 won plus 3%** of the order value. The regular tier fee is not added.',
        faqs: [
          faq('Can I ask the seller questions?', 'Yes, add them to the order note and we ask before paying.'),
        ],
      },
      {
        title: 'Proxy fansign and offline purchases',
        markdown:
          'Proxy fansign entries cost 10,000 won to apply or 30,000 won to attend on top of the tier fee. Offline purchases cost 30,000 won plus 3% of the item value; request them at least 48 hours ahead.',
        faqs: [],
      },
    ],
  },
  {
    slug: 'warehouse',
    title: 'Warehouse & packages',
    topics: [
      {
        title: 'Storage',
        markdown:
          'Storage is free for **45 days** from arrival at the warehouse. A warning appears 7 days before the free period ends; afterwards storage costs **1,500 won a day**. Items unclaimed for 3 months may be disposed of.',
        faqs: [faq('When does the storage clock stop?', 'On the day you pay for shipping.')],
      },
      {
        title: 'Unboxing videos',
        markdown:
          'An unboxing video costs **2,500 won** under 10 kg and **4,000 won** from 10 kg. It takes 2–3 business days and is kept for about one month.',
        faqs: [
          faq(
            'Can I get it faster?',
            'Priority unboxing costs 5,000 won extra and is done within 2 business days.',
          ),
        ],
      },
      {
        title: 'Split and inclusion',
        markdown:
          'A split costs **2,500 won** per resulting package. Inclusion (opening albums and keeping chosen items) starts at 900 won per album for Order for Me purchases; minimum 10 albums.',
        faqs: [],
      },
    ],
  },
  {
    slug: 'shipping',
    title: 'Shipping',
    topics: [
      {
        title: 'Packing options',
        markdown:
          '- Consolidation: **1,500 won** per package from the second.\n- Vacuum packing: **6,500 won** per bag.\n- Priority packing: **20,000 won** per request.\n- Repacking: **10,000 won** per started kg added or removed.',
        faqs: [
          faq(
            'Who decides on vacuum packing?',
            'You ask for it; the packer decides whether it is safe for your items.',
          ),
        ],
      },
      {
        title: 'Carriers and billable weight',
        markdown:
          'We ship with EMS, DHL, FedEx and K-Packet (up to 2 kg, to about 19 countries). The billable weight is the greater of the actual weight and the volumetric weight, length × width × height (cm) ÷ 5,000.',
        faqs: [
          faq(
            'Why was I charged more than the scale showed?',
            'A large light box is billed by its volumetric weight.',
          ),
          faq('How long does K-Packet take?', 'Usually 2 to 4 weeks; express carriers take 3 to 7 days.'),
        ],
      },
    ],
  },
  {
    slug: 'payments',
    title: 'Payments',
    topics: [
      {
        title: 'Prices in US dollars',
        markdown:
          'Prices are set in won and shown in US dollars at the current exchange rate. Bank transfers use the Wise rate; PayPal and card payments include their processing fees.',
        faqs: [
          faq(
            'Which currency am I charged in?',
            'Invoices are in won; the dollar amount is an estimate at the current rate.',
          ),
        ],
      },
      {
        title: 'Invoices',
        markdown:
          'Each shipping, packing or Order for Me request creates an invoice once the work is priced. Pay it from the request page.',
        faqs: [],
      },
    ],
  },
  {
    slug: 'account',
    title: 'Account',
    topics: [
      {
        title: 'Addresses',
        markdown: 'Save up to 50 delivery addresses in your profile and pick one for each shipping request.',
        faqs: [
          faq('Can I change the address after paying?', 'Contact us before the parcel leaves the warehouse.'),
        ],
      },
      {
        title: 'Password and sign-in',
        markdown:
          'Forgot your member code or password? Use the recovery links on the sign-in page; we email you a code.',
        faqs: [],
      },
    ],
  },
];
