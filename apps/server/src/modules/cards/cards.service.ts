import { randomInt } from 'node:crypto';
import {
  type BusinessCard,
  CARD_CODE_CHARSET,
  CARD_CODE_LENGTH,
  type CardExchange,
  type CardHolderPage,
  type CardPreview,
  type HeldCard,
  type MyCard,
} from '@cidpex/contracts';
import { or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { cardPeople, cardUserIn } from '../accounts';
import { certifiedEnterpriseOfUsers, certifiedStaffIn } from '../enterprises';
import * as repo from './cards.repository';

/** What a card shows: the user's account, and the certified enterprise they belong to (its name replaces the company typed in the profile). */
type CardRow = {
  userId: number;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  jobTitle: string | null;
  mobile: string | null;
  email: string | null;
  enterpriseName: string | null;
  enterpriseNameEn: string | null;
};

/** The cards of these users (read from accounts and enterprises), by user id. */
async function cardsOf(db: Db, userIds: readonly number[]): Promise<Map<number, CardRow>> {
  const [people, enterprises] = await Promise.all([
    cardPeople(db, userIds),
    certifiedEnterpriseOfUsers(db, userIds),
  ]);
  const cards = new Map<number, CardRow>();
  for (const [userId, person] of people) {
    const enterprise = enterprises.get(userId);
    cards.set(userId, {
      ...person,
      enterpriseName: enterprise?.name ?? null,
      enterpriseNameEn: enterprise?.nameEn ?? null,
    });
  }
  return cards;
}

/** A keyword finds a card by its holder's account or their certified enterprise's names. */
function cardIn(cardUserId: Parameters<typeof cardUserIn>[0], pattern: string) {
  return or(cardUserIn(cardUserId, pattern), certifiedStaffIn(cardUserId, pattern));
}

function newCode(): string {
  let code = '';
  for (let i = 0; i < CARD_CODE_LENGTH; i += 1)
    code += CARD_CODE_CHARSET[randomInt(CARD_CODE_CHARSET.length)];
  return code;
}

/** The user's card code, made on first use (a new random one if a code happens to be taken). */
export async function codeOf(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await repo.findCodeOf(db, userId);
    if (existing) return existing.code;
    const inserted = await repo.insertCode(db, userId, newCode());
    if (inserted) return inserted.code;
  }
  throw new AppError('CONFLICT');
}

function displayName(row: CardRow): string {
  return row.name?.trim() || [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
}

function toCard(row: CardRow): BusinessCard {
  return {
    userId: row.userId,
    name: displayName(row),
    company: row.enterpriseName ?? row.company,
    companyEn: row.enterpriseName ? row.enterpriseNameEn : null,
    jobTitle: row.jobTitle,
    mobile: row.mobile,
    email: row.email,
  };
}

function toHeld(row: CardRow, holding: { id: number; createdAt: Date }): HeldCard {
  return { ...toCard(row), id: holding.id, exchangedAt: holding.createdAt.toISOString() };
}

async function cardOf(db: Db, userId: number): Promise<CardRow> {
  const row = (await cardsOf(db, [userId])).get(userId);
  if (!row) throw new AppError('CARD_NOT_FOUND');
  return row;
}

/** GET /portal/rest/cards/mine: the caller's card and its code. */
export async function myCard(db: Db, userId: number): Promise<MyCard> {
  const [row, code] = await Promise.all([cardOf(db, userId), codeOf(db, userId)]);
  return { ...toCard(row), code };
}

async function ownerOfCode(db: Db, code: string): Promise<number> {
  const found = await repo.findByCode(db, code);
  if (!found) throw new AppError('CARD_CODE_INVALID');
  return found.userId;
}

/** GET /portal/rest/cards/code/{code}: whose card a code is, before exchanging (no contact details). */
export async function previewCard(db: Db, userId: number, code: string): Promise<CardPreview> {
  const other = await ownerOfCode(db, code);
  const row = await cardOf(db, other);
  const card = toCard(row);
  const held = await repo.findHolding(db, userId, other);
  return {
    userId: card.userId,
    name: card.name,
    company: card.company,
    companyEn: card.companyEn,
    jobTitle: card.jobTitle,
    held: Boolean(held),
  };
}

/**
 * POST /portal/rest/cards/exchange: both users then hold the other's card. Repeating it (or
 * the other having exchanged first) changes nothing and answers the card already held.
 */
export async function exchangeCards(db: Db, userId: number, code: string): Promise<CardExchange> {
  const other = await ownerOfCode(db, code);
  if (other === userId) throw new AppError('CARD_OWN');
  const mine = await cardOf(db, userId);
  if (!displayName(mine)) throw new AppError('CARD_NAME_REQUIRED');
  const created = await db.transaction(async (tx) => {
    const a = await repo.insertHolding(tx, userId, other);
    const b = await repo.insertHolding(tx, other, userId);
    return a || b;
  });
  const holding = await repo.findHolding(db, userId, other);
  if (!holding) throw new AppError('CARD_NOT_FOUND');
  return { card: toHeld(await cardOf(db, other), holding), created };
}

/** POST /portal/rest/cards/holder/page: the cards the caller holds. */
export async function cardHolder(
  db: Db,
  userId: number,
  query: { keyword?: string; page: number; pageSize: number },
): Promise<CardHolderPage> {
  const page = await repo.pageHeld(db, userId, cardIn, query);
  const cards = await cardsOf(
    db,
    page.rows.map((r) => r.cardUserId),
  );
  return {
    rows: page.rows.flatMap((holding) => {
      const card = cards.get(holding.cardUserId);
      return card ? [toHeld(card, holding)] : [];
    }),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /portal/rest/cards/holder/{cardId}: one held card. */
export async function heldCard(db: Db, userId: number, cardId: number): Promise<HeldCard> {
  const holding = await repo.findHoldingById(db, cardId);
  if (holding?.ownerUserId !== userId) throw new AppError('CARD_NOT_FOUND');
  return toHeld(await cardOf(db, holding.cardUserId), holding);
}

/** DELETE /portal/rest/cards/holder/{cardId}: removes it from the caller's holder (the other keeps theirs). */
export async function removeHeldCard(db: Db, userId: number, cardId: number) {
  if (!(await repo.deleteHolding(db, cardId, userId))) throw new AppError('CARD_NOT_FOUND');
  return { ok: true as const };
}

/**
 * Chat's card exchange (PUT exhibitor/rest/chatSessions/exchange/{a}/{b}): the two users of a
 * conversation hold each other's card, no code needed. Answers whether a holding was new.
 */
export async function exchangeCardsBetween(db: Db, userId: number, otherId: number): Promise<boolean> {
  if (userId === otherId) throw new AppError('CARD_OWN');
  return db.transaction(async (tx) => {
    const a = await repo.insertHolding(tx, userId, otherId);
    const b = await repo.insertHolding(tx, otherId, userId);
    return Boolean(a || b);
  });
}

/** Whether `ownerId` holds `cardUserId`'s card. */
export async function holdsCard(db: Db, ownerId: number, cardUserId: number): Promise<boolean> {
  return Boolean(await repo.findHolding(db, ownerId, cardUserId));
}
