import type { Contact, ContactBody } from '@cidpex/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { toContact } from './dto';
import * as repo from './enterprises.repository';
import type { Caller } from './enterprises.service';
import { assertContentRole, assertMember } from './membership';

type ContactInput = Required<Pick<ContactBody, 'name' | 'phone' | 'isPrimary'>> & {
  jobTitle: string | null;
  qq: string | null;
  wechat: string | null;
  email: string | null;
};

/**
 * Contacts of the caller's enterprise. Members read them; the administrator and operators
 * change them. Whenever the enterprise has contacts, exactly one is primary: the first one
 * added, the one marked primary, or the oldest left when the primary is deleted.
 */
export async function listContacts(db: Db, caller: Caller, keyword?: string): Promise<Contact[]> {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  return (await repo.listContacts(db, membership.enterpriseId, keyword)).map(toContact);
}

export async function addContact(db: Db, caller: Caller, input: ContactInput): Promise<Contact> {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const enterpriseId = membership.enterpriseId;
  return db.transaction(async (tx) => {
    await repo.lockEnterprise(tx, enterpriseId);
    const first = (await repo.countContacts(tx, enterpriseId)) === 0;
    if (input.isPrimary) await repo.clearPrimary(tx, enterpriseId);
    const row = await repo.insertContact(tx, { ...input, enterpriseId, isPrimary: input.isPrimary || first });
    return toContact(row);
  });
}

export async function updateContact(
  db: Db,
  caller: Caller,
  input: ContactInput & { id: number },
): Promise<Contact> {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const enterpriseId = membership.enterpriseId;
  return db.transaction(async (tx) => {
    await repo.lockEnterprise(tx, enterpriseId);
    const current = await repo.findContact(tx, enterpriseId, input.id);
    if (!current) throw new AppError('CONTACT_NOT_FOUND');
    const { id, ...values } = input;
    if (values.isPrimary && !current.isPrimary) await repo.clearPrimary(tx, enterpriseId);
    // The primary stays primary until another one is chosen.
    const row = await repo.updateContact(tx, id, {
      ...values,
      isPrimary: values.isPrimary || current.isPrimary,
    });
    if (!row) throw new AppError('CONTACT_NOT_FOUND');
    return toContact(row);
  });
}

export async function deleteContact(db: Db, caller: Caller, contactId: number): Promise<{ ok: true }> {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const enterpriseId = membership.enterpriseId;
  await db.transaction(async (tx) => {
    await repo.lockEnterprise(tx, enterpriseId);
    const current = await repo.findContact(tx, enterpriseId, contactId);
    if (!current) throw new AppError('CONTACT_NOT_FOUND');
    await repo.deleteContact(tx, contactId);
    if (current.isPrimary) await repo.ensurePrimary(tx, enterpriseId);
  });
  return { ok: true };
}

export async function makePrimary(db: Db, caller: Caller, contactId: number): Promise<Contact> {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const enterpriseId = membership.enterpriseId;
  return db.transaction(async (tx) => {
    await repo.lockEnterprise(tx, enterpriseId);
    const current = await repo.findContact(tx, enterpriseId, contactId);
    if (!current) throw new AppError('CONTACT_NOT_FOUND');
    await repo.clearPrimary(tx, enterpriseId);
    const row = await repo.updateContact(tx, contactId, { isPrimary: true });
    if (!row) throw new AppError('CONTACT_NOT_FOUND');
    return toContact(row);
  });
}
