/** A valid address a member can store (fields as the address form sends them). */
export const austinAddress = {
  nickname: 'Home',
  countryCode: 'US',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  line1: '1 Main St',
  phone: '+1 512-555-0100',
  recipientName: 'Test Fan',
  recipientEmail: 'fan@example.com',
};
