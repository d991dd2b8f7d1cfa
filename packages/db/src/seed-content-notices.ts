import type { SeedPost } from './seed-content-blog.ts';

const post = (
  kind: SeedPost['kind'],
  title: string,
  html: string,
  image: string | null = null,
): SeedPost => ({
  kind,
  subType: null,
  title,
  image: image ? `/media/generated/${image}.svg` : null,
  html,
});

/** Demo events, notices and reviews of the content seed. */
/** The invite-a-friend event, in the spec's terms: 3,500 won each, the friend's share on sign-up. */
export const referralEventTitle = 'Invite a friend: 3,500 won each';

/**
 * The free unboxing the product gives: packages of second-hand (Bunjang) goods (the unboxing module's free tag). It
 * replaced a first-forwarding waiver no invoice ever applied.
 */
export const secondHandUnboxingEventTitle = 'Free unboxing video for second-hand goods';

/** Seed posts once published under another title: the seed renames them (and replaces their text). */
export const renamedSeedPosts: Record<string, string> = {
  'Refer a friend, both save 5,000 won': referralEventTitle,
  'First forwarding: free unboxing video': secondHandUnboxingEventTitle,
};

export const seedOtherPosts: SeedPost[] = [
  post(
    'EVENT',
    secondHandUnboxingEventTitle,
    '<p>Goods bought for you second-hand on Bunjang, through Order for Me or from our marketplace, reach your locker tagged BUNJANG, and their unboxing video is free: the package page shows FREE where the request button would be, and no unboxing fee is added to the package.</p>',
    'event-first-shipping',
  ),
  post(
    'EVENT',
    'Spring comeback photocard giveaway',
    '<p>Order any spring comeback album in the shop before the end of the month and enter a draw for one of 20 signed photocards.</p>',
    'event-spring-giveaway',
  ),
  post(
    'EVENT',
    referralEventTitle,
    '<p>Share your referral code (on your profile). Your friend gets 3,500 won in credit on signing up with it, and you get 3,500 won in credit when your friend makes their first payment.</p>',
    'event-referral',
  ),
  post(
    'EVENT',
    'K-Packet week',
    '<p>For one week, K-Packet parcels up to 2 kg get free consolidation. Combine your packages and request K-Packet at checkout.</p>',
    'event-kpacket-week',
  ),
  post(
    'EVENT',
    'Fansign season: application help desk',
    '<p>Our team answers proxy fansign questions live in chat every weekday from 10:00 to 18:00 (KST) during the fansign season.</p>',
    'event-fansign-help',
  ),
  post(
    'NOTICE',
    'Storage fees after 45 days',
    '<p>Packages are stored free for 45 days from arrival. From day 46 storage costs 1,500 won a day. You will see a warning 7 days before the free period ends.</p>',
  ),
  post(
    'NOTICE',
    'Updated packing prices',
    '<p>From February 1, 2025: consolidation 1,500 won per package from the second, vacuum packing 6,500 won per bag, priority packing 20,000 won per request.</p>',
  ),
  post(
    'NOTICE',
    'Warehouse address format',
    '<p>Please write your member code in the second address line of every order. Parcels without a member code take longer to match.</p>',
  ),
  post(
    'NOTICE',
    'Lithium battery restrictions',
    '<p>Loose lithium batteries and power banks cannot be shipped abroad. They are removed during packing and kept for 3 months.</p>',
  ),
  post(
    'NOTICE',
    'Customs information for the EU',
    '<p>Parcels to the EU are charged VAT on arrival. Declare the real value: under-declared parcels are often held by customs.</p>',
  ),
  post(
    'NOTICE',
    'Planned maintenance',
    '<p>The site will be unavailable for about 30 minutes on Sunday at 03:00 KST for database maintenance.</p>',
  ),
  post(
    'REVIEW',
    'Albums arrived without a scratch',
    '<p>Six albums in one box to Texas, every corner perfect. Priority packing was worth it.</p>',
  ),
  post(
    'REVIEW',
    'Fast K-Packet to Japan',
    '<p>Ordered photocards on Monday, received them in Osaka eleven days later. Tracking worked the whole way.</p>',
  ),
  post(
    'REVIEW',
    'Order for Me saved my pre-order',
    '<p>The shop only accepted Korean cards. Fanship bought it the same day and I got the pre-order benefit.</p>',
  ),
  post(
    'REVIEW',
    'Helpful customer service',
    '<p>I wrote the wrong member code on an order. Support found the package and matched it within a day.</p>',
  ),
  post(
    'REVIEW',
    'Unboxing video gave me peace of mind',
    '<p>Watching the unboxing video before shipping meant I knew the light stick worked before it left Korea.</p>',
  ),
  post(
    'REVIEW',
    'Split shipping for a group order',
    '<p>Our group order was split into four parcels for four countries. Each friend paid their own shipping.</p>',
  ),
  post(
    'REVIEW',
    'Marketplace card exactly as described',
    '<p>Second-hand card bought through the marketplace arrived in a sleeve and top loader, no bends.</p>',
  ),
  post(
    'REVIEW',
    'Vacuum packing works',
    '<p>Two hoodies and a plush vacuum packed, the box was half the size I expected and shipping was cheaper.</p>',
  ),
  post(
    'REVIEW',
    'Good value EMS to Germany',
    '<p>EMS to Berlin took five days. Customs went smoothly because the declaration matched the invoice.</p>',
  ),
  post(
    'REVIEW',
    'Easy first order',
    '<p>Signed up, ordered from a Korean shop, registered the tracking number and shipped two weeks later. Simple.</p>',
  ),
];
