import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash.ts';

describe('password hashing', () => {
  it('uses scrypt at the OWASP parameters (N=2^17, r=8, p=1) with a random salt', async () => {
    const hash = await hashPassword('Secret12!', 17);
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
    expect(await verifyPassword('Secret12!', hash)).toBe(true);
    expect(await verifyPassword('Secret12?', hash)).toBe(false);
    expect(await hashPassword('Secret12!', 17)).not.toBe(hash);
  });

  it('verifies a hash made at a lower test cost, and never matches a malformed or tampered hash', async () => {
    const hash = await hashPassword('Secret12!', 10);
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('Secret12!', hash)).toBe(true);
    for (const broken of [
      '',
      'plain-text',
      hash.replace('$8$', '$4$'),
      hash.replace('scrypt$1024', 'scrypt$2097152'),
    ]) {
      expect(await verifyPassword('Secret12!', broken)).toBe(false);
    }
  });
});
