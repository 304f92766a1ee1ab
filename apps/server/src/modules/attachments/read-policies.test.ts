import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { isPublicFile, registerPublicFiles } from './read-policies';

const db = {} as Db;
const file = (refType: string) => ({ id: 1, key: 'k', refType, refId: '1' });

describe('public-file checks (issue 16 item 2)', () => {
  it('a domain registering again (another app in the same process) replaces its check, never adds one', async () => {
    const first = vi.fn(async () => false);
    const second = vi.fn(async () => false);
    registerPublicFiles('policyTest', first);
    registerPublicFiles('policyTest', second);
    expect(await isPublicFile(db, file('policyTest'))).toBe(false);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('where several domains answer for one kind (files by address), each is asked once', async () => {
    const users = vi.fn(async () => false);
    const content = vi.fn(async () => true);
    registerPublicFiles('policyTestShared', users, 'users');
    registerPublicFiles('policyTestShared', users, 'users');
    registerPublicFiles('policyTestShared', content, 'content');
    expect(await isPublicFile(db, file('policyTestShared'))).toBe(true);
    expect(users).toHaveBeenCalledTimes(1);
  });
});
