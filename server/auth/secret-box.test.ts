import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed, in the same context', () => {
    const sealed = box.seal('client-secret', 'provider');
    expect(sealed).not.toContain('client-secret');
    expect(box.open(sealed, 'provider')).toBe('client-secret');
  });

  it('seals the same text differently each time', () => {
    expect(box.seal('same', 'provider')).not.toBe(box.seal('same', 'provider'));
  });

  it('refuses a changed text, another context and another key', () => {
    const sealed = box.seal('client-secret', 'provider');
    const [version, iv, body, tag] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(box.open([version, iv, flipped.toString('base64url'), tag].join('.'), 'provider')).toBeNull();
    expect(box.open(sealed, 'flow')).toBeNull();
    expect(new SecretBox(randomBytes(32)).open(sealed, 'provider')).toBeNull();
    expect(box.open('not sealed', 'provider')).toBeNull();
  });
});
