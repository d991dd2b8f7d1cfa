import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { addresses, members } from './schema.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedContent } from './seed-content.ts';

type DemoAccount = {
  code: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'member' | 'staff' | 'admin';
};

/** The logins the seed creates (the README lists them). */
export const demoAccounts: DemoAccount[] = [
  {
    code: 'DEMO001',
    email: 'demo@fanship.test',
    password: 'Demo1234!',
    firstName: 'Demo',
    lastName: 'Fan',
    role: 'member',
  },
  {
    code: 'STAFF01',
    email: 'staff@fanship.test',
    password: 'Staff1234!',
    firstName: 'Demo',
    lastName: 'Staff',
    role: 'staff',
  },
  {
    code: 'ADMIN01',
    email: 'admin@fanship.test',
    password: 'Admin1234!',
    firstName: 'Demo',
    lastName: 'Admin',
    role: 'admin',
  },
];

const demoAddress = {
  nickname: 'Home',
  countryCode: 'US',
  city: 'Los Angeles',
  state: 'CA',
  zipCode: '90012',
  line1: '200 N Spring St',
  line2: null,
  phone: '+1 213-555-0100',
  recipientName: 'Demo Fan',
  recipientEmail: 'demo@fanship.test',
  taxId: null,
};

/** Creates the demo member (with one address), demo staff and admin, and the demo catalogue; existing rows are left alone. */
export async function seedDemoData(
  db: Database,
  options: { hashPassword: (password: string) => Promise<string> },
): Promise<void> {
  for (const account of demoAccounts) {
    const existing = await db.query.members.findFirst({ where: eq(members.code, account.code) });
    if (existing) continue;
    const { password, ...fields } = account;
    const [created] = await db
      .insert(members)
      .values({ ...fields, countryCode: 'US', passwordHash: await options.hashPassword(password) })
      .onConflictDoNothing()
      .returning({ id: members.id });
    if (created && account.role === 'member') {
      await db.insert(addresses).values({ ...demoAddress, memberId: created.id });
    }
  }
  await seedCatalogue(db);
  await seedContent(db);
}
